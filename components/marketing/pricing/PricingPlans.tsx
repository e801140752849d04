import { Badge } from '@/components/ui/Badge';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
import { cn } from '@/lib/util/cn';
import { annualSavingLabel } from '@/lib/product/pricing';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import type { PricingContent } from '@/lib/content/marketing';
import { Icon } from '@/components/ui/Icon';
import { BillingPeriodProvider, BillingToggle, PlanCheckoutLink, PlanPrice } from './BillingPeriod';

const limitLabels = ['stores', 'vendors', 'orders', 'products'] as const;

type PlanLabels = PricingContent['plans'];

/**
 * One plan. The card is a subgrid of five rows (heading, price, limits, features, button), so the
 * same row lines up across the four plans however long each plan's text is.
 */
function PlanCard({ plan, labels }: { plan: Plan; labels: PlanLabels }) {
  const titleId = `plan-${plan.id}`;
  const fit = labels.fit[plan.id];
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
          className="absolute -top-3 left-1/2 -translate-x-1/2 bg-brand-600 whitespace-nowrap text-white ring-brand-600"
        >
          {labels.popular}
        </Badge>
      )}
      <div>
        <h3 id={titleId} className="text-xl font-bold text-ink">
          {plan.name}
        </h3>
        <p className="mt-2 text-sm text-ink-muted">{plan.description}</p>
      </div>
      <div className="mt-5">
        {isPricedPlan(plan) ? (
          <PlanPrice monthlyPrice={plan.monthlyPrice} annualPrice={plan.annualPrice} />
        ) : (
          <div data-testid="plan-price">
            <p className="text-4xl font-bold tracking-tight text-ink">{labels.customPrice}</p>
            <p className="mt-1 text-sm text-ink-muted">{labels.customNote}</p>
          </div>
        )}
      </div>
      <div className="mt-6 border-y border-line py-4">
        <h4 className="sr-only">Limits</h4>
        <ul className="space-y-1.5 text-sm font-semibold text-ink" data-testid="plan-limits">
          {limitLabels.map((key) => (
            <li key={key}>{plan.limits[key]}</li>
          ))}
        </ul>
      </div>
      {/* A column whose note (who needs the plan) sits at its foot: the four notes end on one line, just above the buttons. */}
      <div className="mt-4 flex flex-col gap-4">
        <h4 className="sr-only">Included</h4>
        <ul className="space-y-2.5 text-sm text-ink-muted">
          {/* Index keys: a static list, and a text key is sent a second time in the page's payload (HTML budget). */}
          {plan.features.map((feature, index) => (
            <li key={index} className="flex gap-2">
              <Icon name="check" className="size-5 text-success-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {plan.addOns.length > 0 && (
          <>
            <h4 className="sr-only">Paid add-ons</h4>
            <ul className="space-y-2.5 text-sm text-ink-muted" data-testid="plan-add-ons">
              {plan.addOns.map((addOn, index) => (
                <li key={index} className="flex gap-2">
                  <Icon name="tag" className="size-5 text-ink-subtle" />
                  <span>
                    <span className="font-semibold text-ink">{labels.addOn} </span>
                    {addOn}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {/* Who needs the plan (past the plan below's limits), where a shorter list than Basic's left a gap
            above the button (outside reviews): in the row of four (xl), and from 640 px for the highlighted
            plan, two to a row beside Basic; there Premium's list is the longer of its pair, and Enterprise's note would
            open the gap in Premium's card. */}
        {fit && (
          <p
            className={cn(
              'mt-auto hidden rounded-lg bg-surface-muted p-4 text-sm text-ink-muted xl:block',
              plan.highlight && 'sm:block',
            )}
            data-testid="plan-fit"
          >
            <strong className="block text-ink">{fit.title}</strong>
            {fit.text}
          </p>
        )}
      </div>
      {/* The foot: every card ends with its button at the same height, the trial under it, so a shorter
          list leaves room above a button level with its neighbours' rather than a hole at the end. */}
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
          </PlanCheckoutLink>
        )}
        {isPricedPlan(plan) && <p className="mt-2 text-center text-xs text-ink-muted">{labels.trial}</p>}
      </div>
    </li>
  );
}

/** The billing toggle above the four plan cards; the prices and checkout links follow it. */
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
    <BillingPeriodProvider>
      <BillingToggle
        legend={toggle.legend}
        labels={{ monthly: toggle.monthly, annual: toggle.annual }}
        savingLabel={annualSavingLabel(plans.filter(isPricedPlan))}
      />
      <ul className="mt-12 grid gap-x-6 gap-y-8 md:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} labels={labels} />
        ))}
      </ul>
    </BillingPeriodProvider>
  );
}
