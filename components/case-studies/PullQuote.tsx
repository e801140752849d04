import { Portrait } from '@/components/marketing/Portrait';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customer's own words about the rollout (Home quotes the same person saying something else),
 * under the story's summary in the hero, signed beside the author's portrait: the voice a reader
 * meets first, and what keeps the title's column as long as the story's side card.
 */
export function PullQuote({ quote, company }: { quote: CaseStudy['quote']; company: string }) {
  return (
    <figure className="mt-8 border-l-2 border-brand-500 pl-5">
      <blockquote className="text-lg leading-8 font-medium text-pretty text-ink">
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3 text-sm text-ink-muted">
        <Portrait name={quote.author} src={quote.image} size={48} loading="eager" />
        <span>
          <span className="block font-semibold text-ink">{quote.author}</span>
          {quote.position}, {company}
        </span>
      </figcaption>
    </figure>
  );
}
