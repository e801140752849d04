import { Link } from '@/components/ui/Link';
import { categoryTitle } from '@/lib/docs/categories';
import { docHref } from '@/lib/routes';
import type { DocSummary } from '@/lib/docs/search';

/** One article in the documentation list: the whole card is its link. */
export function DocCard({ doc, headingLevel = 'h3' }: { doc: DocSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-300">
      <Heading className="text-base font-semibold text-ink">
        <Link
          href={docHref(doc.slug)}
          className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-card"
        >
          {doc.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-ink-muted">{doc.description}</p>
      <p className="mt-4 flex items-center gap-2 text-xs font-medium text-ink-subtle">
        <span>{categoryTitle(doc.category)}</span>
        <span aria-hidden="true">·</span>
        <span>{doc.readingTime}</span>
      </p>
    </li>
  );
}
