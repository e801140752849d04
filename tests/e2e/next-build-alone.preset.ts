import { expect, test } from './helpers/test';
import { requirePresetBuild } from './chat/chat-helpers';
import { search, shortcut } from './search/search-helpers';

/**
 * Issue 53: the post-build is a speed layer. The second export (tests/.output/chat-post-site) is
 * built by `next build` alone, without scripts/postbuild.mjs, and every feature still works there:
 * the first-paint scripts load as files, and the structured data is React's own.
 */
test.beforeAll(requirePresetBuild);

test('the page loads its first-paint scripts as files: no post-build ran', async ({ page }) => {
  await page.goto('/');
  for (const file of ['head.js', 'body-start.js', 'body-end.js'])
    await expect(page.locator(`script[src="/first-paint/${file}"]`)).toHaveCount(1);
  await expect(page.locator('#first-paint-chunks')).toHaveCount(0);
});

test('search opens from the button, Ctrl+K and "/" and finds an article', async ({ page }) => {
  const s = search(page);
  await page.goto('/pricing');
  await page.keyboard.press(shortcut());
  await s.expectOpen();
  await s.input.fill('add a vendor');
  await expect(s.options.first()).toContainText('Add a Vendor');
  await page.keyboard.press('Escape');
  await expect(s.dialog).toBeHidden();
  await page.keyboard.press('/');
  await s.expectOpen();
  await page.keyboard.press('Escape');
  await s.button.click();
  await s.expectOpen();
});

test('the theme control switches and the choice is painted first on the next page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const theme = page.getByRole('contentinfo').getByRole('group', { name: 'Color theme' });
  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto('/features');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('every page type carries its structured data, whole', async ({ page }) => {
  await page.goto('/pricing');
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  const types = texts.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']));
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  await page.goto('/documentation/add-vendor');
  const article = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(article.join('')).toContain('"Add a Vendor"');
});
