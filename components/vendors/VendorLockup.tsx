import type { ReactNode } from 'react';
import { BrandTile } from '@/components/ui/BrandTile';
import { Icon } from '@/components/ui/Icon';
import { tileShape } from '@/lib/brand/identity';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import type { VendorDetail } from '@/lib/content/vendors';

/**
 * The top of a vendor's page as an integration listing shows one ("Vendor + Us"): the vendor's tile
 * beside Linkwell's own mark (the sprite's logo, as the header wears it), joined by the sync glyph on a
 * short line, then what the page is about (its status badges). Decoration for a screen reader: the
 * title under it names the vendor and the page's title says it is Linkwell's integration.
 */
export function VendorLockup({ vendor, children }: { vendor: VendorDetail; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-4">
      <div aria-hidden="true" className="flex items-center" data-lockup={vendor.name}>
        <BrandTile symbol={vendor.logo.symbol} tone={vendor.logo.tone} className="size-14" />
        <span className="h-px w-4 bg-line" />
        <span className="flex size-8 items-center justify-center rounded-full bg-surface-raised text-brand-600 shadow-sm ring-1 ring-line">
          <Icon name="sync" className="size-4" />
        </span>
        <span className="h-px w-4 bg-line" />
        {/* Linkwell's mark at the vendor's tile's size, corners and edge. */}
        <svg
          className="size-14 shrink-0 ring-1 ring-on-brand/15 ring-inset"
          style={{ borderRadius: `${tileShape.radius * 100}%` }}
        >
          <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
        </svg>
      </div>
      {children}
    </div>
  );
}
