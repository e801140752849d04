/** A piece of shown text; `match` pieces are drawn as <mark> (React text nodes, never HTML). */
export type TextPart = { text: string; match: boolean };

/** A query longer than this is cut: nobody types more, and every term becomes a pattern. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a query, lower-cased, each once, in order ("Duplicate SKU sku" -> ["duplicate", "sku"]). */
export function queryTerms(query: string): string[] {
  const words =
    query
      .slice(0, MAX_QUERY_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Words that begin with one of the terms, whole ("inv" marks "Inventory"); null without terms. Not a term after an
 * underscore: "read_inventory" is a code name, not the word "inventory" (an excerpt of a scope list, "read_products,
 * write_products, read_inventory…", read as raw code: outside review OOOOOO).
 */
function termPattern(terms: string[]): RegExp | null {
  const usable = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_TERMS * 4);
  if (!usable.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${usable.map(escapePattern).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/**
 * `text` in parts, the words that begin with a term marked; words found one after another are one part,
 * the space between them marked too, so they read as one tint rather than a box a word (an outside review).
 */
export function highlight(text: string, terms: string[]): TextPart[] {
  const word = termPattern(terms)?.source;
  if (!word) return text ? [{ text, match: false }] : [];
  // Split by a run of words (one captured group): the odd pieces are the runs.
  return text
    .split(new RegExp(`(${word}(?:\\s+${word})*)`, 'iu'))
    .map((piece, index) => ({ text: piece, match: index % 2 > 0 }))
    .filter((part) => part.text);
}

/**
 * Where to start showing `text` so that the most different marked words fit in `span` characters:
 * the start of the best run of matches (the earliest of equals), or -1 without a match.
 */
function bestMatch(text: string, terms: string[], span: number): number {
  const pattern = termPattern(terms);
  if (!pattern) return -1;
  // A match counts for the shortest term it begins with ("SKUs" and "SKU" are one word sought).
  const shortest = [...terms].sort((a, b) => a.length - b.length);
  const matches = [...text.matchAll(pattern)].slice(0, 200).map((found) => {
    const word = found[0].toLowerCase();
    return { at: found.index, word: shortest.find((term) => word.startsWith(term.toLowerCase())) ?? word };
  });
  let best = -1;
  let bestCount = 0;
  for (const [position, match] of matches.entries()) {
    const words = new Set<string>();
    for (const next of matches.slice(position)) {
      if (next.at - match.at > span) break;
      words.add(next.word);
    }
    if (words.size > bestCount) {
      best = match.at;
      bestCount = words.size;
    }
  }
  return best;
}

/**
 * About `length` characters of `text` around its marked words (the stretch with the most different
 * ones, a little context before them),
 * cut at word boundaries with "…" where text was left out, the words marked. Without a match, the
 * text's beginning. Cut after a sentence's full stop, the ellipsis takes its place ("reactivate.…" read as
 * double punctuation: outside review FFFFF).
 */
export function excerpt(text: string, terms: string[], length = 160): TextPart[] {
  if (text.length <= length) return highlight(text, terms);
  const at = Math.max(0, bestMatch(text, terms, Math.floor((length * 2) / 3)));
  let start = Math.max(0, Math.min(at - Math.floor(length / 4), text.length - length));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > at ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  const cut = end < text.length;
  const shown = text.slice(start, end);
  const parts = highlight(cut ? shown.replace(/\.$/, '') : shown, terms);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (cut) parts.push({ text: '…', match: false });
  return parts;
}
