import { Link } from '@/components/ui/Link';
import type { DocSummary } from '@/lib/docs/search';

/**
 * One category of the documentation landing: its title, a short line on what it covers, and its
 * articles as a compact list (title, reading time and description), so the whole list fits in view.
 */
export function DocCategorySection({
  id,
  title,
  line,
  articles,
}: {
  id: string;
  title: string;
  line: string;
  articles: DocSummary[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{line}</p>
      <ul className="mt-3 divide-y divide-line border-y border-line">
        {articles.map((doc) => (
          <li key={doc.slug} className="group relative py-2.5">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="text-sm font-semibold text-ink">
                <Link
                  href={doc.href}
                  className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-md"
                >
                  {doc.title}
                </Link>
              </h3>
              <span className="shrink-0 text-xs font-medium text-ink-subtle">{doc.readingTime}</span>
            </div>
            <p className="mt-0.5 line-clamp-1 text-xs text-ink-muted">{doc.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
