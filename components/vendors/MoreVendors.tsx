import { ArrowLink } from '@/components/ui/ArrowLink';
import { GoodsBeside } from './GoodsBeside';
import { Icon } from '@/components/ui/Icon';
import { LinkCard } from '@/components/ui/LinkCard';
import { Section } from '@/components/ui/Section';
import { Wordmark } from '@/components/ui/Wordmark';
import type { RelatedVendor, VendorPageContent } from '@/lib/content/vendors';
import { cn } from '@/lib/util/cn';

/**
 * The foot of a vendor's page. The form above is the page's one ask, so instead of a second band
 * asking again, the store owner who is still comparing gets the next vendors to look at (its own
 * category first, never across the age-restricted line: lib/content/vendors.ts) and the way to
 * request one that is not listed. Each card leads with the vendor's name as type, as the directory's do.
 */
export function MoreVendors({ vendors, text }: { vendors: RelatedVendor[]; text: VendorPageContent['more'] }) {
  return (
    <Section
      id="more-vendors"
      tone="muted"
      layout="split"
      className="border-t border-line"
      title={text.title}
      intro={
        <>
          <p>{text.text}</p>
          <div className="mt-4 flex flex-wrap gap-x-6 text-base">
            <ArrowLink href={text.request.href}>{text.request.label}</ArrowLink>
            <ArrowLink href={text.all.href}>{text.all.label}</ArrowLink>
          </div>
        </>
      }
    >
      {/* Two a row when they pair up; an Adult vendor's three (it suggests only Adult) one a row, none left alone.
          One a row from 1024 px to 1279 px too, where the split's half left a two-word name past its card's edge. */}
      <ul className={cn('grid gap-3', vendors.length % 2 === 0 && 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2')}>
        {vendors.map((vendor, index) => (
          // A phone shows the first two: four cards made the page's foot longer than its form.
          <li key={vendor.slug} className={cn(index > 1 && 'hidden sm:block')}>
            <LinkCard href={vendor.href} className="items-center">
              <span className="min-w-0 flex-1">
                <span className="block text-ink group-hover:text-brand-700">
                  <Wordmark name={vendor.name} logo={vendor.logo} />
                </span>
                {/* What it makes and how it connects, beside a drawing of its goods as its directory card shows them:
                    under its name and apart from it, so no drawing stands for the company (names and lines alone read
                    as a text list: outside reviews KKKKKK, MMMMMM). No category tag ("Furniture" called a lighting
                    maker a furniture maker). */}
                <GoodsBeside goods={vendor.goods} className="mt-0.5">
                  <span className="text-sm text-ink-muted">
                    {vendor.specialization} · {vendor.method}
                  </span>
                </GoodsBeside>
              </span>
              <Icon name="arrowRight" className="size-4 shrink-0 text-ink-subtle group-hover:text-brand-700" />
            </LinkCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
