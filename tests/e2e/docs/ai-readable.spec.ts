import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { fillContentValues, pricePlaceholders, type PriceFacts } from '../../../lib/content/placeholders';
import { expect, test } from '../helpers/test';

/** The prices the articles may name (`{{setupFee.file}}`), from the file that defines them, as the build reads them. */
const prices = pricePlaceholders(
  matter(fs.readFileSync(path.join(process.cwd(), 'content', 'marketing', 'plans.md'), 'utf8')).data as PriceFacts,
);

/** The 14 articles' sources, as the site builds them (the configured values in place of `{{name}}`). */
const sources = fs
  .readdirSync(path.join(process.cwd(), 'content', 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const file = path.join('content', 'docs', name);
    const { data, content } = matter(
      fillContentValues(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), file, prices),
    );
    return {
      slug: name.replace(/\.md$/, ''),
      title: String(data.title),
      description: String(data.description),
      body: content,
    };
  });

test('there are 14 article sources', () => {
  expect(sources).toHaveLength(14);
});

test("each article's .md twin is its source text with its title and a link back, as text/markdown", async ({
  request,
}) => {
  for (const source of sources) {
    const response = await request.get(`/documentation/${source.slug}.md`);
    expect(response.status(), source.slug).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith(`# ${source.title}\n\n> ${source.description}\n`), source.slug).toBe(true);
    expect(text).toMatch(new RegExp(`Source: https?://[^ ]+/documentation/${source.slug} \\(`));
    expect(text.endsWith(`${source.body.trim()}\n`), `${source.slug}: the source text, whole`).toBe(true);
  }
});

test('/llms.txt lists every article with its description, /llms-full.txt holds them all', async ({ request }) => {
  const index = await request.get('/llms.txt');
  expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await index.text();
  expect(text).toMatch(/^# Linkwell\n\n> .+\n/);
  const links = [...text.matchAll(/^- \[(.+)\]\((.+\/documentation\/([a-z0-9-]+)\.md)\): (.+)$/gm)];
  expect(links).toHaveLength(14);
  for (const source of sources) {
    const link = links.find((match) => match[3] === source.slug);
    expect(link?.[1], source.slug).toBe(source.title);
    expect(link?.[4]).toBe(source.description);
  }
  // The API reference has no Markdown twin: its page is listed.
  expect(text).toMatch(/^- \[API Reference\]\(https?:\/\/[^)]+\/documentation\/api-reference\): .+$/m);
  expect(text).toMatch(/\/llms-full\.txt/);

  const full = await request.get('/llms-full.txt');
  expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fullText = await full.text();
  for (const source of sources) expect(fullText, source.slug).toContain(source.body.trim());
});

test('an article names its Markdown twin, and Copy page copies it with a visible and spoken confirmation', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/documentation/pricing-rules');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    /\/documentation\/pricing-rules\.md$/,
  );
  const button = page.getByRole('button', { name: 'Copy page' });
  await button.click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pricing Rules copied to the clipboard' })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/documentation/pricing-rules.md')).text();
  expect(copied).toBe(twin);
  expect(copied).toContain('# Pricing Rules');
});

test('the sitemap gives each article its last-updated day', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]+\/documentation\/add-vendor<\/loc>\s*<lastmod>2026-12-06/);
  expect(xml).toMatch(/<loc>[^<]+\/documentation\/quantity-check<\/loc>\s*<lastmod>2026-11-17/);
});
