import {
  ANNUAL_SAVING_LABEL,
  DEFAULT_BILLING_PERIOD,
  annualSavingPercent,
  annualTotal,
  displayedMonthlyPrice,
  formatPrice,
} from '@/lib/pricing';

describe('pricing rules', () => {
  it('defaults to annual billing labelled "Save 10%"', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('annual');
    expect(ANNUAL_SAVING_LABEL).toBe('Save 10%');
  });

  it('shows the annual total as the per-month annual price times 12', () => {
    expect(annualTotal(89)).toBe(1068);
    expect(annualTotal(179)).toBe(2148);
    expect(annualTotal(269)).toBe(3228);
  });

  it('shows the per-month price of the chosen period', () => {
    const basic = { monthlyPrice: 99, annualPrice: 89 };
    expect(displayedMonthlyPrice(basic, 'annual')).toBe(89);
    expect(displayedMonthlyPrice(basic, 'monthly')).toBe(99);
  });

  it('formats whole dollars with thousands separators', () => {
    expect(formatPrice(89)).toBe('$89');
    expect(formatPrice(3228)).toBe('$3,228');
  });

  it.each([
    [99, 89],
    [199, 179],
    [299, 269],
  ])('saves 10%% on a $%i plan billed annually at $%i a month', (monthlyPrice, annualPrice) => {
    expect(annualSavingPercent({ monthlyPrice, annualPrice })).toBe(10);
  });
});
