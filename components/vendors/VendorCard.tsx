import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { IdentityTile } from '@/components/ui/IdentityTile';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One vendor of the list (marked for the filter): its tile with the status badge in the top right,
 * the name as the heading below, a line about it and, for live vendors, Learn More as a text link.
 * The card takes four rows of its category's grid (`grid-rows-subgrid`), so the badge, the name,
 * the text and the link line up across a row whatever the name's length; the heading is read first.
 */
export function VendorCard({ vendor }: { vendor: VendorCardData }) {
  return (
    <Card
      as="li"
      className="row-span-4 grid grid-rows-subgrid gap-y-0"
      {...{ [vendorFilterAttributes.item]: vendor.name }}
    >
      <h3 className="row-start-2 mt-4 text-lg leading-snug font-semibold text-ink">{vendor.name}</h3>
      <div className="row-start-1 flex items-center justify-between gap-3">
        <IdentityTile kind="vendor" name={vendor.name} category={vendor.category} size={44} />
        <VendorStatusBadge status={vendor.status} />
      </div>
      <p className="mt-1.5 text-sm text-ink-muted">{vendor.description}</p>
      {vendor.learnMoreHref && (
        <div className="mt-4">
          <ArrowLink href={vendor.learnMoreHref} className="min-h-0 py-1 text-sm">
            Learn More<span className="sr-only"> about {vendor.name}</span>
          </ArrowLink>
        </div>
      )}
    </Card>
  );
}
