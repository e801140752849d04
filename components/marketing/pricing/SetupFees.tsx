import type { PricingContent } from '@/lib/content/marketing';

/**
 * Pricing's integration setup fees, each on a flat tile of its own straight on the band (three run together
 * in one panel read as dense: outside review): the kind of vendor link, what it costs once, what it is for.
 * Three columns from 1024 px, stacked below. No shadow, so the plans stay the page's cards.
 */
export function SetupFeeList({ items }: { items: Omit<PricingContent['setupFees']['items'][number], 'icon'>[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          data-testid="setup-fee"
          className="rounded-card bg-surface-raised p-5 ring-1 ring-line sm:p-6"
        >
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <p className="mt-1">
            <span className="text-2xl font-bold text-ink tabular-nums">{item.price}</span>
            {item.unit && <span className="text-sm text-ink-muted"> {item.unit}</span>}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
