/**
 * Text from outside (a chosen file's name, a server's message) made plain before it is shown or
 * sent: without the characters that hide or reorder what a person reads.
 */
import { INVISIBLE_CHARACTER_RANGES, INVISIBLE_CHARACTERS } from '@/lib/util/invisible-characters';

/** Control characters (C0, DEL, C1) and the invisible ones that hide or reorder text (lib/util/invisible-characters.ts). */
export const UNSAFE_CHARACTERS = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${INVISIBLE_CHARACTER_RANGES}]`, 'g');

/** `text` cut to `max` characters (code points, so never half of a pair), with an ellipsis when anything was left out. */
function cutWithEllipsis(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const kept = characters.slice(0, max - 1).join('');
  return `${kept.trimEnd()}…`;
}

/**
 * `text` as one line of plain text of at most `max` characters: tags and anything left of an
 * unclosed one removed, invisible characters dropped, controls and runs of white space made one space.
 */
export const plainText = (text: string, max: number) =>
  cutWithEllipsis(
    text
      .replace(/<[a-z!/?][^>]*>?/gi, ' ')
      .replace(INVISIBLE_CHARACTERS, '')
      .replace(UNSAFE_CHARACTERS, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
