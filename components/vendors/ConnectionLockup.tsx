import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';
import type { VendorPageContent } from '@/lib/content/vendors';
import { cn } from '@/lib/util/cn';

// One kind of tile for all three (a white vendor tile beside a tinted store one read as unfinished:
// outside review): each a white rounded square, its mark centred at one optical size, 80 px (at 64 px
// with hairlines between them the diagram read as small and thin: outside review).
const tile =
  'flex size-20 items-center justify-center rounded-2xl border border-line bg-surface-raised text-ink shadow-md';
// A 2 px brand line that grows to 6 rem between the tiles, level with their middles, and gives way on a 320 px phone.
const link = <span className="mt-10 max-w-24 flex-1 border-t-2 border-dashed border-brand-500" />;

/** A tile with its role under it: three bare icons read as a row of small symbols (outside review). */
function Node({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="flex shrink-0 flex-col items-center gap-2 text-xs font-medium text-ink-muted">
      {children}
      {label}
    </span>
  );
}

/**
 * A vendor page's connection lockup, as app directories open an integration (Zapier's, Stripe's):
 * the vendor's symbol, Linkwell's mark and the store, three tiles joined by the sync's line, each
 * named by its role (the vendor's own name is the title under it), above the vendor's name set in
 * its lettering (outside review: its glyph alone, enlarged into a hero logo, "looks like a
 * placeholder"). Decoration: the title and the picture beside it say the same in words.
 */
export function ConnectionLockup({
  logo,
  labels,
  className,
}: {
  logo: BrandLogo;
  labels: VendorPageContent['lockup'];
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn('flex items-start gap-2', className)} data-lockup={logo.symbol}>
      <Node label={labels.vendor}>
        <span className={tile}>
          <svg className="size-11">
            <use href={brandSymbolHref(logo.symbol)} />
          </svg>
        </span>
      </Node>
      {link}
      <Node label={labels.hub}>
        <span className={tile}>
          <svg className="size-12">
            <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
          </svg>
        </span>
      </Node>
      {link}
      <Node label={labels.store}>
        <span className={tile}>
          <Icon name="store" className="size-11" />
        </span>
      </Node>
    </div>
  );
}
