import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorIdentity } from '@/lib/content/vendors';

/**
 * The live vendors under the Home hero, titled with how many there are ({count} in the title), each a
 * link to its page, as a directory band rather than a wall of names (a plain list read as unfinished:
 * outside review): grouped by category, each group headed by its name and what its vendors supply, the
 * names as type (real companies wear no mark of their own). One ruled card of rows, the names in
 * columns that line up from group to group (two from 640 px, four from 1024, each as wide as "Quorum
 * International" needs whole); on a phone, too narrow for two such columns, they flow on, each whole.
 * Only the main groups are named (an "Adult" group on Home read as out of place: outside review); the
 * title still counts every live vendor, and one quiet line says the others are in the directory.
 */
export function WorksWith({
  title,
  link,
  groups,
  rest,
  vendors,
}: {
  title: string;
  link: { label: string; href: string };
  /** What each category's vendors supply, by category name: only these categories are named here. */
  groups: Record<string, string>;
  /** One quiet line for the live vendors of the other categories (the adult-product distributors), with their count. */
  rest: { label: string; href: string };
  vendors: VendorIdentity[];
}) {
  const shown = vendors.filter((vendor) => vendor.category in groups);
  const others = vendors.length - shown.length;
  const categories = [...new Set(shown.map((vendor) => vendor.category))].map((category) => ({
    category,
    supplies: groups[category],
    vendors: shown.filter((vendor) => vendor.category === category),
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
          <section key={group.category} aria-label={group.category} className="py-5">
            <div>
              <h3 className="text-sm font-semibold text-ink">{group.category}</h3>
              {group.supplies && <p className="text-sm text-ink-muted">{group.supplies}</p>}
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
      {others > 0 && (
        <p className="mt-4 text-center text-sm">
          <Link href={rest.href} className="text-ink-muted hover:text-brand-700">
            {fillTemplate(rest.label, { count: String(others) })}
          </Link>
        </p>
      )}
      <p className="mt-4 text-center text-sm">
        <Link href={link.href} className="font-semibold text-brand-700 hover:text-brand-800">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
