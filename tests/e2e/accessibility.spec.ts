import { test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { sitemapRoutes } from './helpers/sitemap';

for (const route of sitemapRoutes()) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation on the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectNoAxeViolations(page);
});

test('axe finds no violation with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoAxeViolations(page);
});
