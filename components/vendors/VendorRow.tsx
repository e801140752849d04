import { ArrowLink } from '@/components/ui/ArrowLink';
import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { cn } from '@/lib/util/cn';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * A vendor not live yet (beta or coming soon), as a quiet entry under its group's live cards: no card,
 * a hairline above it, its symbol in the text's ink rather than on its coloured tile, its name, what it
 * makes and (from 640 px) the facts a live card shows as chips in one muted line, then what to do
 * meanwhile and its status at the right end (every vendor a full card made the list long and all alike: outside review).
 * Marked for the filter as a card is; the whole row is its one link. A live vendor's row (`mirror`: the Adult
 * vendors named under their closed disclosure) names one whose card the filter counts: its name is its link, as
 * on the card, and the filter shows and hides it with the card, never counting it.
 */
export function VendorRow({ vendor, mirror = false }: { vendor: VendorCardData; mirror?: boolean }) {
  const { item, features } = vendorFilterAttributes;
  const stretched = 'after:absolute after:inset-0 focus-visible:outline-none';
  const name = <Wordmark name={vendor.name} logo={vendor.logo} />;
  return (
    <li
      className="relative flex items-center gap-4 border-t border-line py-3 focus-within:ring-2 focus-within:ring-brand-500"
      {...{ [mirror ? vendorFilterAttributes.mirror : item]: vendor.name, [features]: vendor.features.join(' ') }}
    >
      <div className="min-w-0 flex-1">
        <h3 className="flex font-semibold text-ink">
          {/* Its ink on the link itself, as on the card: inherited, axe read the light theme's ink there after a
              live switch to dark (tests/e2e/routes.spec.ts). */}
          {mirror ? (
            <Link
              href={vendor.action.href}
              aria-label={`${vendor.action.label} about ${vendor.name}`}
              className={cn('flex text-ink hover:text-brand-700', stretched)}
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          {vendor.specialization}
          {/* Its facts from 640 px, as a card's chips. */}
          <span className="max-sm:hidden">{vendor.facts.map((fact) => ` · ${fact}`)}</span>
        </p>
      </div>
      {/* At the right end: stacked on a phone, one line from 640 px. */}
      <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
        {!mirror && (
          <ArrowLink href={vendor.action.href} className={cn('min-h-0 py-1 text-sm', stretched)}>
            {vendor.action.label}
            <span className="sr-only"> for {vendor.name}</span>
          </ArrowLink>
        )}
        <VendorStatusBadge status={vendor.status} />
      </div>
    </li>
  );
}
