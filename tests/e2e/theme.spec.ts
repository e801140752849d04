import { expect, test } from './helpers/test';
import { THEME_STORAGE_KEY, themeBackgrounds } from '../../lib/brand/theme';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe('colour theme', () => {
  test('follows the system setting when nothing is chosen', async ({ visitor: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(themeBackgrounds.dark));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(themeBackgrounds.light));
  });

  test('a stored dark choice is applied before the first paint, with no white flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, 'dark');
      // Nothing can paint before <body> exists: record the theme at the moment the parser adds it.
      const record = window as unknown as { darkWhenBodyAppeared?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        record.darkWhenBodyAppeared = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, THEME_STORAGE_KEY);
    await page.goto('/features');
    expect(
      await page.evaluate(() => (window as unknown as { darkWhenBodyAppeared?: boolean }).darkWhenBodyAppeared),
    ).toBe(true);
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(themeBackgrounds.dark));
  });

  test('the footer control switches, remembers the choice across pages and reloads, and offers System', async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    // On a wide screen the control is in the footer: the header's row keeps its links on one line (issue 49).
    await expect(page.getByRole('banner').getByRole('group', { name: 'Color theme' })).toBeHidden();
    const theme = page.getByRole('contentinfo').getByRole('group', { name: 'Color theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();

    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Arrow keys move within the radio group, as in any radio group.
    await theme.getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await theme.getByRole('radio', { name: 'System' }).check();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('on a phone the footer has the control, and a tampered stored value falls back to the system', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '<img src=x onerror=alert(1)>'),
      THEME_STORAGE_KEY,
    );
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    await page.getByRole('contentinfo').getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
