#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve`: a static server for out/ with the behaviour of a production host: clean URLs (/about serves
 * about.html), deep links that work on reload, //pricing redirected to /pricing, and 404.html with status
 * 404 for anything else; nothing outside out/ is served. It sends the
 * production headers, each page's Content-Security-Policy included, from the `_headers` file the build wrote
 * beside the pages (scripts/build/server-config.mjs, the same source as nginx's config), as Netlify and
 * Cloudflare Pages do: so `npm start` and the main Playwright project run under the production policy.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  doubledSlashRedirect,
  htmlCacheControl,
  immutableCacheControl,
  mergedSlashesTarget,
  trailingSlashRedirect,
} from './build/csp.mjs';
import { projectRoot } from './lib/paths.mjs';

const root = path.resolve(projectRoot, process.env.SITE_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // unset: every interface, IPv4 and IPv6 (localhost resolves to either)

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a decoded request path maps to, or null: exact file, then .html, then folder index.
 * @param {string} decoded
 */
function resolveFile(decoded) {
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  const trimmed = base.replace(/[/\\]+$/, '');
  // Only files inside root: for / the .html candidate is root + '.html', the file beside the folder.
  const inside = (/** @type {string} */ file) => file.startsWith(`${root}${path.sep}`);
  for (const candidate of [base, `${trimmed}.html`, path.join(base, 'index.html')]) {
    if (inside(candidate) && isFile(candidate)) return candidate;
  }
  return null;
}

const cleanUrlRedirect = new RegExp(trailingSlashRedirect);
const mergedSlashesRedirect = new RegExp(doubledSlashRedirect);

/**
 * The rules of out/_headers: a path (exact, or a prefix ending in `/*`) and its headers, in file order.
 * @returns {{ path: string, headers: Record<string, string> }[]}
 */
function readHeaderRules() {
  let text = '';
  try {
    text = fs.readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    console.warn(`${path.join(root, '_headers')} is missing: only nosniff is sent (run npm run build).`);
  }
  /** @type {{ path: string, headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (header && rule) rule.headers[/** @type {string} */ (header[1])] = /** @type {string} */ (header[2]);
    else if (!header) rules.push({ path: line.trim(), headers: {} });
  }
  return rules;
}

/** When _headers last changed; -1 while it is missing. */
function headersChanged() {
  try {
    return fs.statSync(path.join(root, '_headers')).mtimeMs;
  } catch {
    return -1;
  }
}

// Read again when the file changes: a rebuild under a running server rewrites every page's script
// hashes, and a policy read once at start blocked the new pages' scripts (pages froze unhydrated).
let headerCache = { changed: headersChanged(), rules: readHeaderRules() };
function currentHeaderRules() {
  const changed = headersChanged();
  if (changed !== headerCache.changed) headerCache = { changed, rules: readHeaderRules() };
  return headerCache.rules;
}

/**
 * Every rule's headers that match the request path, later rules over earlier ones (as those hosts
 * merge them); a page asked for by its file name (/about.html, /index.html) gets its route's rules.
 * @param {string} pathname
 */
function headersFor(pathname) {
  const route = pathname.replace(/(\/index)?\.html$/, '') || '/';
  /** @type {Record<string, string>} */
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  for (const rule of currentHeaderRules()) {
    const matches = rule.path.endsWith('/*')
      ? pathname.startsWith(rule.path.slice(0, -1))
      : rule.path === pathname || rule.path === route;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}

/**
 * The request target split as the request line has it. Not through `new URL()`, which reads
 * //host and /\host as another host.
 * @param {string} target
 */
function splitTarget(target) {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  let pathname = null;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    // Malformed percent-encoding: no page has that name.
  }
  return { pathname, search: queryAt === -1 ? '' : target.slice(queryAt) };
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...headersFor('/*') });
    return res.end();
  }
  // The production servers' redirect of a path with a run of slashes: //pricing -> /pricing. Every
  // answer of the server's own (this, the 405) carries the common headers, the rule for /*.
  if (mergedSlashesRedirect.test(req.url ?? '/')) {
    res.writeHead(308, { Location: mergedSlashesTarget(req.url ?? '/'), ...headersFor('/*') });
    return res.end();
  }
  const { pathname, search } = splitTarget(req.url ?? '/');
  // The production servers' trailing-slash redirect (see deploy/nginx/linkwell.conf): /about/ -> /about.
  const redirect = pathname === null ? null : cleanUrlRedirect.exec(pathname);
  if (redirect?.[1]) {
    res.writeHead(308, { Location: `${redirect[1]}${search}`, ...headersFor('/*') });
    return res.end();
  }
  const file = pathname === null ? null : resolveFile(pathname);
  const status = file ? 200 : 404;
  const target = file ?? path.join(root, '404.html');
  const type = types[path.extname(target)] ?? 'application/octet-stream';
  const immutable = pathname?.startsWith('/_next/static/') ?? false;
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': immutable ? immutableCacheControl : htmlCacheControl,
    // A missing page gets the not-found page's rules, written for its file (/404.html).
    ...headersFor(file ? (pathname ?? '/') : '/404.html'),
  });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(target).pipe(res);
});

server.listen(port, host, () =>
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
