import { docHref } from '@/lib/site/routes';
import { excerpt, highlight } from './excerpt';
import { createSiteSearch, queryWords, rankRecords, type SiteSearch } from './rank';
import type { SearchRecord } from './types';

/** One article the documentation box finds: its address, its best record (title, section or text) and the words matched. */
export type DocHit = { href: string; record: SearchRecord; terms: string[] };

/** Lower-cased with spaces collapsed, the same way for the query and the text ("Duplicate  SKU" finds "duplicate SKU"). */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const pagePath = (href: string) => href.split('#')[0]!;

/**
 * The /documentation box's search (issue 25): the site search's index, words and ranking
 * (rankRecords), kept to the docs records, one result per article, at its best record. What the
 * spec promises is kept too: an article that holds the query as typed (case-insensitive, in its
 * title, description or text) is found even where the ranking has no word for it (part of a word,
 * a phrase of function words), after the ranked articles, in docs order.
 */
export function searchDocs(search: SiteSearch, query: string): DocHit[] {
  const hits = new Map<string, DocHit>();
  for (const { record, terms } of rankRecords(search, query)) {
    const href = pagePath(record.href);
    if (record.kind === 'docs' && !hits.has(href)) hits.set(href, { href, record, terms });
  }
  const phrase = normalise(query);
  if (!phrase) return [];
  for (const record of search.records) {
    const href = pagePath(record.href);
    if (record.kind !== 'docs' || hits.has(href)) continue;
    if ([record.title, record.section ?? '', record.text].some((field) => normalise(field).includes(phrase)))
      hits.set(href, { href, record, terms: [] });
  }
  return [...hits.values()];
}

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
