import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';

test('an unknown vendor slug answers 404 with Vendor Not Found and a link back to the vendors', async ({
  visitor: page,
}) => {
  const response = await page.goto('/vendor-integrations/acme-supplies');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Not Found');
  await expect(page.getByText('The vendor you are looking for does not exist.')).toBeVisible();
  await expect(page.getByText('Page Not Found')).toBeHidden();
  // The site's 404 drawing over it, as over Page Not Found: without it the page read as a plainer template (DDDDDD).
  await expect(page.locator('main svg[data-sketch="empty-shelf"]:visible')).toHaveCount(1);
  await expect(page).toHaveTitle('Vendor Not Found | Linkwell');
  // The vendors that have a page, for a mistyped or retired address.
  const liveVendors = page.getByRole('region', { name: 'Vendors You Can Connect Today' });
  await expect(liveVendors.getByRole('link', { name: 'Nora' })).toHaveAttribute('href', '/vendor-integrations/nora');
  await expect(liveVendors.getByRole('link')).toHaveCount(12);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Vendor Integrations' }).click();
  await expect(page).toHaveURL(/\/vendor-integrations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Integrations');
  await expect(page).toHaveTitle('Vendor Integrations | Linkwell');
});

test('any other missing path answers 404 with Page Not Found and Back to Home', async ({ visitor: page }) => {
  for (const path of ['/vendors/acme', '/vendor-integrations-acme', '/case-studies/acme']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('Vendor Not Found')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  }
});

test('the server-rendered 404 page is the general one (without JavaScript it still says Page Not Found)', async ({
  request,
}) => {
  const response = await request.get('/vendor-integrations/acme-supplies');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page Not Found');
  expect(html).toContain('Back to Home');
});
