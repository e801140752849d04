// @ts-check
/**
 * A post-build step, for speed only: writes the first-paint scripts into every page. The root layout
 * loads each place's scripts as a file (components/layout/PageScript.tsx, written by
 * app/first-paint/[file]/route.ts), so `next build` alone gives a working site; here each
 * `<script src="/first-paint/head.js"></script>` becomes the file's text inline, which saves a
 * blocking request before the first paint; then the files are deleted.
 *
 * It checks itself: a page that lacks a tag (a Next or React upgrade rendering it in another
 * shape) fails the build, naming the page and the tag.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SCRIPT_DIR, PAGE_SCRIPT_FILES } from '../../lib/first-paint/config.mjs';
import { exportedPages } from '../lib/exported-pages.mjs';

/** @param {string} file */
export const scriptFileTag = (file) => `<script src="/${PAGE_SCRIPT_DIR}/${file}"></script>`;

/**
 * One page's HTML with each file's tag replaced by the file's text, in place: React hydrates the
 * element it rendered there (the theme in <head>, the recorder of early clicks and the search
 * trigger first in <body>, the loader after the footer), so the text cannot move elsewhere.
 * @param {string} html
 * @param {Record<string, string>} texts the text of each file the build wrote, by file name
 * @param {string} [name] the page, for error messages
 */
export function placeScripts(html, texts, name = 'page') {
  let page = html;
  for (const [file, text] of Object.entries(texts)) {
    const tag = scriptFileTag(file);
    const at = page.indexOf(tag);
    if (at < 0)
      throw new Error(
        `page-scripts: ${name} has no ${tag}: did Next or React change how <script src> renders? (components/layout/PageScript.tsx)`,
      );
    page = page.slice(0, at) + `<script>${text}</script>` + page.slice(at + tag.length);
  }
  return page;
}

/**
 * Places the scripts in every exported page of outDir and deletes their files; returns how many pages.
 * @param {string} outDir
 */
export function placePageScripts(outDir) {
  const dir = path.join(outDir, PAGE_SCRIPT_DIR);
  /** @type {Record<string, string>} */
  const texts = {};
  for (const file of Object.values(PAGE_SCRIPT_FILES)) {
    const written = path.join(dir, file);
    if (fs.existsSync(written)) texts[file] = fs.readFileSync(written, 'utf8');
  }
  const pages = exportedPages(outDir);
  if (!Object.keys(texts).length) {
    // A second run over the same export: nothing to place, unless a page still asks for a file.
    const waiting = pages.find((page) =>
      fs.readFileSync(page.file, 'utf8').includes(`<script src="/${PAGE_SCRIPT_DIR}/`),
    );
    if (waiting)
      throw new Error(`page-scripts: ${waiting.htmlPath} loads ${PAGE_SCRIPT_DIR}/, which is missing from the export`);
    return 0;
  }
  for (const page of pages)
    fs.writeFileSync(page.file, placeScripts(fs.readFileSync(page.file, 'utf8'), texts, page.htmlPath));
  fs.rmSync(dir, { recursive: true });
  return pages.length;
}
