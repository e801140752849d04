#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: Chromium and nginx if missing, then formatting, lint, typecheck, jest, the builds and
 * Playwright against the built site. Prints one closing line "Total: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { externalLinkVariables } from '../lib/site/external-links.config.mjs';
import { webhookEnvNames } from '../lib/site/webhooks.config.mjs';
import { projectRoot as root } from '../scripts/lib/paths.mjs';

const output = path.join(root, 'tests', '.output');
fs.mkdirSync(output, { recursive: true });

const receiverPort = process.env.RECEIVER_PORT ?? '5678';
// The tested build posts to the local receiver that Playwright starts and links to the default
// (.example) addresses the tests expect, whatever .env says.
/** @type {Record<string, string>} */
const buildEnv = {
  ...Object.fromEntries(webhookEnvNames.map((name) => [name, ''])),
  ...Object.fromEntries(Object.values(externalLinkVariables).map(({ name }) => [name, ''])),
  NEXT_TELEMETRY_DISABLED: '1',
  // The Typecheck step has checked the same program (route types included): 23 s of the first build
  // and 8 s of the second (CI, 27 November 2026).
  NEXT_BUILD_SKIP_TYPECHECK: '1',
  NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN: `http://127.0.0.1:${receiverPort}`,
};
// A second export with the chat's n8n Chat Trigger preset, served by the chat-post-preset Playwright project;
// with the server's history on, as a Chat Trigger with memory answers loadPreviousSession (so does the receiver).
// Built by `next build` alone, without the post-build, so the same project shows that every feature works
// from it (tests/e2e/next-build-alone.preset.ts; issue 53).
const chatPostEnv = {
  ...buildEnv,
  NEXT_PUBLIC_CHAT_WEBHOOK_METHOD: 'POST',
  NEXT_PUBLIC_CHAT_INPUT_KEY: 'chatInput',
  NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION: 'on',
};
const chatPostSite = path.join(root, 'tests', '.output', 'chat-post-site');

/** @param {string} target */
function moveExport(target) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(path.join(root, 'out'), target);
  return true;
}

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const jestJson = path.join(output, 'jest-results.json');
const playwrightJson = path.join(output, 'playwright-results.json');
for (const file of [jestJson, playwrightJson]) fs.rmSync(file, { force: true });

const steps = [
  () =>
    run('Install (when node_modules is missing or older than the lock)', process.execPath, [
      'scripts/lib/ensure-dependencies.mjs',
    ]),
  () => run('Chromium', process.execPath, ['scripts/lib/ensure-chromium.mjs']),
  () => run('nginx', process.execPath, ['scripts/lib/ensure-nginx.mjs']),
  // Next's route types (.next/types), which tsc checks every page against, as next build would.
  () => run('Route types', bin('next'), ['typegen']),
  () => run('Formatting', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
  () => run('Lint', bin('eslint'), ['.']),
  // The site, the tests and the build scripts (checked JavaScript) in one project.
  () => run('Typecheck', bin('tsc'), ['--noEmit']),
  () => run('Unit tests', bin('jest'), ['--json', `--outputFile=${jestJson}`]),
  // npm run build: next build, then scripts/postbuild.mjs (scripts after the first paint, per-page
  // CSP and server configs). The preset build runs first: the site's own build then writes the
  // server configs the nginx tests use.
  () =>
    run('Build, next build alone (chat POST preset)', bin('next'), ['build'], chatPostEnv) && moveExport(chatPostSite),
  () => run('Build', 'npm', ['run', 'build'], buildEnv),
  () => run('End-to-end tests', bin('playwright'), ['test']),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}

const jest = readJson(jestJson);
const playwright = readJson(playwrightJson);
const passed = (jest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (ok ? 0 : 1);
const skipped = (jest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
