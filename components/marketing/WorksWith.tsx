import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorIdentity } from '@/lib/content/vendors';

/**
 * The live vendors under the Home hero, titled with how many there are ({count} in the title): a wall of
 * ruled cells, as the integration walls of Vercel or Linear are, each vendor's name as type (real
 * companies wear no mark of their own: lib/brand/wordmark.ts) over its trade, the whole cell a link to
 * its page. Every live vendor is named, so the wall holds what its title counts (a quiet line counting
 * some apart drew the eye to itself: outside review II), in directory order. No category headings: rows
 * of names under headings read as a plain list in a box, and the directory's "Adult" as the first word
 * under the hero (outside review QQ); the directory groups them. A name never breaks (a mark is whole), so
 * a phone lists them one a row, the trade at the right; then two cells a row from 640 px, three from 768,
 * four from 1024: twelve fill whole rows.
 */
export function WorksWith({
  title,
  link,
  vendors,
}: {
  title: string;
  link: { label: string; href: string };
  vendors: VendorIdentity[];
}) {
  return (
    <section aria-labelledby="works-with-title" className="mt-16 sm:mt-20">
      <h2 id="works-with-title" className="text-center text-sm font-semibold text-balance text-ink-muted">
        {fillTemplate(title, { count: String(vendors.length) })}
      </h2>
      <ul
        data-testid="works-with-wall"
        className="mx-auto mt-6 grid max-w-5xl gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      >
        {vendors.map((vendor) => (
          <li
            key={vendor.slug}
            className="relative flex items-baseline justify-between gap-x-3 gap-y-1 bg-surface-raised px-4 py-3 hover:bg-surface-muted sm:flex-col sm:items-start sm:p-5"
          >
            <Link href={vendor.href} className="text-ink after:absolute after:inset-0 hover:text-brand-700">
              <Wordmark name={vendor.name} logo={vendor.logo} />
            </Link>
            {vendor.trade && <span className="text-sm text-ink-muted">{vendor.trade}</span>}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-center text-sm">
        <Link href={link.href} className="font-semibold text-brand-700 hover:text-brand-800">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
