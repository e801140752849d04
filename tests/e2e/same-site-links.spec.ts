import { expect, test, type Page } from './helpers/test';
import { search, shortcut } from './search/search-helpers';

/**
 * The probe of issue 52: an address that resolves to a path starting with "//" ("/.//evil.example/x"
 * becomes "//evil.example/x") is a protocol-relative URL to a router, which would take the visitor
 * to evil.example. Links (components/layout/ClientNavigation.tsx) and search results
 * (components/search/SearchDialog.tsx) go through sameSitePath (lib/site/same-site.ts), which merges
 * the slashes; these tests click such links in a built page, after hydration.
 */
const hostileHrefs = ['/.//evil.example/x', '/%2E//evil.example/x', '/a/..//evil.example/x'];

/** Every request the page makes to evil.example, answered with nothing. */
async function watchOffSite(page: Page) {
  const offSite: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  return offSite;
}

for (const href of hostileHrefs) {
  test(`a link to ${href}, clicked after hydration, stays on this origin`, async ({ page }) => {
    const offSite = await watchOffSite(page);
    await page.goto('/pricing');
    const origin = new URL(page.url()).origin;
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'Injected link';
      document.querySelector('main')!.prepend(link);
    }, href);
    await page.getByRole('link', { name: 'Injected link' }).click();
    await expect(page).toHaveURL(/\/evil\.example\/x$/);
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe('/evil.example/x');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(offSite).toEqual([]);
  });
}

test('a tampered search index cannot produce a result that leads off the site', async ({ page }) => {
  const offSite = await watchOffSite(page);
  const record = (href: string) => ({ kind: 'docs', title: 'Zebra setup', text: 'zebra zebra setup', href });
  const tampered = [
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    ...hostileHrefs,
  ].map(record);
  await page.route('**/search-index.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        records: [...tampered, record('/documentation/quick-start-guide')],
        popular: tampered.map(({ title, href }) => ({ title, href })),
        synonyms: [],
      }),
    }),
  );
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const dialog = search(page);
  await page.keyboard.press(shortcut());
  await dialog.expectOpen();
  // None of the tampered popular links is listed.
  await expect(dialog.dialog.getByRole('link', { name: /zebra/i })).toHaveCount(0);
  await dialog.input.fill('zebra');
  await expect(dialog.options).toHaveCount(1);
  for (const href of await dialog.dialog
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
    expect(new URL(href).origin, href).toBe(origin);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/documentation/quick-start-guide`);
  expect(offSite).toEqual([]);
});
