import { iconSprite, iconsOf } from '@/lib/brand/icon-sprite';
import * as icons from '@/lib/brand/icons';
import { logoMark, logoMarkShapes } from '@/lib/brand/logo';
import { emptyShelfSketch } from '@/lib/brand/empty-shelf';
import { sketches, sketchSymbol, storeSketches } from '@/lib/brand/sketches';
import { brandSymbolSprite } from '@/lib/brand/wordmark';

export const dynamic = 'force-static';

/**
 * Every icon as a symbol of one SVG file, written to out/sprite.svg at build time, the brand mark
 * and the small sketches (lib/brand/sketches.ts) in their own colours, and the symbols of the
 * vendors' and customers' wordmarks (lib/brand/wordmark.ts). Pages draw an icon as `<svg><use href="/sprite.svg#id"></svg>`
 * (components/ui/Icon.tsx): a path drawn inline was sent twice per use, in the HTML and in the RSC
 * payload (the header's and footer's mark: 0.25 KB gzipped of every page).
 */
export function GET() {
  const logo = `<symbol id="${logoMark.id}" viewBox="0 0 ${logoMark.box} ${logoMark.box}">${logoMarkShapes()}</symbol>`;
  return new Response(
    iconSprite(iconsOf(icons), [
      logo,
      ...sketches.map(sketchSymbol),
      ...storeSketches.map(sketchSymbol),
      sketchSymbol(emptyShelfSketch),
      ...brandSymbolSprite(),
    ]),
    {
      headers: { 'Content-Type': 'image/svg+xml' },
    },
  );
}
