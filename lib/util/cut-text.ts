/**
 * Cutting text to a field's limit without breaking what a person reads: limits count UTF-16 code
 * units (what `maxLength` and `String.length` count), and a cut falls between whole characters as
 * a person sees them (grapheme clusters), so an emoji sequence, a flag or an accented letter is
 * kept whole or left out whole, and no joiner (U+200D) is left dangling at the end.
 */
import { formatInteger } from './number';

const graphemes = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment)
    : Array.from(text);

/** The longest start of `text` made of whole characters that fits in `max` code units. */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const character of graphemes(text.slice(0, max + 64))) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept.replace(/[\u200d\ufe0f]+$/, '');
}

/** What the person is told when a paste did not fit: "Your text was cut to 2,000 characters." */
export const pasteCutMessage = (max: number) => `Your text was cut to ${formatInteger(max)} characters.`;

export type PasteResult = { value: string; caret: number; cut: boolean };

/**
 * The field's value after pasting `pasted` over the selection [start, end) of `value`, cut so the
 * whole fits in `max`: what a paste does with `maxLength`, except that it never halves a character
 * and says whether anything was left out.
 */
export function pasteWithinLimit(value: string, start: number, end: number, pasted: string, max: number): PasteResult {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const room = Math.max(0, max - before.length - after.length);
  const fitted = cutToLength(pasted, room);
  return { value: before + fitted + after, caret: before.length + fitted.length, cut: fitted.length < pasted.length };
}
