/** Chosen files: whether a value is one, the name shown for it and its size as people read it. */
import { UNSAFE_CHARACTERS } from './plain-text';

/** Whether a value is a chosen file (there is no File class while the page renders on the server). */
export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** A chosen file's name as the page shows it: its own, without control or bidirectional characters (file-name.ts cleans the name it is sent under). */
export const shownFileName = (name: string) => name.replace(UNSAFE_CHARACTERS, '').trim();

/** A file's size as people read it: "820 KB", "1.4 MB" (KB = 1024 bytes, as the 5MB limit counts). */
export const readableSize = (bytes: number) =>
  bytes < 1000 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
