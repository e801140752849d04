/**
 * The one list of characters a reader cannot see but that change what they read, used wherever
 * text from outside is shown (a bot's reply, a file's name, a server's message).
 *
 * Embedding, override and isolate controls reorder what follows them (a right-to-left override,
 * U+202E, makes "cv" + U+202E + "fdp.exe" read as "cvexe.pdf"); the marks (ALM, LRM, RLM), the
 * zero-width space, word joiner and byte order mark hide inside words, so two different texts
 * look the same. The joiners that emoji and scripts need (U+200C, U+200D) are not on the list.
 */
export const INVISIBLE_CHARACTER_RANGES = '\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff';

/** Every invisible character (INVISIBLE_CHARACTER_RANGES), for `replace`. */
export const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLE_CHARACTER_RANGES}]`, 'g');
