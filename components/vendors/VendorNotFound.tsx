'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { pageLinks, siteName } from '@/lib/site';

const VENDOR_NOT_FOUND_TITLE = 'Vendor Not Found';
const VENDOR_NOT_FOUND_MESSAGE = 'The vendor you are looking for does not exist.';

/** True for a path under /vendor-integrations/ (a vendor page), which the one static 404 page serves too. */
export function isVendorPath(pathname: string): boolean {
  return new RegExp(`^${pageLinks.vendorIntegrations.href}/[^/]`).test(pathname);
}

const subscribe = () => () => {};
const clientPathname = () => window.location.pathname;
const serverPathname = () => null;

/**
 * The static export has a single 404.html. It is rendered with the general "Page Not Found"
 * (`children`); in the browser, a missing vendor page swaps in "Vendor Not Found".
 */
export function VendorNotFoundSwitch({ children }: { children: ReactNode }) {
  const pathname = useSyncExternalStore(subscribe, clientPathname, serverPathname);
  const vendorMissing = pathname !== null && isVendorPath(pathname);

  // The framework writes the 404 page's title again after hydration, so keep ours while shown.
  useEffect(() => {
    if (!vendorMissing) return;
    const title = `${VENDOR_NOT_FOUND_TITLE} | ${siteName}`;
    const apply = () => {
      if (isVendorPath(window.location.pathname) && document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [vendorMissing]);

  if (!vendorMissing) return children;
  return (
    <Container size="prose" className="py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{VENDOR_NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-ink-muted">{VENDOR_NOT_FOUND_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={pageLinks.vendorIntegrations.href}>Back to Vendor Integrations</ButtonLink>
        <ButtonLink href={pageLinks.home.href} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </Container>
  );
}
