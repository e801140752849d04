import { Icon } from '@/components/ui/Icon';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

const tile = 'flex size-14 shrink-0 items-center justify-center rounded-2xl';
// Grows to 6 rem between the tiles and gives way on a 320 px phone (a fixed 4 rem ran 24 px past it).
const link = <span className="max-w-24 flex-1 border-t border-dashed border-line-control" />;

/**
 * A vendor page's connection lockup, as app directories open an integration (Zapier's, Stripe's):
 * the vendor's symbol, Linkwell's mark and the store, three tiles joined by the sync's line, above
 * the vendor's name set in its lettering (outside review: its glyph alone, enlarged into a hero logo,
 * "looks like a placeholder"). Decoration: the title and the line under it say the same in words.
 */
export function ConnectionLockup({ logo, className }: { logo: BrandLogo; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex items-center gap-2', className)} data-lockup={logo.symbol}>
      <span className={cn(tile, 'border border-line bg-surface-raised text-ink shadow-sm')}>
        <svg className="size-8">
          <use href={brandSymbolHref(logo.symbol)} />
        </svg>
      </span>
      {link}
      <svg className="size-14 shrink-0 rounded-2xl shadow-sm">
        <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
      </svg>
      {link}
      <span className={cn(tile, 'bg-success-50 text-success-700')}>
        <Icon name="store" className="size-7" />
      </span>
    </div>
  );
}
