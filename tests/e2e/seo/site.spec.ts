import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

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
    expect(tagValue(html, 'meta', 'name', 'twitter:card'), `twitter:card of ${route}`).toBe('summary_large_image');
    expect(tagValue(html, 'link', 'rel', 'icon'), `icon of ${route}`).toMatch(/icon/);
  }
  expect(titles.size).toBe(sitemapRoutes().length);
});

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page's share image exists in out/, is a PNG of the declared size, and is the page's own", () => {
  const seen = new Map<string, string>();
  for (const route of [...sitemapRoutes(), '/404']) {
    const html = builtHtml(route);
    const image = tagValue(html, 'meta', 'property', 'og:image');
    expect(image, `og:image of ${route}`).toBeTruthy();
    const file = path.join(process.cwd(), 'out', new URL(image!).pathname);
    expect(fs.existsSync(file), `${route}: ${image} is not in out/`).toBe(true);
    const bytes = fs.readFileSync(file);
    const size = pngSize(bytes);
    expect(size, `${route}: ${image} is not a PNG`).not.toBeNull();
    expect(`${size!.width}x${size!.height}`).toBe(
      `${tagValue(html, 'meta', 'property', 'og:image:width')}x${tagValue(html, 'meta', 'property', 'og:image:height')}`,
    );
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(tagValue(html, 'meta', 'property', 'og:image:alt'), `og:image:alt of ${route}`).toBeTruthy();
    expect(tagValue(html, 'meta', 'name', 'twitter:image'), `twitter:image of ${route}`).toBe(image);
    if (route === '/404') continue;
    // Each page its own picture: no two pages share a file, nor the same bytes.
    const digest = bytes.toString('base64');
    expect(seen.get(digest), `${route} has the same image as ${seen.get(digest)}`).toBeUndefined();
    seen.set(digest, route);
  }
});

test('share images are served as image/png', async ({ request }) => {
  const response = await request.get('/og/pricing.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
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

test('the web manifest names the site and lists icons that exist, with the sizes they claim', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest.name).toBe('Linkwell');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    if (icon.type !== 'image/png') continue;
    const size = pngSize(Buffer.from(await file.body()));
    expect(`${size?.width}x${size?.height}`, icon.src).toBe(icon.sizes);
  }
  const html = builtHtml('/');
  expect(tagValue(html, 'link', 'rel', 'apple-touch-icon')).toBe('/icons/apple-touch-icon.png');
  expect(tagValue(html, 'link', 'rel', 'manifest')).toBe('/manifest.webmanifest');
});
