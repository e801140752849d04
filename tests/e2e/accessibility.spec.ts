import { expect, test } from './helpers/test';
import { expectNoAxeViolations } from './helpers/axe';
import { sitemapRoutes } from './helpers/sitemap';

// Every route in both themes: the dark one through the system setting, as most readers get it.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const route of sitemapRoutes()) {
      test(`axe finds no WCAG 2.2 A/AA violation on ${route} (${colorScheme})`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectNoAxeViolations(page);
      });
    }

    test(`axe finds no violation on the not-found page (${colorScheme})`, async ({ page }) => {
      await page.goto('/no-such-page');
      await expectNoAxeViolations(page);
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation with the mobile menu open (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
