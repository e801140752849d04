import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { CMS_LOCAL_SERVER_PORT } from '../../../lib/cms/local-server';
import { webhookEnvNames } from '../../../lib/site/webhooks.config.mjs';
import { receiverOrigin } from '../helpers/receiver';

/**
 * The editor's tests work on a copy of this checkout (tests/.output/cms-site), never on the
 * working tree: Decap's local server (decap-server, as `npm run cms` starts it) writes the copy's
 * content/, and the copy is then built with `next build` to see each change on its page.
 */
const root = path.resolve(__dirname, '../../..');
export const editorSiteDir = path.join(root, 'tests', '.output', 'cms-site');

/** Copies the checkout's files (tracked and new, not ignored) and hard-links its node_modules. */
export function prepareEditorSite() {
  fs.rmSync(editorSiteDir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(editorSiteDir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(editorSiteDir, file));
  }
  // Turbopack refuses a node_modules symlinked from outside the project; hard links are cheap.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(editorSiteDir, 'node_modules')]);
}

export const readContent = (file: string) => fs.readFileSync(path.join(editorSiteDir, 'content', file), 'utf8');

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** decap-server on the copy, on the port the editor's configuration names. */
export async function startEditorServer(): Promise<ChildProcess> {
  if (await portOpen(CMS_LOCAL_SERVER_PORT))
    throw new Error(`Port ${CMS_LOCAL_SERVER_PORT} is taken: stop \`npm run cms\` before the editor's tests.`);
  const server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(CMS_LOCAL_SERVER_PORT),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: editorSiteDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let waited = 0; !(await portOpen(CMS_LOCAL_SERVER_PORT)); waited += 100) {
    if (waited > 30_000) throw new Error('decap-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** `next build` of the copy (the post-build adds nothing a page's text needs); returns its out/. */
export function buildEditorSite(): string {
  // Its forms post to the test run's own webhook receiver, as the site under test does.
  const webhooks = Object.fromEntries(webhookEnvNames.map((name) => [name, '']));
  execFileSync('npx', ['next', 'build'], {
    cwd: editorSiteDir,
    env: {
      ...process.env,
      ...webhooks,
      NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN: receiverOrigin,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_BUILD_SKIP_TYPECHECK: '1',
    },
    stdio: 'inherit',
  });
  return path.join(editorSiteDir, 'out');
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The rebuilt copy's out/, served as a static host serves it (/careers is careers.html), on a port
 * the system picks, so a browser can use the rebuilt pages (the application form) beside the site's
 * own server.
 */
export function serveBuiltSite(out: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')]
      .map((candidate) => path.join(out, path.normalize(candidate)))
      .find((candidate) => candidate.startsWith(out) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
