import { formatUsd } from '@/lib/util/number';

/** Billing periods of the pricing toggle; annual is the default (spec section 4). */
export type BillingPeriod = 'annual' | 'monthly';
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annual';
export const BILLING_PERIODS: BillingPeriod[] = ['monthly', 'annual'];
/**
 * The attribute naming the period a price or link belongs to: the toggle's CSS hides the other
 * period's anywhere on the page (before hydration and without JavaScript too).
 */
export const BILLING_PERIOD_ATTRIBUTE = 'data-billing';

/** Whole-dollar price as shown on the pricing page: 1068 -> "$1,068". */
export function formatPrice(amount: number): string {
  return formatUsd(amount);
}

/** Annual total shown under the annual per-month price: per-month annual price x 12. */
export function annualTotal(perMonthBilledAnnually: number): number {
  return perMonthBilledAnnually * 12;
}

/** How each billing period is billed, in the words under every per-month price on the page. */
export const BILLED: Record<BillingPeriod, string> = { annual: 'Billed annually', monthly: 'Billed monthly' };

/**
 * The line under a plan's per-month price ("$1,068 billed annually," then "or $99 month to month", "Billed
 * monthly"): what the card's price is billed as, in its parts, so a card can set the month-to-month price on a
 * line of its own. The saving is the toggle's to say, on its Annual option and in the line under it ("(save
 * $120)" on every card as well said it three times over the plans: outside review).
 */
export function billedLine(
  prices: { monthlyPrice: number; annualPrice: number },
  period: BillingPeriod,
): { billed: string; monthToMonth?: string } {
  if (period === 'monthly') return { billed: BILLED.monthly };
  return {
    billed: `${formatPrice(annualTotal(prices.annualPrice))} billed annually,`,
    monthToMonth: `or ${formatPrice(prices.monthlyPrice)} month to month`,
  };
}

/** The per-month price shown for a billing period. */
export function displayedMonthlyPrice(
  prices: { monthlyPrice: number; annualPrice: number },
  period: BillingPeriod,
): number {
  return period === 'annual' ? prices.annualPrice : prices.monthlyPrice;
}

/** Percentage saved by paying annually, rounded to a whole percent (89 vs 99 -> 10). */
export function annualSavingPercent(prices: { monthlyPrice: number; annualPrice: number }): number {
  return Math.round((1 - prices.annualPrice / prices.monthlyPrice) * 100);
}

/**
 * The line under the toggle while annual is chosen: what paying yearly saves, in dollars a year ("Billed
 * annually: save up to $360 a year"), the one other place the saving is said; the Annual option's
 * "Save 10%" gives the percent (the percent again here, beside it, told a store owner nothing new). The
 * most a plan saves: a range, "you save $120 to $360", read oddly (outside review QQ); each card gives its yearly total.
 */
export function annualSavingLine(plans: { monthlyPrice: number; annualPrice: number }[]): string {
  const savings = plans.map((prices) => (prices.monthlyPrice - prices.annualPrice) * 12);
  const [low, high] = [Math.min(...savings), Math.max(...savings)];
  return `${BILLED.annual}: save ${low === high ? '' : 'up to '}${formatPrice(high)} a year`;
}

/**
 * The label of the toggle's annual option, computed from the priced plans ("Save 10%"). It names one
 * figure for every plan, so plans that save different amounts fail the build instead of misleading.
 */
export function annualSavingLabel(plans: { monthlyPrice: number; annualPrice: number }[]): string {
  const percents = [...new Set(plans.map(annualSavingPercent))];
  if (percents.length !== 1 || !(percents[0]! > 0))
    throw new Error(`The annual option names one saving, but the plans save ${percents.join('%, ')}%.`);
  return `Save ${percents[0]}%`;
}
