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
 * (outside review). Centred across the page's width between two rules, at the size of a section title,
 * as Stripe's and Linear's customer pages set a quote: at lead-paragraph size in half the width it left
 * the right half empty (outside review); boxed in grey at 24 px bold it was heavy (outside review).
 */
export function PullQuote({ quote, study }: { quote: CaseStudy['quote']; study: Pick<CaseStudy, 'company' | 'logo'> }) {
  return (
    <figure className="mt-14 border-y border-line py-12 text-center sm:py-16">
      <blockquote className="mx-auto max-w-4xl text-2xl font-medium tracking-tight text-balance text-ink sm:text-3xl">
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption className="mt-8 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-left text-sm text-ink-muted">
        <Portrait name={quote.author} src={quote.image} size={48} />
        <span className="mr-2">
          <span className="block font-semibold text-ink">{quote.author}</span>
          {quote.position}
        </span>
        <Wordmark name={study.company} logo={study.logo} className="border-l border-line pl-5 text-base text-ink" />
      </figcaption>
    </figure>
  );
}
