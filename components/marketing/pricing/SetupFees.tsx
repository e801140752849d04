import { BILLING_PERIODS, BILLING_PERIOD_ATTRIBUTE, displayedMonthlyPrice, formatPrice } from '@/lib/product/pricing';
import { fillTemplate } from '@/lib/content/schemas';
import type { PricingContent } from '@/lib/content/marketing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import type { ReactNode } from 'react';

/**
 * One of the two sync-only choices, on rows it shares with the other (a subgrid): its words, a row a
 * plan, its action. Each plan's row is level with the same plan's in the other choice, so neither
 * choice ends in an empty gap above its link (~150 px under the lower prices: outside review).
 */
const choice = 'row-span-5 grid grid-rows-subgrid gap-y-0 rounded-lg p-4 ring-1 ring-line';
/** A choice's rows, a plan each. */
const list = 'row-span-3 mt-2 grid grid-rows-subgrid divide-y divide-line';

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

/** A choice's action: the same way to switch, named for its choice for a screen reader. */
function SwitchLink({ labels, choice }: { labels: PricingContent['syncOnly']; choice: string }) {
  return (
    <ArrowLink href={labels.link.href} className="mt-auto w-fit pt-4 text-sm">
      {labels.link.label}
      <span className="sr-only">: {choice}</span>
    </ArrowLink>
  );
}

/** The figure of a plan's limit ("Up to 2 vendors" is 2, "1,000 products" 1,000). */
function limitFigure(limit: string) {
  const figure = /\d[\d,]*/.exec(limit)?.[0];
  if (!figure) throw new Error(`A plan's limit without a figure: "${limit}"`);
  return figure;
}

/** A line on each billing period, shown by the toggle's CSS like the plans' prices. */
function perPeriod(className: string, line: (period: (typeof BILLING_PERIODS)[number]) => string) {
  return BILLING_PERIODS.map((period) => (
    <p key={period} className={className} {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
      {line(period)}
    </p>
  ));
}

/** A plan's row in a choice: its name over a detail line, a figure beside it (over its unit, if any). */
function PlanRow({
  name,
  detail,
  figure,
  unit,
}: {
  name: string;
  detail: ReactNode;
  figure?: ReactNode;
  unit?: string;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div>
        <p className="font-medium text-ink">{name}</p>
        {detail}
      </div>
      {figure && (
        <div className="shrink-0 text-right text-xs text-ink-muted">
          {figure}
          {unit && <p>{unit}</p>}
        </div>
      )}
    </li>
  );
}

/**
 * The product-sync-only offer as two equal choices side by side, to scan at a glance (one box of
 * numbered rows read as dense beside the plan cards: outside review): each its name, one line of what
 * it gives, a row a plan and its action. The lower price lists each plan's price on the toggle's period
 * ("$74/month instead of $89", computed from plans.md; the toggle's CSS shows one period) and the
 * saving large; the higher limits, for which SPEC gives no figures, a row a plan beside the same plan's
 * discount: the vendor and product limits it goes past (the plan table's) and the price it keeps, set large
 * (one sentence over an empty half gave no numbers, only Ask Sales: outside review). What either choice
 * gives up is one plain note under both.
 */
export function SyncOnlyDiscounts({ plans, labels }: { plans: Plan[]; labels: PricingContent['syncOnly'] }) {
  const discounted = plans.filter(isPricedPlan).filter((plan) => plan.syncOnlyDiscount);
  const big = 'text-lg font-bold tabular-nums';
  return (
    <>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <section className={choice}>
          <div>
            <h4 className="font-semibold text-ink">{labels.lower}</h4>
            <p className="mt-1 text-sm text-ink-muted">{labels.lowerText}</p>
          </div>
          <ul className={list} data-testid="sync-only-discounts">
            {discounted.map((plan) => (
              <PlanRow
                key={plan.id}
                name={plan.name}
                detail={perPeriod('text-xs text-ink-muted', (period) => {
                  const price = displayedMonthlyPrice(plan, period);
                  return fillTemplate(labels.price, {
                    price: formatPrice(price - plan.syncOnlyDiscount!),
                    full: formatPrice(price),
                  });
                })}
                figure={
                  <p className={cn(big, 'text-brand-700')}>
                    {fillTemplate(labels.saving, { discount: formatPrice(plan.syncOnlyDiscount!) })}
                  </p>
                }
                unit={labels.savingUnit}
              />
            ))}
          </ul>
          <SwitchLink labels={labels} choice={labels.lower} />
        </section>
        <section className={choice}>
          <div>
            <h4 className="font-semibold text-ink">{labels.higher.title}</h4>
            <p className="mt-1 text-sm text-ink-muted">{labels.higher.text}</p>
          </div>
          <ul className={list} data-testid="sync-only-limits">
            {discounted.map((plan) => (
              <PlanRow
                key={plan.id}
                name={plan.name}
                detail={
                  <p className="text-xs text-ink-muted">
                    {fillTemplate(labels.higher.limits, {
                      vendors: limitFigure(plan.limits.vendors),
                      products: limitFigure(plan.limits.products),
                    })}
                  </p>
                }
                figure={perPeriod(cn(big, 'text-ink'), (period) => formatPrice(displayedMonthlyPrice(plan, period)))}
                unit={labels.higher.priceUnit}
              />
            ))}
          </ul>
          <SwitchLink labels={labels} choice={labels.higher.title} />
        </section>
      </div>
      {/* What either choice leaves out, once, as a plain note under both. */}
      <p className="mt-4 flex gap-2 text-sm text-ink-muted">
        <Icon name="cross" className="size-5 text-ink-subtle" />
        {labels.givesUp}
      </p>
    </>
  );
}
