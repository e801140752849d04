import { render, screen } from '@testing-library/react';
import { isVendorPath, VendorNotFoundSwitch } from '@/components/vendors/VendorNotFound';

describe('isVendorPath', () => {
  it.each([
    ['/vendor-integrations/acme', true],
    ['/vendor-integrations/acme/', true],
    ['/vendor-integrations/a/b', true],
    ['/vendor-integrations/', false],
    ['/vendor-integrations', false],
    ['/vendor-integrationsx/acme', false],
    ['/pricing', false],
  ])('%s -> %s', (path, expected) => {
    expect(isVendorPath(path)).toBe(expected);
  });
});

describe('VendorNotFoundSwitch', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('shows the general not-found content outside /vendor-integrations/', () => {
    window.history.pushState({}, '', '/no-such-page');
    render(
      <VendorNotFoundSwitch>
        <h1>Page Not Found</h1>
      </VendorNotFoundSwitch>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('shows Vendor Not Found with a way back for a missing vendor', () => {
    window.history.pushState({}, '', '/vendor-integrations/acme');
    render(
      <VendorNotFoundSwitch>
        <h1>Page Not Found</h1>
      </VendorNotFoundSwitch>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vendor Not Found');
    expect(screen.getByText('The vendor you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vendor Integrations' })).toHaveAttribute(
      'href',
      '/vendor-integrations',
    );
    expect(document.title).toBe('Vendor Not Found | Linkwell');
  });
});
