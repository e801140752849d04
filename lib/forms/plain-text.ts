/**
 * Text from outside (a chosen file's name, a server's message) made plain before it is shown or
 * sent: without the characters that hide or reorder what a person reads.
 */

/** Control characters (C0, DEL, C1) and the marks and overrides that reorder text (a right-to-left override, U+202E, makes "cv" + U+202E + "fdp.exe" read as "cvexe.pdf"). */
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` cut to `max` characters (code points, so never half of a pair), with an ellipsis when anything was left out. */
function cutWithEllipsis(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const kept = characters.slice(0, max - 1).join('');
  return `${kept.trimEnd()}…`;
}

/**
 * `text` as one line of plain text of at most `max` characters: tags and anything left of an
 * unclosed one removed, unsafe characters and runs of white space made one space.
 */
export const plainText = (text: string, max: number) =>
  cutWithEllipsis(
    text
      .replace(/<[a-z!/?][^>]*>?/gi, ' ')
      .replace(UNSAFE_CHARACTERS, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
