import { expect, test } from '../helpers/test';

// An outside review: "the docs have no docs shell: they use the marketing header, and the docs home repeats its
// categories three ways with no search-first focus". Every docs page opens with the docs' own bar under the header.
// Outside review KK: "two search boxes (the header's magnifier with Ctrl K, and a 'Search docs' box), and
// 'Documentation' appears in both the main nav and the sub-tabs"; at 375 px a search row and a Docs menu row stood
// under the header. One row now: below 1024 px the Docs menu, then the Guides and API Reference tabs; no search of its
// own, the header's search button the one way to the search.

const bar = (page: import('@playwright/test').Page) => page.locator('[data-docs-bar]');

for (const width of [375, 768, 1024, 1280, 1440]) {
  test(`at ${width} px an article opens with one docs row: the Docs menu below 1024 px, then the Guides and API Reference tabs, no second search`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documentation/add-vendor');
    const tabs = bar(page).getByRole('navigation', { name: 'Docs sections' }).getByRole('link');
    // Guides, not Documentation again: the header's Documentation link is marked already.
    await expect(tabs).toHaveText(['Guides', 'API Reference']);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
    await expect(tabs.last()).not.toHaveAttribute('aria-current');
    // No search field or button in the bar; one search button in view on the page, the header's.
    await expect(bar(page).getByRole('button', { name: /search/i })).toHaveCount(0);
    await expect(bar(page).getByRole('searchbox')).toHaveCount(0);
    await expect(page.locator('[data-search-trigger]').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('banner').locator('[data-search-trigger]')).toBeVisible();
    const menu = page.getByRole('button', { name: 'Docs menu', exact: true });
    const [barBox, header, first, second] = await Promise.all([
      bar(page).boundingBox(),
      page.getByRole('banner').boundingBox(),
      tabs.first().boundingBox(),
      tabs.last().boundingBox(),
    ]);
    // Under the header, before the page, the tabs each on one line and in the window.
    expect(Math.round(barBox!.y)).toBe(Math.round(header!.y + header!.height));
    expect(first!.height).toBeLessThan(60);
    expect(second!.x + second!.width).toBeLessThanOrEqual(width - 16);
    if (width < 1024) {
      // The Docs menu in the same row, before the tabs; no second bar under it.
      const menuBox = await menu.boundingBox();
      expect(menuBox!.y).toBeGreaterThanOrEqual(barBox!.y);
      expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(barBox!.y + barBox!.height);
      expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(first!.x);
    } else {
      await expect(menu).toBeHidden();
    }
    // The article's title below the one row.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y).toBeGreaterThan(barBox!.y + barBox!.height);
    expect(barBox!.height).toBeLessThan(60);
  });
}

test('below 1024 px the docs row stays under the header as the article scrolls, its Docs menu in reach; from 1024 px it scrolls away', async ({
  visitor: page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documentation/add-vendor');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await bar(page).boundingBox())!;
    if (width < 1024) expect(Math.round(box.y)).toBe(Math.round(header.y + header.height));
    else expect(box.y + box.height).toBeLessThan(0);
  }
});

test("the header's search button opens the search on a docs page, as Ctrl K does; the sidebar holds no field", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/documentation/add-vendor');
  await expect(page.getByRole('complementary').getByRole('searchbox')).toHaveCount(0);
  await page.getByRole('banner').locator('[data-search-trigger]').click();
  const dialog = page.getByRole('dialog', { name: 'Search Linkwell' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
});

test('on the API reference the API Reference tab is the page; on the landing Guides is, with the hero box its only search', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/documentation/api-reference');
  let tabs = bar(page).getByRole('navigation', { name: 'Docs sections' }).getByRole('link');
  await expect(tabs.last()).toHaveAttribute('aria-current', 'page');
  await expect(tabs.first()).not.toHaveAttribute('aria-current');
  await page.goto('/documentation/api-reference/errors-and-limits');
  await expect(tabs.last()).toHaveAttribute('aria-current', 'true');

  await page.goto('/documentation');
  tabs = bar(page).getByRole('navigation', { name: 'Docs sections' }).getByRole('link');
  await expect(tabs).toHaveText(['Guides', 'API Reference']);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(bar(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveCount(1);
});

// The landing offered its categories three ways: the sidebar, the filter chips and links at their end; then, from
// 1024 px, twice: the sidebar's list and the chips (an outside review). It has no sidebar now: the chips name the
// article categories once at every width, Integrations and the API the links at their end.
for (const width of [1440, 1280, 1024, 768, 375])
  test(`at ${width} px the landing names its categories once: the filters, then Integrations and the API as links`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/documentation');
    const filters = page.getByRole('list', { name: 'Filter articles by category' });
    await expect(filters.getByRole('button')).toHaveText([
      'All articles',
      'Getting Started',
      'User Guide',
      'Troubleshooting',
    ]);
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Documentation' })).toHaveCount(0);
    for (const name of ['Getting Started', 'User Guide', 'Troubleshooting'])
      await expect(page.getByRole('main').getByText(name, { exact: true }).filter({ visible: true })).toHaveCount(2);
    const links = filters.locator('xpath=following::ul[1]').getByRole('link');
    if (width >= 1024) {
      // With every category listed, the Integrations and API cards name them (docs-landing.spec); a filter hides
      // Integrations' card, and the links show.
      await expect(links).toHaveCount(0);
      await filters.getByRole('button', { name: 'User Guide' }).click();
    }
    await expect(links).toHaveText(['Integrations', 'API Reference']);
    // Each with the site's arrow icon (a typed arrow is not in the text face: outside review RRRR).
    await expect(links.locator('use')).toHaveCount(2);
  });

// An outside review: "two Ctrl K hints in view on docs pages at 1280 px and wider". The bar has none now: the
// header's search button shows the keys from 1280 px, the one hint in view; below it none.
for (const width of [1024, 1280, 1440])
  test(`at ${width} px a docs page shows at most one Ctrl K hint, the header's`, async ({ visitor: page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/documentation/add-vendor', '/documentation/api-reference']) {
      await page.goto(path);
      const hints = page.locator('kbd').filter({ hasText: 'Ctrl' }).filter({ visible: true });
      await expect(hints, `${path} at ${width} px`).toHaveCount(width >= 1280 ? 1 : 0);
      await expect(bar(page).locator('kbd')).toHaveCount(0);
    }
  });
