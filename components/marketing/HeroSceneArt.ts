import { swatchFor } from '@/lib/brand/identity';
import { brandSymbols } from '@/lib/brand/wordmark';
import { logoMark, logoMarkShapes } from '@/lib/brand/logo';
import { checkIcon, storeIcon, syncIcon, type IconShape } from '@/lib/brand/icons';
import type { HeroScene } from '@/lib/content/hero-scene';
import { escapeXml, fitText, svg, svgText, textWidth, wrapText, type SvgAttributes } from '@/lib/util/svg';

/**
 * The Home hero's dashboard scene as one SVG file the build writes (app/scenes/hero.svg/route.ts),
 * drawn from the same content as before: the menu, My Vendors with Last Sync Data and Health, the
 * Sync Statistics, a stock change on its way to the store and an order's tracking number coming
 * back. The page shows it as `<svg><use href>` (components/marketing/HeroScene.tsx): as HTML it was
 * 3.9 KB of every Home page, sent twice (markup and RSC payload); as a file it is fetched once and
 * cached. Colours are the site's tokens as CSS variables, so the scene follows the chosen theme,
 * and the text takes the page's font. Two layouts, as the HTML scene had: `wide` with the menu as a
 * sidebar and two columns (from 1024 px), `narrow` as one column under a tab bar.
 */
export const HERO_SCENE_FILE = '/scenes/hero.svg';
export const heroSceneLayouts = ['wide', 'narrow'] as const;
export type HeroSceneLayout = (typeof heroSceneLayouts)[number];

type Vendor = HeroScene['stock']['vendor'];
type Tone = 'success' | 'warning';

/*
 * Colours by class: the site's tokens, so html.dark's values apply inside the use element too. The
 * dots' animation is named by the page (app/globals.css sets --scene-animation to none under
 * prefers-reduced-motion): a media query in this file answers for the file, not for the page.
 */
const styles = `
.ink{fill:var(--color-ink)}.mu{fill:var(--color-ink-muted)}.b7{fill:var(--color-brand-700)}.b8{fill:var(--color-brand-800)}
.bar{fill:var(--color-surface-muted)}.b50{fill:var(--color-brand-50)}.b6{fill:var(--color-brand-600)}.b1{fill:var(--color-brand-100)}
.ln{stroke:var(--color-line);fill:none}.b2{stroke:var(--color-brand-200)}
.success{fill:var(--color-success-50)}.success-t{fill:var(--color-success-700)}.success-r{stroke:var(--color-success-700)}
.warning{fill:var(--color-warning-50)}.warning-t{fill:var(--color-warning-700)}.warning-r{stroke:var(--color-warning-700)}
.mono{font-family:var(--font-mono,ui-monospace,monospace)}
.flow{animation:var(--scene-animation,flow) 2.8s ease-in-out infinite}
@keyframes flow{0%{transform:translateX(var(--from));opacity:0}15%,85%{opacity:1}100%{transform:none;opacity:0}}`;

const text = (x: number, y: number, content: string, className: string, size: number, extra: SvgAttributes = {}) =>
  svgText({ x, y, class: className || undefined, 'font-size': size, ...extra }, content);

const semibold = { 'font-weight': 600 };
const bold = { 'font-weight': 700 };

/** An icon of lib/brand/icons.ts drawn at `size` px with its top left at x, y. */
function icon(shape: IconShape, x: number, y: number, size: number, colour: SvgAttributes) {
  return svg('path', {
    d: shape.d,
    transform: `translate(${x} ${y}) scale(${size / (shape.box ?? 24)})`,
    fill: 'none',
    'stroke-width': shape.strokeWidth ?? 1.8,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...colour,
  });
}

const gradientId = (vendor: Vendor) => `tile-${swatchFor(vendor).from.slice(1)}`;

/** A vendor's mark beside its name: its wordmark's symbol (lib/brand/wordmark.ts), white on its tone. */
function tile(vendor: Vendor, x: number, y: number, size: number) {
  const inset = size * 0.2;
  return (
    svg('rect', { x, y, width: size, height: size, rx: size / 4, fill: `url(#${gradientId(vendor)})` }) +
    svg('path', {
      d: brandSymbols[vendor.logo.symbol],
      transform: `translate(${x + inset} ${y + inset}) scale(${(size - 2 * inset) / 24})`,
      fill: '#fff',
      'fill-rule': 'evenodd',
    })
  );
}

/** The store's mark: a storefront on a green tile. */
const storeMark = (x: number, y: number) =>
  svg('rect', { x, y, width: 24, height: 24, rx: 6, class: 'success' }) +
  icon(storeIcon, x + 4, y + 4, 16, { class: 'success-r' });

/** A status badge (components/ui/Badge.tsx), placed by its left edge or, with `end`, its right. */
function badge(label: string, tone: Tone, x: number, centreY: number, end = false) {
  const width = textWidth(label, 12) + 20;
  const left = end ? x - width : x;
  return (
    svg('rect', { x: left, y: centreY - 10, width, height: 20, rx: 10, class: tone }) +
    svg('rect', {
      x: left + 0.5,
      y: centreY - 9.5,
      width: width - 1,
      height: 19,
      rx: 9.5,
      fill: 'none',
      class: `${tone}-r`,
      'stroke-opacity': 0.2,
    }) +
    text(left + width / 2, centreY + 4, label, `${tone}-t`, 12, { ...semibold, 'text-anchor': 'middle' })
  );
}

/** A dashed line with a dot travelling along it to its end (or, `reverse`, to its start). */
function flowTrack(x1: number, x2: number, y: number, reverse = false) {
  const end = reverse ? x1 : x2;
  const from = reverse ? x2 - x1 : x1 - x2;
  return (
    svg('line', { x1, y1: y, x2, y2: y, class: 'b2', 'stroke-width': 2, 'stroke-dasharray': '6 5' }) +
    svg(
      'g',
      { class: 'flow', style: `--from:${from}px` },
      svg('circle', { cx: end, cy: y, r: 9, class: 'b1' }),
      svg('circle', { cx: end, cy: y, r: 5, class: 'b6' }),
    )
  );
}

const card = (x: number, y: number, width: number, height: number, radius = 12) =>
  svg('rect', { x: x + 0.5, y: y + 0.5, width: width - 1, height: height - 1, rx: radius, class: 'ln' });

/** Lines of one label, `lineHeight` apart, the first at y. */
const lines = (
  labels: string[],
  x: number,
  y: number,
  lineHeight: number,
  className: string,
  size: number,
  extra = {},
) => labels.map((line, index) => text(x, y + index * lineHeight, line, className, size, extra)).join('');

/** The title bar: a muted band with a line under it (the dots or the tabs are drawn on it). */
function windowBar(width: number, height: number) {
  return (
    svg('rect', { width, height, class: 'bar' }) +
    svg('line', { x1: 0, y1: height - 0.5, x2: width, y2: height - 0.5, class: 'ln' })
  );
}

function header(scene: HeroScene, x0: number, x1: number, centreY: number) {
  const buttonWidth = 44 + textWidth(scene.syncButton, 12);
  const buttonX = x1 - buttonWidth;
  return (
    text(x0, centreY + 6, scene.active, 'ink', 18, semibold) +
    svg('rect', { x: buttonX, y: centreY - 14, width: buttonWidth, height: 28, rx: 8, class: 'b6' }) +
    icon(syncIcon, buttonX + 12, centreY - 7, 14, { stroke: '#fff' }) +
    text(buttonX + 32, centreY + 4, scene.syncButton, '', 12, { ...semibold, fill: '#fff' })
  );
}

/** My Vendors: a header row and one row per vendor; `lastSyncX` places its own column (wide only). */
function vendorTable(scene: HeroScene, x: number, y: number, width: number, lastSyncX?: number) {
  const healthEnd = x + width - 17;
  const healthX = lastSyncX === undefined ? undefined : x + width - 16 - 96;
  const rows = scene.vendors.map((row, index) => {
    // The name and detail end before the next column, or before this row's badge.
    const nameWidth = (lastSyncX ?? healthEnd - textWidth(row.health, 12) - 20) - 8 - (x + 61);
    const top = y + 37 + index * 61;
    const detail = lastSyncX === undefined ? `${row.products} · ${row.lastSync}` : row.products;
    const tone: Tone = row.healthy ? 'success' : 'warning';
    return (
      (index > 0 ? svg('line', { x1: x + 1, y1: top + 0.5, x2: x + width - 1, y2: top + 0.5, class: 'ln' }) : '') +
      tile(row.vendor, x + 17, top + 14.5, 32) +
      text(x + 61, top + 27, fitText(row.vendor.name, 14, nameWidth), 'ink', 14, semibold) +
      text(x + 61, top + 45, fitText(detail, 12, nameWidth), 'mu', 12) +
      (lastSyncX === undefined ? '' : text(lastSyncX, top + 35, row.lastSync, 'mu', 12)) +
      (healthX === undefined
        ? badge(row.health, tone, healthEnd, top + 30.5, true)
        : badge(row.health, tone, healthX, top + 30.5))
    );
  });
  const height = 37 + 61 * scene.vendors.length;
  const headings =
    text(x + 17, y + 23, scene.columns.vendor, 'mu', 12, { 'font-weight': 500 }) +
    (lastSyncX === undefined ? '' : text(lastSyncX, y + 23, scene.columns.lastSync, 'mu', 12, { 'font-weight': 500 })) +
    (healthX === undefined
      ? text(healthEnd, y + 23, scene.columns.health, 'mu', 12, { 'font-weight': 500, 'text-anchor': 'end' })
      : text(healthX, y + 23, scene.columns.health, 'mu', 12, { 'font-weight': 500 }));
  return {
    height,
    art:
      card(x, y, width, height) +
      headings +
      svg('line', { x1: x + 1, y1: y + 37.5, x2: x + width - 1, y2: y + 37.5, class: 'ln' }) +
      rows.join(''),
  };
}

function statistics({ statistics }: HeroScene, x: number, y: number, width: number) {
  const columnWidth = (width - 34 - 24) / 3;
  const items = statistics.items.map((item, index) => {
    const left = x + 17 + index * (columnWidth + 12);
    return (
      text(left, y + 70, item.value, 'ink', 20, bold) +
      lines(wrapText(item.label, 11, columnWidth), left, y + 88, 13, 'mu', 11)
    );
  });
  return {
    height: 107,
    art:
      card(x, y, width, 107) +
      text(x + 17, y + 32, statistics.title, 'ink', 14, semibold) +
      text(x + width - 17, y + 32, statistics.period, 'mu', 12, { 'text-anchor': 'end' }) +
      items.join(''),
  };
}

/** Inventory sync: the vendor's quantity, Quantity Delta on its way, what the store gets. */
function stockCard({ stock }: HeroScene, x: number, y: number, width: number, middle: number) {
  const inner = width - 34;
  const boxWidth = (inner - middle - 16) / 2;
  const labelLines = Math.max(
    ...[stock.vendorLabel, stock.storeLabel].map((l) => wrapText(l, 12, boxWidth - 24).length),
  );
  const boxHeight = 88 + 16 * labelLines;
  const boxY = y + 53;
  // A name too long to sit beside its mark takes the mark's place (the store's, on a phone).
  const box = (left: number, mark: string, name: string, label: string, quantity: number, quantityClass: string) => {
    const beside = textWidth(name, 12) <= boxWidth - 56;
    return (
      svg('rect', { x: left, y: boxY, width: boxWidth, height: boxHeight, rx: 8, class: 'bar' }) +
      (beside ? mark : '') +
      text(beside ? left + 44 : left + 12, boxY + 28.5, fitText(name, 12, boxWidth - 24), 'ink', 12, semibold) +
      lines(wrapText(label, 12, boxWidth - 24), left + 12, boxY + 56, 16, 'mu', 12) +
      text(left + 12, boxY + 56 + 16 * (labelLines - 1) + 28, String(quantity), quantityClass, 24, bold)
    );
  };
  const vendorX = x + 17;
  const middleX = vendorX + boxWidth + 8;
  const storeX = middleX + middle + 8;
  const centre = boxY + boxHeight / 2;
  const delta = `−${stock.delta}`;
  const deltaWidth = textWidth(delta, 12) + 16;
  const deltaLabel = wrapText(stock.deltaLabel, 11, middle);
  const height = 53 + boxHeight + 16;
  return {
    height,
    art:
      card(x, y, width, height) +
      text(x + 17, y + 32, stock.title, 'ink', 14, semibold) +
      text(x + width - 17, y + 32, stock.sku, 'mu mono', 12, { 'text-anchor': 'end' }) +
      box(
        vendorX,
        tile(stock.vendor, vendorX + 12, boxY + 12, 24),
        stock.vendor.name,
        stock.vendorLabel,
        stock.vendorQuantity,
        'ink',
      ) +
      svg('rect', {
        x: middleX + middle / 2 - deltaWidth / 2,
        y: centre - 30,
        width: deltaWidth,
        height: 20,
        rx: 10,
        class: 'warning',
      }) +
      text(middleX + middle / 2, centre - 16, delta, 'warning-t', 12, { ...bold, 'text-anchor': 'middle' }) +
      flowTrack(middleX, middleX + middle, centre) +
      lines(deltaLabel, middleX + middle / 2, centre + 22, 13, 'mu', 11, { 'text-anchor': 'middle' }) +
      box(storeX, storeMark(storeX + 12, boxY + 12), stock.store, stock.storeLabel, stock.storeQuantity, 'success-t'),
  };
}

/** Orders & Fulfillment: the order's steps and its tracking number on its way back to the store. */
function orderCard({ order }: HeroScene, x: number, y: number, width: number) {
  const inner = width - 34;
  const left = x + 17;
  const columnWidth = (inner - 16) / 5;
  const centres = order.steps.map((_, index) => left + index * (columnWidth + 4) + columnWidth / 2);
  const labels = order.steps.map((step) => wrapText(step, 11, columnWidth));
  const stepsBottom = y + 105 + 14 * (Math.max(...labels.map((l) => l.length)) - 1);
  const steps =
    svg('line', { x1: centres[0], y1: y + 81, x2: centres.at(-1), y2: y + 81, class: 'b2', 'stroke-width': 2 }) +
    centres
      .map(
        (cx, index) =>
          svg('circle', { cx, cy: y + 81, r: 8, class: 'b6' }) +
          icon(checkIcon, cx - 6, y + 75, 12, { stroke: '#fff' }) +
          lines(labels[index]!, cx, y + 105, 14, 'mu', 11, { 'text-anchor': 'middle' }),
      )
      .join('');
  // The tracking box: the store's mark, the number and its way back, the vendor's tile.
  const boxY = stepsBottom + 20;
  const textX = left + 48;
  const textWidthMax = inner - 48 - 48;
  const heading = wrapText(`${order.trackingLabel} → ${order.store}`, 12, textWidthMax);
  const boxHeight = 71 + 16 * (heading.length - 1);
  const tracking =
    svg('rect', { x: left, y: boxY, width: inner, height: boxHeight, rx: 8, class: 'bar' }) +
    storeMark(left + 12, boxY + boxHeight / 2 - 12) +
    lines(heading, textX, boxY + 24, 16, 'mu', 12) +
    text(textX, boxY + 23 + 16 * heading.length, fitText(order.tracking, 12, textWidthMax), 'ink mono', 12, semibold) +
    flowTrack(textX, left + inner - 48, boxY + boxHeight - 16, true) +
    tile(order.vendor, left + inner - 36, boxY + boxHeight / 2 - 12, 24);
  const height = boxY + boxHeight + 17 - y;
  const number = svg(
    'text',
    { x: left, y: y + 53, 'font-size': 12, class: 'mu' },
    svg('tspan', { class: 'ink', 'font-weight': 600 }, escapeXml(order.number)),
    escapeXml(` · ${order.routedBy}`),
  );
  return {
    height,
    art:
      card(x, y, width, height) +
      text(left, y + 32, order.title, 'ink', 14, semibold) +
      badge(order.status, 'success', x + width - 17, y + 27, true) +
      number +
      steps +
      tracking,
  };
}

/** The logo of the sidebar (components/layout/Logo.tsx): the brand mark and the name. */
const logo = (x: number, y: number, name: string) =>
  svg('g', { transform: `translate(${x} ${y}) scale(${28 / logoMark.box})` }, logoMarkShapes()) +
  text(x + 36, y + 20, name, 'ink', 17, bold);

type Drawing = { width: number; height: number; art: string };

function wide(scene: HeroScene, siteName: string): Drawing {
  const width = 1150;
  const bar = 37;
  const side = 192;
  const x0 = side + 24;
  const x1 = width - 24;
  const top = bar + 69;
  const leftWidth = Math.round(((x1 - x0 - 16) * 1.15) / 2.15);
  const rightX = x0 + leftWidth + 16;
  const rightWidth = x1 - rightX;
  const table = vendorTable(scene, x0, top, leftWidth, x0 + leftWidth - 16 - 96 - 12 - 112);
  const stats = statistics(scene, x0, top + table.height + 16, leftWidth);
  const stock = stockCard(scene, rightX, top, rightWidth, 96);
  const order = orderCard(scene, rightX, top + stock.height + 16, rightWidth);
  const height = Math.max(top + table.height + 16 + stats.height, top + stock.height + 16 + order.height) + 24;
  const menu = scene.menu
    .map((item, index) => {
      const itemTop = bar + 66 + index * 36;
      const active = item === scene.active;
      return (
        (active ? svg('rect', { x: 16, y: itemTop, width: side - 32, height: 32, rx: 6, class: 'b50' }) : '') +
        text(26, itemTop + 21, item, active ? 'b8' : 'mu', 14, active ? semibold : {})
      );
    })
    .join('');
  const dots = ['#f87171', '#fbbf24', '#34d399']
    .map((fill, index) => svg('circle', { cx: 22 + index * 20, cy: bar / 2, r: 6, fill }))
    .join('');
  return {
    width,
    height,
    art:
      windowBar(width, bar) +
      dots +
      svg('line', { x1: side - 0.5, y1: bar, x2: side - 0.5, y2: height, class: 'ln' }) +
      logo(20, bar + 16, siteName) +
      menu +
      header(scene, x0, x1, bar + 39) +
      table.art +
      stats.art +
      stock.art +
      order.art,
  };
}

function narrow(scene: HeroScene): Drawing {
  const width = 341;
  const bar = 41;
  const x0 = 16;
  const x1 = width - 16;
  let tabX = 16;
  const tabs = scene.menu
    .map((item) => {
      const active = item === scene.active;
      const tab = text(tabX, 25, item, active ? 'b7' : 'mu', 12, { 'font-weight': active ? 600 : 500 });
      tabX += textWidth(item, 12) + 16;
      return tab;
    })
    .join('');
  const top = bar + 61;
  const table = vendorTable(scene, x0, top, x1 - x0);
  const stock = stockCard(scene, x0, top + table.height + 16, x1 - x0, 72);
  const orderY = top + table.height + 16 + stock.height + 16;
  const order = orderCard(scene, x0, orderY, x1 - x0);
  const height = orderY + order.height + 16;
  return {
    width,
    height,
    art: windowBar(width, bar) + tabs + header(scene, x0, x1, bar + 31) + table.art + stock.art + order.art,
  };
}

/** Each layout's drawing, laid out from the scene's content (the page takes its box from here). */
export function drawHeroScene(scene: HeroScene, siteName: string): Record<HeroSceneLayout, Drawing> {
  return { wide: wide(scene, siteName), narrow: narrow(scene) };
}

/** The file: one symbol per layout, the tiles' gradients and the styles they share. */
export function heroSceneFile(scene: HeroScene, siteName: string): string {
  const drawings = drawHeroScene(scene, siteName);
  const vendors = [...scene.vendors.map((row) => row.vendor), scene.stock.vendor, scene.order.vendor];
  const gradients = [...new Map(vendors.map((vendor) => [gradientId(vendor), swatchFor(vendor)])).entries()].map(
    ([id, { from, to }]) =>
      svg(
        'linearGradient',
        { id, x1: 0, y1: 0, x2: 1, y2: 1 },
        svg('stop', { offset: 0, 'stop-color': from }),
        svg('stop', { offset: 1, 'stop-color': to }),
      ),
  );
  const symbols = heroSceneLayouts.map((layout) => {
    const { width, height, art } = drawings[layout];
    return svg('symbol', { id: layout, viewBox: `0 0 ${width} ${height}` }, art);
  });
  return `${svg('svg', { xmlns: 'http://www.w3.org/2000/svg' }, svg('defs', {}, `<style>${styles}</style>`, ...gradients), ...symbols)}\n`;
}
