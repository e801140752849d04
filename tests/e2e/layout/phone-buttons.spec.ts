import { expect, test, type Page } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

/*
 * One width rule for the buttons that open and close a page (components/ui/Button.tsx,
 * ButtonGroup): on a phone every button of a hero or closing band spans the column, so the main
 * action is a full-width target; on a wide screen they sit side by side at their own width. Every
 * hero with actions and every closing band uses the group.
 */
const groups = (page: Page) =>
  page.locator('main [data-button-group]').evaluateAll((found) =>
    found
      .filter((group) => group.getClientRects().length > 0)
      .map((group) => ({
        label: group.closest('section, header')?.querySelector('h1, h2')?.textContent?.trim() ?? '',
        width: group.getBoundingClientRect().width,
        buttons: [...group.children]
          // A note beside the buttons is not a button.
          .filter((button) => button.matches('a, button') && button.getClientRects().length > 0)
          .map((button) => ({
            text: (button as HTMLElement).innerText.trim(),
            ...button.getBoundingClientRect().toJSON(),
          })),
      })),
  );

for (const route of sitemapRoutes()) {
  test(`${route}: hero and closing buttons are full width on a phone, side by side when wide`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    // The page's opening and closing calls to action are in a group, never loose.
    const heroActions = await page
      .locator('main > :first-child')
      .first()
      .evaluate((hero) => {
        const h1 = hero.querySelector('h1');
        if (!h1) return [];
        const column = h1.parentElement!;
        return [
          ...column.querySelectorAll<HTMLElement>(':scope > div a[class*="px-6"], :scope > div button[class*="px-6"]'),
        ]
          .filter((button) => !button.closest('[data-button-group]'))
          .map((button) => button.innerText.trim());
      });
    expect(heroActions, 'hero buttons outside a ButtonGroup').toEqual([]);
    for (const group of await groups(page)) {
      for (const button of group.buttons) {
        expect(Math.abs(button.width - group.width), `${button.text} (${group.label}) at 375 px`).toBeLessThanOrEqual(
          1,
        );
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const group of await groups(page)) {
      if (group.buttons.length < 2) continue;
      const [first, second] = group.buttons;
      expect(first!.width, `${first!.text} (${group.label}) at 1280 px`).toBeLessThan(group.width);
      expect(Math.abs(first!.top - second!.top), `${group.label}: side by side at 1280 px`).toBeLessThanOrEqual(1);
    }
  });
}
