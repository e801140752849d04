// @ts-check
/**
 * A post-build step: writes each page's structured data into its empty
 * `<script type="application/ld+json" data-ld="KEY">`, from the text that rendering
 * kept under that key (components/seo/JsonLd.tsx), then deletes the kept texts. The build fails,
 * naming the page, when a key has no text, and checks itself (issue 53): a page left with an empty
 * JSON-LD script (a tag of another shape than the one matched here, after a React or Next upgrade),
 * or a kept text that no page asked for, fails the build rather than shipping pages without their data.
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

/** Any JSON-LD script with nothing in it, whatever its attributes' order or quoting. */
const anyEmptyScript = /<script\b[^>]*application\/ld\+json[^>]*>\s*<\/script>/i;

/**
 * One page's HTML with its structured data written in.
 * @param {string} html
 * @param {(key: string) => string | undefined} textOf
 * @param {string} [name] the page, for error messages
 */
export function placeStructuredData(html, textOf, name = 'page') {
  const filled = html.replace(emptyScript, (_tag, key) => {
    const text = STRUCTURED_DATA_KEY.test(key) ? textOf(key) : undefined;
    if (text === undefined) throw new Error(`structured-data: ${name}: no structured data kept under "${key}"`);
    return `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="${key}">${text}</script>`;
  });
  const left = anyEmptyScript.exec(filled);
  if (left)
    throw new Error(
      `structured-data: ${name}: an empty JSON-LD script of a shape this step does not know: ${left[0]} (did Next or React change how it renders <script>? update emptyScript)`,
    );
  return filled;
}

/**
 * Fills every exported page of outDir and deletes the kept texts; returns how many scripts.
 * @param {string} outDir
 * @param {string} projectRoot
 */
export function placeAllStructuredData(outDir, projectRoot) {
  const dir = path.join(projectRoot, STRUCTURED_DATA_DIR);
  const used = new Set();
  /** @param {string} key */
  const textOf = (key) => {
    const file = path.join(dir, `${key}.json`);
    used.add(`${key}.json`);
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
  const unused = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => !used.has(file)) : [];
  if (unused.length)
    throw new Error(
      `structured-data: ${unused.length} kept text(s) that no page's empty script asked for (${unused.slice(0, 3).join(', ')}): the pages' JSON-LD tags are not the shape this step matches`,
    );
  fs.rmSync(dir, { recursive: true, force: true });
  return placed;
}
