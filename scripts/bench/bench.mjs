#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: a report (not a test) over the built out/.
 *
 * - per route of the sitemap (and the 404 page): HTML bytes, gzipped initial JavaScript and CSS,
 *   requests named by the HTML, and the ratio of its JavaScript to the bare-framework reference
 *   (scripts/bench/bare.mjs, built from this project);
 * - Lighthouse (Debian Chromium) on one route of each template and on the bare reference,
 *   mobile and desktop presets, the median of N runs: the category scores and LCP, TBT, CLS and
 *   byte weight; pages are served by nginx with the production config (gzip, caching, CSP); the
 *   mobile CPU slowdown is calibrated to the host's benchmarkIndex (measure.cpuSlowdownFor), so
 *   that every host emulates the same phone;
 * - the search indexes' gzip sizes, and those of the lazy chunks of the search dialog (Ctrl+K) and
 *   of the chat, when they exist.
 *
 * Options: --runs N (default 5), --no-lighthouse, --routes /,/pricing (Lighthouse routes),
 * --wing-off DIR (also measure, in the same interleaved rounds, an export built with FIRST_PAINT=off:
 * lib/first-paint/config.mjs), --readme (also rewrite the table in docs/performance.md between the bench markers,
 * and README's short calibrated table between its bench-summary markers).
 * Writes .output/bench/latest.json, latest.md and a dated copy of the JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { generatedNginxDir, writeServerConfigs } from '../build/server-config.mjs';
import { ensureDebianPackage } from '../lib/apt.mjs';
import { startNginx, stopNginx } from '../lib/nginx-server.mjs';
import { outDir as out, outputDir, projectRoot as root } from '../lib/paths.mjs';
import { bareOut, measureBare } from './bare.mjs';
import * as measure from './measure.mjs';

const reportDir = path.join(outputDir, 'bench');
const { kb, median } = measure;
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
const lighthouseMajor = lighthouseVersion.split('.')[0];

/**
 * One route of each template (issue 26: Lighthouse on every template). The 404 page is left out:
 * Lighthouse refuses a page answered with a 404 status.
 */
const templateRoutes = [
  '/',
  '/features',
  '/pricing',
  '/how-it-works',
  '/about',
  '/faq',
  '/release-notes',
  '/documentation',
  '/documentation/quick-start-guide',
  '/documentation/api-reference',
  '/vendor-integrations',
  '/vendor-integrations/nora',
  '/case-studies',
  '/case-studies/evertail',
  '/careers',
  '/careers/integration-engineer',
  '/application',
  '/contact',
  '/custom-integrations',
  '/privacy',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
// Lighthouse wants the whole browser (its new headless mode), not the tests' headless shell.
const chromePath =
  process.env.CHROME_PATH ?? ensureDebianPackage('/usr/bin/chromium', 'chromium', { recommends: true });
const port = Number(process.env.BENCH_PORT ?? process.env.NGINX_PORT ?? Number(process.env.SITE_PORT ?? 3000) + 5000);

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const withLighthouse = !args.includes('--no-lighthouse');
const lighthouseRoutes = option('--routes')?.split(',') ?? templateRoutes;
const wingOffDir = option('--wing-off') ? path.resolve(/** @type {string} */ (option('--wing-off'))) : null;
if (wingOffDir && !fs.existsSync(path.join(wingOffDir, 'index.html'))) {
  console.error(`--wing-off ${wingOffDir}: no index.html (FIRST_PAINT=off npm run build, then move out/ there).`);
  process.exit(1);
}
const WING_OFF = ' (first paint off)';

if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** @param {number | null} value */
const signed = (value) => (value == null ? 'n/a' : value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0');

// 1. Bytes per route, against the bare framework.
const bare = measureBare();
const bareAssets = measure.pageAssets(bareOut, path.join(bareOut, 'index.html'));
const routes = [...measure.sitemapRoutes(out), '/404'];
/**
 * @typedef {{ route: string, missing: true }} MissingRow
 * @typedef {{ route: string, missing?: false, htmlBytes: number, htmlGzipBytes: number, rscShare: number, jsGzipBytes: number, cssGzipBytes: number, requests: number, jsRatio: number, jsOverBareBytes: number, formPage: boolean }} ByteRow
 */
const byteRows = routes.map((route) => {
  const file = measure.routeFile(out, route);
  /** @type {MissingRow | ByteRow} */
  const missingRow = { route, missing: true };
  if (!fs.existsSync(file)) return missingRow;
  const assets = measure.pageAssets(out, file);
  /** @type {MissingRow | ByteRow} */
  const row = {
    route,
    htmlBytes: assets.htmlBytes,
    htmlGzipBytes: assets.htmlGzipBytes,
    rscShare: assets.rscBytes / assets.htmlBytes,
    jsGzipBytes: assets.jsGzipBytes,
    cssGzipBytes: assets.cssGzipBytes,
    requests: assets.requests,
    jsRatio: assets.jsGzipBytes / bare.jsGzipBytes,
    jsOverBareBytes: assets.jsGzipBytes - bare.jsGzipBytes,
    formPage: measure.isFormRoute(route),
  };
  return row;
});
const css = measure.allCss(out);

// 2. The search index and the chat's lazy chunk.
const searchIndex = measure.searchIndexFiles(out);

/**
 * Serves a folder with nginx for the duration of fn.
 * @template T
 * @param {string} outDir
 * @param {string} cspMap
 * @param {string} prefix
 * @param {number} onPort
 * @param {(origin: string) => Promise<T>} fn
 */
async function withNginx(outDir, cspMap, prefix, onPort, fn) {
  await startNginx(onPort, { outDir, cspMap, prefix });
  try {
    return await fn(`http://127.0.0.1:${onPort}`);
  } finally {
    await stopNginx({ prefix });
  }
}

/**
 * @typedef {{ status: string, note?: string, chunks?: string[], gzipBytes?: number, hugeReplyMs?: number | null }} ChatMeasure
 */

/** An unbroken 1 MB reply, as a broken or hostile workflow could send: the window must stay usable. */
const HUGE_REPLY_LENGTH = 1_000_000;

/**
 * @param {string} origin
 * @returns {Promise<ChatMeasure>}
 */
async function measureChat(origin) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
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
    return {
      status: 'built',
      chunks: lazy,
      gzipBytes: measure.sizeOfUrls(out, lazy),
      hugeReplyMs: await timeHugeReply(page),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Milliseconds from pressing Enter to the frame after a 1 MB unbroken reply is shown. The reply comes
 * from a route handler (this is a measurement, not a test of the webhook), streamed as n8n streams:
 * a thousand chunks of 1,000 characters, each one a re-render of the growing bubble.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number | null>}
 */
async function timeHugeReply(page) {
  await page.route(
    (url) => url.pathname.includes('/webhook/') && url.searchParams.get('action') !== 'loadPreviousSession',
    (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' },
        body: [
          { type: 'begin' },
          ...Array.from({ length: HUGE_REPLY_LENGTH / 1000 }, () => ({ type: 'item', content: 'x'.repeat(1000) })),
          { type: 'end' },
        ]
          .map((chunk) => `${JSON.stringify({ ...chunk, metadata: { nodeId: 'agent', runIndex: 0 } })}\n`)
          .join(''),
      }),
  );
  const getStarted = page.getByRole('button', { name: 'New Conversation' });
  if (await getStarted.count()) await getStarted.click();
  const input = page.getByRole('textbox', { name: /message/i });
  if ((await input.count()) === 0) return null;
  await input.fill('Send me everything');
  const started = await page.evaluate(() => performance.now());
  await input.press('Enter');
  await page
    .locator('[data-sender="bot"]:not([data-streaming])', { hasText: 'xxxxxxxxxx' })
    .waitFor({ timeout: 300_000 });
  // The frame after the bubble: layout and paint of the reply are done.
  const shown = await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))),
  );
  return Math.round(/** @type {number} */ (shown) - started);
}

/**
 * @typedef {{ status: string, note?: string, chunks?: string[], gzipBytes?: number }} SearchMeasure
 */

/**
 * The site search dialog's lazy chunks: what Ctrl+K loads on the home page.
 * @param {string} origin
 * @returns {Promise<SearchMeasure>}
 */
async function measureSearch(origin) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    /** @type {string[]} */
    const requested = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    await page.keyboard.press('Control+KeyK');
    const dialog = page.getByRole('dialog', { name: /search/i });
    try {
      await dialog.waitFor({ timeout: 15_000 });
    } catch {
      return { status: 'not built', note: 'Ctrl+K opened no search dialog on the home page' };
    }
    await page.waitForLoadState('networkidle');
    const lazyOnly = measure.lazyOnlyChunks(out);
    const lazy = [...new Set(requested)].filter((url) => lazyOnly.has(url));
    return { status: 'built', chunks: lazy, gzipBytes: measure.sizeOfUrls(out, lazy) };
  } finally {
    await browser.close();
  }
}

// 3. Lighthouse.
/**
 * @typedef {{ failed: string }} FailedRun
 * @typedef {{ failed?: undefined, scores: Record<string, number | null>, lcpMs: number | null, tbtMs: number | null, cls: number | null, byteWeight: number | null, requests: number | null, benchmarkIndex: number, cpuSlowdown: number | null, warnings: string[], failing: string[] }} LighthouseRun
 * @typedef {'mobile' | 'desktop'} Preset
 */

/**
 * The host's benchmarkIndex and the mobile CPU slowdown it calls for, measured once before the runs.
 * @typedef {{ hostIndex: number, samples: number[], multiplier: number, exact: number, clamped: boolean }} Calibration
 */

/**
 * Lighthouse's flags for one preset. Mobile: its own Slow 4G network and the calibrated CPU slowdown.
 * Desktop keeps its preset's 1×: a desktop is emulated by a host that is itself one, or slower.
 * @param {{ port: number }} chrome
 * @param {Preset} preset
 * @param {number} cpuSlowdown
 * @returns {import('lighthouse').Flags}
 */
function lighthouseFlags(chrome, preset, cpuSlowdown) {
  /** @type {import('lighthouse').Flags} */
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
  if (preset === 'mobile')
    flags.throttling = { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
  return flags;
}

/**
 * The host's benchmarkIndex: the median of the index Lighthouse reports (`environment.benchmarkIndex`)
 * over three short runs of `url` (only the First Contentful Paint audit), and the slowdown it calls for.
 * @param {{ port: number }} chrome
 * @param {string} url
 * @returns {Promise<Calibration>}
 */
async function calibrate(chrome, url) {
  const samples = [];
  for (let run = 0; run < 3; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['first-contentful-paint'],
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (index) samples.push(Math.round(index));
  }
  const hostIndex = median(samples);
  if (hostIndex == null) throw new Error(`Lighthouse reported no benchmarkIndex for ${url}`);
  return { hostIndex, samples, ...measure.cpuSlowdownFor(hostIndex) };
}

/**
 * One Lighthouse run of one page.
 * @param {{ port: number }} chrome
 * @param {string} url
 * @param {Preset} preset
 * @param {number} cpuSlowdown the mobile CPU slowdown (calibrate)
 * @returns {Promise<FailedRun | LighthouseRun>}
 */
async function lighthouseRun(chrome, url, preset, cpuSlowdown, attempt = 1) {
  const flags = lighthouseFlags(chrome, preset, cpuSlowdown);
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) return { failed: 'no result' };
  const { categories: scored, audits } = result.lhr;
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) has no scores: run it
  // again rather than count it as a 0; after three failures the run is left out of the median.
  if (result.lhr.runtimeError || scored.performance?.score == null) {
    if (attempt < 3) return lighthouseRun(chrome, url, preset, cpuSlowdown, attempt + 1);
    return { failed: result.lhr.runtimeError?.code ?? 'no performance score' };
  }
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, scored[id] ? Math.round((scored[id].score ?? 0) * 100) : null]),
    ),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    byteWeight: audits['total-byte-weight']?.numericValue ?? null,
    requests:
      /** @type {{ items?: unknown[] } | undefined} */ (audits['network-requests']?.details)?.items?.length ?? null,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? null,
    warnings: result.lhr.runWarnings,
    // Scored audits that lost points outside Performance: what to fix for a 100.
    failing: categories
      .filter((id) => id !== 'performance')
      .flatMap((id) =>
        (scored[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title})`),
      ),
  };
}

/** @param {(FailedRun | LighthouseRun)[]} allResults */
function summarize(allResults) {
  const results = /** @type {LighthouseRun[]} */ (allResults.filter((result) => !result.failed));
  return {
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id]))])),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    byteWeight: median(results.map((result) => result.byteWeight)),
    requests: median(results.map((result) => result.requests)),
    benchmarkIndexes: results.map((result) => result.benchmarkIndex),
    cpuSlowdown: results[0]?.cpuSlowdown ?? null,
    runs: results.length,
    performanceRuns: allResults.map((result) =>
      result.failed !== undefined ? `failed (${result.failed})` : result.scores.performance,
    ),
    warnings: [...new Set(results.flatMap((result) => result.warnings ?? []))],
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}

/**
 * Runs every target in turn, run after run (page A, page B, ..., bare, then again), so that the
 * machine's slow and fast moments fall on every page alike: this VM's CPU speed drifts by a third
 * from one minute to the next, and a page measured only in a slow minute would look worse than it is.
 * First the host is calibrated on `calibrationUrl` (the bare page), and its slowdown used in every mobile run.
 * @param {{ label: string, route: string, url: string }[]} targets
 * @param {string} calibrationUrl
 */
async function lighthouseOver(targets, calibrationUrl) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  /** @type {Preset[]} */
  const presets = ['mobile', 'desktop'];
  /** @type {Map<string, (FailedRun | LighthouseRun)[]>} */
  const results = new Map(targets.flatMap(({ label }) => presets.map((preset) => [`${label} ${preset}`, []])));
  /** @param {string} key */
  const resultsOf = (key) => /** @type {(FailedRun | LighthouseRun)[]} */ (results.get(key));
  try {
    calibration = await calibrate(chrome, calibrationUrl);
    console.log(
      `  Host benchmarkIndex ${calibration.hostIndex} (runs: ${calibration.samples.join(', ')}): mobile CPU slowdown ${calibration.multiplier}×${calibration.clamped ? ` (clamped from ${calibration.exact.toFixed(2)}×)` : ''}`,
    );
    const { multiplier } = calibration;
    for (let run = 0; run < runs; run += 1) {
      for (const preset of presets) {
        for (const { label, url } of targets)
          resultsOf(`${label} ${preset}`).push(await lighthouseRun(chrome, url, preset, multiplier));
      }
      console.log(`  Lighthouse run ${run + 1} of ${runs} done`);
    }
  } finally {
    await chrome.kill();
  }
  return targets.flatMap(({ label, route }) =>
    presets.map((preset) => {
      const row = { label, route, preset, ...summarize(resultsOf(`${label} ${preset}`)) };
      console.log(
        `  Lighthouse ${preset.padEnd(7)} ${label}: ${categories.map((id) => row.scores[id]).join('/')} LCP ${Math.round(row.lcpMs ?? 0)} ms TBT ${Math.round(row.tbtMs ?? 0)} ms CLS ${row.cls}`,
      );
      return row;
    }),
  );
}

/** The bare reference's CSP map and server config, made like the site's, so that nginx serves it the same way. */
function bareCspMap() {
  const barePrefix = path.join(reportDir, 'nginx-bare');
  writeServerConfigs({ outDir: bareOut, env: {}, nginxDir: barePrefix });
  return { barePrefix, bareMap: path.join(barePrefix, 'csp-map.conf') };
}

/** @type {ChatMeasure} */
let chat = { status: 'not measured' };
/** @type {SearchMeasure} */
let siteSearch = { status: 'not measured' };
/** @type {Awaited<ReturnType<typeof lighthouseOver>>} */
const lighthouseRows = [];
/** @type {Calibration | null} */
let calibration = null;
/** @type {string[]} */
const skipped = [];
await withNginx(
  out,
  path.join(generatedNginxDir, 'csp-map.conf'),
  path.join(reportDir, 'nginx-site'),
  port,
  async (origin) => {
    chat = await measureChat(origin);
    siteSearch = await measureSearch(origin);
    if (!withLighthouse) return;
    /** @type {{ label: string, route: string, url: string }[]} */
    const targets = [];
    for (const route of lighthouseRoutes) {
      if (fs.existsSync(measure.routeFile(out, route))) targets.push({ label: route, route, url: `${origin}${route}` });
      else skipped.push(route);
    }
    // The bare reference is served beside the site, the same way, and measured in the same rounds.
    const { barePrefix, bareMap } = bareCspMap();
    await withNginx(bareOut, bareMap, barePrefix, port + 1, async (bareOrigin) => {
      const bareTarget = { label: 'bare framework', route: '/', url: `${bareOrigin}/` };
      if (!wingOffDir) {
        lighthouseRows.push(...(await lighthouseOver([...targets, bareTarget], bareTarget.url)));
        return;
      }
      // The same routes from the FIRST_PAINT=off export, interleaved with the site and the bare page.
      const offPrefix = path.join(reportDir, 'nginx-wing-off');
      writeServerConfigs({ outDir: wingOffDir, env: process.env, nginxDir: offPrefix });
      await withNginx(wingOffDir, path.join(offPrefix, 'csp-map.conf'), offPrefix, port + 2, async (offOrigin) => {
        const pairs = targets.flatMap((target) => [
          target,
          { label: `${target.label}${WING_OFF}`, route: target.route, url: `${offOrigin}${target.route}` },
        ]);
        lighthouseRows.push(...(await lighthouseOver([...pairs, bareTarget], bareTarget.url)));
      });
    });
  },
);

// 4. Report.
// Set inside lighthouseOver's callback, which tsc's narrowing does not follow.
const calibrated = /** @type {Calibration | null} */ (calibration);
const lines = [];
lines.push(
  `Bytes per route (gzip level 6; KB = 1024 B). Bare framework: JS ${kb(bare.jsGzipBytes)}, CSS ${kb(bare.cssGzipBytes)}, HTML ${bare.htmlBytes} B, ${bare.requests} requests (next ${bare.versions.next}, react ${bare.versions.react}).`,
);
lines.push('');
lines.push('| Route | HTML | HTML (gzip) | RSC share | JS (gzip) | vs bare | CSS (gzip) | Requests |');
lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
lines.push(
  `| bare framework | ${(bareAssets.htmlBytes / 1024).toFixed(1)} KB | ${kb(bareAssets.htmlGzipBytes)} | ${Math.round((bareAssets.rscBytes / bareAssets.htmlBytes) * 100)}% | ${kb(bare.jsGzipBytes)} | 1.00× | ${kb(bare.cssGzipBytes)} | ${bare.requests} |`,
);
for (const row of byteRows) {
  if (row.missing) {
    lines.push(`| ${row.route} | not in out/ | | | | | | |`);
    continue;
  }
  const delta = `${row.jsOverBareBytes >= 0 ? '+' : '−'}${kb(Math.abs(row.jsOverBareBytes))}`;
  lines.push(
    `| ${row.route}${row.formPage ? ' (form)' : ''} | ${(row.htmlBytes / 1024).toFixed(1)} KB | ${kb(row.htmlGzipBytes)} | ${Math.round(row.rscShare * 100)}% | ${kb(row.jsGzipBytes)} | ${row.jsRatio.toFixed(2)}× (${delta}) | ${kb(row.cssGzipBytes)} | ${row.requests} |`,
  );
}
lines.push('');
lines.push(`All CSS of the site: ${kb(css.gzipBytes)} gzipped in ${css.files.length} file(s).`);
lines.push(
  `Search index: ${searchIndex.length ? searchIndex.map((file) => `${file.url} ${kb(file.gzipBytes)} gzipped (${kb(file.bytes)} raw)`).join('; ') : 'not built (no file under out/ named like search-index)'}.`,
);
lines.push(
  `Search relevance (first 3 rows, tests/unit/search/relevance.test.ts): ${fs.existsSync(path.join(root, 'tests/.output/search-relevance.json')) ? ((r) => `${r.passed}/${r.total} queries (${Math.round(r.share * 100)}%)`)(JSON.parse(fs.readFileSync(path.join(root, 'tests/.output/search-relevance.json'), 'utf8'))) : 'not measured (npx jest tests/unit/search/relevance.test.ts)'}.`,
);
if (chat.hugeReplyMs != null)
  lines.push(
    `Chat: a 1 MB unbroken reply is shown ${chat.hugeReplyMs} ms after Enter (kept to its first 32,000 characters).`,
  );
lines.push(
  `Search dialog lazy chunks (dialog and engine, loaded on intent): ${siteSearch.status === 'built' ? `${kb(siteSearch.gzipBytes ?? 0)} gzipped (${(siteSearch.chunks ?? []).join(', ') || 'no lazy chunk loaded on open'})` : `${siteSearch.status}${siteSearch.note ? ` (${siteSearch.note})` : ''}`}.`,
);
lines.push(
  `Chat lazy chunk: ${chat.status === 'built' ? `${kb(chat.gzipBytes ?? 0)} gzipped (${(chat.chunks ?? []).join(', ') || 'no lazy chunk loaded on open'})` : `${chat.status}${chat.note ? ` (${chat.note})` : ''}`}.`,
);
/** @type {string[]} */
const readmeSummary = [];
if (withLighthouse) {
  lines.push('');
  lines.push(
    `Lighthouse ${lighthouseVersion}, median of ${runs} run${runs === 1 ? '' : 's'}, Debian Chromium, served by nginx with the production config. Categories: Performance / Accessibility / Best Practices / SEO (Lighthouse ${lighthouseMajor} has no PWA category).`,
  );
  if (calibrated) {
    const during = lighthouseRows.flatMap((row) => row.benchmarkIndexes);
    lines.push('');
    lines.push(
      `Calibrated host: benchmarkIndex ${calibrated.hostIndex} before the runs (median of ${calibrated.samples.join(', ')}), so the mobile CPU slowdown is ${calibrated.multiplier}× (${calibrated.hostIndex} / ${Math.round(measure.TARGET_BENCHMARK_INDEX)}, the phone of Lighthouse's default 4× on a host of ${measure.DEFAULT_SLOWDOWN_HOST_INDEX}${calibrated.clamped ? `; clamped from ${calibrated.exact.toFixed(2)}× to ${measure.CPU_SLOWDOWN_RANGE.join('-')}×` : ''}); desktop runs keep the preset's 1×. The index during the runs: ${Math.min(...during)} to ${Math.max(...during)} (median ${median(during)}).`,
    );
  }
  lines.push('');
  lines.push('| Page | Preset | Perf | A11y | BP | SEO | LCP | TBT | CLS | Bytes | Requests | Perf of each run |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of lighthouseRows) {
    const s = row.scores;
    lines.push(
      `| ${row.label} | ${row.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(row.lcpMs ?? 0)} ms | ${Math.round(row.tbtMs ?? 0)} ms | ${Number((row.cls ?? 0).toFixed(3))} | ${kb(row.byteWeight ?? 0)} | ${row.requests} | ${row.performanceRuns.join(', ')} |`,
    );
  }
  const bareMobile = lighthouseRows.find((row) => row.label === 'bare framework' && row.preset === 'mobile');
  if (bareMobile) {
    const below = lighthouseRows.filter(
      (row) =>
        row.preset === 'mobile' &&
        row.label !== 'bare framework' &&
        (row.scores.performance ?? 0) < (bareMobile.scores.performance ?? 0),
    );
    lines.push(
      '',
      below.length
        ? `Mobile Performance below the bare page's ${bareMobile.scores.performance}: ${below.map((row) => `${row.label} ${row.scores.performance}`).join(', ')}.`
        : `Mobile Performance of every template is at least the bare page's ${bareMobile.scores.performance} (medians of the same rounds).`,
    );
    // Medians of a few runs hide how often a page beats the bare page when both load in the same minute.
    const byRound = lighthouseRows
      .filter((row) => row.preset === 'mobile' && row.label !== 'bare framework')
      .map((row) => ({ row, ...measure.againstBareByRound(row.performanceRuns, bareMobile.performanceRuns) }));
    // README's short form (issue 49: the calibrated table with its benchmarkIndex at the front door).
    if (calibrated)
      readmeSummary.push(
        `Calibrated \`npm run bench -- --runs ${runs}\` of ${new Date().toISOString().slice(0, 10)}: host benchmarkIndex ${calibrated.hostIndex}, so a mobile CPU slowdown of ${calibrated.multiplier}×${calibrated.clamped ? ` (clamped from ${calibrated.exact.toFixed(2)}×)` : ''}. Lighthouse mobile Performance, the median of ${runs} interleaved runs, against the bare framework's ${bareMobile.scores.performance} in the same rounds; every table is in [docs/performance.md](docs/performance.md).`,
        '',
        '| Page | Mobile Performance | Against the bare page, round by round | TBT |',
        '| --- | ---: | --- | ---: |',
        ...byRound.map(
          ({ row, atOrAbove, rounds, medianDifference }) =>
            `| ${row.label} | ${row.scores.performance} | ${signed(medianDifference)} (at or above it in ${atOrAbove} of ${rounds}) | ${Math.round(row.tbtMs ?? 0)} ms |`,
        ),
        `| bare framework | ${bareMobile.scores.performance} | | ${Math.round(bareMobile.tbtMs ?? 0)} ms |`,
      );
    lines.push(
      '',
      `Mobile Performance round by round, against the bare page's run of the same round (rounds at or above it; the median difference): ${byRound
        .map(
          ({ row, atOrAbove, rounds, medianDifference }) =>
            `${row.label} ${atOrAbove} of ${rounds} (${signed(medianDifference)})`,
        )
        .join(', ')}.`,
    );
  }
  if (wingOffDir) {
    lines.push('', 'First-paint tricks on and off (Performance medians; LCP and TBT in ms):', '');
    lines.push('| Page | Mobile on | Mobile off | LCP on / off | TBT on / off | Desktop on | Desktop off |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    /** @param {string} label @param {Preset} preset */
    const rowOf = (label, preset) => lighthouseRows.find((row) => row.label === label && row.preset === preset);
    for (const route of lighthouseRoutes) {
      const [onMobile, offMobile, onDesktop, offDesktop] = [
        rowOf(route, 'mobile'),
        rowOf(`${route}${WING_OFF}`, 'mobile'),
        rowOf(route, 'desktop'),
        rowOf(`${route}${WING_OFF}`, 'desktop'),
      ];
      if (!onMobile || !offMobile) continue;
      const ms = (/** @type {number | null} */ value) => Math.round(value ?? 0);
      lines.push(
        `| ${route} | ${onMobile.scores.performance} | ${offMobile.scores.performance} | ${ms(onMobile.lcpMs)} / ${ms(offMobile.lcpMs)} | ${ms(onMobile.tbtMs)} / ${ms(offMobile.tbtMs)} | ${onDesktop?.scores.performance} | ${offDesktop?.scores.performance} |`,
      );
    }
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
  siteSearch,
  lighthouse: withLighthouse
    ? {
        runs,
        calibration: calibrated && { ...calibrated, targetIndex: measure.TARGET_BENCHMARK_INDEX },
        rows: lighthouseRows,
        skipped,
      }
    : 'not run',
};
fs.mkdirSync(reportDir, { recursive: true });
fs.writeFileSync(path.join(reportDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(
  path.join(reportDir, `bench-${report.generatedAt.replace(/[:.]/g, '-')}.json`),
  `${JSON.stringify(report, null, 2)}\n`,
);
fs.writeFileSync(path.join(reportDir, 'latest.md'), `${markdown}\n`);

/**
 * Rewrites what stands between `start` and `end` in `file` (both kept); true if the file has both markers.
 * @param {string} file @param {string} start @param {string} end @param {string} text
 */
function replaceBetweenMarkers(file, start, end, text) {
  const current = fs.readFileSync(file, 'utf8');
  if (!current.includes(start) || !current.includes(end)) return false;
  fs.writeFileSync(
    file,
    `${current.slice(0, current.indexOf(start) + start.length)}\n${text}\n${current.slice(current.indexOf(end))}`,
  );
  return true;
}

if (args.includes('--readme')) {
  // The flag keeps its name; the tables moved from README.md to docs/performance.md (issue 53).
  if (
    replaceBetweenMarkers(
      path.join(root, 'docs', 'performance.md'),
      '<!-- bench:start -->',
      '<!-- bench:end -->',
      markdown,
    )
  )
    console.log('docs/performance.md: bench table updated.');
  if (
    readmeSummary.length &&
    replaceBetweenMarkers(
      path.join(root, 'README.md'),
      '<!-- bench-summary:start -->',
      '<!-- bench-summary:end -->',
      readmeSummary.join('\n'),
    )
  )
    console.log('README.md: calibrated bench summary updated.');
}

console.log(`\n${markdown}\n`);
console.log(`Wrote ${path.relative(root, path.join(reportDir, 'latest.json'))} and latest.md.`);
