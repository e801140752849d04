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

test('every page has its own title, description, canonical URL and social tags', async ({ page }) => {
  const titles = new Set<string>();
  for (const route of sitemapRoutes()) {
    await page.goto(route);
    const title = await page.title();
    expect(titles.has(title), `duplicate title "${title}" on ${route}`).toBe(false);
    titles.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `description of ${route}`).toBeGreaterThan(40);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/').toBe(route);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/);
  }
});

test('the Organization and WebSite JSON-LD parse as valid JSON', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((text) => [JSON.parse(text)].flat()).map((item: { '@type': string }) => item['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});
