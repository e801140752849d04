import { render, screen, within } from '@testing-library/react';
import { VendorNotFoundSwitch } from '@/components/vendors/VendorNotFound';
import type { VendorIdentity } from '@/lib/content/vendors';
import { notFoundSwitchScript } from '@/lib/first-paint/not-found';
import { vendorLogo } from '@/lib/brand/wordmark';

const liveVendors = [
  {
    slug: 'nora',
    name: 'Nora',
    category: 'Furniture',
    logo: vendorLogo,
    href: '/vendor-integrations/nora',
  },
  {
    slug: 'amazon',
    name: 'Amazon MCF',
    category: 'Marketplaces',
    logo: vendorLogo,
    href: '/vendor-integrations/amazon',
  },
] as const satisfies VendorIdentity[];
const vendorProps = {
  liveVendors: [...liveVendors],
  liveVendorsTitle: 'Vendors you can connect today',
  vendorRequest: {
    text: "Don't see your vendor? We build custom integrations.",
    link: { label: 'Request Integration', href: '/custom-integrations' },
  },
};

describe('VendorNotFoundSwitch and its inline script', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    document.title = '';
  });

  // React does not run a rendered <script>; the browser runs it as the page is parsed.
  const renderPage = () => {
    const rendered = render(
      <VendorNotFoundSwitch {...vendorProps}>
        <h1>Page Not Found</h1>
      </VendorNotFoundSwitch>,
    );
    new Function(notFoundSwitchScript.source)();
    return rendered;
  };

  it('renders the switch script, so the answer is chosen before the first paint', () => {
    const { container } = render(<VendorNotFoundSwitch {...vendorProps}>general</VendorNotFoundSwitch>);
    expect(container.querySelector('script')?.innerHTML).toBe(notFoundSwitchScript.source);
  });

  it('shows the general not-found content outside /vendor-integrations/', () => {
    window.history.pushState({}, '', '/no-such-page');
    document.title = 'Page Not Found | Linkwell';
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.queryByText('Vendor Not Found')).not.toBeVisible();
    expect(document.title).toBe('Page Not Found | Linkwell');
  });

  it.each([
    ['/vendor-integrations/acme', true],
    ['/vendor-integrations/acme/', true],
    ['/vendor-integrations/a/b', true],
    ['/vendor-integrations/', false],
    ['/vendor-integrations', false],
    ['/vendor-integrations//acme', false],
    ['/vendor-integrationsx/acme', false],
    ['/pricing', false],
  ])('on %s shows the vendor answer: %s', (path, vendor) => {
    window.history.pushState({}, '', path);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(vendor ? 'Vendor Not Found' : 'Page Not Found');
  });

  it('shows Vendor Not Found with a way back for a missing vendor, and keeps its title', async () => {
    window.history.pushState({}, '', '/vendor-integrations/acme');
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vendor Not Found');
    expect(screen.getByText('The vendor you are looking for does not exist.')).toBeVisible();
    expect(screen.getByText('Page Not Found')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Vendor Integrations' })).toHaveAttribute(
      'href',
      '/vendor-integrations',
    );
    const vendors = screen.getByRole('region', { name: 'Vendors you can connect today' });
    expect(within(vendors).getByRole('link', { name: 'Nora' })).toHaveAttribute('href', '/vendor-integrations/nora');
    expect(within(vendors).getAllByRole('link')).toHaveLength(2);
    // A vendor that is not among them: the custom integration request.
    expect(screen.getByText("Don't see your vendor? We build custom integrations.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request Integration' })).toHaveAttribute('href', '/custom-integrations');
    expect(document.title).toBe('Vendor Not Found | Linkwell');

    // The framework writes the 404 page's own title again as it hydrates.
    document.title = 'Page Not Found | Linkwell';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Vendor Not Found | Linkwell');

    // A link followed from here replaces the answer, and the next page's title stands.
    unmount();
    document.title = 'Vendor Integrations | Linkwell';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Vendor Integrations | Linkwell');
  });
});
