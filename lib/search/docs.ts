import { docHref } from '@/lib/site/routes';
import { excerpt, highlight } from './excerpt';
import { createSiteSearch, pagePath, queryWords, rankArticles, type SiteSearch } from './rank';
import type { SearchRecord } from './types';

/** One article the documentation box finds: its address, its best record (title, section or text) and the words matched. */
export type DocHit = { href: string; record: SearchRecord; terms: string[] };

/**
 * The /documentation box's search (issue 25): the articles the dialog's Documentation group lists,
 * by the same function (rankArticles) and so in the same order, all of them.
 */
export const searchDocs = (search: SiteSearch, query: string): DocHit[] =>
  rankArticles(search, query).map(({ record, terms }) => ({ href: pagePath(record.href), record, terms }));

/** The search the box runs when the site's index cannot load: titles and descriptions, by the same rules. */
export const summarySearch = (docs: { slug: string; title: string; description: string }[]) =>
  createSiteSearch(
    docs.map((doc): SearchRecord => ({
      kind: 'docs',
      title: doc.title,
      href: docHref(doc.slug),
      text: doc.description,
    })),
  );

/**
 * A result card's text with the words found marked (the query's and the ones the hit matched):
 * title and description, and the passage of the best record when the words are in the text alone.
 */
export function markHit(doc: { title: string; description: string }, hit: DocHit, query: string) {
  const marked = [...hit.terms, ...queryWords(query)];
  const title = highlight(doc.title, marked);
  const description = highlight(doc.description, marked);
  const inSummary = [...title, ...description].some((part) => part.match);
  return { title, description, excerpt: inSummary ? undefined : excerpt(hit.record.text, marked) };
}

// What the box loads with its first search, in one chunk with the above: the index's loader.
export { loadSiteSearch } from './load';
