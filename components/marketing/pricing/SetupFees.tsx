import { Card } from '@/components/ui/Card';
import { BILLING_PERIODS, BILLING_PERIOD_ATTRIBUTE, displayedMonthlyPrice, formatPrice } from '@/lib/product/pricing';
import type { PricingContent } from '@/lib/content/marketing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { IconTile } from '@/components/ui/IconTile';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { fillTemplate } from '@/lib/content/schemas';

/** The three integration setup fee cards. */
export function SetupFeeCards({ items }: { items: PricingContent['setupFees']['items'] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.title} data-testid="setup-fee" className="flex flex-col gap-4">
          <IconTile name={item.icon} />
          <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
          <p className="flex items-baseline gap-1.5">
            <span className="text-3xl font-bold text-ink tabular-nums">{item.price}</span>
            {item.unit && <span className="text-sm text-ink-muted"> {item.unit}</span>}
          </p>
          <p className="text-sm leading-6 text-ink-muted">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}

/**
 * The product-sync-only discount of each priced plan, with the price it comes off and the price it
 * leaves, both computed from plans.md for each billing period. The plan cards' toggle shows one
 * period's (its CSS hides the other period's anywhere on the page), so the two never disagree.
 * Under it, the full-price option with the plan's product limit, and the way to switch: sales.
 * The struck price has a line of its own, so every card's price wraps alike at 375 px.
 */
export function SyncOnlyDiscounts({ plans, labels }: { plans: Plan[]; labels: PricingContent['syncOnly'] }) {
  const discounted = plans.filter(isPricedPlan).filter((plan) => plan.syncOnlyDiscount);
  return (
    // From sm, three cards side by side; on a phone, three compact rows (plan and discount left, the
    // price right, the full-price choice under them): three columns there were cramped to 4-line text,
    // and full cards stacked took the whole screen (two outside reviews).
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" data-testid="sync-only-discounts">
      {discounted.map((plan) => (
        <li
          key={plan.id}
          className="grid grid-cols-[1fr_auto] gap-x-4 rounded-xl border border-line bg-surface-raised px-4 py-4 sm:flex sm:flex-col sm:px-5 sm:text-center"
        >
          <p className="text-sm font-semibold text-ink-muted">{plan.name}</p>
          <p className="mt-1 text-xl font-bold text-brand-700 sm:text-2xl">{formatPrice(plan.syncOnlyDiscount!)} off</p>
          <p className="col-start-2 row-span-2 row-start-1 text-sm text-ink-muted">
            {BILLING_PERIODS.map((period) => {
              const price = displayedMonthlyPrice(plan, period);
              return (
                <span key={period} {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
                  <span className="font-semibold text-ink">{formatPrice(price - plan.syncOnlyDiscount!)}</span>
                  /mo <span className="sr-only">instead of </span>
                  <s className="block">{formatPrice(price)}</s>
                </span>
              );
            })}
          </p>
          <p className="col-span-2 mt-2 text-xs text-ink-muted">
            {fillTemplate(labels.keepPrice, { products: plan.limits.products })}
          </p>
          <ArrowLink href={labels.link.href} className="col-span-2 text-xs whitespace-nowrap sm:text-sm">
            {labels.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
