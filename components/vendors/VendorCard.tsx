import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { cn } from '@/lib/util/cn';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One vendor of the list (marked for the filter with its name and capabilities): its name set as type
 * (the heading, read first; a real company, so no invented symbol or colour posing as its logo:
 * lib/brand/wordmark.ts), what it makes, then on a wider screen the same facts in the same
 * order on every card (how it connects, the wholesale cost and MAP prices it syncs, its catalog
 * size), and a foot: Learn More for a live vendor, what to do meanwhile for one not live yet, and the
 * status badge at its right end. On a phone a compact row of three lines, its line about it cut to
 * one (one tall card a vendor made the list 7,400 px long: outside review). The whole card is that
 * one link, its name for a screen reader saying which vendor, as Stripe's and Linear's directories
 * are. `label` marks a card that is not a supplier (the store platform).
 */
export function VendorCard({
  vendor,
  label,
  className,
}: {
  vendor: VendorCardData;
  label?: string;
  className?: string;
}) {
  return (
    <Card
      as="li"
      className={cn(
        'relative flex min-w-0 flex-col p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 sm:p-5',
        className,
      )}
      {...{ [vendorFilterAttributes.item]: vendor.name, [vendorFilterAttributes.features]: vendor.features.join(' ') }}
    >
      {/* Its trade over its name where its category's name is broader: a lighting maker under Furniture says so (outside review). */}
      {!label && vendor.trade && (
        <span className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{vendor.trade}</span>
      )}
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex text-lg text-ink sm:text-xl">
          <Wordmark name={vendor.name} logo={vendor.logo} />
        </h3>
        {label && <Badge>{label}</Badge>}
      </div>
      <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{vendor.specialization}</p>
      <ul className="mt-3 mb-4 hidden flex-wrap gap-1.5 text-xs font-medium text-ink sm:flex">
        {vendor.facts.map((fact) => (
          <li key={fact} className="rounded-full bg-surface-muted px-2 py-0.5 ring-1 ring-line">
            {fact}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center gap-3 pt-2">
        <ArrowLink
          href={vendor.action.href}
          className="min-h-0 py-1 text-sm after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
        >
          {vendor.action.label}
          <span className="sr-only">{vendor.learnMoreHref ? ` about ${vendor.name}` : ` for ${vendor.name}`}</span>
        </ArrowLink>
        <span className="ml-auto whitespace-nowrap">
          <VendorStatusBadge status={vendor.status} />
        </span>
      </div>
    </Card>
  );
}
