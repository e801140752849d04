import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';
import { expectClientNavigation, expectRouteServed, generatedHeaders, watchCspViolations } from './helpers';
import { rawGet } from '../helpers/hostile-paths';
import { nginxPort } from '../../../playwright.config';

/**
 * Smoke suite against Debian's nginx serving out/ with the production config that the build
 * generated (deploy/nginx/linkwell.conf + the per-page CSP map). Project "nginx" only.
 */
const routes = sitemapRoutes();

for (const route of routes) {
  test(`${route}: deep link and reload answer 200 with no CSP violation`, async ({ visitor }) => {
    await expectRouteServed(visitor, route);
  });
}

test('client-side navigation between pages works under the CSP', async ({ page }) => {
  await expectClientNavigation(page);
});

test('an unknown path, /404 and /404.html answer 404 with the not-found page', async ({ page, request }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);
  for (const path of ['/404', '/404.html', '/_not-found', '/_headers']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect(violations).toEqual([]);
});

test('a trailing slash redirects to the clean URL', async ({ request }) => {
  const response = await request.get('/privacy/?from=test', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/privacy?from=test');
});

test('pages carry their own CSP, the security headers and short caching', async ({ request }) => {
  const generated = generatedHeaders();
  for (const route of routes) {
    const response = await request.get(route);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, `CSP of ${route}`).toBe(generated.csp[route]);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain(`connect-src 'self'${generated.connectOrigins.map((origin) => ` ${origin}`).join('')};`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-type']).toMatch(/^text\/html/);
  }
  const notFound = await request.get('/no-such-page');
  expect(notFound.headers()['content-security-policy']).toBe(generated.csp['/404.html']);
  expect(notFound.headers()['x-content-type-options']).toBe('nosniff');
});

test("nginx's own error pages (400, 405, 414) carry a policy and the security headers; the manifest has its type", async ({
  request,
}) => {
  const generated = generatedHeaders();
  const refused = await request.post('/pricing');
  const answers = [
    { label: '400', ...(await rawGet(nginxPort, 'no-leading-slash')) },
    { label: '414', ...(await rawGet(nginxPort, `/${'a'.repeat(10_000)}`)) },
    { label: '405', status: refused.status(), headers: refused.headers() },
  ];
  expect(answers.map((answer) => answer.status)).toEqual([400, 414, 405]);
  for (const { label, headers } of answers) {
    expect(headers['content-security-policy'], `${label}: CSP`).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(headers['content-security-policy'], `${label}: CSP`).toContain("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(generated.commonHeaders))
      expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
  const manifest = await request.get('/manifest.webmanifest', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
});

test('build assets are cached for a year as immutable and sent gzipped', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of new Set(assets)) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], asset).toBe('gzip');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['vary']).toContain('Accept-Encoding');
});

test('out/_headers (Netlify, Cloudflare Pages) gives every page the policy nginx sends, and the common headers to all', () => {
  const text = fs.readFileSync(path.join(process.cwd(), 'out', '_headers'), 'utf8');
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.set(line.trim(), (current = {}));
    else if (current) {
      const [name, ...value] = line.trim().split(': ');
      current[name!] = value.join(': ');
    }
  }
  const generated = generatedHeaders();
  for (const route of routes)
    expect(rules.get(route)?.['Content-Security-Policy'], `_headers rule for ${route}`).toBe(generated.csp[route]);
  expect(rules.get('/*')).toEqual(generated.commonHeaders);
  expect(rules.get('/_next/static/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
});

test('share images are served by nginx as image/png', async ({ request }) => {
  const response = await request.get('/og/documentation--add-vendor.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the AI-readable docs are served as text: Markdown twins as text/markdown, llms files as text/plain', async ({
  request,
}) => {
  const twin = await request.get('/documentation/add-vendor.md', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['x-content-type-options']).toBe('nosniff');
  expect(twin.headers()['content-encoding']).toBe('gzip');
  expect(await twin.text()).toMatch(/^# Add a Vendor\n/);
  for (const file of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
  }
  // Not a way around the clean URLs: an unknown twin is a 404.
  expect((await request.get('/documentation/no-such-article.md')).status()).toBe(404);

  const headers = fs.readFileSync(path.join(process.cwd(), 'out', '_headers'), 'utf8');
  expect(headers).toContain('/documentation/add-vendor.md\n  Content-Type: text/markdown; charset=utf-8');
  expect(headers).toContain('/llms.txt\n  Content-Type: text/plain; charset=utf-8');
});
