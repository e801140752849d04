// @ts-check
/**
 * Starts and stops a private nginx (its own prefix folder, pid file and logs under .output/nginx/)
 * serving out/ with the generated production site config, for the tests and the bench.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { renderNginxSite } from '../build/nginx-template.mjs';
import { generatedNginxDir } from '../build/server-config.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { outDir as defaultOutDir, outputDir, projectRoot as root } from './paths.mjs';

export const defaultPrefix = path.join(outputDir, 'nginx');

/** @param {number} port */
function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * @param {() => boolean | Promise<boolean>} condition
 * @param {string} what
 */
async function waitFor(condition, what, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx: timed out waiting for ${what}`);
}

/**
 * Starts nginx on 127.0.0.1:port serving outDir (default out/) with the site template and a CSP
 * map (default: the one `npm run build` generated), from its own prefix folder.
 * @param {number} port
 */
export async function startNginx(
  port,
  { outDir = defaultOutDir, cspMap = path.join(generatedNginxDir, 'csp-map.conf'), prefix = defaultPrefix } = {},
) {
  const nginx = ensureNginx();
  if (!fs.existsSync(cspMap)) {
    throw new Error(
      `${path.relative(root, cspMap)} is missing: build with \`npm run build\` (next build, then scripts/postbuild.mjs).`,
    );
  }
  await stopNginx({ prefix });
  const mainConf = path.join(prefix, 'nginx.conf');
  const pidFile = path.join(prefix, 'nginx.pid');
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  if (path.resolve(cspMap) !== path.join(prefix, 'csp-map.conf'))
    fs.copyFileSync(cspMap, path.join(prefix, 'csp-map.conf'));
  const site = renderNginxSite({
    confDir: prefix,
    root: outDir,
    listen: `127.0.0.1:${port}`,
    file: path.join(prefix, 'linkwell.conf'),
  });
  const asRoot = process.getuid?.() === 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${prefix}/tmp/${name};`)
    .join('\n');
  fs.writeFileSync(
    mainConf,
    `# Test-only main config: runs nginx from ${prefix} with the site config the build generated.
${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${pidFile};
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
${temp}
    sendfile on;
    include ${site};
}
`,
  );
  if (await portOpen(port)) throw new Error(`nginx: port ${port} is already taken`);
  execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', mainConf, '-e', `${prefix}/error.log`], { stdio: 'inherit' });
  execFileSync(nginx, ['-p', prefix, '-c', mainConf, '-e', `${prefix}/error.log`], { stdio: 'inherit' });
  await waitFor(() => portOpen(port), `port ${port}`);
}

export async function stopNginx({ prefix = defaultPrefix } = {}) {
  const pidFile = path.join(prefix, 'nginx.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  await waitFor(() => !fs.existsSync(pidFile), 'nginx to stop');
}

// CLI: node scripts/lib/nginx-server.mjs start PORT | stop
if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const [command, port] = process.argv.slice(2);
  if (command === 'start') await startNginx(Number(port));
  else if (command === 'stop') await stopNginx();
  else {
    console.error('usage: nginx-server.mjs start PORT | stop');
    process.exit(2);
  }
}
