import type { Metadata, Viewport } from 'next';
import { NOT_FOUND_TITLE, NotFoundContent } from '@/components/layout/NotFoundContent';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { VendorNotFoundSwitch } from '@/components/vendors/VendorNotFound';
import { getLiveVendors } from '@/lib/content/vendors';
import { InlineScript } from '@/components/layout/InlineScript';
import { getNotFoundContent } from '@/lib/content/pages';
import { getSitePages } from '@/lib/content/site-pages';
import { closestPageScript, requestedAddressScript } from '@/lib/first-paint/not-found';
import { rootMetadata, rootViewport } from '@/lib/seo/metadata';
import { siteName } from '@/lib/site/site';
import { geist } from './fonts';
import './globals.css';

/*
 * The 404 page (out/404.html, which every host serves for an address with no page). A global
 * not-found rather than app/not-found.tsx: Next puts a segment's not-found UI into the RSC payload of
 * every page below it, in case a page calls notFound(), and no page of this static site does. Ours
 * (the general and the vendor variants, with the live vendors) was 18 KB of every page's HTML.
 * Rendered without the root layout, so it wraps itself in the same SiteDocument.
 */
const content = getNotFoundContent();

export const metadata: Metadata = {
  ...rootMetadata,
  title: `${NOT_FOUND_TITLE} | ${siteName}`,
  description: content.text,
  robots: { index: false },
};
export const viewport: Viewport = rootViewport;

export default async function GlobalNotFound() {
  const { liveVendorsTitle, vendorRequest, aliases, ...general } = content;
  const pages = (await getSitePages()).map(({ href, title }) => [href, title] as const);
  return (
    <SiteDocument fontClassName={geist.variable} clientNavigation={false}>
      <VendorNotFoundSwitch
        liveVendors={await getLiveVendors()}
        liveVendorsTitle={liveVendorsTitle}
        vendorRequest={vendorRequest}
      >
        <NotFoundContent {...general} />
      </VendorNotFoundSwitch>
      <InlineScript scripts={[requestedAddressScript, closestPageScript(pages, aliases)]} />
    </SiteDocument>
  );
}
