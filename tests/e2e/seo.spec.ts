import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { sitemapRoutes } from './helpers/sitemap';

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('the sitemap lists every page and only pages', async ({ request }) => {
  const routes = sitemapRoutes();
  for (const route of ['/', '/privacy', '/terms', '/cookies']) expect(routes).toContain(route);
  expect(new Set(routes).size).toBe(routes.length);
  for (const route of routes) expect((await request.get(route)).status(), route).toBe(200);
});

/** The built HTML of a route, read from out/ (the files the server sends as they are). */
function builtHtml(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return fs.readFileSync(path.join(process.cwd(), 'out', file), 'utf8');
}

/** The `content` or `href` of the first head tag having attribute `key` equal to `value`. */
function tagValue(html: string, tag: 'meta' | 'link', key: string, value: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const match of head.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    const attributes = Object.fromEntries([...match[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    if (attributes[key] === value) return attributes.content ?? attributes.href;
  }
  return undefined;
}

// Read from the built files rather than loaded in a browser: the head is static HTML.
test('every page has its own title, description, canonical URL, social tags and icon', () => {
  const titles = new Map<string, string>();
  for (const route of sitemapRoutes()) {
    const html = builtHtml(route);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.length, `title of ${route}`).toBeGreaterThan(5);
    expect(titles.get(title), `"${title}" is the title of both ${titles.get(title)} and ${route}`).toBeUndefined();
    titles.set(title, route);
    expect(tagValue(html, 'meta', 'name', 'description')?.length ?? 0, `description of ${route}`).toBeGreaterThan(40);
    const canonical = tagValue(html, 'link', 'rel', 'canonical');
    expect(canonical, `canonical of ${route}`).toBeDefined();
    expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/', `canonical of ${route}`).toBe(route);
    expect(tagValue(html, 'meta', 'property', 'og:title'), `og:title of ${route}`).toBeTruthy();
    expect(tagValue(html, 'meta', 'property', 'og:url'), `og:url of ${route}`).toBeTruthy();
    expect(tagValue(html, 'meta', 'name', 'twitter:card'), `twitter:card of ${route}`).toBe('summary');
    expect(tagValue(html, 'link', 'rel', 'icon'), `icon of ${route}`).toMatch(/icon/);
  }
  expect(titles.size).toBe(sitemapRoutes().length);
});

test('the head seen by a browser carries the same tags', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle(/Pricing/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Pricing/);
});

test('the Organization and WebSite JSON-LD parse as valid JSON', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((text) => [JSON.parse(text)].flat()).map((item: { '@type': string }) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});
