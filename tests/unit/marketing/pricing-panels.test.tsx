import { render, screen, within } from '@testing-library/react';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { SyncOnlyDiscounts } from '@/components/marketing/pricing/SetupFees';
import { getPricingContent } from '@/lib/content/marketing';
import { getPlanComparison, getPlans } from '@/lib/content/plans';

describe('the product-sync-only table', () => {
  const renderTable = () => render(<SyncOnlyDiscounts plans={getPlans()} labels={getPricingContent().syncOnly} />);
  /** Each row's cells, on one billing period (both are in the page, for the toggle's CSS). */
  const cells = (period: string) =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.querySelector(`[data-billing="${period}"]`)!.textContent),
      );

  it('is one table, a row a plan, under the two choices as its columns (no sub-scheme boxes)', () => {
    renderTable();
    // Two boxes with sub-schemes were hard to read at a glance (outside review): one table instead.
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Plan',
      'Pay Less Each Month',
      'Sync More for the Same Price',
    ]);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Basic', 'Plus', 'Premium']);
  });

  it("gives each plan's lower price with the SPEC's saving, and its own price with the limits it syncs past, on both periods", () => {
    renderTable();
    expect(cells('annual')).toEqual([
      ['$74/month$15 off $89', '$89/monthOver 2 vendors, 1,000 products'],
      ['$154/month$25 off $179', '$179/monthOver 6 vendors, 5,000 products'],
      ['$219/month$50 off $269', '$269/monthOver 12 vendors, 25,000 products'],
    ]);
    expect(cells('monthly')).toEqual([
      ['$84/month$15 off $99', '$99/monthOver 2 vendors, 1,000 products'],
      ['$174/month$25 off $199', '$199/monthOver 6 vendors, 5,000 products'],
      ['$249/month$50 off $299', '$299/monthOver 12 vendors, 25,000 products'],
    ]);
  });

  it('says once, under the table, what either choice gives up, with one way to switch', () => {
    const { container } = renderTable();
    const note = screen.getByText('No order routing or tracking sync');
    expect(note.closest('table')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Ask Sales to switch/ })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('s')).toBeNull();
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
