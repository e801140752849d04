// @ts-check
/** Folders every script agrees on. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The static export `next build` writes. */
export const outDir = path.join(projectRoot, 'out');
/** What the scripts write that is neither the site nor a server config (gitignored): receiver log, bench reports. */
export const outputDir = path.join(projectRoot, '.output');
