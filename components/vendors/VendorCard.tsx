import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { cn } from '@/lib/util/cn';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One vendor of the list (marked for the filter); the heading, its mark, is read first. Its mark
 * on a line of its own (a mark never wraps: "Williams Trading Co" whole in a quarter of the row),
 * what it makes under it (the category alone calls a chandelier maker "Furniture"), a line about
 * it, then a foot behind a rule: Learn More for a live vendor, what to do meanwhile for one not live
 * yet, and the status badge at its right end, so every card ends the same way. From 640 px the card
 * takes four rows of its category's grid (`grid-rows-subgrid`), so these line up across a row
 * whatever the lengths; the page makes a grid's last card span to its row's end (lib/vendors/grid.ts). On a
 * phone the card is the mark, what it makes and the foot, as app directories list them.
 */
export function VendorCard({ vendor, className }: { vendor: VendorCardData; className?: string }) {
  return (
    <Card
      as="li"
      className={cn('grid content-start p-4 sm:row-span-4 sm:grid-rows-subgrid sm:gap-y-0 sm:p-6', className)}
      {...{ [vendorFilterAttributes.item]: vendor.name }}
    >
      <h3 className="flex text-base text-ink sm:text-lg">
        <Wordmark name={vendor.name} logo={vendor.logo} tile />
      </h3>
      <p className="mt-0.5 text-sm font-medium text-ink-muted">{vendor.specialization}</p>
      <p className="mt-3 hidden text-sm text-ink-muted sm:block">{vendor.description}</p>
      <div className="mt-3 flex items-center gap-3 border-t border-line pt-2 sm:mt-5 sm:pt-3">
        <ArrowLink href={vendor.action.href} className="min-h-0 py-1 text-sm">
          {vendor.action.label}
          <span className="sr-only">{vendor.learnMoreHref ? ` about ${vendor.name}` : ` for ${vendor.name}`}</span>
        </ArrowLink>
        <span className="ml-auto">
          <VendorStatusBadge status={vendor.status} />
        </span>
      </div>
    </Card>
  );
}
