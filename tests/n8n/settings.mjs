// @ts-check
/**
 * Where the real-n8n test keeps things and which ports it uses, in one place for the runner
 * (run.mjs), its Playwright config and its specs.
 */
import os from 'node:os';
import path from 'node:path';

/**
 * The n8n the workflows are tested with: today's 2.x (on Node 24; 2.41.3 asks for an @n8n/agents version
 * the registry lacks), or the last 1.x on request (N8N_TEST_VERSION=1.123.81, on Node 20).
 */
export const N8N_VERSION = '2.41.1';
export const N8N_1_VERSION = '1.123.81';

/** The Chat Trigger's webhook id in deploy/n8n/chat-trigger.json: its URL is /webhook/<id>/chat. */
export const CHAT_TRIGGER_WEBHOOK_ID = 'c4a0f0e2-5b1e-4d0c-9f3a-7e6b2d8c1a55';

/** Where the test workflows mail every submission (the loopback SMTP server keeps it: mailbox.mjs). */
export const testNotifyAddress = 'team@linkwell.test';

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} projectRoot the checkout (passed in: Playwright's loader cannot run scripts/lib/paths.mjs's import.meta)
 */
export function n8nSettings(env, projectRoot) {
  const version = env.N8N_TEST_VERSION || N8N_VERSION;
  const cacheDir =
    env.N8N_CACHE_DIR || path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'linkwell-n8n');
  const work = path.join(projectRoot, 'tests', '.output', 'n8n');
  const n8nPort = Number(env.N8N_PORT || 5690);
  const sitePort = Number(env.SITE_PORT || 3000);
  const chatSitePort = Number(env.N8N_CHAT_SITE_PORT || sitePort + 60);
  const n8nOrigin = `http://127.0.0.1:${n8nPort}`;
  const userDir = path.join(work, 'n8n-user');
  // queue: Redis, Postgres, n8n main, a webhook processor (on N8N_PORT: it answers the webhooks) and two workers.
  const mode = env.N8N_TEST_MODE === 'queue' ? 'queue' : 'single';
  // n8n's own database pool, from the environment: DB_SQLITE_POOL_SIZE for one n8n (unset: n8n's default;
  // on n8n 1 that is 0, its legacy driver, one connection without WAL, and there 4), DB_POSTGRESDB_POOL_SIZE
  // in queue mode (unset: 10, docs/n8n.md says why). n8n 1.123's legacy SQLite driver nests the Data table's
  // transactions in the executions' (n8n's PR 10299): one 1.123 run of five hit "TransactionNotStartedError"
  // and saved no execution after it.
  const poolVariable = mode === 'queue' ? 'DB_POSTGRESDB_POOL_SIZE' : 'DB_SQLITE_POOL_SIZE';
  const poolFromEnv = env[poolVariable] || '';
  const major = Number(version.split('.')[0]);
  return {
    mode,
    /** The pool variable n8n runs with, its value ('' for n8n's default) and whether the environment set it. */
    databasePool: {
      variable: poolVariable,
      size: poolFromEnv || (mode === 'queue' ? '10' : major < 2 ? '4' : ''),
      fromEnv: poolFromEnv !== '',
    },
    version,
    /** n8n's major version: 1.123 imports the n8n 1 variants of the workflows (deploy/n8n/n8n1-variants.mjs). */
    major,
    cacheDir,
    installDir: path.join(cacheDir, version),
    work,
    userDir,
    /**
     * The one folder n8n's file nodes may use (N8N_RESTRICT_FILE_ACCESS_TO, set explicitly: n8n 2's default is
     * ~/.n8n-files, of the user n8n runs as), and in it the folder the application workflow keeps resumes in.
     */
    filesDir: path.join(work, 'n8n-files'),
    resumesDir: path.join(work, 'n8n-files', 'linkwell-resumes'),
    /** n8n's sqlite database (single mode): executions and what they received. */
    database: path.join(userDir, '.n8n', 'database.sqlite'),
    /** Queue mode's services and the other n8n processes, on the ports after N8N_PORT. */
    queue: {
      mainPort: n8nPort + 1,
      workerPorts: [n8nPort + 2, n8nPort + 3],
      postgresPort: n8nPort + 4,
      redisPort: n8nPort + 5,
      /** Postgres and Redis keep their files outside the checkout (Postgres runs as the user postgres). */
      servicesDir: path.join(os.tmpdir(), `linkwell-n8n-queue-${n8nPort}`),
      /** n8n's own database, and the one the forms workflows record submissions in (deploy/n8n/submissions.sql). */
      n8nDatabase: 'n8n',
      submissionsDatabase: 'linkwell',
    },
    n8nPort,
    n8nOrigin,
    /** The loopback mail server (mailbox.mjs): SMTP for n8n's Send Email, HTTP for the specs. */
    mail: { smtpPort: n8nPort + 6, httpPort: n8nPort + 7, origin: `http://127.0.0.1:${n8nPort + 7}` },
    /** The chat's model (model.mjs, OpenAI-compatible), and the site its docs tool reads (the GET site's build). */
    model: { port: n8nPort + 8, origin: `http://127.0.0.1:${n8nPort + 8}` },
    docsSite: { port: n8nPort + 9, url: `http://127.0.0.1:${n8nPort + 9}` },
    sitePort,
    chatSitePort,
    siteDir: path.join(work, 'site'),
    chatTriggerSiteDir: path.join(work, 'chat-trigger-site'),
    chatTriggerUrl: `${n8nOrigin}/webhook/${CHAT_TRIGGER_WEBHOOK_ID}/chat`,
    /** The test sites' origins, written into every webhook's Allowed Origins (not 127.0.0.1: that is the wrong origin the tests try). */
    allowedOrigins: [`http://localhost:${sitePort}`, `http://localhost:${chatSitePort}`],
  };
}
