/**
 * The site's articles that match what a visitor asks the chat ("These articles may help"): the site
 * search's own ranking (lib/search/rank.ts) over the index the site ships, kept to documentation
 * articles, one link an article, at most three. It needs no webhook, so it helps when the chat
 * service is down too.
 */
import { queryWords, rankRecords, type SiteSearch } from '@/lib/search/rank';
import { isSameSiteHref } from '@/lib/site/same-site';

export const MAX_HELP_ARTICLES = 3;
/** Fewer letters than this say too little to search on (a first word being typed). */
export const MIN_QUESTION_LENGTH = 3;

/** An article to offer: its title, the section that matched (when one did), and its same-site address. */
export type HelpArticle = { title: string; section?: string; href: string };

/**
 * The search needs every word of a query in a record. A question typed to a person has words no
 * article has ("set up my MAP pricing, please"): when the whole question finds nothing, it is asked
 * again with only the words the index knows.
 */
function rankQuestion(search: SiteSearch, question: string) {
  const ranked = rankRecords(search, question);
  if (ranked.length) return ranked;
  const known = queryWords(question).filter((word) => rankRecords(search, word).length > 0);
  return known.length ? rankRecords(search, known.join(' ')) : [];
}

export function helpArticles(search: SiteSearch, question: string, limit = MAX_HELP_ARTICLES): HelpArticle[] {
  if (question.trim().length < MIN_QUESTION_LENGTH) return [];
  const articles = new Map<string, HelpArticle>();
  for (const { record } of rankQuestion(search, question)) {
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
