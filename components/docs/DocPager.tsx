import { Link } from '@/components/ui/Link';
import type { DocLink } from '@/lib/content/docs';
import { Icon } from '@/components/ui/Icon';

const linkClass =
  'group block rounded-card border border-line p-4 transition-colors hover:border-brand-300 focus-visible:border-brand-500';
const labelClass = 'flex items-center gap-1.5 text-sm text-ink-muted';
const titleClass = 'mt-0.5 block text-lg font-semibold text-balance text-ink group-hover:text-brand-700';

/**
 * Back and Next links at the end of an article, as Stripe's docs set theirs: the word small and in
 * sentence case over the article's title, large (an all-caps "BACK" eyebrow read odd: outside review).
 * The arrow sits beside the word, not at the card's edge, so the title has the card's whole width and
 * stays on one line from 1024 px ("Connect Your Shopify / Store" wrapped beside an edge arrow: outside
 * review). The words are the spec's.
 */
export function DocPager({ previous, next }: { previous: DocLink; next: DocLink }) {
  return (
    <nav aria-label="Back and next" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
      <Link href={previous.href} rel="prev" className={linkClass}>
        <span className={labelClass}>
          <Icon name="arrowLeft" className="size-4" />
          <span>Back</span>
        </span>
        <span className={titleClass}>{previous.title}</span>
      </Link>
      <Link href={next.href} rel="next" className={`${linkClass} text-right`}>
        <span className={`${labelClass} justify-end`}>
          <span>Next</span>
          <Icon name="arrowRight" className="size-4" />
        </span>
        <span className={titleClass}>{next.title}</span>
      </Link>
    </nav>
  );
}
