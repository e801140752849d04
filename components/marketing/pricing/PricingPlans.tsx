import { Badge } from '@/components/ui/Badge';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
import { cn } from '@/lib/util/cn';
import { annualSavingLabel, annualSavingLine } from '@/lib/product/pricing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import type { PricingContent } from '@/lib/content/marketing';
import { Icon } from '@/components/ui/Icon';
import { BillingToggle, PlanCheckoutLink, PlanPrice } from './BillingPeriod';

const limitLabels = ['stores', 'vendors', 'orders', 'products'] as const;

type PlanLabels = PricingContent['plans'];

/**
 * One plan, read as Linear's and Stripe's cards read: who it is for, the price and the button first,
 * then the limits, then what it includes under what it builds on. The card is a subgrid of five rows
 * (heading, price, button, limits, features), so each row lines up across the four plans. The
 * trial is said once in the hero and what a plan lacks or pays extra for in the comparison table, so
 * the card carries no notes in small print (outside review: dense grey type). Which plan fits is said in
 * each card, by who it is for and its vendor limit (a "Which Plan Fits:" line over the cards broke with a
 * plan alone on a centred line at 375 and 768 px: outside review II).
 */
function PlanCard({ plan, labels }: { plan: Plan; labels: PlanLabels }) {
  const titleId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn(
        'relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-card border bg-surface-raised p-6 shadow-sm',
        plan.highlight ? 'border-brand-500 shadow-lg ring-2 shadow-brand-600/10 ring-brand-500' : 'border-line',
      )}
    >
      {plan.highlight && (
        <Badge
          tone="brand"
          className="absolute -top-3.5 left-1/2 -translate-x-1/2 bg-brand-600 px-3 py-1 text-sm whitespace-nowrap text-white ring-brand-600"
        >
          {labels.popular}
        </Badge>
      )}
      <div>
        <h3 id={titleId} className="text-xl font-bold text-ink">
          {plan.name}
        </h3>
        <p className="mt-2 text-ink-muted">{plan.description}</p>
      </div>
      <div className="mt-6">
        {isPricedPlan(plan) ? (
          <PlanPrice monthlyPrice={plan.monthlyPrice} annualPrice={plan.annualPrice} />
        ) : (
          <div data-testid="plan-price">
            <p className="text-4xl font-bold tracking-tight text-ink">{labels.customPrice}</p>
            <p className="mt-1 text-sm text-ink-muted">{labels.customNote}</p>
          </div>
        )}
      </div>
      <div className="mt-6">
        {plan.enterprise ? (
          <ButtonLink href={plan.checkout.monthly} variant="secondary" className="w-full">
            {plan.buttonText}
          </ButtonLink>
        ) : (
          <PlanCheckoutLink
            links={plan.checkout}
            className={buttonClasses({ variant: plan.highlight ? 'primary' : 'secondary', className: 'w-full' })}
          >
            {plan.buttonText}
            {/* Every plan's button has the same words: which plan it starts is said to a screen reader's list of links. */}
            <span className="sr-only"> on {plan.name}</span>
          </PlanCheckoutLink>
        )}
      </div>
      <div className="mt-6 border-t border-line pt-5">
        <h4 className="sr-only">Limits</h4>
        {/* Each limit's figure bold in a regular line, so the four read as figures to compare across the plans (four
            bold lines over a list of checks read as one dense block: outside review TT). */}
        <ul className="space-y-2 text-ink" data-testid="plan-limits">
          {limitLabels.map((key) => (
            <li key={key}>
              {plan.limits[key].split(/(\d[\d,]*|Unlimited)/).map((part, index) =>
                index % 2 ? (
                  <strong key={index} className="font-semibold">
                    {part}
                  </strong>
                ) : (
                  part
                ),
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-5 border-t border-line pt-5">
        <h4 className={plan.builtOn ? 'mb-3 text-sm font-semibold text-ink' : 'sr-only'}>
          {plan.builtOn ?? labels.included}
        </h4>
        <ul className="space-y-3 text-sm text-ink">
          {/* Index keys: a static list, and a text key is sent a second time in the page's payload (HTML budget). */}
          {plan.features.map((feature, index) => (
            <li key={index} className="flex gap-2">
              <Icon name="check" className="size-5 text-success-700" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * The billing toggle above the four plan cards; the prices and checkout links follow it, within the page's
 * BillingPeriodProvider (the comparison table's checkout links follow it too).
 */
export function PricingPlans({
  plans,
  labels,
  toggle,
}: {
  plans: Plan[];
  labels: PlanLabels;
  toggle: PricingContent['toggle'];
}) {
  return (
    <>
      <BillingToggle
        legend={toggle.legend}
        labels={{ monthly: toggle.monthly, annual: toggle.annual }}
        savingLabel={annualSavingLabel(plans.filter(isPricedPlan))}
        savingLine={annualSavingLine(plans.filter(isPricedPlan))}
      />
      <ul className="mt-12 grid gap-x-6 gap-y-8 md:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} labels={labels} />
        ))}
      </ul>
    </>
  );
}
