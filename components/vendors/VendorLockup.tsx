import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { BrandTile } from '@/components/ui/BrandTile';
import { letteringClassName } from '@/lib/brand/wordmark';
import { tileShape } from '@/lib/brand/identity';
import { cn } from '@/lib/util/cn';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import type { VendorDetail } from '@/lib/content/vendors';
import { siteName } from '@/lib/site/site';

/**
 * The top of a vendor's page as an integration listing opens one ("Vendor + Us"): one plate holding
 * the vendor's mark (its tile and its name in its lettering) and Linkwell's (the header's logo mark and
 * name), joined by the sync glyph between two short lines; the names from 640 px, the tiles alone on
 * a phone (two tiles on the page's ground read as placeholders: outside review). Then what the page is
 * about (its status badges). Decoration for a screen reader: the title under it names the vendor and
 * the page's title says it is Linkwell's integration.
 */
export function VendorLockup({ vendor, children }: { vendor: VendorDetail; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-4">
      <div
        aria-hidden="true"
        className="flex items-center rounded-2xl border border-line bg-surface-raised p-2 text-lg text-ink shadow-sm sm:pr-4"
        data-lockup={vendor.name}
      >
        <BrandTile symbol={vendor.logo.symbol} tone={vendor.logo.tone} />
        <span className={cn('ml-2 max-sm:hidden', letteringClassName(vendor.logo.lettering))}>{vendor.name}</span>
        {/* The glyph bare between its lines (in a circle of its own, inside the plate, it read as one more tile). */}
        <span className="mr-2 ml-2 h-px w-4 bg-line" />
        <Icon name="sync" className="size-4 text-brand-600" />
        <span className="mr-2 ml-2 h-px w-4 bg-line" />
        {/* Linkwell's mark as the header wears it, at the vendor's tile's size. */}
        <span className="inline-flex items-center gap-2 font-bold tracking-tight">
          <svg
            className="size-10 shrink-0 ring-1 ring-on-brand/15 ring-inset"
            style={{ borderRadius: `${tileShape.radius * 100}%` }}
          >
            <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
          </svg>
          <span className="max-sm:hidden">{siteName}</span>
        </span>
      </div>
      {children}
    </div>
  );
}
