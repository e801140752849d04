import { expect, test } from '../helpers/test';

// An outside review: "the docs have no docs shell: they use the marketing header, and the docs home repeats its
// categories three ways with no search-first focus". Every docs page opens with the docs' own bar under the
// header: the docs search first (with its shortcut), then the two parts as tabs, the one being read marked.

const bar = (page: import('@playwright/test').Page) => page.locator('[data-docs-bar]');

for (const width of [375, 768, 1024, 1280, 1440]) {
  test(`at ${width} px an article opens with the docs bar: the search first, then the Documentation and API Reference tabs`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documentation/add-vendor');
    const tabs = bar(page).getByRole('navigation', { name: 'Docs sections' }).getByRole('link');
    await expect(tabs).toHaveText(['Documentation', 'API Reference']);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
    await expect(tabs.last()).not.toHaveAttribute('aria-current');
    const search = bar(page).getByRole('button', { name: /Search docs/ });
    const [barBox, searchBox, header, first, second] = await Promise.all([
      bar(page).boundingBox(),
      search.boundingBox(),
      page.getByRole('banner').boundingBox(),
      tabs.first().boundingBox(),
      tabs.last().boundingBox(),
    ]);
    // Under the header, before the page; the search first on its row, the tabs on the same row, each on one line.
    expect(Math.round(barBox!.y)).toBe(Math.round(header!.y + header!.height));
    expect(searchBox!.x + searchBox!.width).toBeLessThanOrEqual(first!.x);
    expect(Math.abs(first!.y + first!.height / 2 - (searchBox!.y + searchBox!.height / 2))).toBeLessThanOrEqual(2);
    expect(first!.height).toBeLessThan(60);
    // The search's words whole, or on a phone its icon alone (they were cut to "Searc…" at 375 px).
    const cut = await search
      .locator('span')
      .evaluateAll((spans) =>
        spans.some(
          (span) =>
            !span.classList.contains('sr-only') && span.checkVisibility() && span.scrollWidth > span.clientWidth + 1,
        ),
      );
    expect(cut, 'no words cut in the search').toBe(false);
    // Words beside the icon at every width: on a phone the icon alone read as an empty box (outside review HH).
    const words = await search
      .locator('span:not(.sr-only)')
      .evaluateAll((spans) =>
        spans.filter((span) => span.checkVisibility()).map((span) => [span.textContent, span.clientWidth] as const),
      );
    expect(
      words.some(([text, shown]) => /^Search/.test(text ?? '') && shown >= 40),
      'a visible "Search" in the field',
    ).toBe(true);
    expect(second!.x + second!.width).toBeLessThanOrEqual(width - 16);
    // A docs page under the bar, no longer the marketing page's header alone: the article's title below it.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y).toBeGreaterThan(barBox!.y + barBox!.height);
  });
}

test('the docs bar search names its shortcut and opens the search; the sidebar holds no second field', async ({
  visitor: page,
}) => {
  // At 1024 px, where the field's hint is the one in view (from 1280 px the header's: below).
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/documentation/add-vendor');
  const search = bar(page).getByRole('button', { name: /Search docs/ });
  await expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  // Ctrl K here (⌘K on Apple's systems, the other spelling hidden).
  await expect(search.locator('kbd')).toHaveText('Ctrl K', { useInnerText: true });
  await expect(search.locator('kbd')).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('searchbox')).toHaveCount(0);
  await search.click();
  const dialog = page.getByRole('dialog', { name: 'Search Linkwell' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
});

test('on the API reference the API Reference tab is the page; on the landing Documentation is, with the hero box its only search', async ({
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
    await expect(filters.locator('xpath=following-sibling::ul[1]').getByRole('link')).toHaveText([
      /^Integrations\s*→$/,
      /^API Reference\s*→$/,
    ]);
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Documentation' })).toHaveCount(0);
    for (const name of ['Getting Started', 'User Guide', 'Troubleshooting'])
      await expect(page.getByRole('main').getByText(name, { exact: true }).filter({ visible: true })).toHaveCount(2);
  });

// An outside review: "two Ctrl K hints in view on docs pages at 1280 px and wider", the header's search button and the
// docs bar's field. The docs bar's field names the keys up to 1279 px, where the header's button shows none; from
// 1280 px the header's alone does. One hint in view at every width, on an article and on the reference.
for (const width of [1024, 1280, 1440])
  test(`at ${width} px a docs page shows one Ctrl K hint`, async ({ visitor: page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/documentation/add-vendor', '/documentation/api-reference']) {
      await page.goto(path);
      const hints = page.locator('kbd').filter({ hasText: 'Ctrl' }).filter({ visible: true });
      await expect(hints, `${path} at ${width} px`).toHaveCount(1);
      const where = width >= 1280 ? page.getByRole('banner') : bar(page);
      await expect(where.locator('kbd').filter({ hasText: 'Ctrl' }).filter({ visible: true })).toHaveCount(1);
    }
  });
