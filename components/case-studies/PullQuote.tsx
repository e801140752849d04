import { Portrait } from '@/components/marketing/Portrait';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customer's own words about the rollout (Home quotes the same person saying something else),
 * under the product visual beside the rollout, signed beside the author's portrait.
 */
export function PullQuote({ quote, company, label }: { quote: CaseStudy['quote']; company: string; label: string }) {
  return (
    <figure className="rounded-3xl bg-surface-muted px-6 py-10 text-center ring-1 ring-line sm:px-10">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <blockquote className="mt-4 text-xl leading-8 font-semibold tracking-tight text-balance text-ink sm:text-2xl sm:leading-9">
        <p>“{quote.content}”</p>
      </blockquote>
      {/* Signed beside the portrait on a wide screen, under it on a phone, centred either way. */}
      <figcaption className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-ink-muted sm:flex-row">
        <Portrait name={quote.author} src={quote.image} size={64} />
        <span>
          <span className="font-semibold text-ink">{quote.author}</span>, {quote.position}, {company}
        </span>
      </figcaption>
    </figure>
  );
}
