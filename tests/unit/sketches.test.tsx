/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { Sketch } from '@/components/ui/Sketch';
import { GET } from '@/app/sprite.svg/route';
import { goodsDrawings, goodsSketch, productSketch, productSketchEnriched, sketches } from '@/lib/brand/sketches';

describe('sketches from the sprite (lib/brand/sketches.ts)', () => {
  it('are symbols of the sprite with their own box: the scene in theme tokens, the product in its own colours', async () => {
    const sprite = await GET().text();
    for (const sketch of sketches) {
      expect(sprite).toContain(`<symbol id="${sketch.id}" viewBox="0 0 ${sketch.box.join(' ')}">`);
      // The backdrop follows the chosen theme.
      expect(sketch.shapes).toMatch(/^<rect [^>]*style="fill:var\(--color-/);
      // The matte black light stays black in dark mode: its rim is a fixed dark colour, never the
      // ink token (which turns near-white in the dark theme), and keeps an outline that shows on dark.
      expect(sketch.shapes).not.toMatch(/--color-ink\b/);
    }
    for (const sketch of [productSketch, productSketchEnriched]) {
      expect(sketch.shapes).toContain(
        '<path d="M28 28a32 8 0 0 1 64 0v7H28z" style="fill:#1d2129;stroke:var(--color-line-control)"/>',
      );
    }
    expect(sprite).toContain('<symbol id="logo"');
  });

  it("draws each vendor trade's goods as its own symbol, on the theme's muted tile, never lettering", async () => {
    const sprite = await GET().text();
    const shapes = goodsDrawings.map((drawing) => goodsSketch(drawing).shapes);
    expect(goodsDrawings).toEqual(
      expect.arrayContaining([
        'downlight',
        'pendant',
        'chandelier',
        'fan',
        'vase',
        'store',
        'mailer',
        'candle',
        'giftbox',
        'bottle',
      ]),
    );
    expect(new Set(shapes).size).toBe(goodsDrawings.length);
    for (const drawing of goodsDrawings) {
      const sketch = goodsSketch(drawing);
      expect(sprite).toContain(`<symbol id="goods-${drawing}" viewBox="0 0 48 48">`);
      expect(sketch.shapes).toMatch(
        /^<rect width="48" height="48" rx="10" style="fill:var\(--color-surface-muted\)"\/>/,
      );
      // A picture of goods, no letters or a brand's symbol in their place.
      expect(sketch.shapes).not.toMatch(/<text|<image|href=/);
    }
  });

  it('is drawn in a page by reference, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Sketch sketch={productSketch} className="h-18 w-30" />);
    expect(html).toBe(
      '<svg aria-hidden="true" focusable="false" viewBox="0 0 120 72" class="h-18 w-30"><use href="/sprite.svg#productSketch"></use></svg>',
    );
  });
});
