import { IconTile } from '@/components/ui/IconTile';
import { Link } from '@/components/ui/Link';
import type { IconName } from '@/lib/brand/icons';
import type { DocCategoryId } from '@/lib/docs/categories';
import type { DocSummary } from '@/lib/docs/list-filter';
import { docHref } from '@/lib/site/routes';
import { cn } from '@/lib/util/cn';

/** Each category's mark on the landing: where to begin, the screens of every day, what to fix. */
const categoryIcons: Record<DocCategoryId, IconName> = {
  'getting-started': 'bolt',
  'user-guide': 'monitor',
  troubleshooting: 'shield',
};

/**
 * One category of the documentation landing, as a card: its mark, title, a short line on what it
 * covers, and its articles as a compact list (titles only; reading time is on the article), so that
 * every category fits in view. Cards of a row stretch to the tallest, so their bottoms line up.
 */
export function DocCategorySection({
  id,
  title,
  line,
  articles,
  className,
}: {
  id: DocCategoryId;
  title: string;
  line: string;
  articles: DocSummary[];
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-24 rounded-card border border-line bg-surface p-4 shadow-sm', className)}
    >
      {/* Mark above the title at every width, so the cards read alike from phone to desktop ("Troubleshooting" beside its mark ran out of its card at 1024). */}
      <div className="flex flex-col items-start gap-3">
        <IconTile name={categoryIcons[id]} />
        <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{line}</p>
      <ul className="mt-3 divide-y divide-line border-t border-line text-sm">
        {articles.map((doc) => (
          <li key={doc.slug} className="group flex items-center justify-between gap-2 py-2">
            <h3 className="font-semibold">
              <Link href={docHref(doc.slug)} className="text-ink hover:text-brand-700">
                {doc.title}
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
