// @ts-check
/**
 * A post-build step (scripts/postbuild.mjs runs it after `next build` and before the CSP step,
 * which hashes the inline script this adds):
 * makes every exported page paint before the framework's JavaScript runs.
 *
 * Why: Next emits its chunks as <script async> in <head> (and a low-priority preload of the main
 * one). Async scripts run as soon as they arrive. The bare framework page is so small that it paints
 * before they arrive; our pages carry real content (and the RSC payload that doubles it), so the
 * scripts arrive while the first frame is still being parsed and laid out, and about 60 ms of
 * framework code (several times that on a phone) runs before anything is shown. Lighthouse's mobile
 * model then counts all that JavaScript in the Largest Contentful Paint.
 *
 * What: the chunk <script async> tags and the preload are removed, and one inline loader at the end
 * of <body> inserts the same scripts, in the same order and still async, right after the first
 * frame (requestAnimationFrame, then a task). A hidden tab (which gets no frames) loads them at once.
 * The HTML, CSS and server-rendered content are untouched, so the page reads and navigates by plain
 * links before hydration exactly as before.
 */
import fs from 'node:fs';
import { exportedPages } from '../lib/exported-pages.mjs';

const chunkScript = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
const chunkPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>/g;
export const loaderMarker = '/*hydrate-after-paint*/';

/**
 * The inline loader for these script URLs (its text is hashed into the page's CSP afterwards).
 * @param {string[]} sources
 */
function loaderScript(sources) {
  return (
    `<script>${loaderMarker}(function(sources){` +
    // One task per script: starting a fetch costs a few milliseconds, eight at once made a long task.
    'function load(){sources.forEach(function(src){setTimeout(function(){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)})})}' +
    'if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load)})' +
    `})(${JSON.stringify(sources)})</script>`
  );
}

/**
 * One page's HTML with its chunk scripts loaded after the first paint. Throws when the page does not
 * look like Next's output (no chunk scripts, or a chunk script with attributes this does not know),
 * so a framework upgrade that changes the markup fails the build instead of shipping a page that
 * never hydrates.
 * @param {string} html
 * @param {string} [name] the page, for error messages
 */
export function hydrateAfterPaint(html, name = 'page') {
  if (html.includes(loaderMarker)) return html;
  /** @type {string[]} */
  const sources = [];
  const rewritten = html.replace(chunkScript, (tag, src) => {
    sources.push(src);
    return '';
  });
  const leftover = [...rewritten.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/g)].filter(
    (match) => !/\bnoModule\b/i.test(match[0]),
  );
  if (leftover.length) throw new Error(`hydrate-after-paint: ${name}: unexpected chunk script ${leftover[0]?.[0]}`);
  if (!sources.length)
    throw new Error(`hydrate-after-paint: ${name}: no <script src="/_next/static/chunks/…" async> found`);
  if (!rewritten.includes('</body>')) throw new Error(`hydrate-after-paint: ${name}: no </body>`);
  return rewritten.replace(chunkPreload, '').replace('</body>', `${loaderScript(sources)}</body>`);
}

/**
 * Rewrites every exported page of outDir in place; returns how many.
 * @param {string} outDir
 */
export function paintFirst(outDir) {
  const pages = exportedPages(outDir);
  for (const page of pages)
    fs.writeFileSync(page.file, hydrateAfterPaint(fs.readFileSync(page.file, 'utf8'), page.htmlPath));
  return pages.length;
}
