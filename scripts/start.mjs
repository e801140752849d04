#!/usr/bin/env node
// @ts-check
/** `npm start`: serves the built site at http://localhost:3000 and the webhook receiver beside it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const children = [
  spawn(process.execPath, [path.join(here, 'receiver', 'server.mjs')], { stdio: 'inherit' }),
  spawn(process.execPath, [path.join(here, 'serve.mjs')], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
