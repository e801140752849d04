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
 * of <body> inserts the same scripts, in the same order and still async, once the first contentful
 * paint is on screen (its paint-timing entry; requestAnimationFrame where paint timing is missing,
 * and after 3 s at the latest). Starting them at the frame's requestAnimationFrame was not enough:
 * a big page's frame reached the screen 40 ms later, the scripts' requests had begun before it,
 * and Lighthouse's mobile model counted them in the Largest Contentful Paint. A hidden tab (which
 * gets no frames) loads them at once.
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
    'var started=false,d=document,P=window.PerformanceObserver;' +
    // One task per script: starting a fetch costs a few milliseconds, eight at once made a long task.
    'function load(){if(started)return;started=true;sources.forEach(function(src){setTimeout(function(){var s=d.createElement("script");s.src=src;s.async=true;d.head.appendChild(s)})})}' +
    'if(d.hidden)return load();' +
    'd.addEventListener("visibilitychange",function(){if(d.hidden)load()});' +
    // The first contentful paint is reported once that frame is on screen, which comes tens of
    // milliseconds after requestAnimationFrame on a big page; a later fallback covers a browser
    // without paint timing and a frame that never comes.
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){' +
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load)}' +
    '}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(load)});' +
    'setTimeout(load,3000)' +
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
