import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

for (const route of sitemapRoutes()) {
  test(`${route} has its own title, description, canonical URL and social tags`, async ({ page }) => {
    await page.goto(route);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `description of ${route}`).toBeGreaterThan(40);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/').toBe(route);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/);
  });
}

test('no two pages share a title', () => {
  const titles = new Map<string, string>();
  const dir = path.join(process.cwd(), 'out');
  for (const route of sitemapRoutes()) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    const title = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '';
    expect(titles.get(title), `"${title}" is the title of both ${titles.get(title)} and ${route}`).toBeUndefined();
    titles.set(title, route);
  }
  expect(titles.size).toBe(sitemapRoutes().length);
});

test('the Organization and WebSite JSON-LD parse as valid JSON', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((text) => [JSON.parse(text)].flat()).map((item: { '@type': string }) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});
