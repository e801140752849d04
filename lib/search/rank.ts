import { allowedEdits, withinEdits } from '@/lib/util/typos';
import { stem, STOP_WORDS, words } from './analyze';
import { MAX_QUERY_LENGTH } from './excerpt';
import type { SearchKind, SearchRecord } from './types';

/** Title beats a section heading beats the text. */
export const FIELD_BOOSTS = { title: 3, section: 2, text: 1 } as const;
/** At most this many results per group. */
const MAX_QUERY_WORDS = 8;
/** BM25's saturation and length normalisation (sections range from a heading alone to long policy text). */
const K1 = 1.2;
const B = 0.5;
/** How much a match counts: the word itself (or its stem), a word of the same meaning, a beginning, a typo. */
const QUALITY = { exact: 1, synonym: 0.9, prefix: 0.6, typo: 0.55 } as const;
/**
 * A word typed in lower case where a record writes it only as an acronym ("map" and "MAP, minimum advertised
 * price"): the verb is meant, unless the query also holds a word of the acronym's spelled-out form ("map pricing").
 */
const ACRONYM_ONLY = 0.3;
/** Above any text score: a result that the query names comes first (see nameTier). */
const NAMED = 1000;
/** Above any text score, below a name: each query word in a record's title (so "vendor" finds Add a Vendor first). */
const IN_TITLE = 100;
/**
 * Above a query word in the title, below a name: a record that holds, in the same case, the query's words
 * typed as acronyms ("MAP": the MAP floor of Pricing Rules above "Map the vendor", an outside review).
 */
const SAME_CASE = 900;

/** The index the dialog and the documentation box search: stems with their weighted counts per record. */
export type SiteSearch = {
  records: SearchRecord[];
  /** stem -> record number -> count, each occurrence weighted by its field's boost */
  postings: Map<string, Map<number, number>>;
  /** Each record's weighted length, and their mean. */
  lengths: number[];
  averageLength: number;
  /** Every indexed word with its stem: prefixes and typos are matched against real words. */
  vocabulary: Map<string, string>;
  /** stem -> the indexed words it stands for (marked in the results). */
  forms: Map<string, string[]>;
  /** stem -> the stems of its synonyms (content/search/synonyms.json). */
  synonyms: Map<string, Set<string>>;
  /** The stems of what a record is called (its title), for records that are a destination of their own. */
  names: (string[] | null)[];
  /** The stems of every record's title (a section's title is its page's). */
  titles: Set<string>[];
  /** An acronym the site spells out ("MAP (minimum advertised price)"), lower-cased -> the stems of its spelled-out words. */
  acronyms: Map<string, Set<string>>;
};

/** The acronyms the records spell out in brackets after them, each whose initials fit. */
function spelledAcronyms(records: SearchRecord[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { text } of records) {
    for (const [, acronym, spelled] of text.matchAll(/\b([A-Z]{2,})\s*\(([^)]+)\)/g)) {
      const spelledWords = words(spelled!);
      if (spelledWords.map((word) => word[0]).join('') === acronym!.toLowerCase())
        found.set(acronym!.toLowerCase(), new Set(spelledWords.map(stem)));
    }
  }
  return found;
}

/** Whether `text` holds words beginning with `term` only in capitals ("MAP", never "map" or "mapped"). */
const onlyInCapitals = (text: string, term: string) => {
  const found = text.match(new RegExp(`(?<![\\p{L}\\p{N}])${term}[\\p{L}\\p{N}]*`, 'giu')) ?? [];
  return found.length > 0 && found.every((word) => word === term.toUpperCase());
};

/** The stems of a text, function words left out. */
export const terms = (text: string) => words(text).flatMap((word) => (STOP_WORDS.has(word) ? [] : [stem(word)]));

/** What a record is headed by: a section of a page or article by its heading, anything else by its title. */
const headingOf = (record: SearchRecord) =>
  record.section && (record.kind === 'docs' || record.kind === 'page')
    ? `${record.title} ${record.section}`
    : record.title;

/**
 * Whether a record's own heading (its section's, or its title where it has none) begins with the query's words, in
 * order, as typed (its stem, a beginning or a typo; not a synonym): "Quantity Delta: Your Safety Stock" leads with
 * "quantity delta", "1. Subtract the Quantity Delta" does not.
 */
function headingLeadsWith(record: SearchRecord, query: Map<string, number>[]): boolean {
  const head = terms(record.section ?? record.title);
  return query.every((matches, index) => (matches.get(head[index]!) ?? QUALITY.synonym) !== QUALITY.synonym);
}

/** A page, vendor, story, position or article opening is named by its title; a section or a question is not. */
const isNamed = (record: SearchRecord) => !record.section && record.kind !== 'faq';

export function createSiteSearch(records: SearchRecord[], synonymGroups: string[][] = []): SiteSearch {
  const postings = new Map<string, Map<number, number>>();
  const vocabulary = new Map<string, string>();
  const forms = new Map<string, string[]>();
  const lengths = records.map((record, id) => {
    let length = 0;
    for (const field of ['title', 'section', 'text'] as const) {
      for (const word of words(record[field] ?? '')) {
        if (STOP_WORDS.has(word)) continue;
        const term = stem(word);
        if (!vocabulary.has(word)) {
          vocabulary.set(word, term);
          forms.set(term, [...(forms.get(term) ?? []), word]);
        }
        const counts = postings.get(term) ?? new Map<number, number>();
        counts.set(id, (counts.get(id) ?? 0) + FIELD_BOOSTS[field]);
        postings.set(term, counts);
        length += FIELD_BOOSTS[field];
      }
    }
    return length;
  });
  const synonyms = new Map<string, Set<string>>();
  for (const group of synonymGroups) {
    const stems = group.flatMap(terms);
    for (const term of stems) synonyms.set(term, new Set([...(synonyms.get(term) ?? []), ...stems]));
  }
  return {
    records,
    postings,
    lengths,
    averageLength: lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length),
    vocabulary,
    forms,
    synonyms,
    names: records.map((record) => (isNamed(record) ? terms(record.title) : null)),
    titles: records.map((record) => new Set(terms(headingOf(record)))),
    acronyms: spelledAcronyms(records),
  };
}

/** The indexed stems a query word stands for, each with how well it matches. */
export function wordMatches(search: SiteSearch, word: string, last: boolean): Map<string, number> {
  const found = new Map<string, number>();
  const add = (term: string, quality: number) => {
    if (search.postings.has(term) && (found.get(term) ?? 0) < quality) found.set(term, quality);
  };
  const term = stem(word);
  add(term, QUALITY.exact);
  for (const synonym of search.synonyms.get(term) ?? []) add(synonym, QUALITY.synonym);
  // A word the site uses as typed is no typo: "tracking" does not also find "trading" (Williams
  // Trading Co above Order Management, an outside review). Typos reach only words not in the index.
  const edits = found.has(term) ? 0 : allowedEdits(word.length);
  // A beginning stands for the word still being typed, the last. A finished word the site uses
  // finds its longer forms the stemmer leaves apart ("annual": "annually"), not other words that
  // begin with it ("add a vendor" does not find "address").
  const longest = last || !found.has(term) ? Infinity : word.length + 3;
  for (const [indexed, indexedTerm] of search.vocabulary) {
    if (word.length >= 2 && indexed.length <= longest && indexed.startsWith(word))
      add(indexedTerm, QUALITY.prefix + ((QUALITY.exact - QUALITY.prefix) * word.length) / indexed.length);
    else if (edits && withinEdits(word, indexed, edits)) add(indexedTerm, QUALITY.typo);
  }
  return found;
}

/**
 * How plainly the query names a record: 3 when the query is its name ("pricing rules", "amazon"),
 * 2 for a page whose whole name is in the query with more words ("contact sales", "pricing plans"),
 * 1 for a page, vendor or article whose name holds every word of the query ("api", "inventory"); else 0. It
 * orders the records the query finds; it never lets in one that lacks a word of the query.
 */
function nameTier(record: SearchRecord, name: string[] | null, query: Map<string, number>[]): number {
  if (!name?.length) return 0;
  const nameInQuery = name.every((term) => query.some((matches) => matches.has(term)));
  const queryInName = query.every((matches) => name.some((term) => matches.has(term)));
  if (nameInQuery && queryInName) return 3;
  if (nameInQuery && record.kind === 'page') return 2;
  // An article's opening too, by the words as typed, not their synonyms ("inventory": Inventory
  // Management above its own sections and others' mentions, not Quantity Check by "quantity").
  if (queryInName && (record.kind === 'page' || record.kind === 'vendor')) return 1;
  const typedInName = query.every((matches) =>
    name.some((term) => (matches.get(term) ?? QUALITY.synonym) !== QUALITY.synonym),
  );
  return typedInName && record.kind === 'docs' ? 1 : 0;
}

export type SearchHit = { record: SearchRecord; score: number; /** The indexed words that matched. */ terms: string[] };
/** `total`: in the docs group, how many results the documentation box lists for the query (it shows more than the dialog). */
export type SearchGroup = { kind: SearchKind; hits: SearchHit[]; total?: number };

/** The meaningful words of a query, each once (all of them when every word is a function word). */
export function queryWords(query: string): string[] {
  const all = [...new Set(words(query.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_WORDS);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length ? meaningful : all;
}

/** The query's words typed in capitals as an acronym (two or more capitals: "MAP", "SKU"). */
export const acronyms = (query: string) => query.slice(0, MAX_QUERY_LENGTH).match(/\b[A-Z]{2,}\b/g) ?? [];

/** A record the query finds, with its score and the indexed words it matched (to be marked). */
export type RankedRecord = SearchHit & { id: number };

/**
 * Every record `query` finds, best first (ties in index order). Words match by stem, synonym,
 * beginning or typo, and a record needs every word: a query with a word that matches nothing finds
 * nothing (issue 49: "zzqxv nothing like this" listed every article that says "like"). Among them,
 * a record the query names comes first (nameTier), then one that holds the query's acronyms in
 * their case, then those with more of the query in their title, then by text score. The dialog groups these (searchSite), its articles one each as the
 * documentation box lists them (rankArticles).
 */
export function rankRecords(search: SiteSearch, query: string): RankedRecord[] {
  const typed = queryWords(query);
  const queryMatches = typed.map((word, index) => wordMatches(search, word, index === typed.length - 1));
  if (!queryMatches.length || queryMatches.some((matches) => !matches.size)) return [];
  const { records, postings, lengths, averageLength } = search;
  // The acronyms typed in lower case with no word of their spelled-out form beside them: read as words.
  const asWords = typed.map((word, index) => {
    const spelled = search.acronyms.get(stem(word));
    if (!spelled || query.match(new RegExp(`\\b${word}\\b`, 'i'))?.[0] === word.toUpperCase()) return null;
    const others = queryMatches.filter((_, other) => other !== index);
    return others.some((matches) => [...matches.keys()].some((term) => spelled.has(term))) ? null : stem(word);
  });
  const scores = new Map<number, { score: number; words: number; marked: Set<string> }>();
  for (const [index, matches] of queryMatches.entries()) {
    const best = new Map<number, number>();
    const marked = new Map<number, string[]>();
    for (const [term, quality] of matches) {
      const counts = postings.get(term)!;
      const idf = Math.log(1 + (records.length - counts.size + 0.5) / (counts.size + 0.5));
      for (const [id, count] of counts) {
        const norm = K1 * (1 - B + (B * lengths[id]!) / averageLength);
        const { title, section, text } = records[id]!;
        const acronym = term === asWords[index] && onlyInCapitals(`${title} ${section ?? ''} ${text}`, term);
        const score = (acronym ? ACRONYM_ONLY : quality) * idf * ((count * (K1 + 1)) / (count + norm));
        if (score > (best.get(id) ?? 0)) best.set(id, score);
        // A synonym finds a record but is not marked in it: only what was typed (its stem, beginning or typo) is.
        if (quality !== QUALITY.synonym && !acronym) marked.set(id, [...(marked.get(id) ?? []), term]);
      }
    }
    for (const [id, score] of best) {
      const entry = scores.get(id) ?? { score: 0, words: 0, marked: new Set<string>() };
      entry.score += score;
      entry.words += 1;
      for (const term of marked.get(id) ?? []) entry.marked.add(term);
      scores.set(id, entry);
    }
  }
  const ranked: { id: number; score: number; leads: boolean; marked: Set<string> }[] = [];
  const cased = acronyms(query);
  // An acronym the site spells out, typed in capitals ("MAP"), means the acronym: a record that writes
  // the word only in lower case (the verb "map") is not a hit (outside review I), unless none has it.
  const inCase = (word: string, id: number) =>
    new RegExp(`\\b${word}\\b`).test(`${records[id]!.title} ${records[id]!.section ?? ''} ${records[id]!.text}`);
  const strict = cased.filter(
    (word) => search.acronyms.has(word.toLowerCase()) && [...scores.keys()].some((id) => inCase(word, id)),
  );
  for (const [id, entry] of scores) {
    if (entry.words < queryMatches.length) continue;
    if (strict.some((word) => !inCase(word, id))) continue;
    const tier = nameTier(records[id]!, search.names[id]!, queryMatches);
    const title = search.titles[id]!;
    // The word itself, a beginning or a typo of it in the title; a synonym there does not outrank the word in the text.
    const inTitle = queryMatches.filter((matches) =>
      [...matches].some(([term, quality]) => quality !== QUALITY.synonym && title.has(term)),
    ).length;
    const sameCase = cased.filter((word) => inCase(word, id)).length;
    ranked.push({
      id,
      score: tier * NAMED + (sameCase / (cased.length || 1)) * SAME_CASE + inTitle * IN_TITLE + entry.score,
      leads: headingLeadsWith(records[id]!, queryMatches),
      marked: entry.marked,
    });
  }
  // Within a band, a record whose own heading begins with the query comes first: it is about it, where one
  // that names it later in its heading is a step that uses it (an outside review: "quantity delta" put
  // Quantity Check's "1. Subtract the Quantity Delta" above Inventory Management's "Quantity Delta: Your Safety Stock").
  ranked.sort(
    (a, b) => band(b.score) - band(a.score) || Number(b.leads) - Number(a.leads) || b.score - a.score || a.id - b.id,
  );
  return ranked.map(({ id, score, marked }) => ({
    id,
    record: records[id]!,
    score,
    terms: [...marked].flatMap((term) => search.forms.get(term) ?? []).slice(0, 12),
  }));
}

/** A hit's band: how plainly the query names it or stands in its title or heading (nameTier, IN_TITLE), text left out. */
export const band = (score: number) => Math.floor(score / IN_TITLE);

/** A result's page: its address without the anchor. */
export const pagePath = (href: string) => href.split('#')[0]!;
/** Lower-cased with spaces collapsed, the same way for the query and the text ("Duplicate  SKU" finds "duplicate SKU"). */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The documentation articles `query` finds, best first, one each at its best record: the one
 * ranking of the dialog's Documentation group and the /documentation box (issue 25; an outside
 * review found them listing different articles for "tracking"). What the spec promises the box is
 * kept: an article that holds the query as typed (case-insensitive, in its title, description or
 * text) is found even where the ranking has no word for it (part of a word, a phrase of function
 * words), after the ranked ones, in docs order.
 */
export function rankArticles(search: SiteSearch, query: string, ranked = rankRecords(search, query)): RankedRecord[] {
  // An article found by the words typed is listed; one a synonym alone found ("stock" for "inventory") is left
  // out while others hold them (an outside review: "inventory" listed 12 of 14 articles, several with no
  // "inventory" in their excerpt). Where nothing holds the words typed, synonyms stand in.
  const docs = ranked.filter((hit) => hit.record.kind === 'docs');
  // A query that is a page's whole name ("careers") is about that page: articles a synonym alone found ("the rules did
  // their job") are left out too (outside review VVVVV).
  const named = ranked.some((hit) => hit.record.kind === 'page' && hit.score >= 3 * NAMED);
  const typed = named || docs.some((hit) => hit.terms.length);
  const articles = new Map<string, RankedRecord>();
  for (const hit of docs) {
    if (typed && !hit.terms.length) continue;
    const href = pagePath(hit.record.href);
    const best = articles.get(href);
    if (!best) articles.set(href, hit);
    // Where a synonym found the best record, one as strong where the words typed stand is shown instead (they are marked there).
    else if (!best.terms.length && hit.terms.length && band(hit.score) === band(best.score))
      articles.set(href, { ...hit, score: best.score });
  }
  const phrase = normalise(query.slice(0, MAX_QUERY_LENGTH));
  if (!phrase) return [];
  search.records.forEach((record, id) => {
    const href = pagePath(record.href);
    if (record.kind !== 'docs' || articles.has(href)) return;
    if ([record.title, record.section ?? '', record.text].some((field) => normalise(field).includes(phrase)))
      articles.set(href, { id, record, score: 0, terms: [] });
  });
  return [...articles.values()];
}

/** The search over a fetched index (lib/search/parse.ts): its records with its synonyms. */
export const createSiteSearchFromIndex = (index: { records: SearchRecord[]; synonyms: string[][] }) =>
  createSiteSearch(index.records, index.synonyms);
