import { BILLING_PERIODS, BILLING_PERIOD_ATTRIBUTE, displayedMonthlyPrice, formatPrice } from '@/lib/product/pricing';
import { fillTemplate } from '@/lib/content/schemas';
import type { PricingContent } from '@/lib/content/marketing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';

/** A row of the sync-only price list: the plan and its price on the left (wrapping at 320 px), the saving on the right. */
const row = 'flex items-center justify-between gap-4 py-4';

/** A choice's heading after its number, so the box reads as two offers to pick from. */
const choice = 'mt-5 flex items-center gap-3 font-semibold text-ink';

/**
 * Integration setup fees as a price list: each kind of vendor link and what it costs once (Pricing's
 * three; Custom Integrations' two). In a flex column (className), the rows share the height left over,
 * so a panel beside a taller one shows no empty gap under its list.
 */
export function SetupFeeList({
  items,
  className,
}: {
  items: Omit<PricingContent['setupFees']['items'][number], 'icon'>[];
  className?: string;
}) {
  return (
    <ul className={cn('divide-y divide-line', className)}>
      {items.map((item) => (
        // Never wrapped: a fee that wrapped under its words sat adrift at 375 px (the words take the squeeze).
        <li key={item.title} data-testid="setup-fee" className="flex flex-1 items-center justify-between gap-4 py-4">
          <div>
            <h4 className="font-semibold text-ink">{item.title}</h4>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </div>
          <p className="shrink-0 text-right">
            <span className="text-xl font-bold text-ink tabular-nums">{item.price}</span>
            {item.unit && <span className="block text-xs text-ink-muted"> {item.unit}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The billing period the sync-only prices are on, at the box's head: far below the toggle, the box
 * read as annual-only (outside review). One tag per period, shown by the toggle's CSS like the prices,
 * so it follows the toggle before hydration too.
 */
export function SyncOnlyPeriod({ labels }: { labels: PricingContent['toggle'] }) {
  return BILLING_PERIODS.map((period) => (
    <p key={period} data-testid="sync-only-period" {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
      <Badge className="whitespace-nowrap">{labels[period]} billing</Badge>
    </p>
  ));
}

function ChoiceNumber({ n }: { n: number }) {
  return (
    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
      {n}
    </span>
  );
}

/**
 * The product-sync-only offer as its two choices, numbered (one sentence holding both beside a
 * list of savings read as one confusing offer: outside review): 1, the lower price, each plan with
 * what it pays under it ("$74/month instead of $89", on the toggle's period, both computed from
 * plans.md) and the saving large on the right; 2, the plan's price with higher sync limits. The plan
 * cards' toggle shows one period's price (its CSS hides the other's anywhere on the page), so the
 * two never disagree. What either choice gives up and the way to switch are said once, under both.
 */
export function SyncOnlyDiscounts({ plans, labels }: { plans: Plan[]; labels: PricingContent['syncOnly'] }) {
  const discounted = plans.filter(isPricedPlan).filter((plan) => plan.syncOnlyDiscount);
  return (
    <>
      <h4 className={choice}>
        <ChoiceNumber n={1} />
        {labels.lower}
      </h4>
      <ul className="divide-y divide-line" data-testid="sync-only-discounts">
        {discounted.map((plan) => (
          <li key={plan.id} className={row}>
            <div>
              <p className="font-medium text-ink">{plan.name}</p>
              {BILLING_PERIODS.map((period) => {
                const price = displayedMonthlyPrice(plan, period);
                return (
                  <p key={period} className="text-sm text-ink-muted" {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
                    {fillTemplate(labels.price, {
                      price: formatPrice(price - plan.syncOnlyDiscount!),
                      full: formatPrice(price),
                    })}
                  </p>
                );
              })}
            </div>
            <p className="text-right text-sm text-ink-muted">
              <span className="text-xl font-bold text-brand-700 tabular-nums">
                {fillTemplate(labels.saving, { discount: formatPrice(plan.syncOnlyDiscount!) })}
              </span>
              <span className="block">{labels.savingUnit}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="border-t border-line pb-4">
        <h4 className={choice}>
          <ChoiceNumber n={2} />
          {labels.higher.title}
        </h4>
        <p className="mt-2 text-sm text-ink-muted">{labels.higher.text}</p>
      </div>
      {/* What it gives up and the way to switch on one line: stacked, they made the box ~40 px taller than the fees beside it. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 border-t border-line pt-2 text-sm">
        <p className="flex gap-2 text-ink-muted">
          <Icon name="cross" className="size-5 text-ink-subtle" />
          {labels.givesUp}
        </p>
        <ArrowLink href={labels.link.href}>{labels.link.label}</ArrowLink>
      </div>
    </>
  );
}
