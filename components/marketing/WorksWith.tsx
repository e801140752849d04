import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorIdentity } from '@/lib/content/vendors';

/**
 * The live vendors under the Home hero, titled with how many there are ({count} in the title), each a
 * link to its page, as a directory band rather than a wall of names (a plain list read as unfinished:
 * outside review): grouped by category, each group headed by its name and what its vendors
 * supply, the names as type (real companies wear no mark of their own). One ruled card of rows,
 * the names in columns that line up from group to group (two from 640 px, four from 1024, each as wide as
 * "Quorum International" needs whole); on a phone, too narrow for two such columns, they flow on, each
 * whole. Every live vendor is named, so the band holds what its title counts (the adult-product
 * distributors counted apart in a quiet line drew the eye to that line: outside review II). Each group
 * keeps the directory's category name: a second name on Home read as another category (outside review MM).
 */
export function WorksWith({
  title,
  link,
  groups,
  vendors,
}: {
  title: string;
  link: { label: string; href: string };
  /** What each category's vendors supply, by category name, in the band's order. */
  groups: Record<string, string>;
  vendors: VendorIdentity[];
}) {
  const categories = Object.entries(groups).map(([category, supplies]) => ({
    name: category,
    supplies,
    vendors: vendors.filter((vendor) => vendor.category === category),
  }));
  return (
    <section aria-labelledby="works-with-title" className="mt-16 sm:mt-20">
      <h2 id="works-with-title" className="text-center text-sm font-semibold text-balance text-ink-muted">
        {fillTemplate(title, { count: String(vendors.length) })}
      </h2>
      <div
        data-testid="works-with-groups"
        className="mx-auto mt-6 max-w-5xl divide-y divide-line rounded-card bg-surface-raised px-5 ring-1 ring-line sm:px-6"
      >
        {categories.map((group) => (
          <section key={group.name} aria-label={group.name} className="py-5">
            <div>
              <h3 className="text-sm font-semibold text-ink">{group.name}</h3>
              <p className="text-sm text-ink-muted">{group.supplies}</p>
            </div>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 sm:grid sm:grid-cols-2 lg:grid-cols-4">
              {group.vendors.map((vendor) => (
                <li key={vendor.slug}>
                  <Link
                    href={vendor.href}
                    className="flex rounded-lg py-1 text-sm text-ink hover:text-brand-700 sm:text-base"
                  >
                    <Wordmark name={vendor.name} logo={vendor.logo} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-5 text-center text-sm">
        <Link href={link.href} className="font-semibold text-brand-700 hover:text-brand-800">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
