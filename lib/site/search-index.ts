/**
 * The site search's index (app/search-index.json/route.ts), fetched by the search dialog on intent.
 * A module of its own, with no imports, so the dialog's lazy chunk takes nothing else of lib/site.
 */
export const siteSearchIndexHref = '/search-index.json';
