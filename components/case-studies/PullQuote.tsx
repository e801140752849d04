import type { CaseStudy } from '@/lib/content/case-studies';

/** The customer's own words, large, at the end of the story (the same quote Home shows). */
export function PullQuote({ quote, company, label }: { quote: CaseStudy['quote']; company: string; label: string }) {
  return (
    <figure className="relative mt-14 max-w-3xl border-l-4 border-brand-500 py-2 pl-6 sm:pl-8">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <blockquote className="mt-3 text-xl leading-8 font-medium text-balance text-ink sm:text-2xl sm:leading-9">
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption className="mt-5 text-ink-muted">
        <span className="font-semibold text-ink">{quote.author}</span>, {quote.position}, {company}
      </figcaption>
    </figure>
  );
}
