import { expect, test } from './helpers/test';

test('an unknown route answers 404 with Page Not Found and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('existing routes answer 200 on a direct load (deep links survive a reload)', async ({ request }) => {
  for (const route of ['/', '/privacy', '/terms', '/cookies', '/sitemap.xml', '/robots.txt']) {
    expect((await request.get(route)).status(), route).toBe(200);
  }
});

test('the not-found page offers a documentation search and the popular destinations', async ({ page }) => {
  await page.goto('/no-such-page');
  const popular = page.getByRole('region', { name: 'Popular destinations' });
  await expect(popular.getByRole('link')).toHaveCount(6);
  await expect(popular.getByRole('link', { name: /^Pricing/ })).toHaveAttribute('href', '/pricing');
  await expect(popular.getByRole('link', { name: /^Vendor Integrations/ })).toHaveAttribute(
    'href',
    '/vendor-integrations',
  );
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search the documentation' }).fill('tracking');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/documentation\?q=tracking$/);
  await expect(page.getByRole('searchbox', { name: /Search the documentation/ })).toHaveValue('tracking');
});

test('the not-found search works without JavaScript (a plain GET form)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/no-such-page');
  // The header's site search needs JavaScript, so it is not offered: the page's own search is the one.
  await expect(page.getByRole('banner').getByRole('button', { name: /search/i })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('MAP price');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/documentation\?q=MAP\+price$/);
  await context.close();
});
