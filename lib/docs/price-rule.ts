/**
 * The vendor price rule (spec section 5): price from the percentage markup on cost, then the MAP
 * floor when Enforce MAP is on, then the MSRP ceiling when Enforce MSRP is on. Amounts are in
 * cents internally so that every step rounds to the cent exactly once.
 */

export type PriceRuleInput = {
  cost: number;
  /** Percentage markup on cost, e.g. 65 for +65%. May be negative (a discount) down to -100. */
  markupPercent: number;
  map?: number | null;
  enforceMap: boolean;
  msrp?: number | null;
  enforceMsrp: boolean;
};

type PriceRuleStep = { kind: 'markup' | 'map' | 'msrp'; applied: boolean; price: number; explanation: string };

type PriceRuleResult = { ok: true; price: number; steps: PriceRuleStep[] } | { ok: false; error: string };

export const PRICE_ERRORS = {
  cost: 'Enter a cost of 0 or more, for example 50.',
  markup: 'Enter a markup percentage of -100 or more, for example 65.',
  map: 'Enter a MAP of 0 or more, or turn Enforce MAP off.',
  msrp: 'Enter an MSRP of 0 or more, or turn Enforce MSRP off.',
} as const;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** "82.50": two decimals, as prices are shown in the store. */
export const formatAmount = (amount: number) => amount.toFixed(2);
/** "$82.50": an amount as a price, in the store's dollars (bare figures beside "$41.95" elsewhere read as two formats: outside review EEE). */
export const formatPrice = (amount: number) => `$${formatAmount(amount)}`;

export function applyPriceRule(input: PriceRuleInput): PriceRuleResult {
  const { cost, markupPercent, map, enforceMap, msrp, enforceMsrp } = input;
  if (!isAmount(cost) || cost < 0) return { ok: false, error: PRICE_ERRORS.cost };
  if (!isAmount(markupPercent) || markupPercent < -100) return { ok: false, error: PRICE_ERRORS.markup };
  if (enforceMap && (!isAmount(map) || map < 0)) return { ok: false, error: PRICE_ERRORS.map };
  if (enforceMsrp && (!isAmount(msrp) || msrp < 0)) return { ok: false, error: PRICE_ERRORS.msrp };

  const steps: PriceRuleStep[] = [];
  let cents = Math.round((toCents(cost) * (100 + markupPercent)) / 100);
  const sign = markupPercent >= 0 ? '+' : '';
  steps.push({
    kind: 'markup',
    applied: true,
    price: fromCents(cents),
    explanation: `Markup: ${formatPrice(cost)} ${sign}${markupPercent}% = ${formatPrice(fromCents(cents))}`,
  });

  if (enforceMap && isAmount(map)) {
    const mapCents = toCents(map);
    const applied = cents < mapCents;
    if (applied) cents = mapCents;
    steps.push({
      kind: 'map',
      applied,
      price: fromCents(cents),
      explanation: applied
        ? `MAP floor: ${formatAmount(fromCents(cents))} is the minimum advertised price, so the price rises to it`
        : `MAP floor: the price is not below ${formatAmount(map)}, so it stays`,
    });
  } else {
    steps.push({
      kind: 'map',
      applied: false,
      price: fromCents(cents),
      explanation: 'MAP floor: Enforce MAP is off, so it is skipped',
    });
  }

  if (enforceMsrp && isAmount(msrp)) {
    const msrpCents = toCents(msrp);
    const applied = cents > msrpCents;
    if (applied) cents = msrpCents;
    steps.push({
      kind: 'msrp',
      applied,
      price: fromCents(cents),
      explanation: applied
        ? `MSRP ceiling: the price is above ${formatAmount(msrp)}, so it drops to it`
        : `MSRP ceiling: the price is not above ${formatAmount(msrp)}, so it stays`,
    });
  } else {
    steps.push({
      kind: 'msrp',
      applied: false,
      price: fromCents(cents),
      explanation: 'MSRP ceiling: Enforce MSRP is off, so it is skipped',
    });
  }

  return { ok: true, price: fromCents(cents), steps };
}
