import type { FaqPageContent } from '@/lib/content/marketing';

/**
 * Beside the answers, under the guides (from 1024 px): who answers a question the FAQ does not, and how
 * fast, the assistant at any hour and the team plan by plan (SPEC's support tiers), so the column reads as
 * a help desk's side, not a bare list of categories ("visually plain, nothing beyond accordions": outside
 * review). Lean markup: it is sent twice, in the page and in the FAQ browser's payload (/faq's HTML budget).
 */
export function FaqSupportCard({ support }: { support: FaqPageContent['support'] }) {
  return (
    <section
      aria-labelledby="faq-support"
      className="mt-6 hidden rounded-card bg-surface-raised p-5 ring-1 ring-line lg:block"
    >
      <h2 id="faq-support" className="font-semibold">
        {support.title}
      </h2>
      <dl className="mt-3 text-sm">
        {support.replies.map((reply) => (
          <div key={reply.who} className="flex justify-between border-t border-line py-2">
            <dt className="font-semibold">{reply.who}</dt>
            <dd className="text-ink-muted">{reply.time}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
