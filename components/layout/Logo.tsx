import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import { siteName } from '@/lib/site/site';

/** The wordmark: the brand mark (lib/brand/logo.ts, from the icon sprite) and the product name. */
export function Logo() {
  return (
    // One span: the header and the footer send it in every page's markup and payload.
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
      <svg width="28" height="28" aria-hidden="true">
        <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
      </svg>
      {siteName}
    </span>
  );
}
