import { render, screen } from '@testing-library/react';
import {
  HERO_SCENE_FILE,
  HeroSceneFile,
  heroSceneLayouts,
  heroSceneParts,
  heroSceneSizes,
  wrap,
} from '@/components/marketing/HeroSceneArt';
import { HeroScene, SceneCrop } from '@/components/marketing/HeroScene';
import { resolveHeroScene, type HeroScene as HeroSceneData } from '@/lib/content/hero-scene';
import { getHomeContent } from '@/lib/content/marketing';
import { siteName } from '@/lib/site/site';
import { svgMarkup } from '@/lib/util/svg-markup';

jest.mock('server-only', () => ({}));

let scene: HeroSceneData;
let file: Document;
beforeAll(async () => {
  scene = await resolveHeroScene(getHomeContent().preview);
  // As app/scenes/hero.svg/route.tsx writes it.
  file = new DOMParser().parseFromString(
    svgMarkup(<HeroSceneFile scene={scene} siteName={siteName} />),
    'image/svg+xml',
  );
});

/** A symbol's texts as read: each tab of the phone's tab bar (a tspan) on its own. */
const texts = (symbol: Element) =>
  [...symbol.querySelectorAll('text')].flatMap((node) =>
    node.querySelector('tspan[dx]')
      ? [...node.querySelectorAll('tspan')].map((tab) => tab.textContent ?? '')
      : [node.textContent ?? ''],
  );

describe('the Home scene drawn as a file (components/marketing/HeroSceneArt.tsx)', () => {
  it('is well-formed SVG with one symbol per layout, sized as the page draws it', () => {
    expect(file.querySelector('parsererror')).toBeNull();
    const sizes = heroSceneSizes(scene);
    for (const layout of heroSceneLayouts) {
      const symbol = file.getElementById(layout);
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.getAttribute('viewBox')).toBe(`0 0 ${sizes[layout].width} ${sizes[layout].height}`);
    }
  });

  it.each(heroSceneLayouts)('shows the dashboard of the content in the %s layout', (layout) => {
    const symbol = file.getElementById(layout)!;
    const shown = texts(symbol).join('\n');
    for (const row of scene.vendors) {
      expect(shown).toContain(row.vendor.name);
      expect(shown).toContain(row.health);
    }
    for (const expected of [
      scene.active,
      scene.syncButton,
      scene.stock.title,
      scene.stock.sku,
      String(scene.stock.vendorQuantity),
      `−${scene.stock.delta}`,
      String(scene.stock.storeQuantity),
      scene.order.title,
      scene.order.number,
      scene.order.status,
      scene.order.tracking,
    ])
      expect(shown).toContain(expected);
    for (const word of scene.order.steps.join(' ').split(' ')) expect(shown).toContain(word);
    for (const item of scene.menu) expect(texts(symbol)).toContain(item);
    if (layout === 'wide')
      // The statistics' "&" comes back as written: the file escapes its text.
      for (const item of scene.statistics.items) expect(shown.replace(/\n/g, ' ')).toContain(item.label);
  });

  it('wraps a label at a word when it would not fit its column, and never splits a word', () => {
    expect(wrap('Tracking pushed back', 110, 11)).toEqual(['Tracking pushed back']);
    expect(wrap('Tracking pushed back', 72, 11)).toEqual(['Tracking', 'pushed back']);
    expect(wrap('Tracking pushed back', 50, 11)).toEqual(['Tracking', 'pushed', 'back']);
    expect(wrap('Quantity', 10, 11)).toEqual(['Quantity']);
  });

  it("grows the phone's layout when a label wraps, so the cards below move down rather than overlap", async () => {
    const longer = await resolveHeroScene({
      ...getHomeContent().preview,
      stock: { ...getHomeContent().preview.stock, storeLabel: 'Sent to your store every few minutes' },
    });
    expect(heroSceneSizes(longer).narrow.height).toBeGreaterThan(heroSceneSizes(scene).narrow.height);
  });

  it("colours the tiles with gradients of the file's own", () => {
    const fills = [...file.querySelectorAll('rect')].map((node) => node.getAttribute('fill') ?? '');
    const used = new Set(fills.filter((fill) => fill.startsWith('url(#')).map((fill) => fill.slice(5, -1)));
    expect(used.size).toBeGreaterThan(0);
    for (const id of used) expect(file.getElementById(id)?.tagName).toBe('linearGradient');
  });

  it('is one named image on the page that uses the file, with no text of its own', () => {
    render(<HeroScene scene={scene} />);
    const image = screen.getByRole('img', { name: scene.label });
    const uses = [...image.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    // Each layout once, then the tablet's view of the wide one (its left part, at its drawn size).
    expect(uses).toEqual([
      ...heroSceneLayouts.map((layout) => `${HERO_SCENE_FILE}#${layout}`),
      `${HERO_SCENE_FILE}#wide`,
    ]);
    expect(image.textContent).toBe('');
    expect(screen.getByText(scene.intro)).toBeInTheDocument();
  });

  it("crops one card of the phone's layout for a features tile: its box is the card's frame, shown as decoration", () => {
    const narrow = file.getElementById('narrow')!;
    // The cards' frames: rounded rectangles outlined in the line colour, half a pixel inside their box.
    const frames = [...narrow.querySelectorAll('rect.ln')].map((rect) =>
      ['x', 'y', 'width', 'height'].map((name) => Number(rect.getAttribute(name))).join(' '),
    );
    const parts = heroSceneParts(scene);
    for (const { x, y, width, height } of Object.values(parts))
      expect(frames).toContain(`${x + 0.5} ${y + 0.5} ${width - 1} ${height - 1}`);
    expect(Object.keys(parts)).toEqual(['vendors', 'stock', 'order']);

    const { container } = render(<SceneCrop scene={scene} part="order" />);
    const svg = container.querySelector('svg')!;
    const { x, y, width, height } = parts.order;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', `${x} ${y} ${width} ${height}`);
    expect(svg.querySelector('use')).toHaveAttribute('href', `${HERO_SCENE_FILE}#narrow`);
    expect(svg.querySelector('use')).toHaveAttribute('width', String(heroSceneSizes(scene).narrow.width));
  });
});
