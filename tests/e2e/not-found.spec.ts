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
