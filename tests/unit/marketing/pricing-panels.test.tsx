import { render, screen, within } from '@testing-library/react';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { SyncOnlyDiscounts } from '@/components/marketing/pricing/SetupFees';
import { getPricingContent } from '@/lib/content/marketing';
import { getPlanComparison, getPlans } from '@/lib/content/plans';

describe('the sync-only discounts', () => {
  it("carry each plan's discounted price on both billing periods, tagged for the toggle's CSS", () => {
    render(<SyncOnlyDiscounts plans={getPlans()} labels={getPricingContent().syncOnly} />);
    const prices = (period: string) =>
      [...screen.getByTestId('sync-only-discounts').querySelectorAll(`[data-billing="${period}"]`)].map(
        (part) => part.textContent,
      );
    expect(prices('annual')).toEqual(['$74/mo instead of $89', '$154/mo instead of $179', '$219/mo instead of $269']);
    expect(prices('monthly')).toEqual(['$84/mo instead of $99', '$174/mo instead of $199', '$249/mo instead of $299']);
  });

  it("name the limit the full price lifts (the plan's products) and lead to sales to switch", () => {
    render(<SyncOnlyDiscounts plans={getPlans()} labels={getPricingContent().syncOnly} />);
    const cards = within(screen.getByTestId('sync-only-discounts')).getAllByRole('listitem');
    for (const [index, products] of ['1,000', '5,000', '25,000'].entries()) {
      expect(
        within(cards[index]!).getByText(`Or keep the full price and sync more than ${products} products`),
      ).toBeInTheDocument();
      expect(within(cards[index]!).getByRole('link', { name: 'Ask Sales' })).toHaveAttribute('href', '/contact');
    }
  });
});

describe('the plan comparison', () => {
  it("offers a phone one plan at a time: a radio a plan, the cards' most popular checked, each hiding the others' columns", () => {
    const { container } = render(<PlanComparison comparison={getPlanComparison()} />);
    const group = screen.getByRole('group', { name: 'Plan to compare' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Basic',
      'Plus',
      'Premium',
      'Enterprise',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false, false]);
    const rules = container.querySelector('style')!.textContent!;
    expect(rules).toMatch(/^@media \(max-width:47\.98rem\)\{/);
    // Plus (value 1) keeps the third cell of each row (the row header is the first): every other value is hidden.
    expect(rules).toContain('.plan-pick:has([value="1"]:checked)~table td:not(:nth-child(3)){display:none}');
  });
});
