import { applyPriceRule, formatAmount, PRICE_ERRORS, type PriceRuleInput } from '@/lib/docs/price-rule';

const example: PriceRuleInput = {
  cost: 50,
  markupPercent: 65,
  map: 85,
  enforceMap: true,
  msrp: 100,
  enforceMsrp: true,
};

const priceOf = (input: PriceRuleInput) => {
  const result = applyPriceRule(input);
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('applyPriceRule (spec section 5)', () => {
  it('cost 50 with +65% gives 82.50 before MAP and MSRP', () => {
    const result = priceOf({ ...example, enforceMap: false, enforceMsrp: false });
    expect(formatAmount(result.price)).toBe('82.50');
    expect(result.steps.map((step) => step.applied)).toEqual([true, false, false]);
  });

  it('MAP 85 raises 82.50 to 85, MSRP 100 leaves it: final 85.00', () => {
    const result = priceOf(example);
    expect(formatAmount(result.price)).toBe('85.00');
    expect(result.steps.map((step) => [step.kind, step.applied, formatAmount(step.price)])).toEqual([
      ['markup', true, '82.50'],
      ['map', true, '85.00'],
      ['msrp', false, '85.00'],
    ]);
  });

  it('MSRP lowers a price above it', () => {
    expect(priceOf({ ...example, markupPercent: 150 }).price).toBe(100);
  });

  it('ignores MAP and MSRP values while their switches are off', () => {
    expect(priceOf({ ...example, map: 200, msrp: 10, enforceMap: false, enforceMsrp: false }).price).toBe(82.5);
  });

  it('applies MSRP after MAP, so MSRP wins when MAP is above MSRP', () => {
    const result = priceOf({ ...example, map: 120, msrp: 100 });
    expect(result.price).toBe(100);
    expect(result.steps.map((step) => step.applied)).toEqual([true, true, true]);
  });

  it('rounds to the cent once per step', () => {
    expect(priceOf({ cost: 19.99, markupPercent: 33, enforceMap: false, enforceMsrp: false }).price).toBe(26.59);
    expect(priceOf({ cost: 0.1, markupPercent: 5, enforceMap: false, enforceMsrp: false }).price).toBe(0.11);
    expect(priceOf({ cost: 10, markupPercent: 12.5, enforceMap: false, enforceMsrp: false }).price).toBe(11.25);
  });

  it('accepts a zero markup and a discount down to -100%', () => {
    expect(priceOf({ ...example, markupPercent: 0, enforceMap: false }).price).toBe(50);
    expect(priceOf({ ...example, markupPercent: -100, enforceMap: false }).price).toBe(0);
  });

  it.each([
    [{ ...example, cost: -1 }, PRICE_ERRORS.cost],
    [{ ...example, cost: Number.NaN }, PRICE_ERRORS.cost],
    [{ ...example, markupPercent: -101 }, PRICE_ERRORS.markup],
    [{ ...example, markupPercent: Number.POSITIVE_INFINITY }, PRICE_ERRORS.markup],
    [{ ...example, map: -5 }, PRICE_ERRORS.map],
    [{ ...example, map: null }, PRICE_ERRORS.map],
    [{ ...example, msrp: Number.NaN }, PRICE_ERRORS.msrp],
  ])('rejects invalid input with a clear message (%#)', (input, message) => {
    expect(applyPriceRule(input)).toEqual({ ok: false, error: message });
  });

  it('does not need a MAP or MSRP value when the switch is off', () => {
    expect(
      applyPriceRule({ cost: 50, markupPercent: 65, map: null, enforceMap: false, msrp: null, enforceMsrp: false }),
    ).toMatchObject({ ok: true, price: 82.5 });
  });
});
