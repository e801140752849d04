/**
 * What n8n received and did, read from its own database (execution_entity, execution_data: SQLite for
 * a single n8n, Postgres in queue mode, see database.mjs), so the specs check the real thing.
 */
import path from 'node:path';
import { expect } from '@playwright/test';
import { finishedExecutionRows, runDataOf } from './database.mjs';
import { n8nSettings } from './settings.mjs';

export const settings = n8nSettings(process.env, path.resolve(__dirname, '..', '..'));

/** A text no other test sends, so a spec finds its own executions. */
export const marker = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A pattern matching `text` as it is (a bubble's text also holds its time). */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

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

/** The workflow that retries unsent mail: each run lists the unsent rows, so it contains their texts too. */
export const mailRetries = 'Linkwell mail retries';

/**
 * The finished executions whose data contains `text` (a test's marker or a submission id), oldest first;
 * the mail retries' only when asked for.
 */
export async function executionsContaining(text: string, { retries = false } = {}): Promise<Execution[]> {
  const rows = (await finishedExecutionRows(settings, text)).filter((row) => retries || row.workflow !== mailRetries);
  return (
    rows
      .map((row) => ({ row, runData: runDataOf(settings, row.data) }))
      // n8n marks an execution finished a moment before it writes what each node did.
      .filter(({ runData }) => Object.keys(runData).length > 0)
      .map(({ row, runData }) => {
        const output = (node: string) => runData[node]?.[0]?.data?.main?.find((items) => items?.length)?.[0];
        const trigger = Object.keys(runData).find((node) => /webhook|chat message received/i.test(node)) ?? '';
        return {
          id: Number(row.id),
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
