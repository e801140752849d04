import {
  DEFAULT_BILLING_PERIOD,
  annualSavingLabel,
  annualSavingPercent,
  annualTotal,
  BILLED,
  annualSavingLine,
  billedLine,
  displayedMonthlyPrice,
  formatPrice,
} from '@/lib/product/pricing';

describe('pricing rules', () => {
  it('defaults to annual billing labelled "Save 10%", computed from the plans\' prices', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('annual');
    const plans = [
      { monthlyPrice: 99, annualPrice: 89 },
      { monthlyPrice: 199, annualPrice: 179 },
      { monthlyPrice: 299, annualPrice: 269 },
    ];
    expect(annualSavingLabel(plans)).toBe('Save 10%');
    expect(annualSavingLabel([{ monthlyPrice: 100, annualPrice: 80 }])).toBe('Save 20%');
  });

  it('refuses a label when the plans save different amounts, or nothing', () => {
    expect(() =>
      annualSavingLabel([
        { monthlyPrice: 99, annualPrice: 89 },
        { monthlyPrice: 100, annualPrice: 80 },
      ]),
    ).toThrow('the plans save 10%, 20%');
    expect(() => annualSavingLabel([{ monthlyPrice: 99, annualPrice: 99 }])).toThrow();
    expect(() => annualSavingLabel([])).toThrow();
  });

  it('shows the annual total as the per-month annual price times 12', () => {
    expect(annualTotal(89)).toBe(1068);
    expect(annualTotal(179)).toBe(2148);
    expect(annualTotal(269)).toBe(3228);
  });

  it('says under the toggle what paying annually saves a year, in dollars: a range over the plans, or one figure', () => {
    expect(
      annualSavingLine([
        { monthlyPrice: 99, annualPrice: 89 },
        { monthlyPrice: 199, annualPrice: 179 },
        { monthlyPrice: 299, annualPrice: 269 },
      ]),
    ).toBe('Billed annually: save up to $360 a year');
    expect(annualSavingLine([{ monthlyPrice: 199, annualPrice: 179 }])).toBe('Billed annually: save $240 a year');
  });

  it("says under each per-month price what it is billed as: the annual total, or monthly; the saving is the toggle's", () => {
    expect(billedLine({ monthlyPrice: 99, annualPrice: 89 }, 'annual')).toEqual({
      billed: '$1,068 billed annually,',
      monthToMonth: 'or $99 month to month',
    });
    expect(billedLine({ monthlyPrice: 299, annualPrice: 269 }, 'annual')).toEqual({
      billed: '$3,228 billed annually,',
      monthToMonth: 'or $299 month to month',
    });
    expect(billedLine({ monthlyPrice: 99, annualPrice: 89 }, 'monthly')).toEqual({ billed: 'Billed monthly' });
    expect(BILLED).toEqual({ annual: 'Billed annually', monthly: 'Billed monthly' });
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
