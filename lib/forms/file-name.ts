/** The name a chosen file is sent under, made safe for whatever stores or shows it (loaded with the schema that sends it). */
import { cutToLength } from '@/lib/util/cut-text';
import { UNSAFE_CHARACTERS } from './plain-text';

/** The longest name a file is sent under; a longer one is cut before its extension. */
export const FILE_NAME_MAX_LENGTH = 120;
/** Path separators, markup and what file systems refuse in a name: each run becomes one "_". */
const UNSAFE_NAME_PUNCTUATION = /[/\\<>"`:*?|]+/g;

/**
 * The name a file is sent under: its own name without control or bidirectional characters, path
 * separators or markup, at most 120 characters with its extension kept; `fallback` if nothing is left.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name.replace(UNSAFE_CHARACTERS, '').replace(UNSAFE_NAME_PUNCTUATION, '_').replace(/\s+/g, ' ').trim();
  const named = cleaned && !cleaned.startsWith('.') ? cleaned : `${fallback}${cleaned}`;
  if (named.length <= FILE_NAME_MAX_LENGTH) return named;
  const extension = /\.\w{1,10}$/.exec(named)?.[0] ?? '';
  const stem = named.slice(0, named.length - extension.length);
  return cutToLength(stem, FILE_NAME_MAX_LENGTH - extension.length).trimEnd() + extension;
}
