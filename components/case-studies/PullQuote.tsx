import { Wordmark } from '@/components/ui/Wordmark';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customer's own words (Home quotes the same person saying something else), on what the
 * results cannot say: a quote that retold a result row read as the same quote twice (outside review),
 * set large between the results and the story, and signed as a customer page signs a quote: the
 * person's name and role beside the company's mark, so the words are tied to the store they come
 * from. In the hero, beside an illustrated avatar, they crowded the title (outside review). A rule
 * at its side, not a grey box, and the size of a lead paragraph: boxed at 24 px bold it was very large
 * and heavy (outside review).
 */
export function PullQuote({ quote, study }: { quote: CaseStudy['quote']; study: Pick<CaseStudy, 'company' | 'logo'> }) {
  return (
    <figure className="mt-14 max-w-3xl border-l-2 border-brand-500 pl-6">
      <blockquote className="text-xl leading-relaxed font-medium text-pretty text-ink">
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <Wordmark name={study.company} logo={study.logo} className="text-base text-ink" />
        <span>
          <span className="font-semibold text-ink">{quote.author}</span>, {quote.position}
        </span>
      </figcaption>
    </figure>
  );
}
