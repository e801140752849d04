import { render, screen, within } from '@testing-library/react';
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
  it("links a customer's figure to its case study and says a figure's scope as text", () => {
    render(<StatBand items={figures} variant="plain" />);
    const [first, second] = screen.getAllByTestId('stat');
    expect(within(first!).getByRole('link', { name: 'FixtureFarm case study' })).toHaveAttribute(
      'href',
      '/case-studies/fixturefarm',
    );
    expect(within(second!).getByTestId('stat-source')).toHaveTextContent('With 200+ Shopify stores between them');
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it("gives each figure its term and its label, on Home's cards too, with what a customer's figure replaced and its story linked", () => {
    const [first, second] = figures;
    render(<StatBand items={[{ ...first!, before: 'A backlog of products' }, second!]} beforeLabel="Before:" />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['3x', '75+']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('more products listed');
    expect(screen.getAllByTestId('stat-before').map((before) => before.textContent)).toEqual([
      'Before: A backlog of products',
    ]);
    // The story it comes from, a link to it (named in plain grey, the source could not be checked: outside review);
    // a figure across every store says its scope, unlinked.
    const [story, scope] = screen.getAllByTestId('stat-source');
    expect(within(story!).getByRole('link', { name: 'FixtureFarm case study' })).toHaveAttribute(
      'href',
      '/case-studies/fixturefarm',
    );
    expect(within(scope!).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
