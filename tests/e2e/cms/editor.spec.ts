import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import matter from 'gray-matter';
import { expect, test, type Page } from '@playwright/test';
import { documentBytes } from '../../fixtures/documents';
import { uniqueMarker } from '../helpers/receiver';
import { theRequest } from '../forms/helpers';
import { buildEditorSite, prepareEditorSite, readContent, serveBuiltSite, startEditorServer } from './editor-site';

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

/** A new opening, written by an editor: no file, list or line of code names it before the test. */
const position = {
  title: 'Solutions Engineer',
  slug: 'solutions-engineer',
  order: 5,
  department: 'Engineering',
  hiringManager: 'Sofia Marquez',
  datePosted: '2026-12-01',
  validThrough: '2027-03-31',
  salary: { min: 115000, max: 140000 },
  description:
    'Scope custom vendor integrations with store owners before they sign, and hand each one to engineering with a plan it can build from.',
  responsibilities: [
    "Join sales calls for Enterprise and custom integration quotes, and map the vendor's feed or API on the call.",
    'Write the integration plan: the fields matched by SKU, the sync schedule and what the store sees on day one.',
    'Review each custom integration at launch with its store owner, and bring what they learned back to the team.',
  ],
  qualifications: [
    '4+ years in solutions, sales or integration engineering for a software product with an API.',
    'Reads a vendor CSV, XML feed or REST API documentation and explains it to a store owner plainly.',
    'Authorization to work in the United States.',
  ],
  firstMonths: [
    [
      'Days 1–30',
      'Sit in on twenty quote calls, read the runbooks of the furniture vendors and write your first integration plan.',
    ],
    [
      'Days 31–60',
      'Lead the quote calls for Plus and Premium stores, with an integration engineer reviewing each plan you write.',
    ],
    ['Days 61–90', 'Own the custom integration quotes end to end and shorten the template the team scopes them with.'],
  ],
  about: "Solutions engineers stand between a store owner's first call and an integration engineer's first commit.",
} as const;

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

/** The editor's list field labelled `label` (Decap adds "optional" to a list a release may leave out). */
const listField = (page: Page, label: string) =>
  page
    .locator('[aria-label="list field"]')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}\\s*\\(?(optional)?\\)?$`, 'i') }) });

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
  await page.getByLabel('Summary', { exact: true }).fill(release.summary);
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

test('an editor publishes a new position, written as a file of its own under content/careers', async ({ page }) => {
  await openEditor(page, 'positions/new');
  await page.getByLabel('Title', { exact: true }).fill(position.title);
  await page.getByLabel('Order', { exact: true }).fill(String(position.order));
  const employment = page
    .locator('[aria-label="select field"]')
    .filter({ has: page.locator('label', { hasText: /^Employment type$/i }) });
  await employment.locator('input').click();
  await page.getByRole('option', { name: 'FULL_TIME', exact: true }).click();
  await page.getByLabel('Department', { exact: true }).fill(position.department);
  const dates = page.locator('input[type="date"]');
  await dates.nth(0).fill(position.datePosted);
  await dates.nth(1).fill(position.validThrough);
  const salary = page
    .locator('[aria-label="object field"]')
    .filter({ has: page.locator('label', { hasText: /^Salary$/i }) });
  // A group opens collapsed: its Expand button shows its fields.
  await salary.getByRole('button', { name: 'Expand' }).click();
  await salary.getByLabel('Min', { exact: true }).fill(String(position.salary.min));
  await salary.getByLabel('Max', { exact: true }).fill(String(position.salary.max));
  await page.getByLabel('Description', { exact: true }).fill(position.description);
  for (const [label, items] of [
    ['Responsibilities', position.responsibilities],
    ['Qualifications', position.qualifications],
  ] as const) {
    const list = listField(page, label);
    for (const item of items) {
      await list.getByRole('button', { name: `Add ${label}` }).click();
      await list.locator('input').last().fill(item);
    }
  }
  await page.getByLabel('Hiring manager', { exact: true }).fill(position.hiringManager);
  const months = listField(page, 'First months');
  for (const [title, text] of position.firstMonths) {
    await months.getByRole('button', { name: 'Add First months' }).click();
    await months.getByLabel('Title', { exact: true }).last().fill(title);
    await months.getByLabel('Text', { exact: true }).last().fill(text);
  }
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(position.about);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { name: position.title })).toBeVisible();
  await publish(page);

  const { data, content } = matter(readContent(`careers/${position.slug}.md`));
  expect(data).toEqual({
    title: position.title,
    order: position.order,
    location: 'Remote (USA)',
    employmentType: 'FULL_TIME',
    department: position.department,
    datePosted: new Date(`${position.datePosted}T00:00:00Z`),
    validThrough: new Date(`${position.validThrough}T00:00:00Z`),
    salary: position.salary,
    description: position.description,
    responsibilities: position.responsibilities,
    qualifications: position.qualifications,
    hiringManager: position.hiringManager,
    firstMonths: position.firstMonths.map(([title, text]) => ({ title, text })),
  });
  expect(content.trim()).toBe(position.about);
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

test('the rebuilt site lists the new position, gives it a page, and the application form takes it', async ({
  page,
}) => {
  const site = await serveBuiltSite(path.join('tests/.output/cms-site', 'out'));
  try {
    await page.goto(`${site.origin}/careers`);
    const link = page.getByRole('link', { name: position.title, exact: true });
    await expect(link).toHaveAttribute('href', `/careers/${position.slug}`);

    await page.goto(`${site.origin}/careers/${position.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: position.title })).toBeVisible();
    await expect(page.getByText(position.about)).toBeVisible();
    await expect(page.getByText(position.responsibilities[0])).toBeVisible();

    // The form's select offers it after the four, and ?position=<slug> chooses it, as it does the
    // others; the application reaches the run's webhook receiver with it.
    const email = `${uniqueMarker('grace')}@example.com`;
    await page.goto(`${site.origin}/application?position=${position.slug}`);
    const select = page.getByLabel('Position');
    await expect(select.locator('option')).toHaveText([
      'Choose a position',
      'Integration Engineer',
      'Customer Success Manager',
      'Full-Stack Developer',
      'Technical Support Specialist',
      position.title,
    ]);
    await expect(select).toHaveValue(position.title);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^CV\/Resume/).setInputFiles({
      name: 'grace.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(documentBytes('pdf', 2048)),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
    const received = await theRequest(email);
    expect(received.path).toMatch(/application/);
    expect(received.body).toMatchObject({ fullName: 'Grace Hopper', position: position.title, email });
  } finally {
    site.close();
  }
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
