import { pageLinks, siteUrl } from './site';

/**
 * The site's addresses, all derived from the page links of lib/site/site.ts: the pages of their own,
 * and the page of each item that has one. Loaders put an item's address on it as `href`; nothing
 * else spells a route. Client-safe (no file system), so components may use it too.
 */

/** The /documentation search box keeps its query in ?q=, so a search can be linked to (the 404 page's form sends it). */
export const docsQueryParam = 'q';

/** The documentation landing with its box searching `query` (the Ctrl/Cmd+K dialog's "See all" row). */
export const docsSearchHref = (query: string) =>
  `${pageLinks.documentation.href}?${new URLSearchParams({ [docsQueryParam]: query.trim() })}`;

export const docHref = (slug: string) => `${pageLinks.documentation.href}/${slug}`;
export const docCategoryHref = (category: string) => `${pageLinks.documentation.href}#${category}`;
/** The full API reference, a page beside the articles (the landing keeps a short API section at #api). */
export const apiReferenceHref = `${pageLinks.documentation.href}/api-reference`;
/** The reference's second page: errors, pagination and rate limits. */
export const apiLimitsHref = `${apiReferenceHref}/errors-and-limits`;
/** One call's anchor: `api-<call id>`, on the reference page (and on its line of the landing's API section). */
export const apiCallAnchor = (callId: string) => `api-${callId}`;
export const apiCallHref = (callId: string) => `${apiReferenceHref}#${apiCallAnchor(callId)}`;

/**
 * Where an old link to an API call goes (the reference was once part of /documentation, a call's
 * anchor #api-update-price there): the call on the reference page, or null for any other anchor.
 * Only a known call id counts, and the address is built from it, never from the fragment.
 */
export function movedApiCallHref(hash: string, callIds: readonly string[]): string | null {
  const id = callIds.find((callId) => hash === `#${apiCallAnchor(callId)}`);
  return id === undefined ? null : apiCallHref(id);
}
export const vendorHref = (slug: string) => `${pageLinks.vendorIntegrations.href}/${slug}`;
export const caseStudyHref = (slug: string) => `${pageLinks.caseStudies.href}/${slug}`;
export const positionHref = (slug: string) => `${pageLinks.careers.href}/${slug}`;

/** The application form with a position preselected by its exact title, URL-encoded. */
export const applicationHref = (positionTitle: string) =>
  `${pageLinks.application.href}?position=${encodeURIComponent(positionTitle)}`;

/** The Atom feed of the release notes (app/(marketing)/release-notes/feed.xml/route.ts), linked from the page head. */
export const releaseNotesFeedHref = `${pageLinks.releaseNotes.href}/feed.xml`;

/** An article's Markdown twin (the AI-readable copy of its source). */
export const docMarkdownHref = (slug: string) => `${docHref(slug)}.md`;
/** The llmstxt.org index of the docs, and every article in one file. */
export const llmsTxtHref = '/llms.txt';
export const llmsFullTxtHref = '/llms-full.txt';

/** The site search's index (a module of its own, so the search dialog's lazy chunk needs nothing of this one). */
export { siteSearchIndexHref } from './search-index';

/** The full address of a path of this site (the home page is the bare site URL). */
export const absoluteUrl = (path: string) => `${siteUrl}${path === '/' ? '' : path}` || siteUrl;
