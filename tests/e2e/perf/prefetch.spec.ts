import { expect, test, type Page } from '../helpers/test';

/**
 * Route data (the `.txt` RSC files of a static export) is fetched on intent, not on sight: a page
 * load with a grid of links fetches none of them, and hovering one fetches that route before the
 * click (see components/ui/Link.tsx and components/layout/ClientNavigation.tsx).
 */
function routeDataRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') || /\/__next\.[^/]*\.txt$/.test(url.pathname)) paths.push(url.pathname);
  });
  return paths;
}

test('the documentation index loads without fetching any of its 14 articles; hovering one fetches it, and the click opens it', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2400 });
  const requested = routeDataRequests(page);
  await page.goto('/documentation');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Quick Start Guide' }).first()).toBeVisible();
  expect(requested, 'route data fetched during the page load').toEqual([]);

  await page.getByRole('link', { name: 'Quick Start Guide' }).first().hover();
  await expect.poll(() => requested.some((path) => path.startsWith('/documentation/quick-start-guide'))).toBe(true);
  expect(
    requested.every(
      (path) =>
        path.startsWith('/documentation/quick-start-guide') ||
        path.startsWith('/__next') ||
        path.startsWith('/documentation/__next'),
    ),
  ).toBe(true);

  await page.getByRole('link', { name: 'Quick Start Guide' }).first().click();
  await expect(page).toHaveURL(/\/documentation\/quick-start-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Start Guide' })).toBeVisible();
});

test('keyboard focus on a header link prefetches its page', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requested = routeDataRequests(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).focus();
  await expect.poll(() => requested.some((path) => path.startsWith('/pricing'))).toBe(true);
});
