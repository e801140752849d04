'use client';

import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useEarlyChoice } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/util/cn';
import {
  DEFAULT_BILLING_PERIOD,
  annualTotal,
  displayedMonthlyPrice,
  formatPrice,
  type BillingPeriod,
} from '@/lib/product/pricing';

const BillingPeriodContext = createContext<{ period: BillingPeriod; setPeriod: (period: BillingPeriod) => void }>({
  period: DEFAULT_BILLING_PERIOD,
  setPeriod: () => {},
});

/** Holds the billing period shared by the toggle, the prices and the checkout links (annual first). */
export function BillingPeriodProvider({ children }: { children: ReactNode }) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  return <BillingPeriodContext.Provider value={{ period, setPeriod }}>{children}</BillingPeriodContext.Provider>;
}

export const ANNUAL_STATUS = 'Showing annual prices, billed once a year.';
export const MONTHLY_STATUS = 'Showing monthly prices, billed every month.';

const periods: BillingPeriod[] = ['monthly', 'annual'];
const isBillingPeriod = (value: string): value is BillingPeriod => (periods as string[]).includes(value);

/** A radio group of two options: Monthly, and Annual labelled with its saving ("Save 10%"). A choice made before hydration is taken up. */
export function BillingToggle({
  legend,
  labels,
  savingLabel,
}: {
  legend: string;
  labels: Record<BillingPeriod, string>;
  savingLabel: string;
}) {
  const { period, setPeriod } = useContext(BillingPeriodContext);
  const [changed, setChanged] = useState(false);
  const name = useId();
  const choose = (option: BillingPeriod) => {
    setPeriod(option);
    setChanged(true);
  };
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(groupRef, period, (value) => {
    if (isBillingPeriod(value)) choose(value);
  });
  return (
    <fieldset ref={groupRef} className="flex flex-col items-center gap-3">
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full border border-line bg-surface-raised p-1 shadow-sm">
        {periods.map((option) => (
          <label
            key={option}
            className={cn(
              'relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
              period === option ? 'bg-brand-600 text-white' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={period === option}
              onChange={() => choose(option)}
              className="sr-only"
            />
            {labels[option]}
            {option === 'annual' && (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-bold',
                  period === option ? 'bg-white text-brand-deeper' : 'bg-success-50 text-success-700',
                )}
              >
                {savingLabel}
              </span>
            )}
          </label>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {changed ? (period === 'annual' ? ANNUAL_STATUS : MONTHLY_STATUS) : ''}
      </p>
    </fieldset>
  );
}

/** The per-month price of the chosen period; annually billed plans also show the yearly total. */
export function PlanPrice({ monthlyPrice, annualPrice }: { monthlyPrice: number; annualPrice: number }) {
  const { period } = useContext(BillingPeriodContext);
  const price = displayedMonthlyPrice({ monthlyPrice, annualPrice }, period);
  return (
    <div data-testid="plan-price" data-period={period}>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink tabular-nums">{formatPrice(price)}</span>
        <span className="text-sm font-medium text-ink-muted">/month</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {period === 'annual' ? `${formatPrice(annualTotal(annualPrice))} billed annually` : 'Billed monthly'}
      </p>
    </div>
  );
}

/** The plan's checkout link for the chosen period, opened in a new tab. */
export function PlanCheckoutLink({
  links,
  className,
  children,
}: {
  links: Record<BillingPeriod, string>;
  className?: string;
  children: ReactNode;
}) {
  const { period } = useContext(BillingPeriodContext);
  return (
    <a href={links[period]} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
