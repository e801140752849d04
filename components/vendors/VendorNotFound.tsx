import type { ReactNode } from 'react';
import type { VendorIdentity } from '@/lib/content/vendors';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { InlineScript } from '@/components/layout/InlineScript';
import { EmptyShelfSketch, NotFoundHero } from '@/components/layout/NotFoundContent';
import { VendorLink } from './VendorLink';
import { notFoundSwitchScript, NOT_FOUND_VARIANT_ATTRIBUTE, VENDOR_NOT_FOUND_TITLE } from '@/lib/first-paint/not-found';
import type { NotFoundContent } from '@/lib/content/pages';
import { pageLinks } from '@/lib/site/site';

const VENDOR_NOT_FOUND_MESSAGE = 'The vendor you are looking for does not exist.';

/**
 * The static export has a single 404.html, rendered with both answers: the general "Page Not
 * Found" (`children`) and, hidden, "Vendor Not Found". A tiny inline script right after them
 * (lib/first-paint/not-found.ts, hashed into the page's CSP) shows the vendor one for a path under
 * /vendor-integrations/ before the first paint. No JavaScript bundle is involved: a client
 * component here would load on every page, since every page carries the not-found boundary.
 */
export function VendorNotFoundSwitch({
  children,
  liveVendors,
  liveVendorsTitle,
  vendorRequest,
}: {
  children: ReactNode;
  /** The vendors with a page, so a mistyped or retired address finds its way to one. */
  liveVendors: VendorIdentity[];
  liveVendorsTitle: string;
  /** Under them, for a vendor that is not among them: the custom integration request. */
  vendorRequest: NotFoundContent['vendorRequest'];
}) {
  return (
    <>
      <div {...{ [NOT_FOUND_VARIANT_ATTRIBUTE]: 'page' }}>{children}</div>
      <div {...{ [NOT_FOUND_VARIANT_ATTRIBUTE]: 'vendor' }} hidden>
        <NotFoundHero
          title={VENDOR_NOT_FOUND_TITLE}
          text={VENDOR_NOT_FOUND_MESSAGE}
          under={`${pageLinks.vendorIntegrations.href}/`}
          visual={<EmptyShelfSketch />}
          actions={
            <>
              <ButtonLink href={pageLinks.vendorIntegrations.href}>Back to Vendor Integrations</ButtonLink>
              <ButtonLink href={pageLinks.home.href} variant="secondary">
                Back to Home
              </ButtonLink>
            </>
          }
        />
        <Container size="prose" className="pb-24 text-center sm:pb-28">
          <section aria-labelledby="live-vendors-title">
            <h2 id="live-vendors-title" className="text-sm font-semibold tracking-wide text-ink-subtle uppercase">
              {liveVendorsTitle}
            </h2>
            <ul className="mt-5 grid gap-x-2 gap-y-3 text-left min-[370px]:grid-cols-2 sm:grid-cols-3 sm:gap-x-4">
              {liveVendors.map((vendor) => (
                <li key={vendor.slug}>
                  <VendorLink vendor={vendor} />
                </li>
              ))}
            </ul>
          </section>
          <p className="mt-10 text-ink-muted">{vendorRequest.text}</p>
          <ArrowLink href={vendorRequest.link.href} className="mt-1">
            {vendorRequest.link.label}
          </ArrowLink>
        </Container>
      </div>
      <InlineScript scripts={[notFoundSwitchScript]} />
    </>
  );
}
