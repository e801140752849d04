import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import matter from 'gray-matter';
import { expect, test, type Page } from '@playwright/test';
import { buildEditorSite, prepareEditorSite, readContent, startEditorServer } from './editor-site';

/**
 * Issue 51: the team edits the site in a browser. The real editor (Decap CMS at /admin, as the
 * build ships it) against its local backend, on a copy of this checkout (./editor-site.ts): each
 * change lands in the right file under content/ with valid frontmatter, and a rebuild of the copy
 * shows it on its page. The tests run in order: the last one builds what the others wrote.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  prepareEditorSite();
  server = await startEditorServer();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const cancelAnswer =
  'Your automations stop at the end of your billing period. Your data stays for 60 days, so you can come back without setting anything up again.';
const release = {
  version: '2.6.0',
  summary: 'Vendor health checks in your inbox each morning, and quicker syncs for large catalogs.',
  newFeature: 'The health check mails you its results each morning, with the causes it found.',
  improvement: 'Hourly syncs of catalogs above 20,000 products start sooner after a vendor file lands.',
  bugFix: 'Search & Push keeps a leading zero in a SKU that starts with one.',
};

/** Opens an entry (or a new one) in the editor, signed in through the local backend. */
async function openEditor(page: Page, hash: string) {
  await page.goto(`/admin#/collections/${hash}`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Publish now, and wait until the editor says the entry is saved. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.getByText('Changes saved', { exact: false })).toBeVisible({ timeout: 20_000 });
}

/** The editor's list field labelled `label`. */
const listField = (page: Page, label: string) =>
  page
    .locator('[aria-label="list field"]')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`, 'i') }) });

test('an editor changes an FAQ answer, and only that answer changes', async ({ page }) => {
  const before = matter(readContent('faq/02-pricing.md')).data;
  await openEditor(page, 'faq/entries/02-pricing');
  const item = page.locator('[class*="SortableListItem"]').filter({ hasText: 'What happens if I cancel?' });
  await item.locator('button').first().click();
  await item.getByLabel('Answer').fill(cancelAnswer);
  await publish(page);

  const after = matter(readContent('faq/02-pricing.md')).data;
  const changed = after.items.find((entry: { question: string }) => entry.question === 'What happens if I cancel?');
  expect(changed.answer.trim()).toBe(cancelAnswer);
  expect(after.items).toHaveLength(before.items.length);
  expect(after.items.filter((entry: { answer: string }) => entry.answer.trim() !== cancelAnswer)).toEqual(
    before.items.filter((entry: { question: string }) => entry.question !== 'What happens if I cancel?'),
  );
});

test('an editor adds a release note, seen in the preview as the page shows it', async ({ page }) => {
  await openEditor(page, 'release-notes/new');
  await page.getByLabel('Version').fill(release.version);
  await page.locator('input[type="date"]').fill('2026-12-01');
  await page.getByLabel('Summary').fill(release.summary);
  for (const [label, text] of [
    ['New features', release.newFeature],
    ['Improvements', release.improvement],
    ['Bug fixes', release.bugFix],
  ] as const) {
    const list = listField(page, label);
    await list.getByRole('button', { name: `Add ${label}` }).click();
    await list.locator('input').last().fill(text);
  }
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { name: `Version ${release.version}` })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Bug Fixes' })).toBeVisible();
  await publish(page);

  const file = fs
    .readdirSync(path.join('tests/.output/cms-site/content/release-notes'))
    .find((name) => readContent(`release-notes/${name}`).includes(`version: ${release.version}`));
  expect(file).toBeDefined();
  expect(matter(readContent(`release-notes/${file}`)).data).toEqual({
    version: release.version,
    date: new Date('2026-12-01T00:00:00Z'),
    summary: release.summary,
    newFeatures: [release.newFeature],
    improvements: [release.improvement],
    bugFixes: [release.bugFix],
  });
});

test("an editor edits a vendor's product count", async ({ page }) => {
  await openEditor(page, 'vendors/entries/crystorama');
  await page.getByLabel('Product count').fill('4,000+');
  await publish(page);
  const { data, content } = matter(readContent('vendors/crystorama.md'));
  expect(data.productCount).toBe('4,000+');
  expect(data.name).toBe('Crystorama');
  expect(content).toContain('Crystorama has decades of history in crystal chandeliers.');
});

test('the editor refuses an empty required title before saving', async ({ page }) => {
  const before = readContent('docs/add-vendor.md');
  await openEditor(page, 'docs/entries/add-vendor');
  await page.getByLabel('Title', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.getByText("Oops, you've missed a required field.", { exact: false })).toBeVisible();
  expect(readContent('docs/add-vendor.md')).toBe(before);
});

test("the editor offers only the schema's vendor categories, so no unknown one can be saved", async ({ page }) => {
  await openEditor(page, 'vendors/entries/nora');
  const category = page
    .locator('[aria-label="select field"]')
    .filter({ has: page.locator('label', { hasText: /^Category$/i }) });
  await category.locator('input').click();
  // The spec's five categories, in the order lib/content/vendors.ts keeps them.
  await expect(page.getByRole('option')).toHaveText([
    'Furniture',
    'Marketplaces',
    'Automotive',
    'Medical Supplies',
    'Adult',
  ]);
});

test('a rebuild shows each change on its page', async () => {
  test.setTimeout(600_000);
  const out = buildEditorSite();
  const html = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
  expect(html('faq.html')).toContain('Your data stays for 60 days, so you can come back');
  expect(html('release-notes.html')).toContain(release.summary);
  expect(html('release-notes.html')).toContain(release.bugFix.replace('&', '&amp;'));
  expect(html('vendor-integrations/crystorama.html')).toContain('4,000+');
});

test('the editor is kept from search engines and from the sitemap, under its own policy', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/faq');
  expect(sitemap).not.toContain('/admin');
  await page.goto('/admin', { waitUntil: 'load' });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self' 'unsafe-eval'/,
  );
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
