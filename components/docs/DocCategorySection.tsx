import { IconTile } from '@/components/ui/IconTile';
import { Link } from '@/components/ui/Link';
import type { IconName } from '@/lib/brand/icons';
import type { DocCategoryId } from '@/lib/docs/categories';

/** Each category's mark on the landing: where to begin, the screens of every day, what to fix. */
export const categoryIcons: Record<DocCategoryId, IconName> = {
  'getting-started': 'bolt',
  'user-guide': 'monitor',
  troubleshooting: 'shield',
};

/**
 * One category of the documentation landing, a row across the list's width under a rule (no card: four
 * framed cards under the hero's made the landing busy, the outside review): its mark, title and
 * a short line on what it covers at the left from 768 px, its articles as a compact list (titles only;
 * reading time is on the article) beside them, in two columns where they fit. Each category is a row
 * of its own, so lists of four and six articles leave no hole beside a longer one (the outside review:
 * three cards side by side ended level, with blank space under the shorter lists). Integrations is
 * a row alike, its title a link to the directory and its list the vendors' guides.
 */
export function DocCategorySection({
  id,
  title,
  titleHref,
  icon,
  line,
  links,
}: {
  id: string;
  title: string;
  /** Where the title leads, for a category that is a page of its own (Integrations). */
  titleHref?: string;
  icon: IconName;
  line: string;
  links: { title: string; href: string }[];
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-x-6 gap-y-3 border-t border-line pt-6 md:grid-cols-3 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      {/* The mark beside the title: the title's column is wide enough for "Troubleshooting" beside it at every width (it ran out of a third of the list at 1024). */}
      <div>
        <div className="flex items-center gap-3">
          <IconTile name={icon} />
          <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
            {titleHref ? (
              <Link href={titleHref} className="text-ink hover:text-brand-700">
                {title}
                <span aria-hidden="true" className="ml-1">
                  →
                </span>
              </Link>
            ) : (
              title
            )}
          </h2>
        </div>
        <p className="mt-2 text-sm text-ink-muted">{line}</p>
      </div>
      {/* Two columns where the list is wide enough, one at 1024-1279 beside the docs sidebar. */}
      <ul className="grid gap-x-6 self-start text-sm md:col-span-2 md:grid-cols-2 lg:col-span-1 lg:grid-cols-1 xl:grid-cols-2">
        {links.map((link) => (
          <li key={link.href} className="group flex items-center justify-between gap-2 py-1.5">
            <h3 className="font-medium">
              <Link href={link.href} className="text-ink hover:text-brand-700">
                {link.title}
              </Link>
            </h3>
            <span aria-hidden="true" className="text-ink-subtle group-hover:text-brand-700">
              →
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
