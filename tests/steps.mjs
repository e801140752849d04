// @ts-check
/**
 * The steps of the opt-in runners (tests/n8n/run.mjs, tests/hosts/run.mjs): each step is timed and
 * logged, a command's output goes to a log file whose last lines are shown when it fails, and the
 * runner prints the timings at the end.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { projectRoot } from '../scripts/lib/paths.mjs';

/** @type {{ step: string, seconds: number, ok: boolean }[]} */
export const timings = [];

/**
 * Runs one step, logs and records how long it took and whether it worked (a thrown error is a failure).
 * @param {string} step
 * @param {() => boolean | Promise<boolean>} action
 */
export async function timed(step, action) {
  console.log(`\n=== ${step}`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await action();
  } catch (error) {
    console.error(error);
  }
  const seconds = (Date.now() - started) / 1000;
  timings.push({ step, seconds, ok });
  console.log(`=== ${step}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

/**
 * Runs a command to its end; with `log`, its output goes there and the last 30 lines are shown if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, log?: string }} [options]
 */
export function run(command, args, { cwd = projectRoot, env = {}, log } = {}) {
  const output = log ? fs.openSync(log, 'w') : 'inherit';
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', output, output], env: { ...process.env, ...env } });
  if (typeof output === 'number') fs.closeSync(output);
  if (result.status !== 0 && log) console.log(fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
  return result.status === 0;
}
