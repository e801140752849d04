import {
  BILLING_PERIODS,
  BILLING_PERIOD_ATTRIBUTE,
  displayedMonthlyPrice,
  formatPrice,
  type BillingPeriod,
} from '@/lib/product/pricing';
import { fillTemplate } from '@/lib/content/schemas';
import type { PricingContent } from '@/lib/content/marketing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';

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

/** The figure of a plan's limit ("Up to 2 vendors" is 2, "1,000 products" 1,000). */
function limitFigure(limit: string) {
  const figure = /\d[\d,]*/.exec(limit)?.[0];
  if (!figure) throw new Error(`A plan's limit without a figure: "${limit}"`);
  return figure;
}

/** A cell's figure per billing period (the toggle's CSS shows one): a price a month, over its detail line. */
function PerPeriod({
  price,
  detail,
}: {
  price: (period: BillingPeriod) => number;
  detail: (period: BillingPeriod) => string;
}) {
  return BILLING_PERIODS.map((period) => (
    <div key={period} {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
      <Price value={price(period)} />
      <p className="text-xs text-ink-muted">{detail(period)}</p>
    </div>
  ));
}

function Price({ value }: { value: number }) {
  return (
    <p>
      <span className="text-lg font-bold text-ink tabular-nums">{formatPrice(value)}</span>
      <span className="text-ink-muted">/month</span>
    </p>
  );
}

/**
 * The product-sync-only offer as one small table, a row a plan (two boxes of sub-schemes were hard to
 * read at a glance: outside review): what the plan costs paying less, with the saving and the price it
 * comes off, and the plan's own price with the limits it syncs past (SPEC gives no figures for the higher
 * limits: the plan table's vendor and product limits, so none is invented). Prices follow the toggle
 * (its CSS shows one period). What either choice gives up and the way to switch are said once under it.
 */
export function SyncOnlyDiscounts({ plans, labels }: { plans: Plan[]; labels: PricingContent['syncOnly'] }) {
  const discounted = plans.filter(isPricedPlan).filter((plan) => plan.syncOnlyDiscount);
  const head = 'py-2 pr-3 text-xs font-semibold text-ink-muted';
  return (
    <>
      <table aria-labelledby="sync-only-title" className="mt-4 w-full flex-1 text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={head}>
              {labels.plan}
            </th>
            <th scope="col" className={head}>
              {labels.lower}
            </th>
            <th scope="col" className={head}>
              {labels.higher.title}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">
          {discounted.map((plan) => {
            const discount = plan.syncOnlyDiscount!;
            return (
              <tr key={plan.id}>
                <th scope="row" className="pt-4 pr-2 pb-3 font-semibold text-ink">
                  {plan.name}
                </th>
                <td className="py-3 pr-2" data-testid="sync-only-lower">
                  <PerPeriod
                    price={(period) => displayedMonthlyPrice(plan, period) - discount}
                    detail={(period) =>
                      fillTemplate(labels.saving, {
                        discount: formatPrice(discount),
                        full: formatPrice(displayedMonthlyPrice(plan, period)),
                      })
                    }
                  />
                </td>
                <td className="py-3" data-testid="sync-only-higher">
                  <PerPeriod
                    price={(period) => displayedMonthlyPrice(plan, period)}
                    detail={() =>
                      fillTemplate(labels.higher.limits, {
                        vendors: limitFigure(plan.limits.vendors),
                        products: limitFigure(plan.limits.products),
                      })
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* What either choice leaves out, and the way to switch, once under both. */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="flex gap-2 text-ink-muted">
          <Icon name="cross" className="size-5 text-ink-subtle" />
          {labels.givesUp}
        </p>
        <ArrowLink href={labels.link.href}>{labels.link.label}</ArrowLink>
      </div>
    </>
  );
}
