import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { priceValues } from '@/lib/content/load';
import { releaseNoteSections } from '@/lib/content/release-notes';
import { contentValues } from '@/lib/site/site';
import { contentEmails } from '@/lib/site/mail-or-form';

/** Decap CMS's prebuilt bundle: the entry, the chunks it loads from beside itself, its wasm and CSS. */
const distDir = path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');
const SHIPPED = /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$|^cms\.css$/;

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
};

/** The file names the editor needs, from the installed decap-cms. */
export const decapFiles = () =>
  fs
    .readdirSync(distDir)
    .filter((name) => SHIPPED.test(name))
    .sort();

export function decapFile(name: string): { body: Buffer; type: string } {
  if (!decapFiles().includes(name)) throw new Error(`Not a Decap CMS file: ${name}`);
  return { body: fs.readFileSync(path.join(distDir, name)), type: types[path.extname(name)]! };
}

/**
 * lib/cms/editor-preview.js, after the values the build fills content's placeholders with (prices,
 * addresses) and the release notes' list headings, so a preview reads as the page does.
 */
export function editorPreviewScript(): string {
  const values = { ...contentValues, ...contentEmails, ...priceValues() };
  const sections = releaseNoteSections.map(([title, field]) => [title, field]);
  return [
    `window.linkwellContentValues = ${JSON.stringify(values)};`,
    `window.linkwellReleaseSections = ${JSON.stringify(sections)};`,
    fs.readFileSync(path.join(process.cwd(), 'lib', 'cms', 'editor-preview.js'), 'utf8'),
  ].join('\n');
}
