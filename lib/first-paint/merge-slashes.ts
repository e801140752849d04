/**
 * The address fix, first in every page's <head>. An address whose path holds a run of slashes
 * ("//pricing", from a mis-joined link such as "https://site//pricing") is served as the page by
 * hosts that merge slashes, but Next's router writes the address back with history.replaceState,
 * where "//pricing" is a protocol-relative URL to the host "pricing": the browser refuses it and the
 * page fails. This rewrites the address to the merged path (query and fragment kept) before the
 * router reads it. The servers we ship redirect such an address (308) before any page loads; this
 * covers the hosts that cannot (docs/deploy.md, "Cloudflare Pages and Netlify"). A host that answered with
 * the not-found page (it read "//documentation/x" as something else) is asked again at the merged
 * address, once the page is parsed.
 */
import { inlineScript } from './inline-script';
import { NOT_FOUND_VARIANT_ATTRIBUTE } from './not-found';

export function mergeDoubledSlashes(notFoundAttribute: string) {
  const path = location.pathname;
  if (path.indexOf('//') < 0) return;
  // One leading slash and no runs: a path on this origin, never //host (a pathname holds no "\").
  history.replaceState(history.state, '', path.replace(/\/{2,}/g, '/') + location.search + location.hash);
  document.addEventListener('DOMContentLoaded', () => {
    if (document.querySelector(`[${notFoundAttribute}]`)) location.reload();
  });
}

export const mergeSlashesScript = inlineScript(mergeDoubledSlashes, NOT_FOUND_VARIANT_ATTRIBUTE);
