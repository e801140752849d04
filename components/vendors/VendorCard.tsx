import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { cn } from '@/lib/util/cn';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One vendor of the list (marked for the filter with its name and capabilities): its wordmark (the
 * heading, read first) set large on a muted plate across the card's top, as an app directory leads
 * with each app's logo, then what it makes, then the same facts in the same order on every card (how
 * it connects, the wholesale cost and MAP prices it syncs, its catalog size), and a foot behind a
 * rule: Learn More for a live vendor, what to do meanwhile for one not live yet, and the status
 * badge at its right end. The whole card is that one link (its name for a screen reader says which
 * vendor: seventeen bare "Learn More"s read as a template, outside review), as Stripe's and Linear's
 * directories are. `label` marks a card that is not a supplier (the store platform).
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
        'relative flex flex-col overflow-hidden p-0 transition-colors focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300',
        className,
      )}
      {...{ [vendorFilterAttributes.item]: vendor.name, [vendorFilterAttributes.features]: vendor.features.join(' ') }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-surface-muted px-4 py-4 sm:px-5">
        <h3 className="flex text-xl text-ink">
          <Wordmark name={vendor.name} logo={vendor.logo} />
        </h3>
        {label && <Badge>{label}</Badge>}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4 sm:px-5 sm:pb-5">
        <p className="mt-3 text-sm text-ink-muted">{vendor.specialization}</p>
        <ul className="mt-3 mb-4 flex flex-wrap gap-1.5 text-xs font-medium text-ink">
          {vendor.facts.map((fact) => (
            <li key={fact} className="rounded-full bg-surface-muted px-2 py-0.5 ring-1 ring-line">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center gap-3 border-t border-line pt-3">
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
      </div>
    </Card>
  );
}
