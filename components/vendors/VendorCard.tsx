import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { IdentityTile } from '@/components/ui/IdentityTile';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { VendorStatusBadge } from './VendorStatusBadge';

/** One vendor of the list: its tile, name, status badge, a line about it and, for live vendors, Learn More (marked for the filter). */
export function VendorCard({ vendor }: { vendor: VendorCardData }) {
  return (
    <Card as="li" className="flex flex-col" {...{ [vendorFilterAttributes.item]: vendor.name }}>
      <div className="flex items-center gap-3">
        <IdentityTile kind="vendor" name={vendor.name} category={vendor.category} size={44} />
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold text-ink">{vendor.name}</h3>
          <VendorStatusBadge status={vendor.status} />
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-ink-muted">{vendor.description}</p>
      {vendor.learnMoreHref && (
        <div className="mt-5">
          <ButtonLink href={vendor.learnMoreHref} variant="secondary" size="sm">
            Learn More<span className="sr-only"> about {vendor.name}</span>
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
