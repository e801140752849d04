// @ts-check
/**
 * A post-build step (scripts/postbuild.mjs runs it last): computes each exported page's
 * Content-Security-Policy (sha256 hashes of its inline scripts, the webhook origins in connect-src)
 * and writes what a host needs to serve the build with it:
 * - deploy/generated/{cloudflare,netlify}/_headers: per-path headers, one flavour per host
 *   (build/host-headers.mjs), and out/_headers: the flavour of the host that builds (NETLIFY=true:
 *   Netlify's; otherwise Cloudflare Pages', which scripts/serve.mjs reads too); out/_redirects, the
 *   hosts' redirect of an address that starts with a run of slashes;
 * - the not-found page's policy in a <meta> too (withPolicyMeta below);
 * - deploy/generated/nginx/: csp-map.conf, security-headers.conf and linkwell.conf, the nginx site
 *   (deploy/nginx/linkwell.conf rendered for this build; NGINX_ROOT, NGINX_LISTEN and NGINX_CONF_DIR
 *   set the root folder, the listen address and the folder of the companion files as they will be
 *   on the server), and headers.json (path -> policy) for other hosts and the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveWebhookSettings, webhookOrigins } from '../../lib/site/webhooks.config.mjs';
import { exportedPages } from '../lib/exported-pages.mjs';
import { projectRoot } from '../lib/paths.mjs';
import {
  commonHeaders,
  contentSecurityPolicy,
  htmlCacheControl,
  immutableCacheControl,
  inlineSources,
} from './csp.mjs';
import { buildingHost, cloudflareRuleLimit, headerHosts, headersFileText, redirectsFileText } from './host-headers.mjs';
import { textFileTypes } from './markdown-twins.mjs';
import { renderNginxSite } from './nginx-template.mjs';

/** Where the rendered server configs go (gitignored): docs/deploy.md's recipe copies from here. */
export const generatedNginxDir = path.join(projectRoot, 'deploy', 'generated', 'nginx');
/** Where each host's flavour of `_headers` goes: deploy/generated/<host>/_headers. */
export const generatedDir = path.join(projectRoot, 'deploy', 'generated');

/** @param {string} text */
const quote = (text) => `"${text.replace(/(["\\])/g, '\\$1')}"`;

/** The not-found page: what every host serves, with status 404, for an address with no page. */
const notFoundRoute = /^\/(404|_not-found)$/;

/**
 * The not-found page with its policy in a <meta http-equiv> as well, first after the charset: the
 * hosts that read `_headers` (Cloudflare Pages, Netlify) match a rule against the address asked
 * for, and no rule can name "every address with no page" without also matching every page (two
 * policies on a page would block its scripts). frame-ancestors is left out: a policy in a <meta> may
 * not carry it (the browser ignores it with a console error); the header, where a host sends one, has it.
 * @param {string} html
 * @param {string} csp
 */
export function withPolicyMeta(html, csp) {
  const policy = csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const previous = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
  if (previous.test(html)) return html.replace(previous, meta);
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (!charset) throw new Error('server-config: the not-found page has no <meta charSet> to put its policy after');
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/**
 * Writes the per-page policies and server configs for the export in outDir, built with `env`'s
 * webhook settings (the same variables and .env files `next build` read). Each host's flavour of
 * `_headers` goes to hostsDir/<host>/ (default: deploy/generated/ for the build's own out/ and nginx
 * folder; none for other folders, such as the bench's).
 * @param {{ outDir: string, env: Record<string, string | undefined>, nginxDir?: string, hostsDir?: string | null }} options
 */
export function writeServerConfigs({
  outDir,
  env,
  nginxDir = generatedNginxDir,
  hostsDir = nginxDir === generatedNginxDir ? generatedDir : null,
}) {
  const connectOrigins = webhookOrigins(resolveWebhookSettings(env));
  const exported = exportedPages(outDir).map((page) => ({ page, html: fs.readFileSync(page.file, 'utf8') }));
  // Every page's inline <style> texts: a page opened by a link routed in the page brings its own.
  const routedStyles = exported.flatMap(({ html }) => inlineSources(html).styles);
  const pages = exported.map(({ page, html }) => {
    const csp = contentSecurityPolicy(html, { connectOrigins, routedStyles });
    if (notFoundRoute.test(page.route)) fs.writeFileSync(page.file, withPolicyMeta(html, csp));
    return { ...page, csp };
  });

  // nginx: map $uri -> policy. try_files leaves $uri at the file it found: /about.html for /about,
  // and for / the `$uri/index.html` candidate, i.e. //index.html. The clean path is listed as well.
  const mapLines = [];
  for (const page of pages) {
    const tryFilesIndex = page.htmlPath.endsWith('/index.html') ? [`${page.route}/index.html`] : [];
    for (const key of new Set([page.htmlPath, page.route, ...tryFilesIndex]))
      mapLines.push(`${quote(key)} ${quote(page.csp)};`);
  }
  fs.mkdirSync(nginxDir, { recursive: true });
  fs.writeFileSync(
    path.join(nginxDir, 'csp-map.conf'),
    `# Generated by scripts/build/server-config.mjs after the build: do not edit.\n${mapLines.join('\n')}\n`,
  );
  renderNginxSite({
    confDir: nginxDir,
    root: env.NGINX_ROOT ?? outDir,
    listen: env.NGINX_LISTEN ?? '80',
    includeDir: env.NGINX_CONF_DIR ?? nginxDir,
    file: path.join(nginxDir, 'linkwell.conf'),
  });

  // Netlify / Cloudflare Pages: rules match the request path (clean URLs there: /about).
  /** @type {import('./host-headers.mjs').HeaderRule[]} */
  const rules = [
    { path: '/*', headers: commonHeaders },
    { path: '/_next/static/*', headers: { 'Cache-Control': immutableCacheControl } },
    ...pages
      .filter((page) => !notFoundRoute.test(page.route))
      .map((page) => ({
        path: page.route,
        htmlPath: page.htmlPath,
        headers: { 'Content-Security-Policy': page.csp, 'Cache-Control': htmlCacheControl },
      })),
    // The not-found page by its file: scripts/serve.mjs reads this rule for a 404 answer. The hosts
    // match the address asked for, so there the page's own <meta> policy is what holds.
    ...pages
      .filter((page) => page.route === '/404')
      .map((page) => ({
        path: page.htmlPath,
        headers: { 'Content-Security-Policy': page.csp, 'Cache-Control': htmlCacheControl },
      })),
    // The web app manifest, labelled as such whatever the host guesses.
    { path: '/manifest.webmanifest', headers: { 'Content-Type': 'application/manifest+json' } },
    // The icon sprite and the scenes keep their names across builds: revalidated like a page, never stale.
    { path: '/sprite.svg', headers: { 'Cache-Control': htmlCacheControl } },
    { path: '/scenes/*', headers: { 'Cache-Control': htmlCacheControl } },
    // The AI-readable files: Markdown twins and llms.txt, labelled as text whatever the host guesses.
    ...Object.entries(textFileTypes(outDir)).map(([file, type]) => ({
      path: file,
      headers: { 'Content-Type': type, 'Cache-Control': htmlCacheControl },
    })),
  ];
  if (rules.length > cloudflareRuleLimit)
    console.warn(
      `server-config: ${rules.length} header rules, over Cloudflare Pages' limit of ${cloudflareRuleLimit}: the pages after it would be served there without their policy.`,
    );
  if (hostsDir)
    for (const host of headerHosts) {
      fs.mkdirSync(path.join(hostsDir, host), { recursive: true });
      fs.writeFileSync(path.join(hostsDir, host, '_headers'), headersFileText(rules, host));
    }
  fs.writeFileSync(path.join(outDir, '_headers'), headersFileText(rules, buildingHost(env)));
  fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFileText());

  const byPath = Object.fromEntries(
    pages.flatMap((page) => [
      [page.route, page.csp],
      [page.htmlPath, page.csp],
    ]),
  );
  fs.writeFileSync(
    path.join(nginxDir, 'headers.json'),
    `${JSON.stringify({ connectOrigins, commonHeaders, csp: byPath }, null, 2)}\n`,
  );
  return { pages: pages.length, connectOrigins, nginxDir };
}
