import { render, screen } from '@testing-library/react';
import { drawHeroScene, HERO_SCENE_FILE, heroSceneFile, heroSceneLayouts } from '@/components/marketing/HeroSceneArt';
import { HeroScene } from '@/components/marketing/HeroScene';
import { resolveHeroScene, type HeroScene as HeroSceneData } from '@/lib/content/hero-scene';
import { getHomeContent } from '@/lib/content/marketing';
import { siteName } from '@/lib/site/site';
import { textWidth } from '@/lib/util/svg';

jest.mock('server-only', () => ({}));

let scene: HeroSceneData;
beforeAll(async () => {
  scene = await resolveHeroScene(getHomeContent().preview);
});

const parse = (file: string) => new DOMParser().parseFromString(file, 'image/svg+xml');
const texts = (symbol: Element) => [...symbol.querySelectorAll('text')].map((node) => node.textContent ?? '');

describe('the Home scene drawn as a file (components/marketing/HeroSceneArt.ts)', () => {
  it('is well-formed SVG with one symbol per layout, sized as the page draws it', () => {
    const file = parse(heroSceneFile(scene, siteName));
    expect(file.querySelector('parsererror')).toBeNull();
    const drawings = drawHeroScene(scene, siteName);
    for (const layout of heroSceneLayouts) {
      const symbol = file.getElementById(layout);
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.getAttribute('viewBox')).toBe(`0 0 ${drawings[layout].width} ${drawings[layout].height}`);
    }
  });

  it.each(heroSceneLayouts)('shows the dashboard of the content in the %s layout', (layout) => {
    const symbol = parse(heroSceneFile(scene, siteName)).getElementById(layout)!;
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
    if (layout === 'wide') {
      // The statistics' "&" comes back as written: the file escapes its text.
      for (const item of scene.statistics.items) expect(shown.replace(/\n/g, ' ')).toContain(item.label);
      for (const item of scene.menu) expect(texts(symbol)).toContain(item);
    }
  });

  it.each(heroSceneLayouts)('keeps every text of the %s layout inside its box', (layout) => {
    const { width, height } = drawHeroScene(scene, siteName)[layout];
    const symbol = parse(heroSceneFile(scene, siteName)).getElementById(layout)!;
    const outside = [...symbol.querySelectorAll('text')].filter((node) => {
      const x = Number(node.getAttribute('x'));
      const y = Number(node.getAttribute('y'));
      const size = Number(node.getAttribute('font-size'));
      const length = textWidth(node.textContent ?? '', size);
      const anchor = node.getAttribute('text-anchor');
      const start = anchor === 'end' ? x - length : anchor === 'middle' ? x - length / 2 : x;
      return start < 0 || start + length > width || y < size / 2 || y > height;
    });
    expect(outside.map((node) => node.textContent)).toEqual([]);
  });

  it("colours the tiles with gradients of the file's own", () => {
    const file = parse(heroSceneFile(scene, siteName));
    const fills = [...file.querySelectorAll('rect')].map((node) => node.getAttribute('fill') ?? '');
    const used = new Set(fills.filter((fill) => fill.startsWith('url(#')).map((fill) => fill.slice(5, -1)));
    expect(used.size).toBeGreaterThan(0);
    for (const id of used) expect(file.getElementById(id)?.tagName).toBe('linearGradient');
  });

  it('is one named image on the page that uses the file, with no text of its own', () => {
    render(<HeroScene scene={scene} />);
    const image = screen.getByRole('img', { name: scene.label });
    const uses = [...image.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(uses).toEqual(heroSceneLayouts.map((layout) => `${HERO_SCENE_FILE}#${layout}`));
    expect(image.textContent).toBe('');
    expect(screen.getByText(scene.intro)).toBeInTheDocument();
  });
});
