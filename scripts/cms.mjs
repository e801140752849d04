#!/usr/bin/env node
// @ts-check
/**
 * `npm run cms`: the content editor against this working tree. Decap CMS's local server
 * (decap-server, on port 8081) reads and writes content/ directly, and the built site is served at
 * http://localhost:3000 with the editor at /admin. Builds first when out/ has no editor.
 * A saved change is a changed file under content/: `npm run build` (or `npm start`) shows it on
 * its page, and `git diff` shows what the editor wrote.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { outDir, projectRoot } from './lib/paths.mjs';
import { runTogether } from './lib/run-together.mjs';

// The port the editor's configuration names (lib/cms/local-server.ts; tests/unit/cms/config.test.ts holds them equal).
const editorPort = 8081;
const sitePort = Number(process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(outDir, 'admin', 'index.html'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
const children = [
  spawn(process.execPath, [decapServer], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(editorPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: projectRoot,
    },
  }),
  spawn(process.execPath, [path.join(projectRoot, 'scripts', 'serve.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(sitePort) },
  }),
];
console.log(`The editor: http://localhost:${sitePort}/admin (it edits ${path.join(projectRoot, 'content')})`);

runTogether(children);
