import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

/*
 * No grid leaves a lone card in its last row: at 1280 px, every visible grid with more than one
 * column whose earlier rows hold several items must not end on a row with a single item (unless
 * that item spans the whole grid on purpose).
 */
for (const route of sitemapRoutes()) {
  test(`${route} has no grid ending on a lone item at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    const lonely = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((grid) => {
          const style = getComputedStyle(grid);
          // A form's field layout is not a grid of cards (components/forms own it).
          if (style.display !== 'grid' || grid.getClientRects().length === 0 || grid.closest('form')) return false;
          return style.gridTemplateColumns.trim().split(/\s+/).length > 1;
        })
        .flatMap((grid) => {
          const width = grid.getBoundingClientRect().width;
          const items = [...grid.children].filter((item) => item.getClientRects().length > 0);
          // Items whose boxes overlap vertically share a row (centred items start at different tops).
          const counts: Element[][] = [];
          let rowBottom = -Infinity;
          for (const item of items.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)) {
            const box = item.getBoundingClientRect();
            const row = box.top < rowBottom - 1 ? counts.at(-1) : undefined;
            if (row) row.push(item);
            else counts.push([item]);
            rowBottom = row ? Math.max(rowBottom, box.bottom) : box.bottom;
          }
          const last = counts.at(-1);
          if (counts.length < 2 || !last || last.length !== 1) return [];
          if (!counts.some((row) => row.length > 1)) return [];
          if (last[0]!.getBoundingClientRect().width > width * 0.9) return [];
          const label = grid.closest('section')?.querySelector('h2, h1')?.textContent?.trim() ?? '';
          return [`${label || grid.className.toString().slice(0, 60)} (${counts.map((r) => r.length).join('+')})`];
        }),
    );
    expect(lonely, `grids ending on a lone item on ${route}`).toEqual([]);
  });
}
