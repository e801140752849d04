import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the local webhook receiver (scripts/receiver/server.mjs) on a random port of its own range
 * (Jest runs suites at once, so each suite gets its own range) and waits until it answers.
 */
export async function startReceiver({
  portBase,
  name,
  env = {},
}: {
  portBase: number;
  name: string;
  /** More environment for the receiver, e.g. its chat delay (RECEIVER_CHAT_DELAY_MS). */
  env?: Record<string, string>;
}) {
  const port = portBase + Math.floor(Math.random() * 70);
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `${name}-${port}-${Date.now()}.jsonl`);
  const server = spawn(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'receiver', 'server.mjs')], {
    // No thinking time before a chat answer (server.mjs): the suites time their own waits.
    env: { RECEIVER_CHAT_DELAY_MS: '0', ...process.env, ...env, RECEIVER_PORT: String(port), RECEIVER_LOG: logFile },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/__control/health`)).ok) return { origin, logFile, stop: () => server.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  server.kill();
  throw new Error(`receiver did not start on port ${port}`);
}
