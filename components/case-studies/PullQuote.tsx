import { Wordmark } from '@/components/ui/Wordmark';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customer's own words (Home quotes the same person saying something else), on what the
 * results cannot say: a quote that retold a result row read as the same quote twice (outside review),
 * set large between the results and the story, and signed as a customer page signs a quote: the
 * person's name and role beside the company's mark, so the words are tied to the store they come
 * from. In the hero, beside an illustrated avatar, they crowded the title (outside review).
 */
export function PullQuote({ quote, study }: { quote: CaseStudy['quote']; study: Pick<CaseStudy, 'company' | 'logo'> }) {
  return (
    <figure className="mt-14 rounded-card bg-surface-muted p-6 ring-1 ring-line sm:p-10">
      <blockquote className="max-w-4xl text-2xl leading-snug font-semibold tracking-tight text-pretty text-ink">
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-muted">
        <Wordmark name={study.company} logo={study.logo} className="text-xl text-ink" />
        <span>
          <span className="font-semibold text-ink">{quote.author}</span>, {quote.position}
        </span>
      </figcaption>
    </figure>
  );
}
