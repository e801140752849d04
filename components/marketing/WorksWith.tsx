import { ArrowLink } from '@/components/ui/ArrowLink';
import { GoodsBeside } from '@/components/vendors/GoodsBeside';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { SectionHeader } from '@/components/ui/Section';
import { Wordmark } from '@/components/ui/Wordmark';
import { ageRestrictedCategory, type VendorIdentity } from '@/lib/content/vendors';
import { fillTemplate } from '@/lib/content/schemas';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

/** A cell of the wall: a vendor's name over its trade. */
const cellClass = 'relative flex flex-col items-start gap-1 bg-surface-raised p-3 hover:bg-surface-muted sm:p-5';
/** Under 640 px a cell across its row (its label over its line, as the others: side by side, they broke at 320 px). */
const acrossRow = 'col-span-2 sm:col-span-1';

/**
 * The live vendors under the Home hero, titled with how many there are ({count} in the title): a wall of
 * ruled cells, as the integration walls of Vercel or Linear are, each vendor's name as type (real
 * companies wear no mark of their own: lib/brand/wordmark.ts) over its trade, the whole cell a link to
 * its page, in directory order. The age-restricted distributors are counted, not named: the last cell
 * ("4 more live vendors", "In the full directory") leads to the directory, where their group stays closed
 * behind its 18+ note until asked for (named beside the lighting brands, they sat under the hero with no age
 * gate: outside review TT; labelled "Adult products (18+)" there, jarring: ZZ; "Age-restricted catalogs" led
 * a mainstream owner's first scan to them: NNN). Two cells a row under
 * 640 px (one a row filled a phone's screen: outside review TT), a long name breaking between its words
 * in its half (Quorum International across its row read as a broken grid: ZZ), and the last cell across
 * the last row, as a list's "more" line; three a row from 640 px: nine cells, three whole rows.
 */
export function WorksWith({
  eyebrow,
  title,
  link,
  adult,
  vendors,
}: {
  eyebrow: string;
  title: string;
  link: { label: string; href: string };
  adult: { label: string; note: string };
  vendors: VendorIdentity[];
}) {
  const general = vendors.filter((vendor) => vendor.category !== ageRestrictedCategory);
  const restricted = vendors.length - general.length;
  return (
    <section aria-labelledby="works-with-title" className="mt-16 sm:mt-20">
      {/* Headed as every other section of the page, eyebrow and title (at 24 px, under the hero, it read as a
          lesser heading than the sections below it: outside review IIIIII). */}
      <SectionHeader
        eyebrow={eyebrow}
        title={fillTemplate(title, { count: String(vendors.length) })}
        headingId="works-with-title"
        align="center"
      />
      <ul
        data-testid="works-with-wall"
        className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-3"
      >
        {general.map((vendor) => (
          <li key={vendor.slug} className={cellClass}>
            <Link href={vendor.href} className="text-ink after:absolute after:inset-0 hover:text-brand-700">
              <Wordmark name={vendor.name} logo={vendor.logo} wrap />
            </Link>
            {/* Its trade beside a drawing of what it supplies, from 640 px, as its directory card shows them: under its
                name and apart from it, so no drawing stands for the company (names over trades alone read as a plain
                text grid: outside reviews JJJJJJ, KKKKKK, LLLLLL, MMMMMM); a phone's half-width cell keeps to words. */}
            {vendor.trade && (
              <GoodsBeside
                goods={vendor.goods}
                className="w-full text-sm text-ink-muted"
                plateClassName="max-sm:hidden"
              >
                {vendor.trade}
              </GoodsBeside>
            )}
          </li>
        ))}
        {restricted > 0 && (
          // Set as the other cells are, its label a name's size and its count a trade's (in small type it read as a
          // cell of another kind: outside review WW).
          <li className={cn(cellClass, acrossRow)}>
            <Link
              href={pageLinks.vendorIntegrations.href}
              className="font-semibold tracking-tight text-ink after:absolute after:inset-0 hover:text-brand-700"
            >
              {fillTemplate(adult.label, { count: String(restricted) })}
            </Link>
            <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
              {adult.note} <Icon name="arrowRight" className="size-4" />
            </span>
          </li>
        )}
      </ul>
      <p className="mt-5 text-center text-sm">
        <ArrowLink href={link.href}>{link.label}</ArrowLink>
      </p>
    </section>
  );
}
