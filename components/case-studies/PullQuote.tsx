import { Portrait } from '@/components/marketing/Portrait';
import { Wordmark } from '@/components/ui/Wordmark';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customer's own words (Home quotes the same person saying something else), on what the
 * results cannot say: a quote that retold a result row read as the same quote twice (outside review),
 * set large between the results and the story, and signed as a customer page signs a quote: the
 * person's name and role beside the company's mark, so the words are tied to the store they come
 * from, and their portrait (Home's testimonial shows the same one), as large as a testimonial's: words
 * with no face read as text and figures only (outside review). In the hero they crowded the title
 * (outside review). A rule at its side, not a grey box, and the size of a lead paragraph: boxed at
 * 24 px bold it was very large and heavy (outside review).
 */
export function PullQuote({ quote, study }: { quote: CaseStudy['quote']; study: Pick<CaseStudy, 'company' | 'logo'> }) {
  return (
    <figure className="mt-14 max-w-3xl border-l-2 border-brand-500 pl-6">
      <blockquote className="text-xl leading-relaxed font-medium text-pretty text-ink">
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
        <Portrait name={quote.author} src={quote.image} size={48} className="bg-brand-50" />
        <span className="mr-2">
          <span className="block font-semibold text-ink">{quote.author}</span>
          {quote.position}
        </span>
        <Wordmark name={study.company} logo={study.logo} className="border-l border-line pl-5 text-base text-ink" />
      </figcaption>
    </figure>
  );
}
