import { render, screen } from '@testing-library/react';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { SyncOnlyDiscounts } from '@/components/marketing/pricing/SetupFees';
import { getPlanComparison, getPlans } from '@/lib/content/plans';

describe('the sync-only discounts', () => {
  it("carry each plan's discounted price on both billing periods, tagged for the toggle's CSS", () => {
    render(<SyncOnlyDiscounts plans={getPlans()} />);
    const prices = (period: string) =>
      [...screen.getByTestId('sync-only-discounts').querySelectorAll(`[data-billing="${period}"]`)].map(
        (part) => part.textContent,
      );
    expect(prices('annual')).toEqual(['$74/mo instead of $89', '$154/mo instead of $179', '$219/mo instead of $269']);
    expect(prices('monthly')).toEqual(['$84/mo instead of $99', '$174/mo instead of $199', '$249/mo instead of $299']);
  });
});

describe('the plan comparison', () => {
  it("names each column's plan above its values, from the plans data, with empty alt text", () => {
    const { container } = render(<PlanComparison comparison={getPlanComparison()} />);
    expect(container.querySelector('style')!.textContent).toBe(
      ['Basic', 'Plus', 'Premium', 'Enterprise']
        .map((name, index) => `.plan-table td:nth-child(${index + 2})::before{content:"${name}"/""}`)
        .join(''),
    );
  });
});
