import { render, screen } from '@testing-library/react';
import { CompanyCard } from '@/components/about/CompanyCard';
import { Footer } from '@/components/layout/Footer';
import type { AboutContent } from '@/lib/content/marketing';

const labels: AboutContent['trust']['company'] = {
  legalNameLabel: 'Registered name',
  addressLabel: 'Postal address',
  documentsTitle: 'Read before you connect',
  documents: [
    { label: 'Security and data handling', href: '/security', text: 'Store access, encryption and retention.' },
    { label: 'Privacy Policy', href: '/privacy', text: 'Who is responsible for your data.' },
  ],
};

describe("the company's identity on the footer and About (lib/site/company.ts)", () => {
  it("signs the footer's copyright with the registered name, its Inc. ending the sentence once", () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Linkwell, Inc. All rights reserved.`,
    );
  });

  it("gives About's company card the registered name and postal address beside the documents", () => {
    render(<CompanyCard labels={labels} />);
    expect(screen.getByText('Registered name').nextSibling).toHaveTextContent('Linkwell, Inc.');
    expect(screen.getByText('Postal address').nextSibling).toHaveTextContent(/San Francisco, CA 94114, United States$/);
    expect(screen.getByRole('link', { name: 'Security and data handling' })).toHaveAttribute('href', '/security');
  });
});
