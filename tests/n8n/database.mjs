// @ts-check
/**
 * n8n's finished executions, read from its own database with the packages of the n8n install: sqlite3
 * for a single n8n, pg for queue mode (Postgres). The specs (executions.ts) and the load test (load.mjs)
 * read what n8n received and which nodes ran from here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * @typedef {ReturnType<typeof import('./settings.mjs').n8nSettings>} Settings
 * @typedef {{ id: number, status: string, workflow: string, data: string, startedAt: string, stoppedAt: string }} ExecutionRow
 * @typedef {Record<string, Array<{ error?: unknown, data?: { main?: Array<Array<{ json: Record<string, unknown>, binary?: Record<string, unknown> }> | null> } }>>} RunData
 */

/** @param {Settings} settings */
const requireFromN8n = (settings) =>
  createRequire(path.join(settings.installDir, 'node_modules', 'n8n', 'package.json'));

/** The Postgres connection of queue mode (trust authentication on loopback, as the runner sets it up). */
export function postgresConnection(/** @type {Settings} */ settings, database = settings.queue.n8nDatabase) {
  return { host: '127.0.0.1', port: settings.queue.postgresPort, user: 'postgres', password: '', database };
}

/**
 * A connected client of a Postgres database of queue mode, for a test that holds a transaction open
 * (the caller ends it).
 * @param {Settings} settings
 * @param {string} [database]
 * @returns {Promise<{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, any>[] }>, end: () => Promise<void> }>}
 */
export async function postgresClient(settings, database) {
  const { Client } = requireFromN8n(settings)('pg');
  const client = new Client(postgresConnection(settings, database));
  await client.connect();
  return client;
}

/**
 * Runs one query against a Postgres database of queue mode.
 * @param {Settings} settings
 * @param {string} sql
 * @param {unknown[]} params
 * @param {string} [database]
 * @returns {Promise<Record<string, any>[]>}
 */
export async function postgresQuery(settings, sql, params, database) {
  const client = await postgresClient(settings, database);
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * @param {Settings} settings
 * @param {string} sql
 * @param {unknown[]} params
 * @returns {Promise<ExecutionRow[]>}
 */
function sqliteQuery(settings, sql, params) {
  const sqlite3 = requireFromN8n(settings)('sqlite3');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(settings.database, sqlite3.OPEN_READONLY, (/** @type {Error | null} */ error) => {
      if (error) reject(error);
    });
    db.all(sql, params, (/** @type {Error | null} */ error, /** @type {ExecutionRow[]} */ rows) => {
      db.close();
      if (error) reject(error);
      else resolve(rows);
    });
  });
}

/**
 * The finished executions whose data contains `text`, oldest first, with n8n's flatted data as stored.
 * @param {Settings} settings
 * @param {string} text
 * @returns {Promise<ExecutionRow[]>}
 */
export function finishedExecutionRows(settings, text) {
  if (settings.mode === 'queue') {
    return /** @type {Promise<ExecutionRow[]>} */ (
      postgresQuery(
        settings,
        `SELECT e.id AS id, e.status AS status, w.name AS workflow, d.data AS data,
                e."startedAt" AS "startedAt", e."stoppedAt" AS "stoppedAt"
           FROM execution_entity e
           JOIN execution_data d ON d."executionId" = e.id
           JOIN workflow_entity w ON w.id = e."workflowId"
          WHERE (e.finished OR e.status IN ('success', 'error', 'crashed')) AND strpos(d.data, $1) > 0
          ORDER BY e.id`,
        [text],
      )
    );
  }
  return sqliteQuery(
    settings,
    `SELECT e.id AS id, e.status AS status, w.name AS workflow, d.data AS data,
            e.startedAt AS startedAt, e.stoppedAt AS stoppedAt
       FROM execution_entity e
       JOIN execution_data d ON d.executionId = e.id
       JOIN workflow_entity w ON w.id = e.workflowId
      WHERE (e.finished = 1 OR e.status IN ('success', 'error', 'crashed')) AND instr(d.data, ?) > 0
      ORDER BY e.id`,
    [text],
  );
}

/**
 * What each node did in an execution (n8n stores it with flatted).
 * @param {Settings} settings
 * @param {string} data
 * @returns {RunData}
 */
export function runDataOf(settings, data) {
  const { parse } = requireFromN8n(settings)('flatted');
  return parse(data).resultData.runData;
}
