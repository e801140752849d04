import type { Locator } from '@playwright/test';
import { expect, test } from '../helpers/test';

/**
 * The small product pictures (the release notes' sync mock, the docs articles' drawn screens) show
 * every word whole at every width: none cut with an ellipsis or pushed past its box (outside review:
 * 'Aged brass …' at 375 px, 'harbor-lane.myshopify.c…' at 1024 and 1280 px).
 */
const widths = [320, 375, 768, 1024, 1280, 1440];
/** Every article with a drawn screen (a `figures:` frontmatter). */
const articles = [
  'quick-start-guide',
  'connect-shopify',
  'add-vendor',
  'dashboard-overview',
  'order-management',
  'pricing-rules',
  'search-and-push',
  'two-way-syncing',
];

/** Every element of the picture whose content is wider than its box, or whose text is cut. */
const cutTexts = (figure: Locator) =>
  figure.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'none' || element.clientWidth === 0) return false;
        return element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`),
  );

for (const width of widths) {
  test(`at ${width} px the release notes' sync picture shows every product and change whole`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/release-notes#v2-4-0');
    const sync = page.locator('#v2-4-0 figure');
    await expect(sync).toContainText('Wall sconce');
    expect(await cutTexts(sync)).toEqual([]);
  });

  test(`at ${width} px the docs' drawn screens show every word whole, the Quick Start steps' buttons level`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const cut: string[] = [];
    for (const slug of articles) {
      await page.goto(`/documentation/${slug}`);
      const figures = page.getByRole('main').locator('figure:has([role=img])');
      expect(await figures.count(), slug).toBeGreaterThan(0);
      for (const figure of await figures.all()) cut.push(...(await cutTexts(figure)).map((text) => `${slug}: ${text}`));
    }
    expect(cut).toEqual([]);
    await page.goto('/documentation/quick-start-guide');
    const steps = page.getByRole('main').locator('figure ol > li');
    await expect(steps).toHaveCount(3);
    // The buttons' text baselines: the bottom of each label, one height across the three steps side by side.
    const buttons = steps.locator('span.rounded-lg.bg-brand-600');
    await expect(buttons).toHaveText(['Create account', 'Sync Data', 'Save']);
    const tops = await buttons.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().bottom));
    const sideBySide = await steps.evaluateAll(
      (items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size === 1,
    );
    if (sideBySide) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
  });
}
