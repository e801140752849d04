import { stem, words } from './analyze';
import type { TextPart } from './excerpt';
import {
  acronyms,
  band,
  pagePath,
  queryWords,
  wordMatches,
  rankArticles,
  rankRecords,
  type RankedRecord,
  type SearchGroup,
  type SearchHit,
  type SiteSearch,
} from './rank';
import type { SearchRecord } from './types';
import { searchKinds, type SearchKind } from './types';

/*
 * The site search's grouping (the Ctrl+K dialog), apart from the ranking in rank.ts: the chat's
 * help articles rank records too and load rank.ts in their lazy chunk, which so carries none of this.
 */

const PER_GROUP = 6;

/** The legal pages' records (lib/search/build-index.ts, legalRecords): the page or one of its sections. */
const LEGAL = /^\/(privacy|terms|cookies)(#|$)/;
/** A job role's page: it names the product's features as the work to do, never how they work. */
const ROLE = /^\/careers\//;

/**
 * The results of `query`, grouped by kind (rankRecords; the articles by rankArticles, as the
 * documentation box lists them), at most PER_GROUP a group, each best first. Groups come in the
 * order of their best hit's band, equals in the order of searchKinds (text scores of a question
 * and a legal page do not compare: "tracking" listed five pages' passing mentions above the
 * articles). A group drops its hits of a lower band than its own best when another group has hits
 * of that band, so passing mentions do not push down what the query is about ("map pricing": the
 * Pricing page, then Pricing Rules, not five more pages that say "map" somewhere). A group headed by
 * a title or heading drops its passing mentions when other groups list theirs, which come after it
 * ("tracking": the tracking question, then Order Management, not "What is Linkwell?" between them;
 * issue 49's reviews I and J). A legal page's passing mention is left out when an article or
 * section of the docs is headed by the query's words: the docs explain a setting, a legal page only
 * names it ("quantity delta" listed Terms' "The Service", which asks you to review it, an outside
 * review); a legal page headed by them ("cancellation") or one that the docs do not head ("refund") stays.
 * A job role's passing mention is left out when any other page is headed by the query's words ("price" listed
 * the Full-Stack Developer role, whose work includes price rules, under the Pricing page and Pricing Rules:
 * outside review GGG).
 */
export function searchSite(search: SiteSearch, query: string): SearchGroup[] {
  const ranked = rankMeant(search, query);
  const groups = new Map<SearchKind, SearchHit[]>();
  // The articles as the documentation box lists them (rankArticles); the other kinds record by record.
  const articles = articlesMeant(search, query, ranked);
  const found = [...ranked.filter((hit) => hit.record.kind !== 'docs'), ...articles];
  // Every row shows, marked, what found it: one that synonyms alone found marks their words (an outside review:
  // "inventory" listed Shopify and Honey's Place, found by "stock", nothing marked); the others only what was typed.
  for (const { record, score, terms: shown } of found) {
    const kindHits = groups.get(record.kind) ?? [];
    if (kindHits.length < PER_GROUP)
      kindHits.push({ record, score, terms: shown.length ? shown : synonymForms(search, query) });
    groups.set(record.kind, kindHits);
  }
  // Within a band, the group headed by the page whose whole title is the query comes first: "nora" listed two
  // articles' worked examples, whose headings name Nora, above Nora's own page (outside review OOOOO).
  const named = (hits: SearchHit[]) => Number(hits[0]!.record.title.toLowerCase() === query.trim().toLowerCase());
  const ordered = [...groups]
    .map(([kind, hits]) => ({ kind, hits }))
    .sort(
      (a, b) =>
        band(b.hits[0]!.score) - band(a.hits[0]!.score) ||
        named(b.hits) - named(a.hits) ||
        searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind),
    );
  const tops = ordered.map((group) => band(group.hits[0]!.score));
  const mentions = ordered.map((group) => group.hits.some((hit) => band(hit.score) === 0));
  const docsHeaded = ordered.some((group) => group.kind === 'docs' && band(group.hits[0]!.score) > 0);
  const headedElsewhere = ordered.some(
    (group) => !ROLE.test(group.hits[0]!.record.href) && band(group.hits[0]!.score) > 0,
  );
  return (
    ordered
      .map((group, index) => {
        const others = Math.max(-1, ...tops.filter((_, other) => other !== index));
        const least = Math.min(tops[index]!, others);
        const mentionsElsewhere = mentions.some((has, other) => has && other !== index);
        return {
          kind: group.kind,
          // What the documentation box lists for the same query, which a row after the articles opens.
          ...(group.kind === 'docs' && { total: articles.length + vendorGuides(ranked).length }),
          hits: group.hits.filter((hit) => {
            const level = band(hit.score);
            if (level === 0 && docsHeaded && LEGAL.test(hit.record.href)) return false;
            if (level === 0 && headedElsewhere && ROLE.test(hit.record.href)) return false;
            return level >= least && (level > 0 || tops[index] === 0 || !mentionsElsewhere);
          }),
        };
      })
      // A group whose every hit was left out (a job role's passing mention) is not shown: its heading alone over no
      // rows ("Careers" under "price rules" and "tracking": outside review NNNN).
      .filter((group) => group.hits.length > 0)
  );
}

/** The documentation box's vendor cards beside its articles: a vendor's page headed by the query's words. */
export const vendorGuides = (ranked: RankedRecord[]) =>
  ranked.filter(({ record, score }) => record.kind === 'vendor' && !record.href.includes('#') && band(score) > 0);

/** The indexed words of the query's synonyms, marked where synonyms alone found the results. */
export const synonymForms = (search: SiteSearch, query: string) =>
  queryWords(query).flatMap((word) =>
    [...(search.synonyms.get(stem(word)) ?? [])].flatMap((term) => search.forms.get(term) ?? []),
  );

/*
 * What the query means, over rankRecords' matches (here, not in rank.ts, so the chat's chunk carries none of it):
 * an acronym typed in capitals that the site writes so ("MAP", "SKU", "CSV") means that acronym, and a verb form
 * typed ("tracking") means the activity, not a vendor's bare noun of the same stem (an outside review: "MAP" listed
 * the Quick Start Guide by its verb "map", "tracking" the vendor Nora by its "track lighting").
 */

const recordText = (record: SearchRecord) => `${record.title} ${record.section ?? ''} ${record.text}`;
/** Whether a record holds the acronym in capitals, or its plural ("SKU": "SKUs"). */
const holds = (record: SearchRecord, acronym: string) => new RegExp(`\\b${acronym}s?\\b`).test(recordText(record));
const capitalsOf = new WeakMap<SiteSearch, Set<string>>();

/** The query's words typed in capitals that the site writes in capitals (its acronyms). */
export function casedWords(search: SiteSearch, query: string): string[] {
  let capitals = capitalsOf.get(search);
  if (!capitals) {
    capitals = new Set(search.records.flatMap((record) => recordText(record).match(/\b[A-Z]{2,}(?=s?\b)/g) ?? []));
    capitalsOf.set(search, capitals);
  }
  return acronyms(query).filter((word) => capitals.has(word));
}

const verbForm = /(ing|ed)$/;
/** A vendor's page holds a verb form typed as such, or no word of its stem (a synonym or a typo found it). */
function vendorSays(record: SearchRecord, word: string) {
  const forms = words(recordText(record)).filter((form) => stem(form) === stem(word));
  return !forms.length || forms.some((form) => form.startsWith(word) || verbForm.test(form));
}

/** The records that hold every acronym typed in capitals, where any does, and no vendor by another sense of a verb typed. */
function meant(search: SiteSearch, query: string, hits: RankedRecord[]): RankedRecord[] {
  const cased = casedWords(search, query).filter((word) => hits.some((hit) => holds(hit.record, word)));
  const verbs = queryWords(query).filter((word) => verbForm.test(word));
  return hits.filter(
    ({ record }) =>
      cased.every((word) => holds(record, word)) &&
      (record.kind !== 'vendor' || verbs.every((word) => vendorSays(record, word))),
  );
}

/** rankRecords, as the query means it: the dialog's, the documentation box's and its vendors' one ranking. */
export const rankMeant = (search: SiteSearch, query: string) => meant(search, query, rankRecords(search, query));

/** An article whose sections hold the query's words between them, none all (spreadArticles): a band below a passing mention. */
const SPREAD = -1;

/**
 * The articles that hold every word of the query as typed (its stem, a beginning or a typo, not a synonym) somewhere
 * in their sections, each at the section that holds the most of them, best first, then in docs order: a query's words
 * in different sections of one article find that article too ("where is tracking sent" found Dashboard Overview
 * alone, whose one section says both, outside review KK: "search recall looks narrow"). Below every record that holds
 * them all, a passing mention included (SPREAD).
 */
function spreadArticles(search: SiteSearch, query: string): RankedRecord[] {
  const typed = queryWords(query);
  // Words typed apart: one token ("read_assigned_fulfillment_orders", a scope's name) is one thing, found where it stands.
  if (typed.length < 2 || query.trim().split(/\s+/).length < 2) return [];
  const held = new Map<number, { words: Set<number>; terms: Set<string> }>();
  typed.forEach((word, index) => {
    const synonyms = search.synonyms.get(stem(word));
    for (const term of wordMatches(search, word, index === typed.length - 1).keys()) {
      if (term !== stem(word) && synonyms?.has(term)) continue;
      for (const id of search.postings.get(term)!.keys()) {
        if (search.records[id]!.kind !== 'docs') continue;
        const entry = held.get(id) ?? { words: new Set<number>(), terms: new Set<string>() };
        entry.words.add(index);
        entry.terms.add(term);
        held.set(id, entry);
      }
    }
  });
  const articles = new Map<string, { words: Set<number>; best: number }>();
  for (const id of [...held.keys()].sort((a, b) => a - b)) {
    const href = pagePath(search.records[id]!.href);
    const article = articles.get(href) ?? { words: new Set<number>(), best: id };
    for (const index of held.get(id)!.words) article.words.add(index);
    if (held.get(id)!.words.size > held.get(article.best)!.words.size) article.best = id;
    articles.set(href, article);
  }
  return [...articles.values()]
    .filter((article) => article.words.size === typed.length)
    .sort((a, b) => held.get(b.best)!.words.size - held.get(a.best)!.words.size)
    .map(({ best: id }) => ({
      id,
      record: search.records[id]!,
      score: SPREAD,
      terms: [...held.get(id)!.terms].flatMap((term) => search.forms.get(term) ?? []),
    }));
}

/**
 * rankArticles over rankMeant, its phrase fallback holding the acronyms in capitals too; then the articles that hold the
 * words typed apart in their sections (spreadArticles), unless the query names an article ("quick start" means the
 * Quick Start Guide, not every article that says both words). Here, not in rank.ts: the chat's chunk carries none of it.
 */
export function articlesMeant(search: SiteSearch, query: string, ranked = rankMeant(search, query)): RankedRecord[] {
  const articles = meant(search, query, rankArticles(search, query, ranked));
  // A band of 10 or more: named (rank.ts, NAMED over IN_TITLE).
  if (articles.some((hit) => band(hit.score) >= 10)) return articles;
  const listed = new Set(articles.map((hit) => pagePath(hit.record.href)));
  const spread = meant(search, query, spreadArticles(search, query));
  return [...articles, ...spread.filter((hit) => !listed.has(pagePath(hit.record.href)))];
}

/** The words to mark for `query`: an acronym typed in capitals stands, in capitals, for every form of its stem. */
export function markTerms(search: SiteSearch, terms: string[], query: string): string[] {
  const cased = casedWords(search, query);
  return [...new Set(terms.map((term) => cased.find((word) => stem(word.toLowerCase()) === stem(term)) ?? term))];
}

/** Marked parts (lib/search/excerpt.ts) with a word unmarked where a term in capitals (markTerms) begins it in another case. */
export const inCase = (parts: TextPart[], terms: string[]): TextPart[] =>
  parts.map((part) =>
    part.match &&
    terms.some(
      (term) => /^[A-Z]{2,}$/.test(term) && part.text.toUpperCase().startsWith(term) && !part.text.startsWith(term),
    )
      ? { ...part, match: false }
      : part,
  );
