import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../e2e/helpers/test';
import { doubledSlashPaths, expectDoubledSlashRedirects, hostilePaths, rawGet } from '../e2e/helpers/hostile-paths';
import { sitemapRoutes } from '../e2e/helpers/sitemap';
import {
  expectClientNavigation,
  expectRouteServed,
  generatedHeaders,
  watchCspViolations,
} from '../e2e/serving/helpers';
import { htmlCacheControl, immutableCacheControl } from '../../scripts/build/csp.mjs';
import { hostByName, installDirOf } from './hosts.mjs';

/**
 * The smoke suite against one static host's own local runtime (tests/hosts/run.mjs starts it; the
 * project name is the host). The chat and the contact form under the CSP are checked by
 * tests/e2e/serving/interactive.spec.ts, which this config runs too.
 */
const routes = sitemapRoutes();
const generated = generatedHeaders();
const hostOf = () => hostByName(test.info().project.name);

/** Where the runtimes differ on their own (docs/deploy.md "Production serving" has the same per host). */
const trailingSlash = {
  // Cloudflare Pages redirects /about/ to /about itself (308, query kept).
  cloudflare: 'redirects',
  // netlify dev serves /about/ as /about: the same page under the same rule (its rules match with or without the slash).
  netlify: 'serves',
} as const;

/**
 * What a runtime does with an address that starts with a run of slashes (//pricing). Cloudflare
 * Pages redirects it by the build's _redirects (308, query kept). netlify dev cannot: its rule engine
 * reads the address with `new URL(path, base)`, so //pricing is the host "pricing" with the path /,
 * and no rule can match; it serves the page (or the not-found page), and the page's own address fix
 * (lib/first-paint/merge-slashes.ts) takes over.
 */
const doubledSlash = { cloudflare: 'redirects', netlify: 'serves' } as const;

/**
 * Request targets a runtime cannot take at all. netlify dev 26.2.0 exits on a malformed
 * percent-escape ("URIError: URI malformed" at decodeURIComponent in its rules proxy,
 * dist/utils/rules-proxy.js), which would stop the server under the other tests.
 */
const unanswerable: Record<string, string[]> = { netlify: ['/%E0%A4%A/'] };

type NetlifyHeaderRules = unknown[];
type NetlifyHeadersModule = {
  parseHeaders: (options: {
    config: object;
    configPath?: string;
    headersFiles: string[];
  }) => Promise<NetlifyHeaderRules>;
  headersForPath: (rules: NetlifyHeaderRules, path: string) => Record<string, string>;
};

/**
 * The headers Netlify's own rule engine (the installed netlify-cli's, which `netlify dev` runs)
 * gives each path from the Netlify flavour of _headers (scripts/build/server-config.mjs writes it there).
 */
async function netlifyHeadersFor(paths: string[]) {
  const engine = (await import(
    pathToFileURL(path.join(installDirOf(hostByName('netlify')), 'node_modules/netlify-cli/dist/utils/headers.js')).href
  )) as NetlifyHeadersModule;
  const rules = await engine.parseHeaders({
    config: {},
    headersFiles: [path.join(process.cwd(), 'deploy', 'generated', 'netlify', '_headers')],
  });
  return paths.map((pathname) => engine.headersForPath(rules, pathname));
}

for (const route of routes) {
  test(`${route}: deep link and reload answer 200 with no CSP violation`, async ({ page }) => {
    await expectRouteServed(page, route);
  });
}

test('every route gets the policy the build computed, the common headers and revalidation', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], `${route}: CSP`).toBe(generated.csp[route]);
    for (const [name, value] of Object.entries(generated.commonHeaders))
      expect(headers[name.toLowerCase()], `${route}: ${name}`).toBe(value);
    expect(headers['content-type'], route).toMatch(/^text\/html/);
  }
});

test('client-side navigation between pages works under the CSP', async ({ page }) => {
  await expectClientNavigation(page);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/not found/i);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(violations).toEqual([]);
});

test('no request target turns a trailing slash into a redirect off the site', async () => {
  const { port, name } = hostOf();
  const origin = `http://127.0.0.1:${port}`;
  for (const target of hostilePaths.filter((candidate) => !unanswerable[name]?.includes(candidate))) {
    const { status, headers } = await rawGet(port, target);
    expect(status, `${target} answers`).toBeGreaterThanOrEqual(200);
    expect(headers['set-cookie'], `${target} sets no cookie`).toBeUndefined();
    const location = headers['location'];
    if (location === undefined) continue;
    expect(new URL(location, origin).origin, `Location of ${target} stays on the site`).toBe(origin);
  }
  const slashed = await rawGet(port, '/privacy/?from=test');
  if (trailingSlash[name as keyof typeof trailingSlash] === 'redirects') {
    expect(slashed.status).toBe(308);
    expect(new URL(slashed.headers['location']!, origin).href).toBe(`${origin}/privacy?from=test`);
  } else {
    expect(slashed.status).toBe(200);
    expect(slashed.headers['content-security-policy']).toBe(generated.csp['/privacy']);
  }
});

test('an address with a run of slashes reaches its page on this origin, whole', async ({ page }) => {
  const { port, name } = hostOf();
  const origin = `http://127.0.0.1:${port}`;
  if (doubledSlash[name as keyof typeof doubledSlash] === 'redirects') await expectDoubledSlashRedirects(port);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [target, merged] of Object.entries(doubledSlashPaths)) {
    // An absolute URL: page.goto('//pricing') would be a protocol-relative address.
    await page.goto(`${origin}${target}`, { waitUntil: 'commit' });
    await expect(page, target).toHaveURL(`${origin}${merged}`);
    await expect(page.getByRole('banner'), target).toBeVisible();
    await expect(page.getByRole('button', { name: /open live chat/i }), target).toBeVisible();
    await expect(page, target).not.toHaveTitle(/not found/i);
  }
  expect(errors).toEqual([]);
});

test('the not-found page carries its policy (by header where the host can, always in its <meta>); the manifest its type', async ({
  request,
}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const policy = generated.csp['/404.html']!;
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1];
  expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ''));
  const header = response.headers()['content-security-policy'];
  if (header !== undefined) expect(header).toBe(policy);
  for (const [name, value] of Object.entries(generated.commonHeaders))
    expect(response.headers()[name.toLowerCase()], name).toBe(value);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
});

test('the Markdown twins are text/markdown and the llms files text/plain', async ({ request }) => {
  const twin = await request.get('/documentation/add-vendor.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['x-content-type-options']).toBe('nosniff');
  expect(await twin.text()).toMatch(/^# Add a Vendor\n/);
  for (const file of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
  }
  expect((await request.get('/documentation/no-such-article.md')).status()).toBe(404);
});

test('share images are PNG', async ({ request }) => {
  const response = await request.get('/og/documentation--add-vendor.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

test('hashed assets are cached for a year as immutable, pages are revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)),
  ];
  expect(assets.length).toBeGreaterThan(1);
  const pages = ['/', '/pricing', '/documentation/add-vendor', '/documentation/add-vendor.md', '/llms.txt'];
  const checked = [...assets, ...pages];
  const responses = await Promise.all(checked.map((pathname) => request.get(pathname)));
  for (const response of responses) expect(response.status(), response.url()).toBe(200);
  let cacheControl = responses.map((response) => response.headers()['cache-control']);
  if (hostOf().name === 'netlify') {
    test.info().annotations.push({
      type: 'netlify',
      description:
        "netlify dev's static server sends its own Cache-Control over _headers'; checked with Netlify's rule engine",
    });
    cacheControl = (await netlifyHeadersFor(checked)).map((headers) => headers['Cache-Control']);
  }
  expect(Object.fromEntries(checked.map((pathname, index) => [pathname, cacheControl[index]]))).toEqual(
    Object.fromEntries([
      ...assets.map((asset) => [asset, immutableCacheControl]),
      ...pages.map((page) => [page, htmlCacheControl]),
    ]),
  );
});
