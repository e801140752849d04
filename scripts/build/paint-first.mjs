// @ts-check
/**
 * A post-build step (scripts/postbuild.mjs runs it after `next build` and before the CSP step):
 * the data move behind the paint-first loader. The loader itself is typed code in the first-paint
 * room (lib/first-paint/chunk-loader.ts), written at the end of every page's
 * <body>; this step only hands it the chunks: Next's chunk <script async> tags are replaced by one
 * `<script type="application/json" id="first-paint-chunks">` list of their URLs, in order (data,
 * not code: it runs nothing and needs no CSP hash), and the main chunk's low-priority preload goes.
 *
 * It fails the build, naming the page, when the page is not the shape it knows: no chunk tag, a
 * chunk tag with other attributes (a Next upgrade), or no loader to read the list. A page that
 * silently kept its tags would hydrate early; one that lost them without a loader would never hydrate.
 */
import fs from 'node:fs';
import { CHUNK_LIST_ID } from '../../lib/first-paint/config.mjs';
import { exportedPages } from '../lib/exported-pages.mjs';

const chunkScript = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
const anyChunkScript = /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/g;
const chunkPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>/g;
const chunkListTag = `<script type="application/json" id="${CHUNK_LIST_ID}">`;

/**
 * One page's HTML with its chunk tags moved into the loader's list (a page already moved is
 * returned as it is).
 * @param {string} html
 * @param {string} [name] the page, for error messages
 */
export function moveChunksToLoader(html, name = 'page') {
  if (html.includes(chunkListTag)) return html;
  // The loader names the list's id in its arguments (the JSON string "first-paint-chunks").
  if (!html.includes(JSON.stringify(CHUNK_LIST_ID)))
    throw new Error(`paint-first: ${name}: no loader (lib/first-paint/chunk-loader.ts) in the page`);
  /** @type {string[]} */
  const sources = [];
  let listAt = -1;
  const rewritten = html.replace(chunkScript, (tag, src, offset) => {
    if (listAt < 0) listAt = offset;
    sources.push(src);
    return '';
  });
  const leftover = [...rewritten.matchAll(anyChunkScript)].filter((match) => !/\bnoModule\b/i.test(match[0]));
  if (leftover.length) throw new Error(`paint-first: ${name}: unexpected chunk script ${leftover[0]?.[0]}`);
  if (!sources.length) throw new Error(`paint-first: ${name}: no <script src="/_next/static/chunks/…" async> found`);
  // The list takes the first tag's place in <head>: parsed before the loader at the end of <body> runs.
  const list = `${chunkListTag}${JSON.stringify(sources)}</script>`;
  return (rewritten.slice(0, listAt) + list + rewritten.slice(listAt)).replace(chunkPreload, '');
}

/**
 * Moves the chunks of every exported page of outDir; returns how many pages.
 * @param {string} outDir
 */
export function paintFirst(outDir) {
  const pages = exportedPages(outDir);
  for (const page of pages)
    fs.writeFileSync(page.file, moveChunksToLoader(fs.readFileSync(page.file, 'utf8'), page.htmlPath));
  return pages.length;
}
