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
import { allowedEdits, withinEdits } from '@/lib/util/typos';
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

/**
 * Marks each answer's "Did you mean" line, hidden until the script below finds a page for it. Its
 * value narrows the candidates to addresses under it ("" for any page; the vendor answer takes
 * only vendor pages, since it already lists them all and links back to their index).
 */
export const CLOSEST_PAGE_ATTRIBUTE = 'data-closest-page';

type ClosestPageArgs = {
  slotAttribute: string;
  /** Every page as [address, title], in sitemap order (an earlier page wins a tie). */
  pages: readonly (readonly [string, string])[];
  /** Words people type for a page's own words ("docs" for "documentation"). */
  aliases: Readonly<Record<string, string>>;
};

/**
 * The 404 page's "Did you mean": the site's page whose address shares the most words with the
 * address typed (or followed), each word matched through a typo or two and the aliases. It runs
 * before the first paint, so the line appears without a shift. The address is only compared: what
 * is written into the page is one of our own addresses and titles.
 */
export function suggestClosestPage(
  { slotAttribute, pages, aliases }: ClosestPageArgs,
  near: typeof withinEdits,
  edits: typeof allowedEdits,
) {
  const slots = document.querySelectorAll<HTMLElement>(`[${slotAttribute}]`);
  let typed = location.pathname;
  if (!slots.length || typed.length > 300) return;
  try {
    typed = decodeURIComponent(typed);
  } catch {
    // A malformed escape: compare the address as it came.
  }
  // File endings and the small words of an address ("about-us", "terms-of-service") say nothing of the page.
  const ignored = ['html', 'htm', 'php', 'aspx', 'index', 'www', 'us', 'our', 'of', 'the', 'and', 'my'];
  const wordsOf = (path: string, alias: boolean) =>
    path
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .flatMap((word) =>
        alias && Object.prototype.hasOwnProperty.call(aliases, word) ? aliases[word]!.split('-') : [word],
      )
      .filter((word) => word.length > 1 && ignored.indexOf(word) < 0);
  // The same word, or its plural; from four letters, also a typo (the search's rule, lib/util/typos.ts) or
  // another ending ("prices" for "pricing").
  const sameWord = (a: string, b: string) => {
    if (a === b || a === `${b}s` || b === `${a}s`) return true;
    const shorter = Math.min(a.length, b.length);
    if (shorter < 4) return false;
    let prefix = 0;
    while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
    if (prefix >= 4 && prefix >= shorter - 2 && Math.abs(a.length - b.length) <= 4) return true;
    return near(a, b, edits(shorter));
  };
  const segments = typed.split('/').filter((segment) => wordsOf(segment, false).length > 0);
  const words = wordsOf(segments.join('/'), true).slice(0, 12);
  // The last segment names the page ("/vendor-integrations/acme" is about acme): one of its words must match.
  const lastWords = wordsOf(segments[segments.length - 1] || '', true);
  if (!words.length || segments.length > 6) return;
  slots.forEach((slot) => {
    const under = slot.getAttribute(slotAttribute) || '';
    let best: readonly [string, string] | null = null;
    let bestScore = 0.5;
    for (const page of pages) {
      if (page[0].indexOf(under) !== 0 || page[0] === location.pathname) continue;
      const pageWords = wordsOf(page[0], false);
      const matches = (word: string) => pageWords.some((pageWord) => sameWord(word, pageWord));
      // How alike the two sets of words are: 1 when every word on each side has its match; a page whose
      // words run together in the address ("howitworks") matches as a whole.
      const joined = words.length === 1 && pageWords.length > 1 && near(words[0]!, pageWords.join(''), 1);
      if (!joined && !lastWords.some(matches)) continue;
      const score = joined ? 1 : (2 * words.filter(matches).length) / (words.length + pageWords.length);
      if (score > bestScore) {
        best = page;
        bestScore = score;
      }
    }
    const link = slot.querySelector('a');
    if (!best || !link) return;
    link.href = best[0];
    link.textContent = best[1];
    slot.hidden = false;
  });
}

/**
 * Marks the 404 page's "You asked for" line, hidden until the script below writes the address into
 * its <code>: the static 404.html cannot know it, and without JavaScript the line stays out.
 */
export const REQUESTED_ADDRESS_ATTRIBUTE = 'data-requested-address';

/**
 * Writes the path asked for (decoded; never the host, query or fragment) into the
 * 404 page, as text only: it is hostile, so it never reaches markup. A very long one is cut.
 */
export function showRequestedAddress({ slotAttribute, maxLength }: { slotAttribute: string; maxLength: number }) {
  const slot = document.querySelector<HTMLElement>(`[${slotAttribute}]`);
  const code = slot && slot.querySelector('code');
  if (!slot || !code) return;
  let address = location.pathname;
  try {
    address = decodeURIComponent(address);
  } catch {
    // A malformed escape: show the address as it came.
  }
  code.textContent = address.length > maxLength ? `${address.slice(0, maxLength - 1)}\u2026` : address;
  slot.hidden = false;
}

export const requestedAddressScript = inlineScript(showRequestedAddress, {
  slotAttribute: REQUESTED_ADDRESS_ATTRIBUTE,
  maxLength: 90,
});

export const closestPageScript = (pages: ClosestPageArgs['pages'], aliases: ClosestPageArgs['aliases']) =>
  inlineScript(
    suggestClosestPage,
    { slotAttribute: CLOSEST_PAGE_ATTRIBUTE, pages, aliases },
    withinEdits,
    allowedEdits,
  );
