import { headerMenuGroups } from '../../lib/site/site';
import { expect, test } from './helpers/test';

/**
 * The mobile menu's groups under its tiles: at 375 px every link on one line, so 'Custom Integrations'
 * no longer wraps in a third of the row (outside review), the three groups still side by side and in view.
 */
for (const width of [375, 414])
  test(`at ${width} px every link of the mobile menu's groups takes one line, the groups side by side and in view`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    await page.goto('/documentation');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    for (const group of headerMenuGroups) {
      const links = nav.getByRole('list', { name: group.title }).getByRole('link');
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        // One line: the link's text no taller than its line height.
        const lines = await link.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, (await link.textContent()) ?? '').toBe(1);
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    }
    const tops = await Promise.all(
      headerMenuGroups.map(async (group) => (await nav.getByRole('list', { name: group.title }).boundingBox())!.y),
    );
    expect(new Set(tops).size).toBe(1);
  });
