import MiniSearch, { type SearchResult } from 'minisearch';
import { MAX_QUERY_LENGTH } from './excerpt';
import { searchKinds, type SearchKind, type SearchRecord } from './types';

/** Title beats a section heading beats the text. */
export const FIELD_BOOSTS = { title: 3, section: 2, text: 1 } as const;
/** At most this many results per group. */
const PER_GROUP = 6;

type IndexedRecord = SearchRecord & { id: number };
export type SiteSearch = { engine: MiniSearch<IndexedRecord>; records: SearchRecord[] };

/** Prefix on every word, and typo-tolerant on words of four letters or more (one edit in five letters). */
const searchOptions = {
  boost: FIELD_BOOSTS,
  prefix: true,
  fuzzy: (term: string) => (term.length > 3 ? 0.2 : false),
} as const;

export function createSiteSearch(records: SearchRecord[]): SiteSearch {
  const engine = new MiniSearch<IndexedRecord>({ fields: ['title', 'section', 'text'], searchOptions });
  engine.addAll(records.map((record, id) => ({ ...record, id })));
  return { engine, records };
}

export type SearchHit = { record: SearchRecord; score: number; /** The indexed words that matched. */ terms: string[] };
export type SearchGroup = { kind: SearchKind; hits: SearchHit[] };

/**
 * The results of `query`, grouped by kind: the group with the best hit first (ties in the order of
 * searchKinds), each group best first. Every word must match (prefix or typo); when no record has
 * them all, records with any of them.
 */
export function searchSite({ engine, records }: SiteSearch, query: string): SearchGroup[] {
  const text = query.slice(0, MAX_QUERY_LENGTH).trim();
  if (!text) return [];
  let results: SearchResult[] = engine.search(text, { combineWith: 'AND' });
  if (!results.length) results = engine.search(text, { combineWith: 'OR' });
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const result of results.slice(0, 200)) {
    const record = records[result.id as number];
    if (!record) continue;
    const hits = groups.get(record.kind) ?? [];
    if (hits.length < PER_GROUP) hits.push({ record, score: result.score, terms: result.terms });
    groups.set(record.kind, hits);
  }
  return [...groups]
    .map(([kind, hits]) => ({ kind, hits }))
    .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score || searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind));
}
