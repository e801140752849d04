import { stem } from './analyze';
import { band, queryWords, rankArticles, rankRecords, type SearchGroup, type SearchHit, type SiteSearch } from './rank';
import { searchKinds, type SearchKind } from './types';

/*
 * The site search's grouping (the Ctrl+K dialog), apart from the ranking in rank.ts: the chat's
 * help articles rank records too and load rank.ts in their lazy chunk, which so carries none of this.
 */

const PER_GROUP = 6;

/** The legal pages' records (lib/search/build-index.ts, legalRecords): the page or one of its sections. */
const LEGAL = /^\/(privacy|terms|cookies)(#|$)/;

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
 */
export function searchSite(search: SiteSearch, query: string): SearchGroup[] {
  const ranked = rankRecords(search, query);
  const groups = new Map<SearchKind, SearchHit[]>();
  // The articles as the documentation box lists them (rankArticles); the other kinds record by record.
  const found = [...ranked.filter((hit) => hit.record.kind !== 'docs'), ...rankArticles(search, query, ranked)];
  // Every row shows, marked, what found it: one that synonyms alone found marks their words (an outside review:
  // "inventory" listed Shopify and Honey's Place, found by "stock", nothing marked); the others only what was typed.
  for (const { record, score, terms: shown } of found) {
    const kindHits = groups.get(record.kind) ?? [];
    if (kindHits.length < PER_GROUP)
      kindHits.push({ record, score, terms: shown.length ? shown : synonymForms(search, query) });
    groups.set(record.kind, kindHits);
  }
  const ordered = [...groups]
    .map(([kind, hits]) => ({ kind, hits }))
    .sort(
      (a, b) =>
        band(b.hits[0]!.score) - band(a.hits[0]!.score) || searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind),
    );
  const tops = ordered.map((group) => band(group.hits[0]!.score));
  const mentions = ordered.map((group) => group.hits.some((hit) => band(hit.score) === 0));
  const docsHeaded = ordered.some((group) => group.kind === 'docs' && band(group.hits[0]!.score) > 0);
  return ordered.map((group, index) => {
    const others = Math.max(-1, ...tops.filter((_, other) => other !== index));
    const least = Math.min(tops[index]!, others);
    const mentionsElsewhere = mentions.some((has, other) => has && other !== index);
    return {
      kind: group.kind,
      hits: group.hits.filter((hit) => {
        const level = band(hit.score);
        if (level === 0 && docsHeaded && LEGAL.test(hit.record.href)) return false;
        return level >= least && (level > 0 || tops[index] === 0 || !mentionsElsewhere);
      }),
    };
  });
}

/** The indexed words of the query's synonyms, marked where synonyms alone found the results. */
export const synonymForms = (search: SiteSearch, query: string) =>
  queryWords(query).flatMap((word) =>
    [...(search.synonyms.get(stem(word)) ?? [])].flatMap((term) => search.forms.get(term) ?? []),
  );
