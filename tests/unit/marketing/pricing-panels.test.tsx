import { render, screen, within } from '@testing-library/react';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { SetupFeeList } from '@/components/marketing/pricing/SetupFees';
import { getPricingContent } from '@/lib/content/marketing';
import { getPlanComparison } from '@/lib/content/plans';

describe('the setup fees', () => {
  it("is the SPEC's three fees, a tile each under its own heading, and no other price", () => {
    render(<SetupFeeList items={getPricingContent().setupFees.items} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pre-built Integration',
      'CSV, XML or FTP Integration',
      'Custom API Integration',
    ]);
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Free'),
      expect.stringContaining('$300 per vendor'),
      expect.stringContaining('$500 per vendor'),
    ]);
    // One price system: no sync-only price list beside the fees (outside review).
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\/month| off \$/);
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

// Outside review HHH: a row of crosses under "Custom vendor integrations" read as Enterprise only, while
// /custom-integrations builds one for any plan for its setup fee. The row gives the fees, and Enterprise's as part of
// its agreement ("One-time fee" alone sent readers to the band below for the amount: outside reviews UUUUU, VVVVV);
// no note under the table repeats them (NNN); custom sync schedules stay Enterprise's.
it('the comparison offers custom vendor integrations on every plan, for a one-time fee it names', () => {
  render(<PlanComparison comparison={getPlanComparison()} labels={{ customPrice: 'Custom' }} />);
  const cells = (name: string) =>
    within(screen.getByRole('rowheader', { name }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('Custom vendor integrations')).toEqual([
    '$300 or $500, once',
    '$300 or $500, once',
    '$300 or $500, once',
    'In your agreement',
  ]);
  expect(screen.getByTestId('plan-comparison').textContent!.match(/\$300/g)).toHaveLength(3);
  // Crosses on the three priced plans, a tick on Enterprise's (a tick and a cross have different names).
  const schedules = cells('Custom sync schedules');
  expect(new Set(schedules.slice(0, 3)).size).toBe(1);
  expect(schedules[3]).not.toBe(schedules[0]);
  expect(cells('API access')).toEqual([schedules[0], schedules[0], schedules[3], schedules[3]]);
});
