// @ts-check
/** Answers from the documentation: the articles whose title and description share the most words with a question. */
import { siteContent } from '../site-content.mjs';
import { stem, withSynonyms, words } from './text.mjs';

const { articles } = siteContent;

/** Words nearly every article shares, which alone say nothing about what a question is after. */
const GENERIC_WORDS = new Set(['shopify', 'store', 'help', 'product', 'vendor', 'setting', 'us'].map(stem));

/**
 * The documentation articles that share the most words with the message (two words at least; with
 * `strong`, two words of the title, which outranks a plan's price: "how do price rules handle MAP?").
 */
export function articlesAnswer(/** @type {string} */ text, strong = false) {
  const asked = [...new Set(words(text))];
  if (asked.length === 0) return null;
  const ranked = articles
    .map((article) => {
      const titleWords = new Set(words(article.title));
      const allWords = new Set([...titleWords, ...words(article.description)]);
      // Distinct words of the article matched, so "price" and its synonym "cost" count once.
      /** @type {Set<string>} */
      const matched = new Set();
      let score = 0;
      for (const word of asked) {
        if (!strong && GENERIC_WORDS.has(word)) continue;
        const found = withSynonyms(word).filter((form) => allWords.has(form) && !matched.has(form));
        found.forEach((form) => matched.add(form));
        if (found.length === 0) continue;
        // A title word counts most, and an exact word a little more than its synonym.
        score += (found.some((form) => titleWords.has(form)) ? 3 : 1) + (found.includes(word) ? 1 : 0);
      }
      const hits = matched.size;
      const titleHits = [...matched].filter((form) => titleWords.has(form)).length;
      return { article, hits, titleHits, score };
    })
    .filter(({ hits, titleHits }) => (strong ? titleHits >= 2 : hits >= 2))
    .sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  if (!best) return null;
  const also =
    next && next.score >= best.score - 1 ? ` [${next.article.title}](${next.article.href}) may help too.` : '';
  const { title, href, description } = best.article;
  return `[${title}](${href}) covers this: ${description.charAt(0).toLowerCase()}${description.slice(1)}${also}`;
}
