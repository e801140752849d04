import { useLayoutEffect } from 'react';

/** True when the address's anchor is the API reference or inside it (one of its calls); ids here are plain ASCII. */
const showsApi = (hash: string, reference: Element) =>
  hash.length > 1 && reference.contains(document.getElementById(hash.slice(1)));

/**
 * Keeps the /documentation view (DocsViews.module.css) in step with the address once scripts run:
 * on arrival (a layout effect, so the router scrolls to a shown anchor), on anchor jumps and Back
 * and Forward between them (hashchange), and on the router's own history entries (the Navigation
 * API's currententrychange). A hook DocsBrowser runs, not a client component of its own: one module
 * reference less in the page's payload and chunk kept the docs pages within their JavaScript budget.
 */
export function useDocsViewSync(viewsId: string | undefined, referenceId: string | undefined) {
  useLayoutEffect(() => {
    if (!viewsId || !referenceId) return;
    const views = document.getElementById(viewsId);
    const reference = document.getElementById(referenceId);
    if (!views || !reference) return;
    const sync = () => {
      views.dataset.view = showsApi(window.location.hash, reference) ? 'api' : 'guides';
    };
    sync();
    const listening = new AbortController();
    const options = { signal: listening.signal };
    window.addEventListener('hashchange', sync, options);
    (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', sync, options);
    return () => listening.abort();
  }, [viewsId, referenceId]);
}
