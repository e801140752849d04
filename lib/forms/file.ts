/** Chosen files: whether a value is one, the name it is sent under and its size as people read it. */

/** Whether a value is a chosen file (there is no File class while the page renders on the server). */
export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Control characters (C0, DEL, C1) and the marks and overrides that reorder text (a right-to-left override, U+202E, makes "cv" + U+202E + "fdp.exe" read as "cvexe.pdf"). */
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name a file is sent under: its own name without control or bidirectional characters; `fallback` if nothing is left. */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  return cleaned && !cleaned.startsWith('.') ? cleaned : `${fallback}${cleaned}`;
}

/** A file's size as people read it: "820 KB", "1.4 MB" (KB = 1024 bytes, as the 5MB limit counts). */
export const readableSize = (bytes: number) =>
  bytes < 1000 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
