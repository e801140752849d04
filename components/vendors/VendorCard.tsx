import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { IdentityTile } from '@/components/ui/IdentityTile';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One vendor of the list (marked for the filter); the heading is read first.
 * - From 640 px, a card: its tile with the status badge in the top right, the name below, a line
 *   about it and, for live vendors, Learn More as a text link. The card takes four rows of its
 *   category's grid (`grid-rows-subgrid`), so these line up across a row whatever the name's length.
 * - On a phone, a compact row, as app directories list them: the tile beside the name and badge,
 *   the line about the vendor in two lines at most, then Learn More. Seventeen cards of 265 px had
 *   made the list 8,000 px long on a 375 px screen.
 */
export function VendorCard({ vendor }: { vendor: VendorCardData }) {
  return (
    <Card
      as="li"
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] content-start gap-x-4 gap-y-0 p-4 sm:row-span-4 sm:grid-cols-1 sm:grid-rows-subgrid sm:gap-x-0 sm:p-6"
      {...{ [vendorFilterAttributes.item]: vendor.name }}
    >
      <h3 className="col-start-2 row-start-1 self-center leading-snug font-semibold text-ink sm:col-start-1 sm:row-start-2 sm:mt-4 sm:self-start sm:text-lg">
        {vendor.name}
      </h3>
      {/* On a phone its two children take their own cells of the card's grid. */}
      <div className="contents sm:row-start-1 sm:flex sm:items-center sm:justify-between sm:gap-3">
        <IdentityTile
          kind="vendor"
          name={vendor.name}
          category={vendor.category}
          size={44}
          className="col-start-1 row-span-3 row-start-1"
        />
        <span className="col-start-3 row-start-1 self-center">
          <VendorStatusBadge status={vendor.status} />
        </span>
      </div>
      <p className="col-span-2 col-start-2 mt-1 line-clamp-2 text-sm text-ink-muted sm:col-span-1 sm:col-start-1 sm:mt-1.5 sm:line-clamp-none">
        {vendor.description}
      </p>
      {vendor.learnMoreHref && (
        <div className="col-span-2 col-start-2 mt-2 sm:col-span-1 sm:col-start-1 sm:mt-4">
          <ArrowLink href={vendor.learnMoreHref} className="min-h-0 py-1 text-sm">
            Learn More<span className="sr-only"> about {vendor.name}</span>
          </ArrowLink>
        </div>
      )}
    </Card>
  );
}
