import { Link } from '@/components/ui/Link';
import { categoryTitle } from '@/lib/docs/categories';
import { docHref } from '@/lib/site/routes';
import type { DocSummary, OtherResult } from '@/lib/docs/list-filter';
import type { TextPart } from '@/lib/search/excerpt';
import { Marked } from '@/components/search/Marked';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';

/** A search result's title and description with the words found marked, and an excerpt when they are in its text. */
export type DocCardMatch = { title: TextPart[]; description: TextPart[]; excerpt?: TextPart[] };

/**
 * One article of the documentation landing: in a category's panel, a cell with its mark, its title (the whole cell
 * is its link) with its reading time at the row's end, and its description; as a search result, its category over them, a row of its own, and,
 * when the words are in its text, an excerpt, with the words found marked.
 */
export function DocCard({
  doc,
  headingLevel = 'h3',
  match,
  inCategory = false,
}: {
  /** An article, or a result that is no article (its own address and section label). */
  doc: DocSummary | OtherResult;
  headingLevel?: 'h2' | 'h3';
  match?: DocCardMatch;
  /** Under its category's heading: no category line, two cards a row. */
  inCategory?: boolean;
}) {
  const Heading = headingLevel;
  // An article's mark and reading time, from its frontmatter and words (another page's result has neither).
  const icon = 'icon' in doc ? doc.icon : undefined;
  const readingTime = 'readingTime' in doc ? doc.readingTime : undefined;
  return (
    // A search result runs across the list's width, one a row as in Stripe's docs: two a row, a result with
    // an excerpt stretched the one beside it, which was left with an empty area (the outside review).
    <li
      className={cn(
        'group relative bg-surface-raised transition-colors',
        inCategory
          ? // Its mark in the brand's colour, the title over the words, the time in small print: the cells read as
            // walls of text of one weight without them (outside review).
            'flex gap-3 p-4 hover:bg-surface-muted'
          : // The Ctrl/Cmd+K dialog's row (SearchOption): one result design for the site's two searches (outside review TT),
            // a rule between rows (the list's), each row given room (FFFFF: cramped).
            'px-4 py-3.5 hover:bg-surface-muted sm:px-5',
      )}
    >
      {inCategory ? (
        <Icon name={icon ?? 'file'} className="mt-0.5 size-5 text-brand-600" />
      ) : (
        <p className="truncate text-xs text-ink-subtle">{'label' in doc ? doc.label : categoryTitle(doc.category)}</p>
      )}
      <div className="min-w-0 flex-1">
        {/* The reading time at the title row's end, in small print: on a line of its own under each of 28 cards,
            "2 min read" read as the panel's most repeated line (outside review XXX). */}
        <div className="flex items-baseline justify-between gap-3">
          <Heading className={cn('text-base text-ink', inCategory ? 'font-semibold' : 'font-medium')}>
            <Link
              href={'href' in doc ? doc.href : docHref(doc.slug)}
              className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-card"
            >
              {match ? <Marked parts={match.title} /> : doc.title}
            </Link>
          </Heading>
          {inCategory && readingTime && <p className="shrink-0 text-xs text-ink-subtle">{readingTime}</p>}
        </div>
        <p className={cn('text-sm text-ink-muted', inCategory ? 'mt-1' : 'mt-0.5')}>
          {match ? <Marked parts={match.description} /> : doc.description}
        </p>
        {match?.excerpt && (
          <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted" data-excerpt>
            <Marked parts={match.excerpt} />
          </p>
        )}
      </div>
    </li>
  );
}
