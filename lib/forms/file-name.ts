/** The names files are sent under. */

/** Control characters (C0, DEL, C1) and the marks and overrides that reorder text (a right-to-left override, U+202E, makes "cv" + U+202E + "fdp.exe" read as "cvexe.pdf"). */
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name a file is sent under: its own name without control or bidirectional characters; `fallback` if nothing is left. */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  return cleaned && !cleaned.startsWith('.') ? cleaned : `${fallback}${cleaned}`;
}
