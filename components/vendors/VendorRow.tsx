import { ArrowLink } from '@/components/ui/ArrowLink';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * A vendor not live yet (beta or coming soon), as a quiet entry under its group's live cards: no card,
 * a hairline above it, its symbol in the text's ink rather than on its coloured tile, its name, what it
 * makes and (from 640 px) the facts a live card shows as chips in one muted line, then what to do
 * meanwhile and its status at the right end (every vendor a full card made the list long and all alike: outside review).
 * Marked for the filter as a card is; the whole row is its one link.
 */
export function VendorRow({ vendor }: { vendor: VendorCardData }) {
  return (
    <li
      className="relative flex items-center gap-4 border-t border-line py-3 focus-within:ring-2 focus-within:ring-brand-500"
      {...{ [vendorFilterAttributes.item]: vendor.name, [vendorFilterAttributes.features]: vendor.features.join(' ') }}
    >
      <div className="min-w-0 flex-1">
        <h3 className="flex font-semibold text-ink">
          <Wordmark name={vendor.name} logo={vendor.logo} />
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          {vendor.specialization}
          {/* Its facts from 640 px, as a card's chips. */}
          <span className="max-sm:hidden">{vendor.facts.map((fact) => ` · ${fact}`)}</span>
        </p>
      </div>
      {/* At the right end: stacked on a phone, one line from 640 px. */}
      <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
        <ArrowLink
          href={vendor.action.href}
          className="min-h-0 py-1 text-sm after:absolute after:inset-0 focus-visible:outline-none"
        >
          {vendor.action.label}
          <span className="sr-only"> for {vendor.name}</span>
        </ArrowLink>
        <VendorStatusBadge status={vendor.status} />
      </div>
    </li>
  );
}
