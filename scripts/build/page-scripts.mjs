// @ts-check
/**
 * A post-build step, first of all: writes the first-paint room's inline scripts into every page.
 * The root layout does not render them in a build (components/layout/SiteDocument.tsx): rendered
 * by React, each script's text was also sent in the page's RSC payload, about 1.3 KB gzipped on
 * every page, for a script React never touches again. The texts come from the build itself
 * (app/first-paint-scripts.json/route.ts serialises lib/first-paint/page-scripts.ts), so there is
 * one source; that file is deleted once placed.
 *
 * Places: the theme last in <head> (before anything in <body> is painted), the recorder of early
 * clicks and the search trigger first in <body> (listening before anything can be clicked), the
 * loader last in <body>. React 19 skips elements it did not render in <head> and <body> when it
 * hydrates. The build fails, naming the page, when a page lacks a tag it needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedPages } from '../lib/exported-pages.mjs';

export const pageScriptsFile = 'first-paint-scripts.json';

/**
 * @typedef {{ head: string, bodyStart: string, bodyEnd: string }} PageScriptTexts
 */

/** @param {string} source */
const scriptTag = (source) => (source ? `<script>${source}</script>` : '');

/**
 * One page's HTML with the scripts in place (a page that has them already is returned as it is).
 * @param {string} html
 * @param {PageScriptTexts} scripts
 * @param {string} [name] the page, for error messages
 */
export function placeScripts(html, scripts, name = 'page') {
  const marker = scripts.bodyStart || scripts.head;
  if (marker && html.includes(marker)) return html;
  const headEnd = html.indexOf('</head>');
  const bodyOpen = /<body\b[^>]*>/.exec(html);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || !bodyOpen || bodyEnd < 0) throw new Error(`page-scripts: ${name}: no </head>, <body> or </body>`);
  const bodyStartAt = bodyOpen.index + bodyOpen[0].length;
  return (
    html.slice(0, headEnd) +
    scriptTag(scripts.head) +
    html.slice(headEnd, bodyStartAt) +
    scriptTag(scripts.bodyStart) +
    html.slice(bodyStartAt, bodyEnd) +
    scriptTag(scripts.bodyEnd) +
    html.slice(bodyEnd)
  );
}

/**
 * Places the scripts in every exported page of outDir and deletes the file they came from;
 * returns how many pages.
 * @param {string} outDir
 */
export function placePageScripts(outDir) {
  const file = path.join(outDir, pageScriptsFile);
  if (!fs.existsSync(file)) throw new Error(`page-scripts: ${pageScriptsFile} is missing from the export`);
  /** @type {PageScriptTexts} */
  const scripts = JSON.parse(fs.readFileSync(file, 'utf8'));
  const pages = exportedPages(outDir);
  for (const page of pages)
    fs.writeFileSync(page.file, placeScripts(fs.readFileSync(page.file, 'utf8'), scripts, page.htmlPath));
  fs.rmSync(file);
  return pages.length;
}
