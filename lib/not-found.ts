import { pageLinks, siteName } from '@/lib/site/site';

/** Marks the two answers of the 404 page: "page" (the general one) and "vendor". */
export const NOT_FOUND_VARIANT_ATTRIBUTE = 'data-not-found';

/** True for a path under /vendor-integrations/ (a vendor page), which the one static 404 page serves too. */
export function isVendorPath(pathname: string): boolean {
  return vendorPath.test(pathname);
}
const vendorPath = new RegExp(`^${pageLinks.vendorIntegrations.href}/[^/]`);

/** The vendor answer's heading (spec text); its document title adds the site's name. */
export const VENDOR_NOT_FOUND_TITLE = 'Vendor Not Found';
export const vendorNotFoundDocumentTitle = `${VENDOR_NOT_FOUND_TITLE} | ${siteName}`;

/**
 * The 404 page's inline script: on a missing vendor page, it shows the "vendor" answer instead of
 * the general one and keeps the document title while that answer is in the page (the framework
 * writes the page's own title again as it hydrates; a link followed from here replaces the answer,
 * and the next page's title stands). React leaves the `hidden` attributes as the script set them:
 * hydration does not patch attributes.
 */
export const notFoundSwitchScript =
  '(function(d){' +
  `if(!${vendorPath.toString()}.test(location.pathname))return;` +
  `var a="[${NOT_FOUND_VARIANT_ATTRIBUTE}=",p=d.querySelector(a+"page]"),v=d.querySelector(a+"vendor]"),t=${JSON.stringify(vendorNotFoundDocumentTitle)};` +
  'if(!p||!v)return;p.hidden=true;v.hidden=false;' +
  'var o=new MutationObserver(k);' +
  'function k(){if(!v.isConnected)return o.disconnect();if(d.title!==t)d.title=t}k();' +
  'o.observe(d.head,{subtree:true,childList:true,characterData:true})' +
  '})(document)';
