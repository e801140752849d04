import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';

const sidebarOrder = [
  'Quick Start Guide',
  'Connect Your Shopify Store',
  'Add a Vendor',
  'Prepare Your Products',
  'Product Creation',
  'Dashboard Overview',
  'Search & Push',
  'Two-Way Syncing',
  'Inventory Management',
  'Order Management',
  'Health Check',
  'Collection Check',
  'Quantity Check',
  'Pricing Rules',
  'Integrations',
  'API Reference',
];

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar lists every article in Back/Next order and marks the current one', async ({ visitor: page }) => {
    await page.goto('/documentation/search-and-push');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveText(
      sidebarOrder.map((title) => new RegExp(`^${title.replace(/[&]/g, '\\$&')}`)),
    );
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Search & Push');
    await expect(sidebar.getByRole('link', { name: /Integrations/ })).toHaveAttribute('href', '/vendor-integrations');
    await expect(sidebar.getByRole('link', { name: /API Reference/ })).toHaveAttribute('href', '/documentation#api');

    await sidebar.getByRole('link', { name: 'Quantity Check' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantity Check');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Quantity Check');
    // The phone bar is not there on wide screens.
    await expect(page.getByRole('button', { name: /Docs menu/ })).toBeHidden();
  });

  test('an article shows its last-updated date and writes it to JSON-LD', async ({ visitor: page }) => {
    await page.goto('/documentation/add-vendor');
    await expect(page.getByRole('article').getByText('Last updated September 14, 2026')).toBeVisible();
    await expect(page.locator('article time')).toHaveAttribute('datetime', '2026-09-14');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).find((item) => item['@type'] === 'TechArticle');
    expect(article.dateModified).toBe('2026-09-14');
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the docs menu opens, moves focus inside, closes on Escape and gives focus back, by keyboard alone', async ({
    visitor: page,
  }) => {
    await page.goto('/documentation/two-way-syncing');
    const toggle = page.getByRole('button', { name: /Docs menu/ });
    const drawerNav = page.getByRole('navigation', { name: 'Documentation' });
    await expect(drawerNav).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(drawerNav).toBeVisible();
    const current = drawerNav.locator('[aria-current="page"]');
    await expect(current).toHaveText('Two-Way Syncing');
    await expect(current).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawerNav).toBeHidden();
    await expect(toggle).toBeFocused();

    // Open again and follow a link with the keyboard: the next article, the drawer closed.
    await page.keyboard.press('Enter');
    await expect(current).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawerNav.getByRole('link', { name: 'Search & Push' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search & Push');
    await expect(drawerNav).toBeHidden();

    // The close button closes it too.
    await toggle.click();
    await expect(drawerNav).toBeVisible();
    await page.getByRole('button', { name: 'Close the docs menu' }).click();
    await expect(drawerNav).toBeHidden();
  });

  test('axe finds nothing with the drawer open', async ({ visitor: page }) => {
    await page.goto('/documentation/add-vendor');
    await page.getByRole('button', { name: /Docs menu/ }).click();
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
    // Colours are measured once the slide-in and any colour transition have finished.
    const settled = () =>
      page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await settled();
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await settled();
    await expectNoAxeViolations(page);
  });
});
