// @ts-check
/**
 * Queue mode's services for `npm run test:n8n -- --queue`: Postgres and Redis from the Debian packages
 * (apt-get install postgresql redis-server), each started fresh as a local process on its own port with
 * its files in a temporary folder, and stopped afterwards. Postgres runs as the user postgres when the
 * runner is root (it refuses to run as root).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../scripts/lib/paths.mjs';
import { ensureDebianPackage, installDebianPackages } from '../../scripts/lib/apt.mjs';
import { run } from '../steps.mjs';

/** @typedef {ReturnType<typeof import('./settings.mjs').n8nSettings>} Settings */

/** The newest installed PostgreSQL's programs (Debian keeps them in /usr/lib/postgresql/<major>/bin), if any. */
function installedPostgresBin() {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return majors.map((major) => path.join(root, major, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
}

function postgresBin() {
  const bin = installedPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return bin;
}

/** Queue mode's Debian packages, installed with apt-get when missing (as `npm test` does for Chromium). */
export function ensureQueueServices() {
  ensureDebianPackage('/usr/bin/redis-server', 'redis-server');
  if (!installedPostgresBin()) {
    console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get.");
    installDebianPackages('postgresql');
  }
  postgresBin();
  return true;
}

const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} log
 */
const runAsPostgres = (command, args, log) => {
  const [wrapper, ...wrapperArgs] = asPostgres;
  return wrapper ? run(wrapper, [...wrapperArgs, command, ...args], { log }) : run(command, args, { log });
};

/** @param {Settings} settings */
const postgresData = (settings) => path.join(settings.queue.servicesDir, 'postgres');

/**
 * A fresh Postgres cluster on 127.0.0.1:<postgresPort> (trust authentication: loopback and tests only),
 * with n8n's database and the submissions database, whose table deploy/n8n/submissions.sql creates.
 * @param {Settings} settings
 */
export function startPostgres(settings) {
  const bin = postgresBin();
  const { servicesDir, postgresPort, n8nDatabase, submissionsDatabase } = settings.queue;
  const data = postgresData(settings);
  const log = path.join(settings.work, 'postgres.log');
  fs.rmSync(servicesDir, { recursive: true, force: true });
  fs.mkdirSync(servicesDir, { recursive: true, mode: 0o777 });
  fs.chmodSync(servicesDir, 0o777);
  const serverOptions = `-p ${postgresPort} -k ${servicesDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const psql = (/** @type {string[]} */ args) =>
    run(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(postgresPort), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', ...args],
      {
        log: path.join(settings.work, 'postgres-setup.log'),
      },
    );
  return (
    runAsPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8'], log) &&
    runAsPostgres(
      path.join(bin, 'pg_ctl'),
      ['-D', data, '-l', path.join(servicesDir, 'postgres.log'), '-w', '-o', serverOptions, 'start'],
      path.join(settings.work, 'postgres-start.log'),
    ) &&
    psql(['-c', `CREATE DATABASE ${n8nDatabase}`, '-c', `CREATE DATABASE ${submissionsDatabase}`]) &&
    psql(['-d', submissionsDatabase, '-f', path.join(projectRoot, 'deploy', 'n8n', 'submissions.sql')])
  );
}

/** @param {Settings} settings */
export function stopPostgres(settings) {
  const data = postgresData(settings);
  if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return;
  runAsPostgres(
    path.join(postgresBin(), 'pg_ctl'),
    ['-D', data, '-m', 'fast', '-w', 'stop'],
    path.join(settings.work, 'postgres-stop.log'),
  );
}

/** @type {import('node:child_process').ChildProcess | null} */
let redis = null;

/**
 * Redis on 127.0.0.1:<redisPort>, in memory only (n8n's queue: Bull keeps jobs there).
 * @param {Settings} settings
 */
export async function startRedis(settings) {
  const { redisPort, servicesDir } = settings.queue;
  const log = fs.openSync(path.join(settings.work, 'redis.log'), 'w');
  const args = [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    servicesDir,
  ];
  redis = spawn('redis-server', args, { stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  redis.on('exit', () => {
    redis = null;
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (!redis)
      throw new Error('redis-server stopped: see tests/.output/n8n/redis.log (apt-get install -y redis-server)');
    if (run('redis-cli', ['-p', String(redisPort), 'ping'], { log: path.join(settings.work, 'redis-ping.log') }))
      return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export function stopRedis() {
  if (!redis?.pid) return;
  const { pid } = redis;
  redis = null;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
