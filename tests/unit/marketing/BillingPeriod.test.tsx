import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BillingPeriodProvider,
  BillingToggle,
  PlanCheckoutLink,
  PlanPrice,
} from '@/components/marketing/pricing/BillingPeriod';

const links = { monthly: 'https://checkout.example/plus-monthly', annual: 'https://checkout.example/plus-annual' };

/** The price shown: both periods are rendered, the other one hidden once hydrated (CSS hides it before). */
const shownPrice = () =>
  within(screen.getByTestId('plan-price'))
    .getAllByText(/billed/i)
    .map((line) => line.closest('[data-billing]')!)
    .find((part) => !part.hasAttribute('hidden'))!;

function Pricing() {
  return (
    <BillingPeriodProvider>
      <BillingToggle
        legend="Billing period"
        labels={{ monthly: 'Monthly', annual: 'Annual' }}
        savingLabel="Save 10%"
        savingLine="Billed annually: save $240 a year"
      />
      <PlanPrice monthlyPrice={199} annualPrice={179} />
      <PlanCheckoutLink links={links}>Start with Plus</PlanCheckoutLink>
    </BillingPeriodProvider>
  );
}

describe('billing period toggle', () => {
  it('is a labelled radio group with annual ("Save 10%") chosen by default', () => {
    render(<Pricing />);
    const group = screen.getByRole('group', { name: 'Billing period' });
    expect(within(group).getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Annual/ })).toHaveAccessibleName('Annual Save 10%');
    expect(within(group).getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(shownPrice()).toHaveTextContent(/^\$179\/month\$2,148 billed annually, or \$199 month to month$/);
    // The monthly price it replaces said under it, not struck through beside it (read as a sale tag).
    expect((shownPrice() as HTMLElement).querySelector('s, del')).toBeNull();
    expect(screen.getByRole('link', { name: /Start with Plus/ })).toHaveAttribute('href', links.annual);
  });

  it('switches the displayed price and the checkout link, and announces the change', async () => {
    const user = userEvent.setup();
    render(<Pricing />);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(shownPrice()).toHaveTextContent('$199/monthBilled monthly');
    expect(screen.getByRole('link', { name: /Start with Plus/ })).toHaveAttribute('href', links.monthly);
    expect(screen.getByText('Showing monthly prices, billed every month.')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(shownPrice()).toHaveTextContent(/^\$179\/month\$2,148 billed annually, or \$199 month to month$/);
    expect(screen.getByRole('link', { name: /Start with Plus/ })).toHaveAttribute('href', links.annual);
  });

  it('carries both periods for the CSS that applies the choice before hydration, one shown once hydrated', () => {
    render(<Pricing />);
    expect(
      document.querySelectorAll('[data-plan-price] [data-billing], [data-testid="plan-price"] [data-billing]'),
    ).toHaveLength(2);
    expect(document.querySelectorAll('a[data-billing]')).toHaveLength(2);
    expect(document.querySelectorAll('a[data-billing]:not([hidden])')).toHaveLength(1);
    expect(document.querySelector('style')!.textContent).toContain('[data-billing]:not([data-billing="monthly"])');
  });

  it('says under the toggle, in plain words, how the prices shown are billed: a line per period for its CSS', () => {
    render(<Pricing />);
    const group = screen.getByRole('group', { name: 'Billing period' });
    const lines = [...group.querySelectorAll('p[data-billing]')].map((line) => [
      line.getAttribute('data-billing'),
      line.textContent,
    ]);
    expect(lines).toEqual([
      ['monthly', 'Billed monthly'],
      ['annual', 'Billed annually: save $240 a year'],
    ]);
  });

  it('opens checkout in a new tab without an opener', () => {
    render(<Pricing />);
    const link = screen.getByRole('link', { name: 'Start with Plus (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
