/**
 * What n8n received and did, read from its own database (execution_entity, execution_data) with
 * the sqlite3 and flatted packages of the n8n install, so the specs check the real thing.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '@playwright/test';
import { n8nSettings } from './settings.mjs';

export const settings = n8nSettings(process.env, path.resolve(__dirname, '..', '..'));

/** A text no other test sends, so a spec finds its own executions. */
export const marker = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A pattern matching `text` as it is (a bubble's text also holds its time). */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const requireFromN8n = createRequire(path.join(settings.installDir, 'node_modules', 'n8n', 'package.json'));

type Row = { id: number; status: string; workflow: string; data: string };
type Database = {
  all(sql: string, params: unknown[], callback: (error: Error | null, rows: Row[]) => void): void;
  close(): void;
};
type RunData = Record<
  string,
  Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown>; binary?: Record<string, unknown> }> | null> } }>
>;

export type Execution = {
  id: number;
  status: string;
  workflow: string;
  /** The nodes that ran, in no particular order. */
  nodes: string[];
  /** The trigger's output item: for a Webhook node { headers, query, body }, binary for files. */
  received: { json: Record<string, unknown>; binary?: Record<string, { fileName?: string; fileSize?: string }> };
  /** The first item a node put out. */
  output(node: string): Record<string, unknown> | undefined;
};

function query(sql: string, params: unknown[]): Promise<Row[]> {
  const sqlite3 = requireFromN8n('sqlite3') as {
    Database: new (file: string, mode: number, callback: (error: Error | null) => void) => Database;
    OPEN_READONLY: number;
  };
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(settings.database, sqlite3.OPEN_READONLY, (error) => {
      if (error) reject(error);
    });
    db.all(sql, params, (error, rows) => {
      db.close();
      if (error) reject(error);
      else resolve(rows);
    });
  });
}

/** The finished executions whose data contains `text` (a test's marker or a submission id), oldest first. */
export async function executionsContaining(text: string): Promise<Execution[]> {
  const { parse } = requireFromN8n('flatted') as { parse: (text: string) => unknown };
  const rows = await query(
    `SELECT e.id AS id, e.status AS status, w.name AS workflow, d.data AS data
       FROM execution_entity e
       JOIN execution_data d ON d.executionId = e.id
       JOIN workflow_entity w ON w.id = e.workflowId
      WHERE e.finished = 1 OR e.status IN ('success', 'error', 'crashed')
      ORDER BY e.id`,
    [],
  );
  return (
    rows
      .filter((row) => row.data.includes(text))
      .map((row) => ({ row, runData: (parse(row.data) as { resultData: { runData: RunData } }).resultData.runData }))
      // n8n marks an execution finished a moment before it writes what each node did.
      .filter(({ runData }) => Object.keys(runData).length > 0)
      .map(({ row, runData }) => {
        const output = (node: string) => runData[node]?.[0]?.data?.main?.find((items) => items?.length)?.[0];
        const trigger = Object.keys(runData).find((node) => /webhook|chat message received/i.test(node)) ?? '';
        return {
          id: row.id,
          status: row.status,
          workflow: row.workflow,
          nodes: Object.keys(runData),
          received: (output(trigger) ?? { json: {} }) as Execution['received'],
          output: (node: string) => output(node)?.json,
        };
      })
  );
}

/** Waits until exactly `count` executions contain `text` (n8n saves an execution after it answers). */
export async function expectExecutions(text: string, count: number): Promise<Execution[]> {
  let found: Execution[] = [];
  await expect
    .poll(async () => (found = await executionsContaining(text)).length, {
      message: `executions containing ${text}`,
      timeout: 20_000,
    })
    .toBe(count);
  return found;
}

/** That no execution contains `text` after `ms` (for requests the browser must not have sent). */
export async function expectNoExecution(text: string, ms = 4_000) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(await executionsContaining(text)).toEqual([]);
}
