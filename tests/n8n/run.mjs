#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:n8n`: the workflows in deploy/n8n/ against a real n8n (opt-in, not part of `npm test`:
 * the first run installs n8n and builds its sqlite3, 5-10 minutes on 2 cores; later runs take 3-5).
 *
 * 1. Installs the pinned n8n (2.x; `--n8n1` or N8N_TEST_VERSION=1.123.81 for the last 1.x) into a cache
 *    folder outside the repo (N8N_CACHE_DIR, default ~/.cache/linkwell-n8n/<version>), once, and for
 *    n8n 2 Node 24 when this Node is older, then runs again on it (install.mjs says how and why).
 * 2. Imports the four workflows into a fresh n8n user folder (tests/.output/n8n/n8n-user) with the
 *    test sites' origins as Allowed Origins (deploy/n8n/set-origins.mjs), the resumes kept in a fresh
 *    tests/.output/n8n/n8n-files (N8N_RESTRICT_FILE_ACCESS_TO), the docs read from the test's
 *    copy of the site and the OpenAI credential's Base URL at the loopback model (model.mjs: no real model
 *    can be reached here, and a real one gives no fixed answer), publishes
 *    (n8n 2) or activates (n8n 1) them and starts n8n on 127.0.0.1:N8N_PORT (5690). n8n 1.123 gets the
 *    n8n 1 variants (deploy/n8n/n8n1-variants.mjs), whose Data table the runner first creates as the
 *    owner would (n8n1-table.mjs), on the same n8n started once without workflows.
 * 3. Builds the site twice against it (the default GET chat; the Chat Trigger preset with
 *    NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION=on), then runs
 *    the Playwright specs in tests/n8n/ (their own config), which drive the real pages and read what
 *    n8n received from its executions.
 * 4. Stops n8n and prints a summary: the n8n version, each check, the timings.
 *
 * `--queue`: n8n's queue mode instead of one n8n on SQLite. Postgres and Redis (Debian packages, started
 * as local processes by services.mjs), then n8n main, one webhook processor (on N8N_PORT, so the sites
 * built for a single n8n call it) and two workers, with the Postgres variants of the workflows
 * (deploy/n8n/postgres-variants.mjs) and their credential imported. The same specs run.
 * `--load`: after the specs, the load test (load.mjs) against the same n8n, its figures in the summary.
 * n8n's database pool comes from the environment (settings.mjs): DB_SQLITE_POOL_SIZE for one n8n (n8n's
 * default when unset), DB_POSTGRESDB_POOL_SIZE in queue mode (10 when unset).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { webhookEnvNames } from '../../lib/site/webhooks.config.mjs';
import { projectRoot as root } from '../../scripts/lib/paths.mjs';
import { run, timed, timings } from '../steps.mjs';
import {
  readWorkflow,
  smtpCredential,
  withAllowedOrigins,
  withNotifyAddress,
  withResumeFolder,
  workflowFiles,
} from '../../deploy/n8n/set-origins.mjs';
import { withSiteDocs } from '../../deploy/n8n/chat-agent.mjs';
import { submissionsTable, withN8n1 } from '../../deploy/n8n/n8n1-variants.mjs';
import { postgresCredential, postgresVariants, withPostgres } from '../../deploy/n8n/postgres-variants.mjs';
import { postgresConnection } from './database.mjs';
import { loadTest } from './load.mjs';
import { createDataTable } from './n8n1-table.mjs';
import { ensureQueueServices, startPostgres, startRedis, stopPostgres, stopRedis } from './services.mjs';
import { installN8n, installNode, n8nMajor, NODE_FOR_N8N2, nodeMajorFor } from './install.mjs';
import { N8N_1_VERSION, n8nSettings, testNotifyAddress } from './settings.mjs';

// The mode and the version go to the Playwright specs through the environment (settings.mjs reads them there).
if (process.argv.includes('--queue')) process.env.N8N_TEST_MODE = 'queue';
if (process.argv.includes('--n8n1')) process.env.N8N_TEST_VERSION ||= N8N_1_VERSION;
const withLoad = process.argv.includes('--load');
const settings = n8nSettings(process.env, root);
const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);

// n8n 2 needs Node 24: on an older Node, fetch it (install.mjs) and run this runner again on it.
if (isMain && Number(process.versions.node.split('.')[0]) < nodeMajorFor(settings.version)) {
  const started = Date.now();
  const nodeDir = installNode(settings.cacheDir);
  console.log(`Node ${NODE_FOR_N8N2} ready in ${((Date.now() - started) / 1000).toFixed(1)} s; running on it`);
  const again = spawnSync(path.join(nodeDir, 'bin', 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}` },
  });
  process.exit(again.status ?? 1);
}
const queue = settings.mode === 'queue';
const { version, installDir, userDir, work, n8nOrigin, sitePort, chatSitePort } = settings;
/** n8n 1.123 runs the n8n 1 variants, whose Data table the owner creates by hand (one n8n; queue mode uses Postgres). */
const n8n1 = settings.major < 2;
const needsDataTable = n8n1 && !queue;
/** The id of the Data table created for n8n 1.123 (createDataTableN8n1), written into its workflows. */
let dataTableId = '';
const n8nBin = path.join(installDir, 'node_modules', 'n8n', 'bin', 'n8n');
const results = path.join(work, 'playwright-results.json');

/** Installs n8n once (install.mjs). */
const install = () => installN8n(version, installDir);

/** The environment n8n runs with: loopback only, no telemetry, the legacy expression engine. */
const n8nEnv = {
  N8N_USER_FOLDER: userDir,
  N8N_PORT: String(settings.n8nPort),
  N8N_LISTEN_ADDRESS: '127.0.0.1',
  N8N_HOST: '127.0.0.1',
  WEBHOOK_URL: `${n8nOrigin}/`,
  // n8n 1's new expression engine needs isolated-vm, which is not built (--ignore-scripts).
  ...(n8nMajor(version) < 2 && { N8N_EXPRESSION_ENGINE: 'legacy' }),
  N8N_DIAGNOSTICS_ENABLED: 'false',
  N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
  N8N_TEMPLATES_ENABLED: 'false',
  N8N_PERSONALIZATION_ENABLED: 'false',
  N8N_SECURE_COOKIE: 'false',
  N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
  N8N_LOG_LEVEL: 'warn',
  // Where the file nodes may read and write (n8n 2 defaults to ~/.n8n-files): the resumes kept for the retries.
  N8N_RESTRICT_FILE_ACCESS_TO: settings.filesDir,
  EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'all',
  EXECUTIONS_DATA_SAVE_ON_ERROR: 'all',
  // Queue mode: every process shares the database, the queue and the key that encrypts credentials.
  ...(queue && {
    EXECUTIONS_MODE: 'queue',
    QUEUE_BULL_REDIS_HOST: '127.0.0.1',
    QUEUE_BULL_REDIS_PORT: String(settings.queue.redisPort),
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: '127.0.0.1',
    DB_POSTGRESDB_PORT: String(settings.queue.postgresPort),
    DB_POSTGRESDB_DATABASE: settings.queue.n8nDatabase,
    DB_POSTGRESDB_USER: 'postgres',
    N8N_ENCRYPTION_KEY: 'linkwell-test-key-not-a-secret',
    OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
  }),
  // n8n's database pool (settings.mjs): DB_POSTGRESDB_POOL_SIZE is 10 unless set, as n8n's default of 2
  // queues its own 5-second health ping behind the webhooks' queries under load (a late ping marks the
  // database "not ready" and the webhook processor answers 503 until the next); DB_SQLITE_POOL_SIZE
  // (one n8n: a pool of read connections with WAL) is passed on when set, else n8n's default.
  ...(settings.databasePool.size && { [settings.databasePool.variable]: settings.databasePool.size }),
};

/**
 * The mail retries' timings, shortened for the test: the schedule every 5 seconds instead of every minute,
 * the first retry 10 seconds after a submission instead of 2 minutes, the backoff in 5-second steps (the
 * Data table workflows' expression and the Postgres variants' SQL alike).
 * @param {{ nodes: Array<{ type: string, parameters: Record<string, any> }> }} workflow
 */
function withTestTimings(workflow) {
  for (const node of workflow.nodes) {
    if (node.type === 'n8n-nodes-base.scheduleTrigger') {
      node.parameters = { rule: { interval: [{ field: 'seconds', secondsInterval: 5 }] } };
    }
    const text = JSON.stringify(node.parameters);
    const shortened = text
      .replace('2 * 60 * 1000', '10 * 1000')
      .replace('* 60000)', '* 5000)')
      .replace("* interval '1 minute'", "* interval '5 seconds'");
    if (shortened !== text) node.parameters = JSON.parse(shortened);
  }
  return workflow;
}

/** The OpenAI credential the test imports: its Base URL is the loopback model (model.mjs). */
export const testModelCredential = { id: 'linkwellTestModel', name: 'OpenAI account' };

/**
 * The workflow the tests import: the shipped one with the test sites' origins, the test mailbox's address,
 * the docs read from the test's copy of the site (set-origins.mjs writes the same three), and the chat
 * model's credential pointing at the loopback model (model.mjs), which calls the docs tool as a real model would.
 * @param {string} file
 */
export function testWorkflow(file) {
  let workflow = withResumeFolder(
    withSiteDocs(
      withNotifyAddress(withAllowedOrigins(readWorkflow(file), settings.allowedOrigins), testNotifyAddress),
      settings.docsSite.url,
    ),
    settings.resumesDir,
  );
  if (queue && file in postgresVariants) workflow = withPostgres(file, workflow);
  if (n8n1) workflow = withN8n1(workflow, dataTableId || undefined);
  withTestTimings(workflow);
  for (const node of workflow.nodes) {
    if (node.type === '@n8n/n8n-nodes-langchain.lmChatOpenAi') {
      Object.assign(node, { credentials: { openAiApi: { ...testModelCredential } } });
    }
  }
  return workflow;
}

/** A fresh n8n user folder, and a fresh folder for the resumes. */
function freshUserFolder() {
  fs.rmSync(userDir, { recursive: true, force: true });
  // n8n's file nodes create no folder: the owner makes this one (docs/n8n.md), the test a fresh one.
  fs.rmSync(settings.filesDir, { recursive: true, force: true });
  fs.mkdirSync(settings.resumesDir, { recursive: true });
}

/**
 * n8n 1.123: the owner creates the Data table by hand (n8n1-variants.mjs). The test starts the fresh n8n
 * without workflows, creates it as the owner (n8n1-table.mjs) and stops n8n again; the workflows are then
 * imported with the table's id and activated before n8n starts for the tests.
 */
async function createDataTableN8n1() {
  freshUserFolder();
  startProcess('n8n-setup', ['start']);
  try {
    await healthy('n8n-setup', settings.n8nPort);
    dataTableId = await createDataTable(n8nOrigin, submissionsTable(readWorkflow('forms.json')));
    console.log(`Data table linkwell_submissions: id ${dataTableId}`);
  } finally {
    await stopProcess('n8n-setup');
  }
  return true;
}

function importWorkflows() {
  if (!dataTableId) freshUserFolder();
  const dir = path.join(work, 'workflows');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of workflowFiles) {
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(testWorkflow(file), null, 2)}\n`);
  }
  const log = path.join(work, 'n8n-import.log');
  /** @param {string[]} args */
  const n8nCommand = (args) => run(process.execPath, [n8nBin, ...args], { env: n8nEnv, log });
  return (
    n8nCommand(['import:workflow', '--separate', `--input=${dir}`]) &&
    n8nCommand(['import:credentials', `--input=${writeCredentials()}`]) &&
    publish(n8nCommand)
  );
}

/**
 * Activates every imported workflow: n8n 2 publishes each by id (`update:workflow` is deprecated there).
 * @param {(args: string[]) => boolean} n8nCommand
 */
function publish(n8nCommand) {
  if (n8nMajor(version) < 2) return n8nCommand(['update:workflow', '--all', '--active=true']);
  return workflowFiles.every((file) => n8nCommand(['publish:workflow', `--id=${testWorkflow(file).id}`]));
}

/**
 * The credentials, as `n8n import:credentials` reads them: SMTP to the loopback mail server (mailbox.mjs),
 * OpenAI with its Base URL at the loopback model (model.mjs), and in queue mode the Postgres one of the
 * Postgres nodes.
 */
function writeCredentials() {
  const file = path.join(work, 'credentials.json');
  const smtp = {
    ...smtpCredential,
    type: 'smtp',
    data: {
      user: 'n8n',
      password: 'test',
      host: '127.0.0.1',
      port: settings.mail.smtpPort,
      secure: false,
      disableStartTls: true,
    },
  };
  const { host, port, database, user, password } = postgresConnection(settings, settings.queue.submissionsDatabase);
  const postgres = {
    ...postgresCredential,
    type: 'postgres',
    data: { host, port, database, user, password, ssl: 'disable' },
  };
  const model = {
    ...testModelCredential,
    type: 'openAiApi',
    data: { apiKey: 'not-a-key', url: `${settings.model.origin}/v1` },
  };
  fs.writeFileSync(file, `${JSON.stringify(queue ? [smtp, model, postgres] : [smtp, model], null, 2)}\n`);
  return file;
}

/** The n8n processes that run: one n8n, or main, the webhook processor and the workers. */
const processes = new Map(/** @type {Array<[string, import('node:child_process').ChildProcess]>} */ ([]));

/**
 * @param {string} name the log's name too (tests/.output/n8n/<name>.log)
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function startProcess(name, args, env = {}) {
  const log = fs.openSync(path.join(work, `${name}.log`), 'w');
  const child = spawn(process.execPath, [n8nBin, ...args], {
    cwd: installDir,
    env: { ...process.env, ...n8nEnv, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  processes.set(name, child);
  child.on('exit', (code) => {
    if (processes.delete(name)) console.log(`${name} exited (${code})`);
  });
}

/** Stops one n8n process and waits for it to end (at most 15 seconds). */
async function stopProcess(/** @type {string} */ name) {
  const child = processes.get(name);
  if (!child) return;
  processes.delete(name);
  const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/** Waits for a process's /healthz (n8n main must have activated the workflows before the others start). */
async function healthy(/** @type {string} */ name, /** @type {number} */ port) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (!processes.has(name)) throw new Error(`${name} stopped: see tests/.output/n8n/${name}.log`);
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (answer?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${name} did not answer /healthz within 3 minutes`);
}

async function startN8n() {
  if (!queue) {
    startProcess('n8n', ['start']);
    return true;
  }
  const { mainPort, workerPorts } = settings.queue;
  startProcess('n8n-main', ['start'], { N8N_PORT: String(mainPort) });
  await healthy('n8n-main', mainPort);
  startProcess('n8n-webhook', ['webhook']);
  workerPorts.forEach((port, index) =>
    startProcess(`n8n-worker-${index + 1}`, ['worker', '--concurrency=10'], {
      N8N_PORT: String(port),
      QUEUE_HEALTH_CHECK_PORT: String(port),
    }),
  );
  return true;
}

/** The loopback mail server (mailbox.mjs), its own process: the runner blocks while Playwright runs. */
async function startMailbox() {
  const log = fs.openSync(path.join(work, 'mailbox.log'), 'w');
  const { smtpPort, httpPort, origin } = settings.mail;
  mailbox = spawn(
    process.execPath,
    [path.join(root, 'tests', 'n8n', 'mailbox.mjs'), String(smtpPort), String(httpPort)],
    {
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  fs.closeSync(log);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${origin}/messages`).catch(() => null))?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The mail server did not start: see tests/.output/n8n/mailbox.log');
}

/** @type {import('node:child_process').ChildProcess | null} */
let mailbox = null;

function stopMailbox() {
  try {
    if (mailbox?.pid) process.kill(-mailbox.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  mailbox = null;
}

/** The loopback model (model.mjs) and the copy of the site its docs tool reads, each its own process. */
const helpers = new Map(/** @type {Array<[string, import('node:child_process').ChildProcess]>} */ ([]));

/**
 * @param {string} name the log's name too
 * @param {string[]} args node's arguments
 * @param {Record<string, string>} env
 * @param {string} readyUrl answers 200 once the process serves
 */
async function startHelper(name, args, env, readyUrl) {
  const log = fs.openSync(path.join(work, `${name}.log`), 'w');
  helpers.set(
    name,
    spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', log, log],
      detached: true,
    }),
  );
  fs.closeSync(log);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await fetch(readyUrl).catch(() => null))?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not start: see tests/.output/n8n/${name}.log`);
}

const startModel = () =>
  startHelper(
    'model',
    [path.join(root, 'tests', 'n8n', 'model.mjs'), String(settings.model.port)],
    {},
    `${settings.model.origin}/record`,
  );

/** The GET site's build, served where the test workflows' docs tool reads llms.txt and the articles' .md twins. */
const startDocsSite = () =>
  startHelper(
    'docs-site',
    [path.join(root, 'scripts', 'serve.mjs')],
    { PORT: String(settings.docsSite.port), HOST: '127.0.0.1', SITE_DIR: settings.siteDir },
    `${settings.docsSite.url}/llms.txt`,
  );

function stopHelpers() {
  for (const [name, child] of helpers) {
    helpers.delete(name);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function stopN8n() {
  for (const [name, child] of processes) {
    processes.delete(name);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Stops n8n, then the services it used, waiting for the n8n processes to end first. */
async function stopAll() {
  const exits = [...processes.values()].map(
    (child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
  );
  stopN8n();
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  stopMailbox();
  stopHelpers();
  if (!queue) return;
  stopRedis();
  stopPostgres(settings);
}

/**
 * /healthz answers before the active webhooks are registered: wait for each webhook's CORS preflight.
 * An unregistered one answers 404 or 500 without CORS headers.
 */
async function waitForWebhooks() {
  const deadline = Date.now() + 180_000;
  const origin = `http://localhost:${sitePort}`;
  /** @type {Array<[string, string]>} */
  const checks = [
    ['/webhook/chat', 'GET'],
    ['/webhook/forms', 'POST'],
    ['/webhook/quote', 'POST'],
    ['/webhook/application', 'POST'],
    [new URL(settings.chatTriggerUrl).pathname, 'POST'],
  ];
  for (const [pathname, method] of checks) {
    for (;;) {
      if (!processes.size) throw new Error('n8n stopped: see the logs in tests/.output/n8n/');
      const answer = await fetch(`${n8nOrigin}${pathname}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': method },
      }).catch(() => null);
      if (answer && answer.status < 300 && answer.headers.get('access-control-allow-origin') === origin) break;
      if (Date.now() > deadline) throw new Error(`${pathname} was not registered within 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(`${pathname} answers`);
  }
  return true;
}

/**
 * @param {Record<string, string>} env
 * @param {string} target
 */
function buildSite(env, target) {
  const blank = Object.fromEntries(webhookEnvNames.map((name) => [name, '']));
  const built = run('npm', ['run', 'build'], {
    env: {
      ...blank,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_CHAT_WEBHOOK_URL: `${n8nOrigin}/webhook/chat`,
      NEXT_PUBLIC_FORMS_WEBHOOK_URL: `${n8nOrigin}/webhook/forms`,
      NEXT_PUBLIC_APPLICATION_WEBHOOK_URL: `${n8nOrigin}/webhook/application`,
      NEXT_PUBLIC_QUOTE_WEBHOOK_URL: `${n8nOrigin}/webhook/quote`,
      ...env,
    },
    log: `${target}.build.log`,
  });
  if (!built) return false;
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(path.join(root, 'out'), target);
  return true;
}

function playwright() {
  fs.rmSync(results, { force: true });
  return run(
    process.execPath,
    [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'tests/n8n/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: results },
    },
  );
}

/**
 * @typedef {{ title: string, specs: Array<{ title: string, tests: Array<{ results: Array<{ status: string, duration: number }> }> }>, suites?: Suite[] }} Suite
 */

/** Each test's title, outcome and duration from Playwright's JSON report. */
function testOutcomes() {
  if (!fs.existsSync(results)) return [];
  const report = JSON.parse(fs.readFileSync(results, 'utf8'));
  /** @type {{ title: string, status: string, seconds: number }[]} */
  const outcomes = [];
  /** @param {Suite} suite @param {string} prefix */
  const walk = (suite, prefix) => {
    for (const spec of suite.specs ?? []) {
      const last = spec.tests[0]?.results.at(-1);
      outcomes.push({
        title: `${prefix}${spec.title}`,
        status: last?.status ?? 'not run',
        seconds: (last?.duration ?? 0) / 1000,
      });
    }
    for (const child of suite.suites ?? []) walk(child, `${prefix}${child.title} › `);
  };
  for (const suite of report.suites ?? []) walk(suite, `${suite.title} › `);
  return outcomes;
}

async function main() {
  fs.mkdirSync(work, { recursive: true });
  // The last run's report would be read as this run's when a step before Playwright fails.
  fs.rmSync(results, { force: true });
  // N8N_REUSE_BUILDS=1 keeps the two sites of the last run (when only workflows or specs changed).
  const reuseBuilds =
    process.env.N8N_REUSE_BUILDS === '1' &&
    fs.existsSync(path.join(settings.siteDir, 'index.html')) &&
    fs.existsSync(path.join(settings.chatTriggerSiteDir, 'index.html'));
  const started = Date.now();
  const ready =
    (await timed('Chromium', () => run(process.execPath, [path.join(root, 'scripts/lib/ensure-chromium.mjs')]))) &&
    (!queue || (await timed('Postgres and Redis (apt-get when missing)', ensureQueueServices))) &&
    (await timed(`Install n8n ${version}`, install)) &&
    (!queue || (await timed('Start Postgres', () => startPostgres(settings)))) &&
    (!queue || (await timed('Start Redis', () => startRedis(settings)))) &&
    (await timed('Start the mail server', startMailbox)) &&
    (await timed('Start the test model', startModel)) &&
    (!needsDataTable ||
      (await timed('Create the Data table (n8n 1.123: the owner does, by hand)', createDataTableN8n1))) &&
    (await timed('Import and publish the workflows', importWorkflows)) &&
    (await timed(queue ? 'Start n8n main, a webhook processor and two workers' : 'Start n8n', startN8n)) &&
    (await timed(
      'Build the site (Chat Trigger preset)',
      () =>
        reuseBuilds ||
        buildSite(
          {
            NEXT_PUBLIC_CHAT_WEBHOOK_URL: settings.chatTriggerUrl,
            NEXT_PUBLIC_CHAT_WEBHOOK_METHOD: 'POST',
            NEXT_PUBLIC_CHAT_INPUT_KEY: 'chatInput',
            // The trigger's Load Previous Session is "From memory": the widget shows n8n's copy on reopening.
            NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION: 'on',
          },
          settings.chatTriggerSiteDir,
        ),
    )) &&
    (await timed('Build the site (GET chat, the default)', () => reuseBuilds || buildSite({}, settings.siteDir))) &&
    (await timed('Serve the site the chat reads its docs from', startDocsSite)) &&
    (await timed('Wait for the webhooks', waitForWebhooks));
  const tested = ready && (await timed('Playwright: tests/n8n', playwright));
  /** @type {string[]} */
  const loadReport = [];
  const loaded = !withLoad || (ready && (await timed('Load test', () => loadTest(settings, loadReport))));
  await stopAll();

  const n8nVersion = spawnSync(process.execPath, [n8nBin, '--version'], { env: { ...process.env, ...n8nEnv } })
    .stdout?.toString()
    .trim();
  const outcomes = testOutcomes();
  const { variable, size } = settings.databasePool;
  const pool = `${variable}=${size || "n8n's default"}`;
  const how = queue
    ? `queue mode (main, webhook processor, 2 workers; Postgres, Redis; ${pool})`
    : `one n8n (SQLite; ${pool})`;
  console.log(
    `\n=== Summary: n8n ${n8nVersion || version}, ${how}, at ${n8nOrigin}, sites on :${sitePort} and :${chatSitePort}`,
  );
  for (const { step, seconds, ok: passed } of timings) {
    console.log(`  ${passed ? 'ok    ' : 'FAILED'} ${step} (${seconds.toFixed(1)} s)`);
  }
  for (const outcome of outcomes) {
    const mark = outcome.status === 'passed' ? 'passed' : outcome.status.toUpperCase();
    console.log(`  ${mark.padEnd(6)} ${outcome.title} (${outcome.seconds.toFixed(1)} s)`);
  }
  for (const line of loadReport) console.log(`  ${line}`);
  const passed = outcomes.filter((outcome) => outcome.status === 'passed').length;
  // A spec that does not apply to this mode (test.skip with its reason) is neither passed nor failed.
  const skipped = outcomes.filter((outcome) => outcome.status === 'skipped').length;
  // A failed step before the tests, or a Playwright run that failed without reporting a test, counts once;
  // a failed load test too.
  const failed =
    outcomes.length - passed - skipped + (ready && (tested || outcomes.length > passed) ? 0 : 1) + (loaded ? 0 : 1);
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s; logs in ${path.relative(root, work)}/`);
  console.log(`n8n: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped (not for this mode)` : ''}`);
  process.exit(tested && loaded && failed === 0 ? 0 : 1);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  stopN8n();
  stopMailbox();
  stopHelpers();
  if (!queue) return;
  stopRedis();
  stopPostgres(settings);
});

if (isMain) await main();
