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
  // The answer first, as a person would give it, then where to read the rest. A description that
  // names a topic ("How vendor stock reaches…") is said as what the guide explains.
  const { title, href, description } = best.article;
  const sentence = /[.!?]$/.test(description) ? description : `${description}.`;
  const topic = /^(how|why|what|when|which) /i.test(sentence);
  const answer = topic ? `Our guide explains ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
  const also =
    next && next.score >= best.score - 1 ? `\nAlso useful: [${next.article.title}](${next.article.href})` : '';
  return `${answer}\n${topic ? 'The full guide:' : 'Step-by-step:'} [${title}](${href})${also}`;
}

/** The words before an article's link, here and in replies/faq.mjs; a reply of several answers says each once. */
const LEAD_INS = ['Step-by-step:', 'The full guide:', 'Details:', 'All the details:', 'Read more in'];
const ALSO_LEAD_INS = ['Also useful:', 'Related:', 'Worth a look too:', 'See also'];
const LEAD_IN = new RegExp(`(?<=^|\\. )(${[...LEAD_INS, ...ALSO_LEAD_INS].join('|')}) (?=\\[)`, 'gm');

/**
 * In a reply of several answers, an article's lead-in already said earlier in it becomes the next
 * one not yet said, so no line reads the same twice ("Step-by-step: …", then "The full guide: …").
 */
export function varyLeadIns(/** @type {string[]} */ answers) {
  const said = new Set();
  return answers.map((answer) =>
    answer.replace(LEAD_IN, (_, /** @type {string} */ lead) => {
      const list = ALSO_LEAD_INS.includes(lead) ? ALSO_LEAD_INS : LEAD_INS;
      const fresh = said.has(lead) ? (list.find((other) => !said.has(other)) ?? lead) : lead;
      said.add(fresh);
      return `${fresh} `;
    }),
  );
}

const LINKED_LEAD_IN = new RegExp(
  `(^|\\. |\\n)(?:${[...LEAD_INS, ...ALSO_LEAD_INS].join('|')}) \\[[^\\]]+\\]\\(([^)\\s]+)\\)\\.?`,
  'g',
);

/**
 * In a reply of several answers, a pointer to an article an earlier answer already linked is left
 * out ("Step-by-step: [Add a Vendor]" once, not under each answer that ends in it).
 */
export function withoutRepeatedLinks(/** @type {string[]} */ answers) {
  /** @type {Set<string>} */
  const linked = new Set();
  return answers.map((answer) => {
    const kept = answer
      .replace(LINKED_LEAD_IN, (whole, /** @type {string} */ before, /** @type {string} */ href) =>
        linked.has(href) ? (before === '. ' ? '.' : '') : whole,
      )
      .trim();
    for (const [, href] of kept.matchAll(/\]\(([^)\s]+)\)/g)) linked.add(href ?? '');
    return kept;
  });
}
