import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One vendor of the list (marked for the filter); the heading, its mark, is read first. Its mark
 * on a line of its own (a mark never wraps: "Williams Trading Co" whole in a quarter of the row), a
 * line about it, then Learn More for live vendors with the status badge at the end of that row.
 * From 640 px the card takes three rows of its category's grid
 * (`grid-rows-subgrid`), so these line up across a row whatever the name's length; on a phone the
 * line about the vendor is clamped to two lines, as app directories list them (seventeen cards of
 * 265 px had made the list 8,000 px long on a 375 px screen).
 */
export function VendorCard({ vendor }: { vendor: VendorCardData }) {
  return (
    <Card
      as="li"
      className="grid content-start p-4 sm:row-span-3 sm:grid-rows-subgrid sm:gap-y-0 sm:p-6"
      {...{ [vendorFilterAttributes.item]: vendor.name }}
    >
      <h3 className="text-base text-ink sm:text-lg">
        <Wordmark name={vendor.name} logo={vendor.logo} />
      </h3>
      <p className="mt-1 line-clamp-2 text-sm text-ink-muted sm:mt-3 sm:line-clamp-none">{vendor.description}</p>
      <div className="mt-2 flex items-center gap-3 sm:mt-4">
        {vendor.learnMoreHref && (
          <ArrowLink href={vendor.learnMoreHref} className="min-h-0 py-1 text-sm">
            Learn More<span className="sr-only"> about {vendor.name}</span>
          </ArrowLink>
        )}
        <span className="ml-auto">
          <VendorStatusBadge status={vendor.status} />
        </span>
      </div>
    </Card>
  );
}
