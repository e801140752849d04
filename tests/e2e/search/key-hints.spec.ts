import { devices } from '@playwright/test';
import { expect, test } from '../helpers/test';
import { search, shortcut } from './search-helpers';

/**
 * Key hints ("/" in the documentation search box, "Esc" on the dialog's close button and the keys
 * line under its results) show only where a keyboard is likely: a mouse or trackpad (hover and a
 * fine pointer). A phone shows the close button's word instead.
 */
const slashHint = (page: import('@playwright/test').Page) => page.getByRole('main').locator('kbd', { hasText: '/' });
const headerSearch = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const shortcutHint = (page: import('@playwright/test').Page) => headerSearch(page).locator('kbd');

test.describe('with a mouse and keyboard', () => {
  test('the "/" hint and the Esc key show', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/documentation');
    await expect(slashHint(page)).toBeVisible();

    await page.keyboard.press(shortcut());
    const { dialog } = search(page);
    const close = dialog.getByRole('button', { name: 'Close search' });
    await expect.poll(() => close.evaluate((button: HTMLElement) => button.innerText.trim())).toBe('Esc');
    await expect(dialog.getByText('Enter to open')).toBeVisible();
  });
});

test.describe('with a mouse-like pointer on a phone-wide screen', () => {
  test('the dialog shows no key hints, as the docs search box shows no "/"', async ({ visitor: page }) => {
    // Some phones' browsers report hover and a fine pointer: the width decides too.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(slashHint(page)).toBeHidden();
    await page.keyboard.press(shortcut());
    const { dialog } = search(page);
    const close = dialog.getByRole('button', { name: 'Close search' });
    await expect.poll(() => close.evaluate((button: HTMLElement) => button.innerText.trim())).toBe('Close');
    await expect(dialog.getByText('Enter to open')).toBeHidden();
  });
});

test.describe('the header search button on a wide screen with a keyboard', () => {
  test('shows Ctrl K beside its icon, and not at 1024 px where the links need the room', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(headerSearch(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(shortcutHint(page)).toBeVisible();
    await expect.poll(() => shortcutHint(page).evaluate((hint: HTMLElement) => hint.innerText.trim())).toBe('Ctrl K');
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(shortcutHint(page)).toBeHidden();
  });

  test("shows ⌘K on Apple's systems, from the first paint", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await expect.poll(() => shortcutHint(page).evaluate((hint: HTMLElement) => hint.innerText.trim())).toBe('⌘K');
    await page.keyboard.press('Meta+K');
    await expect(search(page).dialog).toBeVisible();
  });
});

test.describe('on a touch screen', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('no key hint shows, and the close button says Close', async ({ page }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(slashHint(page)).toBeHidden();
    await expect(shortcutHint(page)).toBeHidden();

    await headerSearch(page).tap();
    const { dialog } = search(page);
    const close = dialog.getByRole('button', { name: 'Close search' });
    await expect.poll(() => close.evaluate((button: HTMLElement) => button.innerText.trim())).toBe('Close');
    await expect(dialog.getByText('Enter to open')).toBeHidden();
    await close.tap();
    await expect(dialog).toBeHidden();
  });
});
