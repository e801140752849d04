/**
 * The 404 page's inline script. The static export has one 404.html for every missing path, rendered
 * with both answers (components/vendors/VendorNotFound.tsx): on a missing vendor page (a path under
 * /vendor-integrations/), the script shows the "vendor" answer instead of the general one and keeps
 * the document title while that answer is in the page (the framework writes the page's own title
 * again as it hydrates; a link followed from here replaces the answer, and the next page's title
 * stands). React leaves the `hidden` attributes as the script set them: hydration does not patch
 * attributes.
 */
import { pageLinks, siteName } from '@/lib/site/site';
import { inlineScript } from './inline-script';

/** Marks the two answers of the 404 page: "page" (the general one) and "vendor". */
export const NOT_FOUND_VARIANT_ATTRIBUTE = 'data-not-found';

/** The vendor answer's heading (spec text); its document title adds the site's name. */
export const VENDOR_NOT_FOUND_TITLE = 'Vendor Not Found';
export const vendorNotFoundDocumentTitle = `${VENDOR_NOT_FOUND_TITLE} | ${siteName}`;

type NotFoundAnswers = { variantAttribute: string; vendorsPath: string; vendorTitle: string };

export function showVendorNotFound({ variantAttribute, vendorsPath, vendorTitle }: NotFoundAnswers) {
  // A vendor page is one segment or more under the vendors' index, not the index itself.
  const path = location.pathname;
  const prefix = `${vendorsPath}/`;
  if (path.indexOf(prefix) !== 0 || !/^[^/]/.test(path.slice(prefix.length))) return;
  const general = document.querySelector<HTMLElement>(`[${variantAttribute}="page"]`);
  const vendor = document.querySelector<HTMLElement>(`[${variantAttribute}="vendor"]`);
  if (!general || !vendor) return;
  general.hidden = true;
  vendor.hidden = false;
  const keepTitle = () => {
    if (!vendor.isConnected) return observer.disconnect();
    if (document.title !== vendorTitle) document.title = vendorTitle;
  };
  const observer = new MutationObserver(keepTitle);
  keepTitle();
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
}

export const notFoundSwitchScript = inlineScript(showVendorNotFound, {
  variantAttribute: NOT_FOUND_VARIANT_ATTRIBUTE,
  vendorsPath: pageLinks.vendorIntegrations.href,
  vendorTitle: vendorNotFoundDocumentTitle,
});
