import type { PricingContent } from '@/lib/content/marketing';

/**
 * Pricing's integration setup fees, each on a flat tile of its own straight on the band (three run together
 * in one panel read as dense: outside review): the kind of vendor link, what it costs once, what it is for.
 * Cheapest first, three across from 768 px (stacked at 768 they left a tablet's width empty: outside review OOOO),
 * the price at a plan card's weight (at 24 px "Free" read as barely bold). No shadow, so the plans stay the page's cards.
 */
export function SetupFeeList({ items }: { items: Omit<PricingContent['setupFees']['items'][number], 'icon'>[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          data-testid="setup-fee"
          className="rounded-card bg-surface-raised p-5 ring-1 ring-line sm:p-6"
        >
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <p className="mt-2">
            <span className="text-3xl font-bold tracking-tight text-ink tabular-nums">{item.price}</span>
            {item.unit && <span className="text-sm text-ink-muted"> {item.unit}</span>}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
