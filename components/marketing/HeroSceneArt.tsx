import type { CSSProperties, ReactNode } from 'react';
import { logoMark, logoMarkShapes } from '@/lib/brand/logo';
import { checkIcon, storeIcon, syncIcon, type IconShape } from '@/lib/brand/icons';

/** A plus, as an Add item of a menu shows it. */
const plusIcon: IconShape = { id: 'plus', d: 'M12 5v14M5 12h14', strokeWidth: 2 };
import type { HeroScene } from '@/lib/content/hero-scene';

/**
 * The Home hero's dashboard scene as one SVG file the build writes (app/scenes/hero.svg/route.tsx
 * writes <HeroSceneFile> out with lib/util/svg-markup.ts): the menu, My Vendors with Last Sync Data and Health,
 * the Sync Statistics, a stock change on its way to the store and an order's tracking number coming
 * back. The page shows it as `<svg><use href>` (HeroScene.tsx), so no page carries the drawing and
 * the file is fetched once and cached. Colours are the site's tokens as CSS variables (the chosen
 * theme applies inside the use element) and the text takes the page's font. Three layouts: `wide`
 * with the menu as a sidebar and two columns (from 1440 px, where it is drawn at its full size), `tablet` its
 * sidebar and first column whole (768 to 1439 px: the wide one, shrunk to 830 px at 1024, set its 12 px words
 * near 9 px, outside review), `narrow` as one column under a tab bar. No word is under 12 px where it is drawn. Each says in its title bar (the
 * phone's, at its foot) that its figures are samples: a quiet tag on the picture, not a line of the page.
 *
 * Text is placed, not measured: columns start at fixed x, right-hand texts are anchored at their
 * end, badges share one width, the phone's tabs flow in one <text>, and the few labels that wrap
 * break by characters per line (`wrap`).
 */
export const HERO_SCENE_FILE = '/scenes/hero.svg';
export const heroSceneLayouts = ['wide', 'tablet', 'narrow'] as const;
export type HeroSceneLayout = (typeof heroSceneLayouts)[number];

export type Vendor = HeroScene['stock']['vendor'];
type Tone = 'success' | 'warning';

/** A card's inner padding, the space between cards, a vendor row and a table's header row. */
export const PAD = 17;
const GAP = 16;
const ROW = 61;
const HEAD = 37;
/** Every badge is this wide ("Healthy", "2 failing", "Complete" sit centred in it). */
const BADGE = 76;

/*
 * Colours by class: the site's tokens, so html.dark's values apply inside the use element too. The
 * dots' animation is named by the page (app/globals.css sets --scene-animation to none under
 * prefers-reduced-motion): a media query in this file answers for the file, not for the page.
 */
export const styles = `
.ink{fill:var(--color-ink)}.mu{fill:var(--color-ink-muted)}.b7{fill:var(--color-brand-700)}.b8{fill:var(--color-brand-800)}
.bar{fill:var(--color-surface-muted)}.b50{fill:var(--color-brand-50)}.b6{fill:var(--color-brand-600)}.b1{fill:var(--color-brand-100)}
.b3{fill:var(--color-brand-300)}.b5{fill:var(--color-brand-500)}
.ln{stroke:var(--color-line);fill:none}.ln-s{stroke:var(--color-line)}.mu-r{stroke:var(--color-ink-muted)}.b2{stroke:var(--color-brand-200)}
.success{fill:var(--color-success-50)}.success-t{fill:var(--color-success-700)}.success-r{stroke:var(--color-success-700)}
.warning{fill:var(--color-warning-50)}.warning-t{fill:var(--color-warning-700)}.warning-r{stroke:var(--color-warning-700)}
.mono{font-family:var(--font-mono,ui-monospace,monospace)}
.flow{animation:var(--scene-animation,flow) 2.8s ease-in-out infinite}
@keyframes flow{0%{transform:translateX(var(--from));opacity:0}15%,85%{opacity:1}100%{transform:none;opacity:0}}`;

/*
 * No text is measured: a character counts half the font size when a label wraps (the sans-serif's
 * lowercase averages a little more, which the columns' margins absorb), and the one text that sizes
 * its box, the button's, is set to the width allowed for it (textLength).
 */
const charsIn = (width: number, size: number) => width / (size / 2);

/** Words in lines that fit `width` px at `size` px. */
export function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= charsIn(width, size))
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export type At = { x: number; y: number };
export type Box = At & { width: number };
type TextProps = At & { size?: number; className?: string; weight?: number; anchor?: 'middle' | 'end' };

/** One line of text, 12 px muted unless told otherwise. */
export const Text = ({ x, y, size = 12, className = 'mu', weight, anchor, text }: TextProps & { text: ReactNode }) => (
  <text x={x} y={y} fontSize={size} className={className} fontWeight={weight} textAnchor={anchor}>
    {text}
  </text>
);

/** Lines of one label, `step` apart, the first at y. */
export const Lines = ({ lines, step, ...props }: TextProps & { lines: string[]; step: number }) =>
  lines.map((line, index) => <Text key={index} {...props} y={props.y + index * step} text={line} />);

/** An icon of lib/brand/icons.ts drawn at `size` px with its top left at x, y. */
type IconProps = At & { shape: IconShape; size: number; stroke?: string; className?: string };
export const Icon = ({ shape, x, y, size, stroke, className }: IconProps) => (
  <path
    d={shape.d}
    transform={`translate(${x} ${y}) scale(${size / (shape.box ?? 24)})`}
    fill="none"
    strokeWidth={shape.strokeWidth ?? 1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    stroke={stroke}
    className={className}
  />
);

/**
 * What a vendor supplies, drawn in line (a pendant lamp for a lighting maker, a carton for a distributor or
 * a fulfillment network, a storefront for Shopify's supplier stores): each row reads apart at a glance, and no
 * drawing is any company's logo (a real brand is its name as type: lib/brand/wordmark.ts).
 */
export const supplyDrawings = {
  lamp: { id: 'lamp', d: 'M12 3v5M5.5 15a6.5 6.5 0 0 1 13 0ZM10 18.5h4' },
  fan: {
    id: 'fan',
    d: 'M12 3v5M3 10.5h6.5m5 0H21M12 8a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm-2.5 7a2.5 2.5 0 0 0 5 0Z',
  },
  vase: { id: 'vase', d: 'M9 3h6m-5 0v3c-3 1.5-4.5 4-4.5 7.5S7.5 21 12 21s6.5-4 6.5-7.5S17 7.5 14 6V3' },
  parcel: { id: 'parcel', d: 'M4 7.5 12 3.5l8 4v9l-8 4-8-4Zm0 0 8 4 8-4m-8 4v9M8 5.5l8 4' },
  store: storeIcon,
} satisfies Record<string, IconShape>;
export type SupplyDrawing = keyof typeof supplyDrawings;

/** The drawing for a vendor: by its trade (Lighting, Ceiling fans, Home décor, Partner stores); a carton otherwise. */
export function supplyOf(vendor: Pick<Vendor, 'trade'>): SupplyDrawing {
  const trade = vendor.trade?.toLowerCase() ?? '';
  if (/light|chandelier/.test(trade)) return 'lamp';
  if (trade.includes('fan')) return 'fan';
  if (/d[ée]cor/.test(trade)) return 'vase';
  if (trade.includes('store')) return 'store';
  return 'parcel';
}

/** A vendor's cue in a row: what it supplies, in line on a muted tile (never a colour or symbol of its own). */
export function Tile({ vendor, x, y, size }: At & { vendor: Vendor; size: number }) {
  const supply = supplyOf(vendor);
  const inset = size * 0.17;
  return (
    <g data-supplies={supply}>
      <rect x={x + 0.5} y={y + 0.5} width={size - 1} height={size - 1} rx={size / 4} className="bar ln-s" />
      <Icon shape={supplyDrawings[supply]} x={x + inset} y={y + inset} size={size - 2 * inset} className="mu-r" />
    </g>
  );
}

/** The store's mark: a storefront on a green tile. */
export const StoreMark = ({ x, y }: At) => (
  <>
    <rect x={x} y={y} width={24} height={24} rx={6} className="success" />
    <Icon shape={storeIcon} x={x + 4} y={y + 4} size={16} className="success-r" />
  </>
);

/** A status badge (components/ui/Badge.tsx) with its left edge at x. */
export const Badge = ({ label, tone, x, y, size }: At & { label: string; tone: Tone; size?: number }) => (
  <>
    <rect
      x={x + 0.5}
      y={y - 9.5}
      width={BADGE - 1}
      height={19}
      rx={9.5}
      className={`${tone} ${tone}-r`}
      strokeOpacity={0.2}
    />
    <Text x={x + BADGE / 2} y={y + 4} size={size} className={`${tone}-t`} weight={600} anchor="middle" text={label} />
  </>
);

/** A dashed line with a dot travelling along it to its end (or, `reverse`, to its start). */
function FlowTrack({ x1, x2, y, reverse = false }: { x1: number; x2: number; y: number; reverse?: boolean }) {
  const end = reverse ? x1 : x2;
  return (
    <>
      <line x1={x1} y1={y} x2={x2} y2={y} className="b2" strokeWidth={2} strokeDasharray="6 5" />
      <g className="flow" style={{ '--from': `${reverse ? x2 - x1 : x1 - x2}px` } as CSSProperties}>
        <circle cx={end} cy={y} r={9} className="b1" />
        <circle cx={end} cy={y} r={5} className="b6" />
      </g>
    </>
  );
}

export const Card = ({ x, y, width, height }: Box & { height: number }) => (
  <rect x={x + 0.5} y={y + 0.5} width={width - 1} height={height - 1} rx={12} className="ln" />
);
export const Rule = ({ x1, x2, y }: { x1: number; x2: number; y: number }) => (
  <line x1={x1} y1={y} x2={x2} y2={y} className="ln" />
);

/** A card's title at its top left and, optionally, a muted note at its top right. */
export const CardTitle = ({
  x,
  y,
  width,
  title,
  note,
  mono,
}: Box & { title: string; note?: string; mono?: boolean }) => (
  <>
    <Text x={x + PAD} y={y + 32} size={14} className="ink" weight={600} text={title} />
    {note && <Text x={x + width - PAD} y={y + 32} className={mono ? 'mu mono' : 'mu'} anchor="end" text={note} />}
  </>
);

/** The page's title and the Sync Products button, right-aligned at x1. */
function Header({ scene, x0, x1, y }: { scene: HeroScene; x0: number; x1: number; y: number }) {
  const label = 6.6 * scene.syncButton.length;
  const button = 44 + label;
  return (
    <>
      <Text x={x0} y={y + 6} size={18} className="ink" weight={600} text={scene.active} />
      <rect x={x1 - button} y={y - 14} width={button} height={28} rx={8} className="b6" />
      <Icon shape={syncIcon} x={x1 - button + 12} y={y - 7} size={14} stroke="#fff" />
      <text x={x1 - button + 32} y={y + 4} fontSize={12} fontWeight={600} fill="#fff" textLength={label}>
        {scene.syncButton}
      </text>
    </>
  );
}

/**
 * My Vendors: a header row and one row per vendor. Wide, Last Sync Data has its own column and the
 * badge sits in the Health column; narrow, the badge ends the name's line and the detail runs under it.
 */
function VendorTable({ scene, x, y, width, wide }: Box & { scene: HeroScene; wide: boolean }) {
  const healthX = x + width - PAD - BADGE;
  const lastSyncX = healthX - 156;
  const lastSyncEnd = healthX - 14;
  const text = x + 61;
  const header = { y: y + 24, size: 12, className: 'mu', weight: 600 } as const;
  return (
    <>
      {/* The header row as a dashboard's: its titles on a tinted bar, in the case the product writes them
          (small capitals read as our own labels: outside review); Last Sync Data gives, a vendor, when its
          quantities and its costs and prices last came in. */}
      <path
        d={`M${x + 1} ${y + HEAD}V${y + 13}a12 12 0 0 1 12-12H${x + width - 13}a12 12 0 0 1 12 12V${y + HEAD}Z`}
        className="bar"
      />
      <Card x={x} y={y} width={width} height={HEAD + ROW * scene.vendors.length} />
      <Text x={x + PAD} {...header} text={scene.columns.vendor} />
      {wide && <Text x={lastSyncX} {...header} text={scene.columns.lastSync} />}
      <Text
        x={wide ? healthX : x + width - PAD}
        {...header}
        anchor={wide ? undefined : 'end'}
        text={scene.columns.health}
      />
      <Rule x1={x + 1} x2={x + width - 1} y={y + HEAD + 0.5} />
      {scene.vendors.map((row, index) => {
        const top = y + HEAD + index * ROW;
        return (
          <g key={row.vendor.slug}>
            {index > 0 && <Rule x1={x + 1} x2={x + width - 1} y={top + 0.5} />}
            <Tile vendor={row.vendor} x={x + PAD} y={top + 14.5} size={32} />
            <Text x={text} y={top + 27} size={14} className="ink" weight={600} text={row.vendor.name} />
            <Text x={text} y={top + 45} text={wide ? row.products : `${row.products} · ${row.lastSync.quantity}`} />
            {wide &&
              [
                [scene.columns.quantity, row.lastSync.quantity],
                [scene.columns.prices, row.lastSync.prices],
              ].map(([label, time], line) => (
                <g key={label}>
                  <Text x={lastSyncX} y={top + 27 + 18 * line} text={label} />
                  <Text x={lastSyncEnd} y={top + 27 + 18 * line} className="ink" anchor="end" text={time} />
                </g>
              ))}
            <Badge
              label={row.health}
              tone={row.healthy ? 'success' : 'warning'}
              x={healthX}
              y={wide ? top + 30.5 : top + 22}
            />
          </g>
        );
      })}
    </>
  );
}

/** Sync Statistics: three figures side by side (wide only). */
function Statistics({ scene: { statistics }, x, y, width }: Box & { scene: HeroScene }) {
  const column = (width - 2 * PAD) / 3;
  return (
    <>
      <Card x={x} y={y} width={width} height={107} />
      <CardTitle x={x} y={y} width={width} title={statistics.title} note={statistics.period} />
      {statistics.items.map((item, index) => (
        <g key={item.label}>
          <Text x={x + PAD + index * column} y={y + 70} size={20} className="ink" weight={700} text={item.value} />
          <Lines lines={wrap(item.label, column, 12)} x={x + PAD + index * column} y={y + 88} step={14} size={12} />
        </g>
      ))}
    </>
  );
}

/** Inventory sync: the vendor's quantity, Quantity Delta on its way, what the store gets. */
function stockGeometry({ stock }: HeroScene, width: number, wide: boolean) {
  const middle = wide ? 96 : 72;
  const boxWidth = (width - 2 * PAD - middle - 16) / 2;
  const labels = [wrap(stock.vendorLabel, boxWidth - 24, 12), wrap(stock.storeLabel, boxWidth - 24, 12)];
  const labelLines = Math.max(...labels.map((lines) => lines.length));
  const boxHeight = 88 + 16 * labelLines;
  return { middle, boxWidth, labels, labelLines, boxHeight, height: 53 + boxHeight + 16 };
}

function StockCard({ scene, x, y, width, wide }: Box & { scene: HeroScene; wide: boolean }) {
  const { stock } = scene;
  const { middle, boxWidth, labels, labelLines, boxHeight, height } = stockGeometry(scene, width, wide);
  const boxY = y + 53;
  const centre = boxY + boxHeight / 2;
  const middleX = x + PAD + boxWidth + 8;
  // A name too long to sit beside its mark takes the mark's place (the store's, on a phone).
  const box = (left: number, mark: ReactNode, name: string, label: string[], quantity: number, tone: string) => {
    const beside = charsIn(boxWidth - 56, 13) >= name.length;
    return (
      <>
        <rect x={left} y={boxY} width={boxWidth} height={boxHeight} rx={8} className="bar" />
        {beside && mark}
        <Text x={beside ? left + 44 : left + 12} y={boxY + 28.5} className="ink" weight={600} text={name} />
        <Lines lines={label} x={left + 12} y={boxY + 56} step={16} />
        <Text x={left + 12} y={boxY + 68 + 16 * labelLines} size={24} className={tone} weight={700} text={quantity} />
      </>
    );
  };
  const storeX = middleX + middle + 8;
  return (
    <>
      <Card x={x} y={y} width={width} height={height} />
      <CardTitle x={x} y={y} width={width} title={stock.title} note={stock.sku} mono />
      {box(
        x + PAD,
        <Tile vendor={stock.vendor} x={x + PAD + 12} y={boxY + 12} size={24} />,
        stock.vendor.name,
        labels[0]!,
        stock.vendorQuantity,
        'ink',
      )}
      <rect x={middleX + middle / 2 - 15} y={centre - 30} width={30} height={20} rx={10} className="warning" />
      <Text
        x={middleX + middle / 2}
        y={centre - 16}
        className="warning-t"
        weight={700}
        anchor="middle"
        text={`−${stock.delta}`}
      />
      <FlowTrack x1={middleX} x2={middleX + middle} y={centre} />
      <Lines
        lines={wrap(stock.deltaLabel, middle, 12)}
        x={middleX + middle / 2}
        y={centre + 22}
        step={14}
        size={12}
        anchor="middle"
      />
      {box(
        storeX,
        <StoreMark x={storeX + 12} y={boxY + 12} />,
        stock.store,
        labels[1]!,
        stock.storeQuantity,
        'success-t',
      )}
    </>
  );
}

/** Orders & Fulfillment: the order's steps and its tracking number on its way back to the store. */
function orderGeometry({ order }: HeroScene, width: number) {
  const inner = width - 2 * PAD;
  const column = inner / order.steps.length;
  const labels = order.steps.map((step) => wrap(step, column, 12));
  // The tracking box starts under the steps' longest label, and grows with its heading's lines.
  const boxTop = 125 + 14 * (Math.max(...labels.map((lines) => lines.length)) - 1);
  const heading = wrap(`${order.trackingLabel} → ${order.store}`, inner - 96, 12);
  const boxHeight = 55 + 16 * heading.length;
  return { inner, column, labels, boxTop, heading, boxHeight, height: boxTop + boxHeight + PAD };
}

function OrderCard({ scene, x, y, width }: Box & { scene: HeroScene }) {
  const { order } = scene;
  const { inner, column, labels, boxTop, heading, boxHeight, height } = orderGeometry(scene, width);
  const left = x + PAD;
  const centres = order.steps.map((_, index) => left + (index + 0.5) * column);
  const boxY = y + boxTop;
  return (
    <>
      <Card x={x} y={y} width={width} height={height} />
      <CardTitle x={x} y={y} width={width} title={order.title} />
      <Badge label={order.status} tone="success" x={x + width - PAD - BADGE} y={y + 27} />
      <Text
        x={left}
        y={y + 53}
        text={
          <>
            <tspan className="ink" fontWeight={600}>
              {order.number}
            </tspan>
            {` · ${order.routedBy}`}
          </>
        }
      />
      <line x1={centres[0]} y1={y + 81} x2={centres.at(-1)} y2={y + 81} className="b2" strokeWidth={2} />
      {centres.map((cx, index) => (
        <g key={cx}>
          <circle cx={cx} cy={y + 81} r={8} className="b6" />
          <Icon shape={checkIcon} x={cx - 6} y={y + 75} size={12} stroke="#fff" />
          <Lines lines={labels[index]!} x={cx} y={y + 105} step={14} size={12} anchor="middle" />
        </g>
      ))}
      <rect x={left} y={boxY} width={inner} height={boxHeight} rx={8} className="bar" />
      <StoreMark x={left + 12} y={boxY + boxHeight / 2 - 12} />
      <Lines lines={heading} x={left + 48} y={boxY + 24} step={16} />
      <Text x={left + 48} y={boxY + 23 + 16 * heading.length} className="ink mono" weight={600} text={order.tracking} />
      <FlowTrack x1={left + 48} x2={left + inner - 48} y={boxY + boxHeight - 16} reverse />
      <Tile vendor={order.vendor} x={left + inner - 36} y={boxY + boxHeight / 2 - 12} size={24} />
    </>
  );
}

/*
 * The layouts' frames. Heights follow from the content (rows of vendors, lines of labels), so
 * each layout is measured by the same functions that draw it.
 */
const WIDE = { width: 1150, bar: 37, side: 192 };
const NARROW = { width: 341, bar: 41 };
/** The phone's sample tag has no room in its tab bar: it gets a line of its own at the foot. */
const TAG_FOOT = 20;

function wideLayout(scene: HeroScene) {
  const x0 = WIDE.side + 24;
  const top = WIDE.bar + 69;
  const leftWidth = 478;
  const rightX = x0 + leftWidth + GAP;
  const rightWidth = WIDE.width - 24 - rightX;
  const statsY = top + HEAD + ROW * scene.vendors.length + GAP;
  const orderY = top + stockGeometry(scene, rightWidth, true).height + GAP;
  const height = Math.max(statsY + 107, orderY + orderGeometry(scene, rightWidth).height) + 24;
  return { x0, top, leftWidth, rightX, rightWidth, statsY, orderY, height };
}

function narrowLayout(scene: HeroScene) {
  const inner = NARROW.width - 32;
  const top = NARROW.bar + 61;
  const stockY = top + HEAD + ROW * scene.vendors.length + GAP;
  const orderY = stockY + stockGeometry(scene, inner, false).height + GAP;
  return { inner, top, stockY, orderY, height: orderY + orderGeometry(scene, inner).height + 16 };
}

/**
 * The tablet's layout: the wide one's sidebar and first column (the vendors, the statistics) with the
 * title's Sync Products button, the frame's margin at its right as at its left (cut from the wide
 * drawing, the table ran 8 px from the frame and the button and cards were missing: outside review).
 */
function tabletLayout(scene: HeroScene) {
  const { x0, leftWidth, statsY } = wideLayout(scene);
  return { width: x0 + leftWidth + 24, height: statsY + 107 + 24 };
}

/** Each layout's size, for the page's viewBox (HeroScene.tsx) and the file's symbols. */
export const heroSceneSizes = (scene: HeroScene): Record<HeroSceneLayout, { width: number; height: number }> => ({
  wide: { width: WIDE.width, height: wideLayout(scene).height },
  tablet: tabletLayout(scene),
  narrow: { width: NARROW.width, height: narrowLayout(scene).height + TAG_FOOT },
});

/** A title bar: a muted band with a line under it. */
const WindowBar = ({ width, height }: { width: number; height: number }) => (
  <>
    <rect width={width} height={height} className="bar" />
    <Rule x1={0} x2={width} y={height - 0.5} />
  </>
);

/** The tag that says the figures are samples, quiet, at the end of a line. */
const SampleTag = ({ x, y, text }: At & { text: string }) => (
  <Text x={x} y={y} size={12} className="mu" anchor="end" text={text} />
);

function Wide({ scene, siteName, tablet = false }: { scene: HeroScene; siteName: string; tablet?: boolean }) {
  const { x0, top, leftWidth, rightX, rightWidth, statsY, orderY, height: wideHeight } = wideLayout(scene);
  const { bar, side } = WIDE;
  const { width, height } = tablet ? tabletLayout(scene) : { width: WIDE.width, height: wideHeight };
  return (
    <symbol id={tablet ? 'tablet' : 'wide'} viewBox={`0 0 ${width} ${height}`}>
      <WindowBar width={width} height={bar} />
      {['#f87171', '#fbbf24', '#34d399'].map((fill, index) => (
        <circle key={fill} cx={22 + index * 20} cy={bar / 2} r={6} fill={fill} />
      ))}
      <SampleTag x={width - 20} y={bar / 2 + 4} text={scene.tag} />
      <line x1={side - 0.5} y1={bar} x2={side - 0.5} y2={height} className="ln" />
      <g
        transform={`translate(20 ${bar + 16}) scale(${28 / logoMark.box})`}
        dangerouslySetInnerHTML={{ __html: logoMarkShapes() }}
      />
      <Text x={56} y={bar + 36} size={17} className="ink" weight={700} text={siteName} />
      {/* The menu as a product's: each item with what it holds beside it (bare names read as placeholders:
          outside review): the store's settings a green dot (connected), the page open the count of its
          vendors, the others (Add Vendor(s)) a plus. */}
      {scene.menu.map((item, index) => {
        const itemTop = bar + 66 + index * 36;
        const active = item === scene.active;
        const end = side - 26;
        return (
          <g key={item}>
            {active && <rect x={16} y={itemTop} width={side - 32} height={32} rx={6} className="b50" />}
            <Text
              x={26}
              y={itemTop + 21}
              size={14}
              className={active ? 'b8' : 'mu'}
              weight={active ? 600 : undefined}
              text={item}
            />
            {active ? (
              <Text x={end} y={itemTop + 21} className="b8" weight={600} anchor="end" text={scene.vendors.length} />
            ) : index === 0 ? (
              <circle cx={end - 4} cy={itemTop + 16} r={4} className="success-t" />
            ) : (
              <Icon shape={plusIcon} x={end - 14} y={itemTop + 9} size={14} className="mu-r" />
            )}
          </g>
        );
      })}
      <Header scene={scene} x0={x0} x1={width - 24} y={bar + 39} />
      <VendorTable scene={scene} x={x0} y={top} width={leftWidth} wide />
      <Statistics scene={scene} x={x0} y={statsY} width={leftWidth} />
      {!tablet && (
        <>
          <StockCard scene={scene} x={rightX} y={top} width={rightWidth} wide />
          <OrderCard scene={scene} x={rightX} y={orderY} width={rightWidth} />
        </>
      )}
    </symbol>
  );
}

function Narrow({ scene }: { scene: HeroScene }) {
  const { inner, top, stockY, orderY, height: drawn } = narrowLayout(scene);
  const { width, bar } = NARROW;
  const height = drawn + TAG_FOOT;
  return (
    <symbol id="narrow" viewBox={`0 0 ${width} ${height}`}>
      <WindowBar width={width} height={bar} />
      {/* The tabs flow in one text, 16 px apart, so none is measured. */}
      <text x={16} y={25} fontSize={12} fontWeight={500}>
        {scene.menu.map((item, index) => (
          <tspan
            key={item}
            dx={index ? 16 : undefined}
            className={item === scene.active ? 'b7' : 'mu'}
            fontWeight={item === scene.active ? 600 : undefined}
          >
            {item}
          </tspan>
        ))}
      </text>
      <Header scene={scene} x0={16} x1={width - 16} y={bar + 31} />
      <VendorTable scene={scene} x={16} y={top} width={inner} wide={false} />
      <StockCard scene={scene} x={16} y={stockY} width={inner} wide={false} />
      <OrderCard scene={scene} x={16} y={orderY} width={inner} />
      <SampleTag x={width - 16} y={drawn + 6} text={scene.tag} />
    </symbol>
  );
}

/**
 * A drawn scene file (the hero's, Home's feature pictures): the styles every scene shares, then its symbols.
 */
export function SceneFile({ children }: { children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      <defs>
        <style dangerouslySetInnerHTML={{ __html: styles }} />
      </defs>
      {children}
    </svg>
  );
}

/** The hero's file: one symbol per layout. */
export function HeroSceneFile({ scene, siteName }: { scene: HeroScene; siteName: string }) {
  return (
    <SceneFile>
      <Wide scene={scene} siteName={siteName} />
      <Wide scene={scene} siteName={siteName} tablet />
      <Narrow scene={scene} />
    </SceneFile>
  );
}
