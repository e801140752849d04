/**
 * The site's articles that match what a visitor asks the chat ("These articles may help"): the site
 * search's own ranking (lib/search/rank.ts) over the index the site ships, kept to documentation
 * articles, one link an article, at most three. It needs no webhook, so it helps when the chat
 * service is down too.
 */
import { STOP_WORDS, words } from '@/lib/search/analyze';
import { queryWords, rankRecords, type SiteSearch } from '@/lib/search/rank';
import { isSameSiteHref } from '@/lib/site/same-site';

export const MAX_HELP_ARTICLES = 3;
/** Fewer letters than this say too little to search on (a first word being typed). */
export const MIN_QUESTION_LENGTH = 3;

/** An article to offer: its title, the section that matched (when one did), and its same-site address. */
export type HelpArticle = { title: string; section?: string; href: string };

/**
 * The search needs every word of a query in a record. A question typed to a person has words no
 * article has ("set up my MAP pricing, please"), or words each found somewhere but never together: when
 * the whole question finds nothing, it is asked again with the words that find something together,
 * the rarest first ("map", then "pricing"; "set" and "up", found together with them nowhere, left out).
 */
function rankQuestion(search: SiteSearch, question: string) {
  const ranked = rankRecords(search, question);
  if (ranked.length) return ranked;
  const known = queryWords(question)
    .map((word) => ({ word, found: rankRecords(search, word).length }))
    .filter(({ found }) => found > 0)
    .sort((a, b) => a.found - b.found);
  const kept: string[] = [];
  for (const { word } of known) if (rankRecords(search, [...kept, word].join(' ')).length) kept.push(word);
  return kept.length ? rankRecords(search, kept.join(' ')) : [];
}

/**
 * What a question is about: two words side by side in it that an article's heading holds side by side ("How does
 * Quantity Delta work on the Plus plan?" is about Quantity Delta). Those articles come first: needing every word,
 * the search offered only a worked example that happened to hold "work", "plus" and "plan" too (outside review DDDDDD).
 */
function topicRecords(search: SiteSearch, question: string) {
  const said = words(question.slice(0, 200));
  const holds = (heading: string | undefined, phrase: string) =>
    heading !== undefined && ` ${words(heading).join(' ')} `.includes(` ${phrase} `);
  return said.slice(1).flatMap((word, index) => {
    const phrase = `${said[index]} ${word}`;
    if (STOP_WORDS.has(word) || STOP_WORDS.has(said[index]!)) return [];
    return rankRecords(search, phrase).filter(
      ({ record }) => holds(record.title, phrase) || holds(record.section, phrase),
    );
  });
}

export function helpArticles(search: SiteSearch, question: string, limit = MAX_HELP_ARTICLES): HelpArticle[] {
  if (question.trim().length < MIN_QUESTION_LENGTH) return [];
  const articles = new Map<string, HelpArticle>();
  for (const { record } of [...topicRecords(search, question), ...rankQuestion(search, question)]) {
    if (articles.size >= limit) break;
    const page = record.href.split('#')[0]!;
    // The index is checked when it is parsed; a link leads nowhere but this site all the same.
    if (record.kind !== 'docs' || articles.has(page) || !isSameSiteHref(record.href)) continue;
    articles.set(page, {
      title: record.title,
      ...(record.section ? { section: record.section } : {}),
      href: record.href,
    });
  }
  return [...articles.values()];
}
