#!/usr/bin/env node
/**
 * `npm run bench`: a report (not a test) over the built out/.
 *
 * - per route of the sitemap (and the 404 page): HTML bytes, gzipped initial JavaScript and CSS,
 *   requests named by the HTML, and the ratio of its JavaScript to the bare-framework reference
 *   (tests/bench/bare.mjs, built from this project);
 * - Lighthouse 13 (Debian Chromium) on one route of each template and on the bare reference,
 *   mobile and desktop presets, the median of N runs: the category scores and LCP, TBT, CLS and
 *   byte weight; pages are served by nginx with the production config (gzip, caching, CSP);
 * - the search index's and the chat's lazy chunk's gzip sizes, when they exist.
 *
 * Options: --runs N (default 5), --no-lighthouse, --routes /,/pricing (Lighthouse routes),
 * --readme (also rewrite the table in README.md between the bench markers).
 * Writes tests/.output/bench/latest.json, latest.md and a dated copy of the JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { contentSecurityPolicy, exportedPages } from '../serving/csp.mjs';
import { startNginx, stopNginx } from '../serving/nginx-server.mjs';
import { bareOut, measureBare } from './bare.mjs';
import measure from './measure.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'out');
const reportDir = path.join(root, 'tests', '.output', 'bench');
const { kb } = measure;

/** One route of each template. */
const templateRoutes = ['/', '/pricing', '/documentation', '/documentation/quick-start-guide', '/vendor-integrations/nora', '/careers', '/application', '/contact'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? process.env.NGINX_PORT ?? Number(process.env.SITE_PORT ?? 3000) + 5000);

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const withLighthouse = !args.includes('--no-lighthouse');
const lighthouseRoutes = option('--routes')?.split(',') ?? templateRoutes;

if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// 1. Bytes per route, against the bare framework.
const bare = measureBare();
const bareAssets = measure.pageAssets(bareOut, path.join(bareOut, 'index.html'));
const routes = [...measure.sitemapRoutes(out), '/404'];
const byteRows = routes.map((route) => {
  const file = measure.routeFile(out, route);
  if (!fs.existsSync(file)) return { route, missing: true };
  const assets = measure.pageAssets(out, file);
  return {
    route,
    htmlBytes: assets.htmlBytes,
    jsGzipBytes: assets.jsGzipBytes,
    cssGzipBytes: assets.cssGzipBytes,
    requests: assets.requests,
    jsRatio: assets.jsGzipBytes / bare.jsGzipBytes,
    jsOverBareBytes: assets.jsGzipBytes - bare.jsGzipBytes,
    formPage: measure.isFormRoute(route),
  };
});
const css = measure.allCss(out);

// 2. The search index and the chat's lazy chunk.
const searchIndex = measure.searchIndexFiles(out);

/** Serves a folder with nginx for the duration of fn. */
async function withNginx(outDir, cspMap, prefix, onPort, fn) {
  await startNginx(onPort, { outDir, cspMap, prefix });
  try {
    return await fn(`http://127.0.0.1:${onPort}`);
  } finally {
    await stopNginx({ prefix });
  }
}

async function measureChat(origin) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const page = await browser.newPage();
    const requested = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: /chat/i }).first();
    if ((await toggle.count()) === 0) return { status: 'not built', note: 'no button named /chat/i on the home page' };
    await toggle.click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const lazyOnly = measure.lazyOnlyChunks(out);
    const lazy = [...new Set(requested)].filter((url) => lazyOnly.has(url));
    return { status: 'built', chunks: lazy, gzipBytes: measure.sizeOfUrls(out, lazy) };
  } finally {
    await browser.close();
  }
}

// 3. Lighthouse.
async function lighthouseRun(chrome, url, preset, attempt = 1) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const { categories: scored, audits } = result.lhr;
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) has no scores: run it
  // again rather than count it as a 0; after three failures the run is left out of the median.
  if (result.lhr.runtimeError || scored.performance?.score == null) {
    if (attempt < 3) return lighthouseRun(chrome, url, preset, attempt + 1);
    return { failed: result.lhr.runtimeError?.code ?? 'no performance score' };
  }
  return {
    scores: Object.fromEntries(categories.map((id) => [id, scored[id] ? Math.round(scored[id].score * 100) : null])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    byteWeight: audits['total-byte-weight']?.numericValue ?? null,
    requests: audits['network-requests']?.details?.items?.length ?? null,
    warnings: result.lhr.runWarnings,
    // Scored audits that lost points outside Performance: what to fix for a 100.
    failing: categories
      .filter((id) => id !== 'performance' && scored[id])
      .flatMap((id) => scored[id].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1).map((ref) => `${id}: ${ref.id} (${audits[ref.id].title})`)),
  };
}

function summarize(allResults) {
  const results = allResults.filter((result) => !result.failed);
  return {
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id]))])),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    byteWeight: median(results.map((result) => result.byteWeight)),
    requests: median(results.map((result) => result.requests)),
    runs: results.length,
    performanceRuns: allResults.map((result) => (result.failed ? `failed (${result.failed})` : result.scores.performance)),
    warnings: [...new Set(results.flatMap((result) => result.warnings ?? []))],
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}

/**
 * Runs every target in turn, run after run (page A, page B, ..., bare, then again), so that the
 * machine's slow and fast moments fall on every page alike: this VM's CPU speed drifts by a third
 * from one minute to the next, and a page measured only in a slow minute would look worse than it is.
 */
async function lighthouseOver(targets) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results = new Map(targets.flatMap(({ label }) => ['mobile', 'desktop'].map((preset) => [`${label} ${preset}`, []])));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const preset of ['mobile', 'desktop']) {
        for (const { label, url } of targets) results.get(`${label} ${preset}`).push(await lighthouseRun(chrome, url, preset));
      }
      console.log(`  Lighthouse run ${run + 1} of ${runs} done`);
    }
  } finally {
    await chrome.kill();
  }
  return targets.flatMap(({ label, route }) =>
    ['mobile', 'desktop'].map((preset) => {
      const row = { label, route, preset, ...summarize(results.get(`${label} ${preset}`)) };
      console.log(`  Lighthouse ${preset.padEnd(7)} ${label}: ${categories.map((id) => row.scores[id]).join('/')} LCP ${Math.round(row.lcpMs)} ms TBT ${Math.round(row.tbtMs)} ms CLS ${row.cls}`);
      return row;
    }),
  );
}

/** The bare reference's CSP map, computed like the site's, so that nginx serves it the same way. */
function bareCspMap() {
  const barePrefix = path.join(reportDir, 'nginx-bare');
  fs.mkdirSync(barePrefix, { recursive: true });
  const bareMap = path.join(barePrefix, 'csp-map.conf');
  const lines = exportedPages(bareOut).flatMap((page) => {
    const csp = contentSecurityPolicy(fs.readFileSync(page.file, 'utf8'));
    const keys = new Set([page.htmlPath, page.cleanPath, ...(page.htmlPath.endsWith('/index.html') ? [`${page.cleanPath}/index.html`] : [])]);
    return [...keys].map((key) => `"${key}" "${csp}";`);
  });
  fs.writeFileSync(bareMap, `${lines.join('\n')}\n`);
  return { barePrefix, bareMap };
}

let chat = { status: 'not measured' };
const lighthouseRows = [];
const skipped = [];
await withNginx(out, path.join(root, 'tests', '.output', 'nginx', 'csp-map.conf'), path.join(reportDir, 'nginx-site'), port, async (origin) => {
  chat = await measureChat(origin);
  if (!withLighthouse) return;
  const targets = [];
  for (const route of lighthouseRoutes) {
    if (fs.existsSync(measure.routeFile(out, route))) targets.push({ label: route, route, url: `${origin}${route}` });
    else skipped.push(route);
  }
  // The bare reference is served beside the site, the same way, and measured in the same rounds.
  const { barePrefix, bareMap } = bareCspMap();
  await withNginx(bareOut, bareMap, barePrefix, port + 1, async (bareOrigin) => {
    lighthouseRows.push(...(await lighthouseOver([...targets, { label: 'bare framework', route: '/', url: `${bareOrigin}/` }])));
  });
});

// 4. Report.
const lines = [];
lines.push(`Bytes per route (gzip level 6; KB = 1024 B). Bare framework: JS ${kb(bare.jsGzipBytes)}, CSS ${kb(bare.cssGzipBytes)}, HTML ${bare.htmlBytes} B, ${bare.requests} requests (next ${bare.versions.next}, react ${bare.versions.react}).`);
lines.push('');
lines.push('| Route | HTML | JS (gzip) | vs bare | CSS (gzip) | Requests |');
lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
lines.push(`| bare framework | ${(bareAssets.htmlBytes / 1024).toFixed(1)} KB | ${kb(bare.jsGzipBytes)} | 1.00× | ${kb(bare.cssGzipBytes)} | ${bare.requests} |`);
for (const row of byteRows) {
  if (row.missing) {
    lines.push(`| ${row.route} | not in out/ | | | | |`);
    continue;
  }
  const delta = `${row.jsOverBareBytes >= 0 ? '+' : '−'}${kb(Math.abs(row.jsOverBareBytes))}`;
  lines.push(`| ${row.route}${row.formPage ? ' (form)' : ''} | ${(row.htmlBytes / 1024).toFixed(1)} KB | ${kb(row.jsGzipBytes)} | ${row.jsRatio.toFixed(2)}× (${delta}) | ${kb(row.cssGzipBytes)} | ${row.requests} |`);
}
lines.push('');
lines.push(`All CSS of the site: ${kb(css.gzipBytes)} gzipped in ${css.files.length} file(s).`);
lines.push(`Search index: ${searchIndex.length ? searchIndex.map((file) => `${file.url} ${kb(file.gzipBytes)} gzipped (${kb(file.bytes)} raw)`).join('; ') : 'not built (no file under out/ named like search-index)'}.`);
lines.push(`Chat lazy chunk: ${chat.status === 'built' ? `${kb(chat.gzipBytes)} gzipped (${chat.chunks.join(', ') || 'no lazy chunk loaded on open'})` : `${chat.status}${chat.note ? ` (${chat.note})` : ''}`}.`);
if (withLighthouse) {
  lines.push('');
  lines.push(`Lighthouse 13, median of ${runs} run${runs === 1 ? '' : 's'}, Debian Chromium, served by nginx with the production config. Categories: Performance / Accessibility / Best Practices / SEO (Lighthouse 13 has no PWA category).`);
  lines.push('');
  lines.push('| Page | Preset | Perf | A11y | BP | SEO | LCP | TBT | CLS | Bytes | Requests | Perf of each run |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of lighthouseRows) {
    const s = row.scores;
    lines.push(
      `| ${row.label} | ${row.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(row.lcpMs)} ms | ${Math.round(row.tbtMs)} ms | ${Number(row.cls.toFixed(3))} | ${kb(row.byteWeight)} | ${row.requests} | ${row.performanceRuns.join(', ')} |`,
    );
  }
  const bareMobile = lighthouseRows.find((row) => row.label === 'bare framework' && row.preset === 'mobile');
  if (bareMobile) {
    const below = lighthouseRows.filter((row) => row.preset === 'mobile' && row.label !== 'bare framework' && row.scores.performance < bareMobile.scores.performance);
    lines.push(
      '',
      below.length
        ? `Mobile Performance below the bare page's ${bareMobile.scores.performance}: ${below.map((row) => `${row.label} ${row.scores.performance}`).join(', ')}.`
        : `Mobile Performance of every template is at least the bare page's ${bareMobile.scores.performance} (medians of the same rounds).`,
    );
  }
  const failing = lighthouseRows.filter((row) => row.failing.length);
  if (failing.length) {
    lines.push('', 'Audits that cost points (Accessibility, Best Practices, SEO):');
    for (const row of failing) lines.push(`- ${row.label} ${row.preset}: ${row.failing.join('; ')}`);
  }
  if (skipped.length) lines.push('', `Not in out/ yet, skipped: ${skipped.join(', ')}.`);
} else {
  lines.push('', 'Lighthouse: not run (--no-lighthouse).');
}
const markdown = lines.join('\n');

const report = {
  generatedAt: new Date().toISOString(),
  bare,
  routes: byteRows,
  css,
  searchIndex: searchIndex.length ? searchIndex : 'not built',
  chat,
  lighthouse: withLighthouse ? { runs, rows: lighthouseRows, skipped } : 'not run',
};
fs.mkdirSync(reportDir, { recursive: true });
fs.writeFileSync(path.join(reportDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(reportDir, `bench-${report.generatedAt.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(reportDir, 'latest.md'), `${markdown}\n`);

if (args.includes('--readme')) {
  const readme = path.join(root, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (text.includes(start) && text.includes(end)) {
    fs.writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${markdown}\n${text.slice(text.indexOf(end))}`);
    console.log('README.md: bench table updated.');
  }
}

console.log(`\n${markdown}\n`);
console.log(`Wrote ${path.relative(root, path.join(reportDir, 'latest.json'))} and latest.md.`);
