import { iconSprite, iconsOf } from '@/lib/brand/icon-sprite';
import * as icons from '@/lib/brand/icons';

export const dynamic = 'force-static';

/**
 * Every icon as a symbol of one SVG file, written to out/sprite.svg at build time. Pages draw an
 * icon as `<svg><use href="/sprite.svg#id"></svg>` (components/ui/Icon.tsx): a path drawn inline
 * was sent twice per use, in the HTML and in the RSC payload.
 */
export function GET() {
  return new Response(iconSprite(iconsOf(icons)), { headers: { 'Content-Type': 'image/svg+xml' } });
}
