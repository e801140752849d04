import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { sitemapRoutes } from './helpers/sitemap';

/** What sticks out past the right edge of the viewport, outside its own scroll box (tables, code). */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > root.clientWidth + 1 && !element.closest('pre, table, .overflow-x-auto, [data-scroll-x]');
      })
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className.toString().slice(0, 60)}">`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

/** Every page fits a phone and a laptop, in both themes: the page itself never scrolls sideways. */
for (const route of sitemapRoutes()) {
  test(`${route} has no horizontal scroll at 375 and 1280 px, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await overflowOf(page);
        expect(
          overflow.scrollWidth,
          `${width} px, ${colorScheme}: wider than the viewport: ${overflow.wide.join(', ')}`,
        ).toBeLessThanOrEqual(overflow.clientWidth);
      }
    }
  });
}
