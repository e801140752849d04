// @ts-check
/** What every answer shares: the words of a message, the phrasing of lists and prices, and the FAQ, Terms and documentation quoted by their anchors. */
import { siteContent } from '../site-content.mjs';

const { plans, rows, vendors, articles, synonyms, supportHours, handoff, faq, legal } = siteContent;

/** A word without its plural, -ed, -ing or final e, so "synced" finds "sync" and "pricing" "price". */
export const stem = (/** @type {string} */ word) => {
  const base =
    word.length > 5 && word.endsWith('ing')
      ? word.slice(0, -3)
      : word.length > 4 && word.endsWith('ed')
        ? word.slice(0, -2)
        : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
          ? word.slice(0, -1)
          : word;
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
};
export const STOP_WORDS = new Set(
  'a an and are as at be can do does for from get how i in is it me my of on or our the this to what when where which who why will with you your linkwell need want much there any we us have has so if about'.split(
    ' ',
  ),
);
/** @param {string} text */
export const words = (text) =>
  (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
/** Each word with the words the site search treats as the same (content/search/synonyms.json). */
export const withSynonyms = (/** @type {string} */ word) => [
  word,
  ...synonyms
    .filter((group) => group.map(stem).includes(word))
    .flat()
    .map(stem),
];

/** "Up to 2 vendors" to "up to 2 vendors" inside a sentence, leaving "API access" as it is. */
export const lowerFirst = (/** @type {string} */ text) =>
  /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
/** @param {number | 'custom'} price */
export const perMonth = (price) => `$${price}/month`;
/** @param {string[]} items */
export const list = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
export const PERSON_OPTION = `**${handoff.action}**`;
// Short: the offer ends many answers, and a 60-word fallback read as a shrug (outside review). The support
// hours only where a person is asked for (personAnswer): said under every answer they read as boilerplate (review KK).
// The bold label is the widget's button in the reply itself (components/chat/Markdown.tsx): "under the message box"
// sent a visitor looking for a control the answer already held (outside review ZZZZZ).
export const personOffer = `choose ${PERSON_OPTION} and leave your email; our team replies by email`;
/** The offer with the support hours, for a visitor who asks for a person. */
export const personOfferWithHours = `choose ${PERSON_OPTION} and leave your email; our team replies ${supportHours}`;

/**
 * A sync interval the question asks about that is faster than the product's ("every 15 minutes",
 * "every few minutes", "real-time"): stock syncs about hourly, so such a premise is corrected.
 */
export const FASTER_SYNC =
  /\b(\d+)\s*(?:min(?:ute)?s?|sec(?:ond)?s?)\b|\b(?:every|each)\s+(?:few|couple(?:\s+of)?|several|(?:a\s+)?(?:min(?:ute)?|sec(?:ond)?)\b)\s*(?:min(?:ute)?s?|sec(?:ond)?s?)?|\bminute[- ]by[- ]minute\b|\breal[- ]?time\b|\binstant(?:ly|aneous(?:ly)?)?\b|\bimmediately\b|\bright away\b|\bcontinuous(?:ly)?\b|\bconstantly\b/i;

/** The pace a FASTER_SYNC match claims, as the correction says it: "not every few minutes", "not in real time". */
export const claimedPace = (/** @type {RegExpExecArray} */ found) =>
  found[1]
    ? `every ${found[0]}`
    : /^(every|each)\b/i.test(found[0])
      ? found[0].toLowerCase().replace(/^each/, 'every').replace(/\s+/g, ' ').trim()
      : /^minute/i.test(found[0])
        ? 'minute by minute'
        : 'in real time';

/** A FAQ answer by its anchor: its first sentences (the page has the rest), linked to the question. */
export function faqAnswer(/** @type {string} */ id, sentences = 2) {
  const item = faq.find((entry) => entry.id === id);
  if (!item) return null;
  const parts = item.answer.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/);
  const short = parts.slice(0, sentences).join(' ');
  return `${short} [More in our FAQ](/faq#${item.id}).`;
}

/** A sentence of the Terms or the Privacy Policy that holds `pattern`, linked to its section. */
export function legalAnswer(/** @type {RegExp} */ pattern, heading = '') {
  for (const section of legal.filter((entry) => !heading || entry.heading === heading)) {
    // A list item is a sentence of its own: split at line ends first, then at full stops.
    const sentence = section.text
      .split(/\n+/)
      .flatMap((line) => line.replace(/^\s*-\s+/, '').split(/(?<=[.!?])\s+(?=[A-Z])/))
      .find((part) => pattern.test(part));
    if (sentence) return { sentence: sentence.trim(), link: `[${section.heading}](${section.href})` };
  }
  return null;
}

/** A documentation article by its address, as a Markdown link. */
export const articleLink = (/** @type {string} */ slug) => {
  const article = articles.find((entry) => entry.href === `/documentation/${slug}`);
  return article ? `[${article.title}](${article.href})` : '';
};

/** Every word the site's content uses: a message with none of them is not a question we can read. */
export const vocabulary = new Set(
  [
    ...STOP_WORDS,
    // Everyday words a keyword's slip would take ("my SKUs are different" asked about the "difference").
    'different',
    ...[plans, rows, vendors, articles, faq, legal, synonyms]
      .map(
        (value) =>
          JSON.stringify(value)
            .toLowerCase()
            .match(/[a-z]+/g) ?? [],
      )
      .flat(),
  ].map(stem),
);

/** Distance of two short words in edits: "kuzko" is one from "kuzco", "crystoramma" one from "crystorama". */
export function editDistance(/** @type {string} */ a, /** @type {string} */ b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Edits between two words, a swap of two letters counting as one: "trail" is one from "trial". */
function typoDistance(/** @type {string} */ a, /** @type {string} */ b) {
  /** @type {number[][]} */
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 0; j <= b.length; j += 1) (d[0] ?? [])[j] = j;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] ?? [];
      const up = d[i - 1] ?? [];
      row[j] = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] ?? 0, (d[i - 2]?.[j - 2] ?? 0) + 1);
    }
  return d[a.length]?.[b.length] ?? 0;
}

/**
 * The words the answers' patterns turn on, so a slip in one of them ("trail", "cancle", "wich",
 * "offten", "developr") still finds its answer. Only these: a word of the site's own is never
 * changed, and a vendor's or a plan's name is matched on its own (vendors.mjs, pricing.mjs).
 */
const KEYWORDS =
  'trial cancel refund price pricing prices cost fee fees setup vendor vendors supplier inventory stock sync syncing integrate integration support shipping tracking discount contract developer difference included include which often many much does there anytime whenever orders products stores monthly annual annually markup margin schedule password security refunds premium access'.split(
    ' ',
  );

/** The message with each slip in a keyword mended: "is ther a free trail and can i cancle" asks about the trial and cancelling. */
export function mendTypos(/** @type {string} */ text) {
  // A contraction whole ("doesn't", "vendor's"): its first part alone is no slip ("doesn" was mended to "does").
  return text.replace(/[A-Za-z]{4,}(?:['’][A-Za-z]+)?/g, (token) => {
    if (/['’]/.test(token)) return token;
    const lower = token.toLowerCase();
    if (vocabulary.has(stem(lower)) || KEYWORDS.includes(lower)) return token;
    // A short word is mended only for a dropped letter ("wich"): "post" is a word, not a slip of "cost".
    const near = KEYWORDS.filter(
      (keyword) =>
        (lower.length >= 5 || keyword.length > lower.length) &&
        typoDistance(lower, keyword) <= (keyword.length >= 8 ? 2 : 1),
    );
    return near.length === 1 && near[0] ? near[0] : token;
  });
}
