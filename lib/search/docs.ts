import { docSidebarLinks } from '@/lib/docs/categories';
import type { OtherResult } from '@/lib/docs/list-filter';
import { apiReferenceHref, docHref } from '@/lib/site/routes';
import { stem } from './analyze';
import { excerpt, highlight, type TextPart } from './excerpt';
import { band, createSiteSearch, pagePath, queryWords, type SiteSearch } from './rank';
import { articlesMeant, inCase, markTerms, rankMeant, synonymForms, vendorGuides } from './site';
import type { SearchRecord } from './types';

/** One article the documentation box finds: its address, its best record (title, section or text) and the words matched (typed, else the synonyms that found it). */
export type DocHit = {
  href: string;
  record: SearchRecord;
  terms: string[];
  score: number;
  /** A result that is no article (a page of the API reference, a vendor's guide): what its card shows. */
  summary?: OtherResult;
};

const [integrations, apiSection] = docSidebarLinks;
/** A record's first sentence: the line a result that is no article shows under its title. */
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]!;

/** The card of a result that is no article: its section's heading (else its page's title), labelled with where it leads. */
function otherResult(record: SearchRecord): OtherResult | undefined {
  const label =
    record.kind === 'vendor' ? integrations.title : record.href.startsWith(apiReferenceHref) && apiSection.title;
  if (!label) return undefined;
  const title = record.section && record.kind !== 'vendor' ? record.section : record.title;
  return { slug: record.href, href: record.href, title, description: firstSentence(record.text), label };
}

/**
 * The /documentation box's search (issue 25): the articles the dialog's Documentation group lists,
 * by the same function (rankArticles) and so in the same order, all of them.
 */
export function searchDocs(search: SiteSearch, query: string): DocHit[] {
  const hits = articlesMeant(search, query);
  // Found by synonyms alone (no article holds the words typed, rankArticles): the cards mark those synonyms' words.
  const synonyms = hits.some((hit) => hit.terms.length) ? [] : synonymForms(search, query);
  return hits.map(({ record, terms, score }) => {
    const summary = record.href.startsWith(apiReferenceHref) ? otherResult(record) : undefined;
    // One result a page, as the dialog lists them; a section of the API reference's card leads to its place on the page.
    return { href: pagePath(record.href), record, terms: [...terms, ...synonyms], score, ...(summary && { summary }) };
  });
}

/**
 * What the /documentation box lists: the documentation (articles and the API reference, searchDocs) and the
 * vendors' guides (the pages the docs sidebar's Integrations leads to; an outside review found "Crystorama"
 * listing nothing), in the order of how plainly the query heads them (band), the documentation first among equals.
 * A vendor's guide only where the query names it (its title, band 1 or more): every vendor syncs stock, so a word
 * in its body ("inventory" listed Honey's Place, whose page "stocks your own shelves": outside review) says
 * nothing of what the reader looks for.
 */
export function searchDocsBox(search: SiteSearch, query: string): DocHit[] {
  const docs = searchDocs(search, query);
  const vendors = vendorGuides(rankMeant(search, query)).map(({ record, terms, score }): DocHit => ({
    href: record.href,
    record,
    terms,
    score,
    summary: otherResult(record),
  }));
  return [...docs, ...vendors].sort((a, b) => band(b.score) - band(a.score));
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
 * A result card's text with the words found marked (the query's and the ones the hit matched): title and
 * description and, unless they hold every word, an excerpt of the passage where the words stand (its heading
 * when its text lacks them), so every card shows, tinted, what it was found by (an outside review: cards
 * for "inventory" whose excerpt never said it).
 */
export function markHit(search: SiteSearch, doc: { title: string; description: string }, hit: DocHit, query: string) {
  const marked = markTerms(search, [...hit.terms, ...queryWords(query)], query);
  const title = inCase(highlight(doc.title, marked), marked);
  const description = inCase(highlight(doc.description, marked), marked);
  // A word of the query stands in the summary as typed or in a form of its stem.
  // A mark can hold words found one after another ("Quantity Delta"): each counts.
  const shown = [...title, ...description].flatMap((part) => (part.match ? part.text.toLowerCase().split(/\s+/) : []));
  const inSummary = queryWords(query).every((word) =>
    shown.some((text) => text.startsWith(word) || stem(text) === stem(word)),
  );
  const passage = inCase(excerpt(hit.record.text, marked), marked);
  const section = inCase(highlight(hit.record.section ?? '', marked), marked);
  const tinted = (parts: TextPart[]) => parts.some((part) => part.match);
  return {
    title,
    description,
    // Never an excerpt without a tinted word: the passage's heading stands in when its text lacks them.
    excerpt: inSummary ? undefined : [passage, section].find(tinted),
  };
}

// What the box loads with its first search, in one chunk with the above: the index's loader.
export { loadSiteSearch } from './load';
