// @ts-check
/**
 * Byte measurements over a static export (out/), shared by `npm run bench` and the budget tests.
 *
 * A page's initial JavaScript is every same-origin script its HTML makes the browser load:
 * <script src> (noModule excluded: modern browsers skip it), <link rel=modulepreload>,
 * <link rel=preload as=script>, and the chunks named in the inline bootstrap and RSC payload
 * (Turbopack's otherChunks, client-reference chunks), which load during hydration. Sizes are
 * gzip (zlib level 6, as nginx's gzip_comp_level 6 in deploy/nginx/linkwell.conf) of each file once.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { exportedPages, fileOfRoute, tagAttributes } from '../lib/exported-pages.mjs';

export { sitemapRoutes } from '../lib/exported-pages.mjs';

export const KB = 1024;

/** @typedef {ReturnType<typeof pageAssets>} PageAssets */

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
export function gzipSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * A same-origin URL path without query or hash, or null for anything external.
 * @param {string | undefined} href
 */
function localPath(href) {
  if (!href || /^(?:[a-z]+:)?\/\//i.test(href) || /^(data|mailto|tel|javascript):/i.test(href)) return null;
  return href.split(/[?#]/)[0];
}

/**
 * Every exported HTML page as { route, file }: /about for about.html, / for index.html.
 * @param {string} outDir
 */
export function htmlPages(outDir) {
  return exportedPages(outDir)
    .map(({ route, file }) => ({ route, file }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const routeFile = fileOfRoute;

const chunkPattern = /(?:\/_next\/)?static\/chunks\/[\w.~-]+\.js/g;
/** @param {string} ref */
const toUrl = (ref) => (ref.startsWith('/_next/') ? ref : `/_next/${ref}`);

/**
 * Bytes of the inline RSC payload (the `self.__next_f.push(...)` scripts React hydrates from): the
 * second copy of a page's server-rendered content, so its share says how much of the HTML is that copy.
 * @param {string} html
 */
export function rscPayloadBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g))
    bytes += Buffer.byteLength(match[0]);
  return bytes;
}

/**
 * What one HTML document makes the browser load at first.
 * @param {string} outDir
 * @param {string} htmlFile
 */
export function pageAssets(outDir, htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  /** @type {Set<string>} */
  const other = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = tagAttributes(match[1] ?? '');
    if (attrs.has('src')) {
      const src = localPath(attrs.get('src'));
      if (src && !attrs.has('nomodule')) js.add(src);
    } else if (!/ld\+json/i.test(attrs.get('type') ?? '')) {
      // Inline code and the paint-first loader's chunk list (application/json), not JSON-LD.
      for (const ref of (match[2] ?? '').matchAll(chunkPattern)) js.add(toUrl(ref[0]));
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = tagAttributes(match[1] ?? '');
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = localPath(attrs.get('href'));
    if (!href) continue;
    if (rel.includes('stylesheet')) css.add(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.get('as') === 'script')) js.add(href);
    else if (rel.includes('icon') || rel.includes('manifest') || rel.includes('apple-touch-icon')) other.add(href);
  }
  for (const match of html.matchAll(/<img\b([^>]*)>/gi)) {
    const src = localPath(tagAttributes(match[1] ?? '').get('src'));
    if (src) other.add(src);
  }
  /** @param {Set<string>} urls */
  const size = (urls) =>
    [...urls].reduce((sum, url) => {
      const file = path.join(outDir, decodeURIComponent(url));
      return sum + (fs.existsSync(file) ? gzipSize(file) : 0);
    }, 0);
  const missing = [...js, ...css].filter((url) => !fs.existsSync(path.join(outDir, decodeURIComponent(url))));
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: zlib.gzipSync(html, { level: 6 }).length,
    rscBytes: rscPayloadBytes(html),
    js: [...js].sort(),
    css: [...css].sort(),
    other: [...other].sort(),
    jsGzipBytes: size(js),
    cssGzipBytes: size(css),
    // The document, its scripts and stylesheets, icons and images named in the HTML.
    requests: 1 + js.size + css.size + other.size,
    missing,
  };
}

/**
 * Every CSS file of the build and their total gzip size.
 * @param {string} outDir
 */
export function allCss(outDir) {
  const dir = path.join(outDir, '_next', 'static');
  /** @type {string[]} */
  const files = [];
  /** @param {string} d */
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  walk(dir);
  return {
    files: files.map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`),
    gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

/**
 * Chunks that no page loads at first and no RSC payload (.txt) names: the ones only a dynamic
 * import() reaches, i.e. lazy chunks such as the chat window's.
 * @param {string} outDir
 * @returns {Set<string>}
 */
export function lazyOnlyChunks(outDir) {
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  if (!fs.existsSync(chunksDir)) return new Set();
  const all = new Set(
    fs
      .readdirSync(chunksDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => `/_next/static/chunks/${name}`),
  );
  /** @type {Set<string>} */
  const named = new Set();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (/\.(html|txt)$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const ref of text.matchAll(chunkPattern)) named.add(toUrl(ref[0]));
        if (entry.name.endsWith('.html')) for (const url of pageAssets(outDir, full).js) named.add(url);
      }
    }
  };
  walk(outDir);
  return new Set([...all].filter((url) => !named.has(url)));
}

/**
 * Files under out/ whose name says they are a search index (e.g. search-index.json).
 * @param {string} outDir
 */
export function searchIndexFiles(outDir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/search[-_.]?index/i.test(entry.name)) found.push(full);
    }
  };
  walk(outDir);
  return found.map((file) => ({
    url: `/${path.relative(outDir, file).split(path.sep).join('/')}`,
    bytes: fs.statSync(file).size,
    gzipBytes: gzipSize(file),
  }));
}

/**
 * @param {string} outDir
 * @param {string[]} urls
 */
export function sizeOfUrls(outDir, urls) {
  return urls.reduce((sum, url) => sum + gzipSize(path.join(outDir, decodeURIComponent(url))), 0);
}

/**
 * Routes that embed a form and get the larger JavaScript budget.
 * @param {string} route
 */
export function isFormRoute(route) {
  return (
    ['/contact', '/application', '/custom-integrations'].includes(route) || /^\/vendor-integrations\/[^/]+$/.test(route)
  );
}

/**
 * The median of the numbers among values (null when there are none).
 * @param {(number | string | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((value) => typeof value === 'number')).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * A page's Lighthouse scores against the bare page's, round by round: the bench runs every page and
 * then the bare page, round after round, so run i of each falls in the same minute of this machine,
 * whose speed drifts by a third. A failed run (written as a string) leaves its round out.
 * @param {(number | string | null | undefined)[]} pageRuns
 * @param {(number | string | null | undefined)[]} bareRuns
 * @returns {{ rounds: number, atOrAbove: number, medianDifference: number | null }}
 */
export function againstBareByRound(pageRuns, bareRuns) {
  /** @type {number[]} */
  const differences = [];
  pageRuns.forEach((score, round) => {
    const bare = bareRuns[round];
    if (typeof score === 'number' && typeof bare === 'number') differences.push(score - bare);
  });
  return {
    rounds: differences.length,
    atOrAbove: differences.filter((difference) => difference >= 0).length,
    medianDifference: median(differences),
  };
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The emulated phone, as a Lighthouse benchmarkIndex. Lighthouse's mobile preset slows the host's
 * CPU by a constant 4×, which its CPU throttling calculator (docs/throttling.md, "Calibrating the CPU
 * slowdown") assigns to a host of index 1533: the phone is 1533 / 4 ≈ 383, in the docs' mid-tier
 * mobile bracket (125-800). Dividing each host's own index by it gives every host that same phone.
 */
export const LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN = 4;
export const DEFAULT_SLOWDOWN_HOST_INDEX = 1533;
export const TARGET_BENCHMARK_INDEX = DEFAULT_SLOWDOWN_HOST_INDEX / LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN;
/** No host can be sped up (below 1×); above 8× a glitch in the host's benchmark is likelier than such a host. */
export const CPU_SLOWDOWN_RANGE = /** @type {const} */ ([1, 8]);

/**
 * The cpuSlowdownMultiplier that makes this host emulate the target phone: hostIndex / target,
 * clamped to CPU_SLOWDOWN_RANGE and rounded to two decimals; `clamped` says the phone could not be matched.
 * @param {number} hostIndex the host's benchmarkIndex (Lighthouse's `environment.benchmarkIndex`)
 * @returns {{ multiplier: number, exact: number, clamped: boolean }}
 */
export function cpuSlowdownFor(hostIndex) {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`Not a benchmarkIndex: ${hostIndex}`);
  const [lowest, highest] = CPU_SLOWDOWN_RANGE;
  const exact = hostIndex / TARGET_BENCHMARK_INDEX;
  const multiplier = Math.round(Math.min(highest, Math.max(lowest, exact)) * 100) / 100;
  return { multiplier, exact, clamped: exact < lowest || exact > highest };
}
