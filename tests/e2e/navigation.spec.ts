import { expect, test, type Page } from './helpers/test';

/**
 * Every internal link is a plain anchor that components/layout/ClientNavigation.tsx routes in the
 * page: following one fetches the next page's data, not a new document, so the page's state
 * (the open chat, anything kept in memory) survives.
 */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('a header link and a link in the docs Markdown are followed without loading a new document', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/documentation/quick-start-guide');
  await markDocument(page);

  await page.locator('.prose').getByRole('link', { name: 'Add a Vendor' }).first().click();
  await expect(page).toHaveURL(/\/documentation\/add-vendor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Vendor' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Back returns to the article in the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/documentation\/add-vendor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Vendor' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('the open chat stays open across a followed link', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/features');
  await page.getByRole('button', { name: /open live chat/i }).click();
  const chat = page.getByRole('dialog', { name: /chat/i });
  await expect(chat).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(chat).toBeVisible();
});

test('a link to a file is left to the browser', async ({ visitor: page }) => {
  await page.goto('/release-notes');
  await markDocument(page);
  // Release Notes links its feed twice (the phone's button, the wider screens' card); one shows at a time.
  await page.locator('a[href="/release-notes/feed.xml"]:visible').click();
  await expect(page).toHaveURL(/\/release-notes\/feed\.xml$/);
  expect(await page.evaluate(() => document.contentType)).toMatch(/xml/);
});

test('Back and Forward restore the scroll position after a followed link', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/features');
  await markDocument(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

  // The footer's Pricing link, clicked where it is (a pointer click would first scroll it into view):
  // the next page opens at its top.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Pricing' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);

  await page.goBack();
  await expect(page).toHaveURL(/\/features$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

  await page.goForward();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  expect(await sameDocument(page), 'Back and Forward stayed in the page').toBe(true);
});
