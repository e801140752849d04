// @ts-check
/**
 * A post-build step: writes each page's structured data into its empty
 * `<script type="application/ld+json" data-ld="KEY">`, from the text that rendering
 * kept under that key (components/seo/JsonLd.tsx), then deletes the kept texts. The build fails,
 * naming the page, when a key has no text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedPages } from '../lib/exported-pages.mjs';
import {
  STRUCTURED_DATA_ATTRIBUTE,
  STRUCTURED_DATA_DIR,
  STRUCTURED_DATA_KEY,
} from '../../lib/seo/structured-data.config.mjs';

const emptyScript = new RegExp(
  `<script type="application/ld\\+json" ${STRUCTURED_DATA_ATTRIBUTE}="([^"]*)"></script>`,
  'g',
);

/**
 * One page's HTML with its structured data written in.
 * @param {string} html
 * @param {(key: string) => string | undefined} textOf
 * @param {string} [name] the page, for error messages
 */
export function placeStructuredData(html, textOf, name = 'page') {
  return html.replace(emptyScript, (_tag, key) => {
    const text = STRUCTURED_DATA_KEY.test(key) ? textOf(key) : undefined;
    if (text === undefined) throw new Error(`structured-data: ${name}: no structured data kept under "${key}"`);
    return `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="${key}">${text}</script>`;
  });
}

/**
 * Fills every exported page of outDir and deletes the kept texts; returns how many scripts.
 * @param {string} outDir
 * @param {string} projectRoot
 */
export function placeAllStructuredData(outDir, projectRoot) {
  const dir = path.join(projectRoot, STRUCTURED_DATA_DIR);
  /** @param {string} key */
  const textOf = (key) => {
    const file = path.join(dir, `${key}.json`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  let placed = 0;
  for (const page of exportedPages(outDir)) {
    const html = fs.readFileSync(page.file, 'utf8');
    const filled = placeStructuredData(html, textOf, page.htmlPath);
    if (filled !== html) {
      placed += (html.match(emptyScript) ?? []).length;
      fs.writeFileSync(page.file, filled);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return placed;
}
