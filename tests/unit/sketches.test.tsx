/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { Sketch } from '@/components/ui/Sketch';
import { GET } from '@/app/sprite.svg/route';
import { productSketch, sketches } from '@/lib/brand/sketches';

describe('sketches from the sprite (lib/brand/sketches.ts)', () => {
  it('are symbols of the sprite with their own box, coloured only by the theme tokens', async () => {
    const sprite = await GET().text();
    for (const sketch of sketches) {
      expect(sprite).toContain(`<symbol id="${sketch.id}" viewBox="0 0 ${sketch.box.join(' ')}">`);
      // No fixed colour: each fill is a token, so the drawing follows the chosen theme.
      expect(sketch.shapes).not.toMatch(/#[0-9a-f]{3,6}\b/i);
      expect(sketch.shapes).toMatch(/var\(--color-/);
    }
    expect(sprite).toContain('<symbol id="logo"');
  });

  it('is drawn in a page by reference, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Sketch sketch={productSketch} className="h-18 w-30" />);
    expect(html).toBe(
      '<svg aria-hidden="true" focusable="false" viewBox="0 0 120 72" class="h-18 w-30"><use href="/sprite.svg#productSketch"></use></svg>',
    );
  });
});
