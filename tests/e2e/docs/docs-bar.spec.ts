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
  await page.setViewportSize({ width: 1280, height: 800 });
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

// The landing offered its categories three ways: the sidebar, the filter chips and links at their end. From
// 1024 px the sidebar lists Integrations and the API with their counts, so the links at the chips' end are gone;
// narrower, where there is no sidebar, they stay.
for (const [width, shown] of [
  [1280, false],
  [1024, false],
  [768, true],
  [375, true],
] as const)
  test(`at ${width} px the landing ${shown ? 'links' : 'leaves to the sidebar'} Integrations and the API after the filters`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/documentation');
    const links = page
      .getByRole('list', { name: 'Filter articles by category' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('link');
    if (shown) await expect(links).toHaveText([/^Integrations\s*→$/, /^API Reference\s*→$/]);
    else {
      await expect(links.filter({ visible: true })).toHaveCount(0);
      await expect(
        page.getByRole('complementary').getByRole('list', { name: 'Browse the Docs' }).getByRole('link'),
      ).toHaveText([/^Getting Started/, /^User Guide/, /^Troubleshooting/, /^Integrations/, /^API Reference/]);
    }
  });
