import { render, screen, within } from '@testing-library/react';
import { CustomerLogos } from '@/components/marketing/CustomerLogos';
import { StatBand } from '@/components/marketing/StatBand';

const figures = [
  {
    value: '3x',
    label: 'more products listed',
    source: { text: 'FixtureFarm case study', href: '/case-studies/fixturefarm' },
  },
  { value: '75+', label: 'businesses', source: { text: 'With 200+ Shopify stores between them' } },
];

describe('StatBand', () => {
  it('says each note under its own figure, before the source, in the cards variant', () => {
    render(<StatBand items={figures} variant="cards" notes={['Step 03: bulk listing.', 'Step 04: routing.']} />);
    const [first, second] = screen.getAllByTestId('stat');
    expect(within(first!).getByTestId('stat-note')).toHaveTextContent('Step 03: bulk listing.');
    expect(within(second!).getByTestId('stat-note')).toHaveTextContent('Step 04: routing.');
    expect(within(first!).getByRole('link', { name: 'FixtureFarm case study' })).toHaveAttribute(
      'href',
      '/case-studies/fixturefarm',
    );
    // A figure without a case study says its scope, as text.
    expect(within(second!).getByTestId('stat-source')).toHaveTextContent('With 200+ Shopify stores between them');
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it("says whose store a customer's figure was measured in and what was counted, in the cards variant only", () => {
    const measuredFigure = {
      ...figures[0]!,
      customer: 'Measured at FixtureFarm over its first six months',
      measured: 'About 1,900 products in the catalog before, 5,800 after',
    };
    const { unmount } = render(
      <StatBand items={[measuredFigure]} variant="cards" notes={['Step 03: bulk listing.']} />,
    );
    expect(screen.getByTestId('stat-customer')).toHaveTextContent('Measured at FixtureFarm over its first six months');
    expect(screen.getByTestId('stat-measured')).toHaveTextContent('About 1,900 products in the catalog before');
    unmount();
    render(<StatBand items={[measuredFigure]} />);
    expect(screen.queryByTestId('stat-customer')).toBeNull();
    expect(screen.queryByTestId('stat-measured')).toBeNull();
  });

  it('has no note where none is given', () => {
    render(<StatBand items={figures} variant="plain" />);
    expect(screen.queryByTestId('stat-note')).toBeNull();
  });
});

describe('CustomerLogos', () => {
  it("links each customer's wordmark to its case study, named by the company and its trade", () => {
    render(
      <CustomerLogos
        customers={[
          {
            company: 'Evertail',
            industry: 'Pet supplies',
            href: '/case-studies/evertail',
            logo: { symbol: 'paw' },
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Evertail Pet supplies' })).toHaveAttribute(
      'href',
      '/case-studies/evertail',
    );
  });
});
