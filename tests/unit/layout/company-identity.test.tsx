import type * as Library from '@testing-library/react/pure';
import type { ComponentType } from 'react';
import type { AboutContent } from '@/lib/content/marketing';
import { realCompany } from '../external-links-env';

const labels: AboutContent['trust']['company'] = {
  icon: 'file',
  title: 'Who You Sign With',
  legalNameLabel: 'Registered name',
  addressLabel: 'Postal address',
  addressNote: 'We work remotely, so post comes to this mailbox.',
  documents: [
    { label: 'Security and data handling', href: '/security' },
    { label: 'Privacy Policy', href: '/privacy' },
  ],
};

type Loaded = Pick<typeof Library, 'render' | 'screen' | 'cleanup'> & {
  Footer: ComponentType;
  TrustFacts: ComponentType<{ items: AboutContent['trust']['items']; company: typeof labels }>;
};

/**
 * The footer and About's company facts, loaded for an environment (Next inlines NEXT_PUBLIC_* at build
 * time), with the React and Testing Library of the same fresh module registry.
 */
async function withEnv(env: Record<string, string>): Promise<Loaded> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let loaded!: Loaded;
  await jest.isolateModulesAsync(async () => {
    const { render, screen, cleanup } = await import('@testing-library/react/pure');
    const { Footer } = await import('@/components/layout/Footer');
    const { TrustFacts } = await import('@/components/about/TrustFacts');
    loaded = { render, screen, cleanup, Footer, TrustFacts };
  });
  process.env = saved;
  return loaded;
}

let configured: Loaded;
let unset: Loaded;
beforeAll(async () => {
  configured = await withEnv(realCompany);
  unset = await withEnv({});
});
afterEach(() => {
  configured.cleanup();
  unset.cleanup();
});

describe("the company's identity on the footer and About", () => {
  it('names the registered company and its address when the build sets them', () => {
    const { Footer, TrustFacts, render, screen } = configured;
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Test Company, Inc. All rights reserved.`,
    );
    render(<TrustFacts items={[]} company={labels} />);
    expect(screen.getByText('Registered name').nextSibling).toHaveTextContent('Test Company, Inc.');
    expect(screen.getByText('Postal address').nextSibling).toHaveTextContent(
      '1 Test Street, Testville, OR 97000, United States',
    );
  });

  it('shows the sample name and address in a build that does not set them (a public build refuses to)', () => {
    const { Footer, TrustFacts, render, screen } = unset;
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Linkwell, Inc. All rights reserved.`,
    );
    render(<TrustFacts items={[]} company={labels} />);
    expect(screen.getByText('Registered name').nextSibling).toHaveTextContent('Linkwell, Inc.');
    expect(screen.getByText('Postal address').nextSibling).toHaveTextContent('548 Market Street, PMB 40812');
    // Said under it, as the address is a mailbox for a team that works remotely (outside review MMM).
    expect(screen.getByText('548 Market Street', { exact: false }).nextSibling).toHaveTextContent(
      'We work remotely, so post comes to this mailbox.',
    );
    expect(screen.getByRole('link', { name: 'Security and data handling' })).toHaveAttribute('href', '/security');
  });
});
