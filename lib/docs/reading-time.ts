/** Reading speed the spec fixes for every article. */
const WORDS_PER_MINUTE = 200;

/**
 * What counts as a word: a run of characters between whitespace that holds at least one letter
 * or digit, taken from the text a reader sees (Markdown syntax, link addresses and HTML comments
 * removed; code blocks and inline code kept, since readers read them too). So "Push & Publish"
 * is two words ("&" has no letter), "read_products" and "$89" are one each.
 */
export function countWords(plainText: string): number {
  return plainText.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read `words` at 200 words a minute, rounded up (at least 1 for any text). */
export function readingMinutes(words: number): number {
  if (!Number.isFinite(words) || words <= 0) return 0;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** The label shown on cards and article pages: "N min read". */
export function readingTimeLabel(words: number): string {
  return `${readingMinutes(words)} min read`;
}
