'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useEarlyChoice } from '@/components/ui/useEarlyActions';
import { choiceRules } from '@/lib/first-paint/native-choices';
import {
  BILLING_PERIODS as periods,
  BILLING_PERIOD_ATTRIBUTE as PERIOD_ATTRIBUTE,
  BILLED,
  DEFAULT_BILLING_PERIOD,
  billedLine,
  displayedMonthlyPrice,
  formatPrice,
  type BillingPeriod,
} from '@/lib/product/pricing';

const BillingPeriodContext = createContext<{ period: BillingPeriod; setPeriod: (period: BillingPeriod) => void }>({
  period: DEFAULT_BILLING_PERIOD,
  setPeriod: () => {},
});

/**
 * Holds the billing period shared by the toggle, the prices and the checkout links (annual first).
 * The page carries both periods' prices and links; until hydration (and without JavaScript) CSS
 * shows the checked period's (the toggle's rules), after it React hides the other's too.
 */
export function BillingPeriodProvider({ children }: { children: ReactNode }) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  return <BillingPeriodContext.Provider value={{ period, setPeriod }}>{children}</BillingPeriodContext.Provider>;
}

/** The radios' group name (one toggle a page). */
const GROUP_NAME = 'billing-period';

/** Whether `option`'s part is hidden: never in the server's HTML (CSS decides there), then by the state. */
function useHiddenPeriod(option: BillingPeriod) {
  const { period } = useContext(BillingPeriodContext);
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated && period !== option;
}

export const ANNUAL_STATUS = 'Showing annual prices, billed once a year.';
export const MONTHLY_STATUS = 'Showing monthly prices, billed every month.';

const isBillingPeriod = (value: string): value is BillingPeriod => (periods as string[]).includes(value);

/**
 * A radio group of two options: Monthly, and Annual labelled with its saving ("Save 10%"), over a plain line
 * of how the prices shown are billed (the pill alone left the state unclear, outside review), annual's with
 * its saving in dollars ("Billed annually: save up to $360 a year"). Native: CSS applies the choice
 * (and shows its line) before hydration and without JavaScript; a choice made early is taken up.
 */
export function BillingToggle({
  legend,
  labels,
  savingLabel,
  savingLine,
}: {
  legend: string;
  labels: Record<BillingPeriod, string>;
  savingLabel: string;
  savingLine: string;
}) {
  const { period, setPeriod } = useContext(BillingPeriodContext);
  const [changed, setChanged] = useState(false);
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
      <style>{choiceRules({ name: GROUP_NAME, attribute: PERIOD_ATTRIBUTE, values: periods })}</style>
      <div className="inline-flex rounded-full border border-line bg-surface-raised p-1 shadow-sm">
        {periods.map((option) => (
          <label
            key={option}
            className="choice relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-ink has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={GROUP_NAME}
              value={option}
              checked={period === option}
              onChange={() => choose(option)}
              className="sr-only"
            />
            {labels[option]}
            {option === 'annual' && (
              <span className="choice-badge rounded-full bg-success-50 px-2 py-0.5 text-xs font-bold text-success-700">
                {savingLabel}
              </span>
            )}
          </label>
        ))}
      </div>
      {periods.map((option) => (
        <p key={option} className="text-sm font-medium text-ink-muted" {...{ [PERIOD_ATTRIBUTE]: option }}>
          {option === 'annual' ? savingLine : BILLED.monthly}
        </p>
      ))}
      <p className="sr-only" aria-live="polite">
        {changed ? (period === 'annual' ? ANNUAL_STATUS : MONTHLY_STATUS) : ''}
      </p>
    </fieldset>
  );
}

/** The per-month price of the chosen period; annually billed plans also show the yearly total. Both periods are in the page (see BillingPeriodProvider). */
export function PlanPrice({ monthlyPrice, annualPrice }: { monthlyPrice: number; annualPrice: number }) {
  return (
    <div data-testid="plan-price">
      {periods.map((option) => (
        <PeriodPrice key={option} option={option} prices={{ monthlyPrice, annualPrice }} />
      ))}
    </div>
  );
}

function PeriodPrice({
  option,
  prices,
}: {
  option: BillingPeriod;
  prices: { monthlyPrice: number; annualPrice: number };
}) {
  const hidden = useHiddenPeriod(option);
  const { billed, monthToMonth } = billedLine(prices, option);
  return (
    <div hidden={hidden} {...{ [PERIOD_ATTRIBUTE]: option }}>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink tabular-nums">
          {formatPrice(displayedMonthlyPrice(prices, option))}
        </span>
        <span className="text-sm font-medium text-ink-muted">/month</span>
      </p>
      {/* Annual's saving said in the line under its price, the month-to-month price beside the yearly total (only the
          toggle said it: outside review WWW); the monthly price struck through beside it read as a sale tag (outside
          reviews XXX, UUUU, VVVV, XXXX). */}
      <p className="mt-1 text-sm text-ink-muted">
        {/* The month-to-month price on a line of its own in every card (broken where each card ran out of room, the
            line took one line in one card and two in the next: outside review ZZZZ). */}
        {billed}
        {monthToMonth && (
          <>
            {' '}
            <span className="block">{monthToMonth}</span>
          </>
        )}
      </p>
    </div>
  );
}

/** The plan's checkout link for the chosen period, opened in a new tab (one link a period, the other hidden). */
export function PlanCheckoutLink({
  links,
  className,
  children,
}: {
  links: Record<BillingPeriod, string>;
  className?: string;
  children: ReactNode;
}) {
  return periods.map((option) => (
    <PeriodLink key={option} option={option} href={links[option]} className={className}>
      {children}
    </PeriodLink>
  ));
}

function PeriodLink({
  option,
  href,
  className,
  children,
}: {
  option: BillingPeriod;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const hidden = useHiddenPeriod(option);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      hidden={hidden}
      className={className}
      {...{ [PERIOD_ATTRIBUTE]: option }}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
