#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:hosts [-- --host cloudflare|netlify]`: the site on each static host's own local
 * runtime (opt-in, not part of `npm test`), with the same Playwright smoke suite against each.
 *
 * 1. Installs the browser the suite drives when it is missing (scripts/lib/ensure-chromium.mjs, as
 *    `npm test` does), and the host's pinned tool from the npm registry into a cache outside the
 *    repo (tests/hosts/hosts.mjs: ~/.cache/linkwell-hosts/<tool>@<version>), once.
 * 2. Builds the site if out/ is missing or posts somewhere other than the local receiver
 *    (http://127.0.0.1:$RECEIVER_PORT).
 * 3. Starts the receiver (scripts/receiver/server.mjs) and, per host, the host on out/ with that
 *    host's flavour of `_headers` (deploy/generated/<host>/_headers), runs
 *    tests/hosts/playwright.hosts.config.ts against it, and stops it.
 * 4. Prints each step's time and each check's outcome per host.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { webhookEnvNames } from '../../lib/site/webhooks.config.mjs';
import { outDir, projectRoot as root } from '../../scripts/lib/paths.mjs';
import { run, timed, timings } from '../steps.mjs';
import { generatedDir, generatedNginxDir } from '../../scripts/build/server-config.mjs';
import { hostByName, hosts, installDirOf } from './hosts.mjs';

const work = path.join(root, 'tests', '.output', 'hosts');
const receiverPort = Number(process.env.RECEIVER_PORT ?? 5678);
const receiverOrigin = `http://127.0.0.1:${receiverPort}`;

/** @param {import('./hosts.mjs').Host} host */
function install(host) {
  const dir = installDirOf(host);
  const marker = path.join(dir, '.installed');
  if (fs.existsSync(marker)) {
    console.log(`${host.pkg}@${host.version} is cached in ${dir}`);
    return true;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`Installing ${host.pkg}@${host.version} into ${dir}`);
  // From the install folder, outside the repo: the repo's .npmrc sets engine-strict, and some of
  // netlify-cli's own dependencies ask for Node 22 while the CLI runs on Node 20.
  const installed = run(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      `${host.pkg}@${host.version}`,
      '--engine-strict=false',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: dir, log: path.join(work, `${host.name}-install.log`) },
  );
  if (installed) fs.writeFileSync(marker, `${host.pkg}@${host.version}\n`);
  return installed;
}

/** The build is there and posts to the local receiver (connect-src names it). */
function buildIsCurrent() {
  const headers = path.join(generatedNginxDir, 'headers.json');
  if (!fs.existsSync(path.join(outDir, 'index.html')) || !fs.existsSync(headers)) return false;
  const { connectOrigins } = JSON.parse(fs.readFileSync(headers, 'utf8'));
  return Array.isArray(connectOrigins) && connectOrigins.includes(receiverOrigin);
}

function build() {
  if (buildIsCurrent()) {
    console.log(`out/ is built and posts to ${receiverOrigin}: reusing it`);
    return true;
  }
  return run('npm', ['run', 'build'], {
    env: {
      ...Object.fromEntries(webhookEnvNames.map((name) => [name, ''])),
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN: receiverOrigin,
    },
    log: path.join(work, 'build.log'),
  });
}

/**
 * The folder the host serves: out/ when its `_headers` is already the host's flavour, else a copy
 * of out/ with it.
 * @param {import('./hosts.mjs').Host} host
 */
function siteFor(host) {
  const flavour = fs.readFileSync(path.join(generatedDir, host.headers, '_headers'), 'utf8');
  if (fs.readFileSync(path.join(outDir, '_headers'), 'utf8') === flavour) return outDir;
  const site = path.join(work, host.name, 'site');
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(outDir, site, { recursive: true });
  fs.writeFileSync(path.join(site, '_headers'), flavour);
  return site;
}

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();

/**
 * Starts a long-running process in its own process group (so that stopping it stops its children:
 * workerd, netlify's static server), logging to work/<name>.log.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
function start(name, command, args, { cwd = root, env = {} } = {}) {
  const log = fs.openSync(path.join(work, `${name}.log`), 'w');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  running.set(name, child);
  child.on('exit', () => running.delete(name));
  return child;
}

/** @param {string} name */
function stop(name) {
  const child = running.get(name);
  running.delete(name);
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * @param {string} url
 * @param {string} name  the process whose exit ends the wait
 */
async function waitForUrl(url, name, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!running.has(name)) throw new Error(`${name} stopped: see ${path.relative(root, work)}/${name}.log`);
    const answer = await fetch(url).catch(() => null);
    if (answer && answer.status < 500) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** @param {import('./hosts.mjs').Host} host */
async function startHost(host) {
  const hostWork = path.join(work, host.name);
  fs.mkdirSync(hostWork, { recursive: true });
  const bin = path.join(installDirOf(host), host.bin);
  const env = host.env(hostWork);
  for (const args of host.before ?? []) if (!run(bin, args, { cwd: hostWork, env })) return false;
  start(host.name, bin, host.args({ siteDir: siteFor(host), port: host.port }), { cwd: hostWork, env });
  return waitForUrl(`http://127.0.0.1:${host.port}/`, host.name);
}

/** @param {import('./hosts.mjs').Host} host */
function playwright(host) {
  fs.rmSync(resultsOf(host), { force: true });
  return run(
    process.execPath,
    [
      path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '-c',
      'tests/hosts/playwright.hosts.config.ts',
    ],
    {
      env: { HOST_NAME: host.name, RECEIVER_PORT: String(receiverPort), PLAYWRIGHT_JSON_OUTPUT_NAME: resultsOf(host) },
    },
  );
}

/** @param {import('./hosts.mjs').Host} host */
const resultsOf = (host) => path.join(work, `${host.name}-results.json`);

/**
 * @typedef {{ title: string, specs?: Array<{ title: string, tests: Array<{ results: Array<{ status: string, duration: number }> }> }>, suites?: Suite[] }} Suite
 */

/**
 * Each test's title and outcome from Playwright's JSON report.
 * @param {import('./hosts.mjs').Host} host
 */
function testOutcomes(host) {
  if (!fs.existsSync(resultsOf(host))) return [];
  const report = JSON.parse(fs.readFileSync(resultsOf(host), 'utf8'));
  /** @type {{ title: string, status: string }[]} */
  const outcomes = [];
  /** @param {Suite} suite @param {string} prefix */
  const walk = (suite, prefix) => {
    for (const spec of suite.specs ?? [])
      outcomes.push({ title: `${prefix}${spec.title}`, status: spec.tests[0]?.results.at(-1)?.status ?? 'not run' });
    for (const child of suite.suites ?? []) walk(child, `${prefix}${child.title} › `);
  };
  for (const suite of report.suites ?? []) walk(suite, `${suite.title} › `);
  return outcomes;
}

/** The hosts named with --host (any number), or all. */
function chosenHosts() {
  const names = process.argv.flatMap((arg, index) =>
    arg === '--host' ? [process.argv[index + 1] ?? ''] : arg.startsWith('--host=') ? [arg.slice(7)] : [],
  );
  return names.length ? names.map(hostByName) : hosts;
}

async function main() {
  const chosen = chosenHosts();
  fs.mkdirSync(work, { recursive: true });
  const started = Date.now();
  const ready =
    // The browser the suite drives, installed as `npm test` installs it (package.json's script installs node_modules first).
    (await timed('Chromium', () => run(process.execPath, ['scripts/lib/ensure-chromium.mjs']))) &&
    (await timed('Build the site (if needed)', build)) &&
    (await timed('Start the webhook receiver', () => {
      start('receiver', process.execPath, ['scripts/receiver/server.mjs'], {
        env: { RECEIVER_PORT: String(receiverPort), RECEIVER_CHAT_DELAY_MS: '0' },
      });
      return waitForUrl(`${receiverOrigin}/__control/health`, 'receiver');
    }));
  /** @type {Map<string, { title: string, status: string }[]>} */
  const outcomes = new Map();
  let failed = ready ? 0 : 1;
  for (const host of ready ? chosen : []) {
    const tested =
      (await timed(`Install ${host.pkg}@${host.version}`, () => install(host))) &&
      (await timed(`Start ${host.title} on :${host.port}`, () => startHost(host))) &&
      (await timed(`Playwright against ${host.name}`, () => playwright(host)));
    stop(host.name);
    outcomes.set(host.name, testOutcomes(host));
    if (!tested) failed += 1;
  }
  stop('receiver');

  console.log('\n=== Summary');
  for (const { step, seconds, ok } of timings)
    console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${step} (${seconds.toFixed(1)} s)`);
  for (const [name, list] of outcomes) {
    const passed = list.filter((outcome) => outcome.status === 'passed').length;
    console.log(`\n  ${name}: ${passed} of ${list.length} passed`);
    for (const outcome of list.filter((item) => item.status !== 'passed'))
      console.log(`    ${outcome.status.toUpperCase()} ${outcome.title}`);
  }
  console.log(`\n  total ${((Date.now() - started) / 1000).toFixed(0)} s; logs in ${path.relative(root, work)}/`);
  process.exit(failed === 0 ? 0 : 1);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const name of [...running.keys()]) stop(name);
    process.exit(130);
  });
}
process.on('exit', () => {
  for (const name of [...running.keys()]) stop(name);
});

await main();
