import { Link } from '@/components/ui/Link';
import { categoryTitle } from '@/lib/docs/categories';
import { docHref } from '@/lib/site/routes';
import type { DocSummary } from '@/lib/docs/list-filter';
import type { TextPart } from '@/lib/search/excerpt';
import { Marked } from '@/components/search/Marked';

/** A search result's title and description with the words found marked, and an excerpt when they are in its text. */
export type DocCardMatch = { title: TextPart[]; description: TextPart[]; excerpt?: TextPart[] };

/** One article in the documentation list: the whole card is its link. A search result marks the words found. */
export function DocCard({
  doc,
  headingLevel = 'h3',
  match,
}: {
  doc: DocSummary;
  headingLevel?: 'h2' | 'h3';
  match?: DocCardMatch;
}) {
  const Heading = headingLevel;
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-300">
      <Heading className="text-base font-semibold text-ink">
        <Link
          href={docHref(doc.slug)}
          className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-card"
        >
          {match ? <Marked parts={match.title} /> : doc.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-ink-muted">
        {match ? <Marked parts={match.description} /> : doc.description}
      </p>
      {match?.excerpt && (
        <p className="mt-3 border-l-2 border-brand-200 pl-3 text-sm text-ink-muted" data-excerpt>
          <Marked parts={match.excerpt} />
        </p>
      )}
      {/* Reading time is the article's own line, as in Stripe's docs: an index of short guides would repeat one figure. */}
      <p className="mt-4 text-xs font-medium text-ink-subtle">{categoryTitle(doc.category)}</p>
    </li>
  );
}
