import { Link } from '@/components/ui/Link';
import type { DocLink } from '@/lib/content/docs';

const linkClass =
  'group flex items-center gap-4 rounded-card border border-line p-4 transition-colors hover:border-brand-300 focus-visible:border-brand-500';
const arrowClass = 'text-lg text-ink-subtle group-hover:text-brand-700';

/**
 * Back and Next links at the end of an article, as Stripe's docs set theirs: the word small and in
 * sentence case over the article's title, large, an arrow at the card's outer edge (an all-caps
 * "BACK" eyebrow read odd: outside review). The words are the spec's.
 */
export function DocPager({ previous, next }: { previous: DocLink; next: DocLink }) {
  return (
    <nav aria-label="Back and next" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
      <Link href={previous.href} rel="prev" className={linkClass}>
        <span aria-hidden="true" className={arrowClass}>
          ←
        </span>
        <span>
          <span className="block text-sm text-ink-muted">Back</span>
          <span className="block text-lg font-semibold text-ink group-hover:text-brand-700">{previous.title}</span>
        </span>
      </Link>
      <Link href={next.href} rel="next" className={`${linkClass} justify-end text-right`}>
        <span>
          <span className="block text-sm text-ink-muted">Next</span>
          <span className="block text-lg font-semibold text-ink group-hover:text-brand-700">{next.title}</span>
        </span>
        <span aria-hidden="true" className={arrowClass}>
          →
        </span>
      </Link>
    </nav>
  );
}
