import { Card } from '@/components/ui/Card';
import {
  BILLING_PERIODS,
  BILLING_PERIOD_ATTRIBUTE,
  BILLED,
  displayedMonthlyPrice,
  formatPrice,
} from '@/lib/product/pricing';
import type { PricingContent } from '@/lib/content/marketing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { IconTile } from '@/components/ui/IconTile';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';

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
 * One price leads each card (what the plan costs without orders), the discount is a tag beside the
 * plan's name, the struck price after it and how it is billed under it, in the plan cards' words (a
 * bare "/mo" read as either period: outside review), then what the lower price gives up. The
 * full-price option is said once, in the section's intro, and the way to switch once, under the cards.
 */
export function SyncOnlyDiscounts({ plans, labels }: { plans: Plan[]; labels: PricingContent['syncOnly'] }) {
  const discounted = plans.filter(isPricedPlan).filter((plan) => plan.syncOnlyDiscount);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" data-testid="sync-only-discounts">
        {discounted.map((plan) => (
          <li key={plan.id} className="rounded-xl border border-line bg-surface-raised p-4 sm:p-5">
            <p className="flex items-center justify-between gap-2 font-semibold text-ink">
              {plan.name}
              <Badge tone="brand">{formatPrice(plan.syncOnlyDiscount!)} off</Badge>
            </p>
            {BILLING_PERIODS.map((period) => {
              const price = displayedMonthlyPrice(plan, period);
              const syncOnly = price - plan.syncOnlyDiscount!;
              return (
                <p key={period} className="mt-2 text-sm text-ink-muted" {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
                  <span className="text-2xl font-bold text-ink tabular-nums">{formatPrice(syncOnly)}</span>
                  /month <span className="sr-only">instead of </span>
                  <s>{formatPrice(price)}</s>
                  <span className="block text-xs">{BILLED[period]}</span>
                </p>
              );
            })}
            {/* What the lower price gives up, in the plan cards' words for what a plan lacks. */}
            <p className="mt-3 flex gap-2 border-t border-line pt-3 text-sm text-ink-muted">
              <Icon name="cross" className="size-5 text-ink-subtle" />
              {labels.givesUp}
            </p>
          </li>
        ))}
      </ul>
      {/* Centred under the centred cards, as the section's heading is. */}
      <ArrowLink href={labels.link.href} className="mx-auto mt-4 flex w-fit text-sm">
        {labels.link.label}
      </ArrowLink>
    </>
  );
}
