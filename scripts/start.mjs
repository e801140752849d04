#!/usr/bin/env node
// @ts-check
/** `npm start`: serves the built site at http://localhost:3000 and the webhook receiver beside it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTogether } from './lib/run-together.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
runTogether([
  spawn(process.execPath, [path.join(here, 'receiver', 'server.mjs')], { stdio: 'inherit' }),
  spawn(process.execPath, [path.join(here, 'serve.mjs')], { stdio: 'inherit' }),
]);
