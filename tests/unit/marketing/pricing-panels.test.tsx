import { render, screen, within } from '@testing-library/react';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { SyncOnlyDiscounts } from '@/components/marketing/pricing/SetupFees';
import { getPricingContent } from '@/lib/content/marketing';
import { getPlanComparison, getPlans } from '@/lib/content/plans';

describe('the product-sync-only choices', () => {
  const renderChoices = () => render(<SyncOnlyDiscounts plans={getPlans()} labels={getPricingContent().syncOnly} />);
  /** Each row's cells, on one billing period (both are in the page, for the toggle's CSS). */
  const cells = (period: string) =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll(`td [data-billing="${period}"]`)].map((cell) => cell.textContent));

  it('is two choices under their own headings: a price list a plan a row, then the higher limits in words', () => {
    renderChoices();
    // A three-column table of both choices, each plan's limits under its price, was hard to read (outside review).
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Pay Less Each Month',
      'Sync More for the Same Price',
    ]);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Pay Less Each Month' })).toBeInTheDocument();
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    // Each plan with the vendors and products its lower price covers: its own limits (numbers, not "sync more"
    // alone: outside review MM).
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'BasicUp to 2 vendors, 1,000 products',
      'PlusUp to 6 vendors, 5,000 products',
      'PremiumUp to 12 vendors, 25,000 products',
    ]);
    // SPEC gives no figures for the higher limits: none is invented (no "Over 2 vendors, 1,000 products").
    const higher = screen.getByTestId('sync-only-higher');
    expect(higher).toHaveTextContent(
      "Keep your plan's full price, and Sales raises its vendor and product limits above those listed when you switch.",
    );
    expect(document.body.textContent).not.toMatch(/Over \d+ vendors/);
  });

  it("gives each plan's lower price and the SPEC's saving off the plan's price, on both periods", () => {
    renderChoices();
    expect(cells('annual')).toEqual([
      ['$74/month', '$15 off $89'],
      ['$154/month', '$25 off $179'],
      ['$219/month', '$50 off $269'],
    ]);
    expect(cells('monthly')).toEqual([
      ['$84/month', '$15 off $99'],
      ['$174/month', '$25 off $199'],
      ['$249/month', '$50 off $299'],
    ]);
  });

  it('has no "Neither includes" list (the box\'s intro says what sync-only leaves out), and one way to switch', () => {
    const { container } = renderChoices();
    // "Neither includes:" over a list read as awkward (outside review MM): the intro says it in a sentence.
    expect(document.body.textContent).not.toContain('Neither includes');
    expect(screen.queryAllByRole('list')).toHaveLength(0);
    expect(getPricingContent().syncOnly.intro).toBe(
      "Linkwell syncs your vendors' stock, prices and products to your store, without order routing or tracking sync. Pay less, or sync more:",
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Ask Sales to switch/ })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('s')).toBeNull();
  });
});

describe('the plan comparison', () => {
  it("offers a phone one plan at a time: a radio a plan, the cards' most popular checked, each hiding the others' columns", () => {
    const { container } = render(
      <PlanComparison comparison={getPlanComparison()} labels={{ customPrice: 'Custom' }} />,
    );
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
