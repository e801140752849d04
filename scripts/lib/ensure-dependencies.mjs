#!/usr/bin/env node
// @ts-check
/**
 * A fresh clone has no node_modules: `npm install` when it is missing or older than the lock file.
 * `npm test` runs it as its first step; `npm run test:hosts` and `npm run test:n8n` run it before their
 * runner (package.json), whose imports already need node_modules (the n8n runner's gray-matter), so any of
 * them can be the first command on a fresh machine (npm ci rejects this machine's lock files, which omit
 * resolved URLs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './paths.mjs';

/** Whether node_modules holds what the lock file says, by npm's own record of its last install. */
export function dependenciesAreCurrent(root = projectRoot) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  return (
    fs.existsSync(installed) &&
    fs.statSync(installed).mtimeMs >= fs.statSync(path.join(root, 'package-lock.json')).mtimeMs
  );
}

/** Installs when needed; true when node_modules is current afterwards. */
export function ensureDependencies(root = projectRoot) {
  if (dependenciesAreCurrent(root)) return true;
  console.log('node_modules is missing or older than package-lock.json: npm install');
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  return npm.status === 0;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) process.exit(ensureDependencies() ? 0 : 1);
