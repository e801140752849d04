import { headerMenuGroups } from '../../lib/site/site';
import { expect, test } from './helpers/test';

/**
 * The mobile menu's groups under its tiles: on a phone in two columns, the first two groups over each other
 * beside the last (three in a third of 375 px each read as cramped: outside review NN), every link on one
 * line and a tap target at least 40 px tall (all in view at 375×667: tests/e2e/layout.spec.ts).
 */
for (const width of [375, 414])
  test(`at ${width} px the mobile menu's groups stand in two columns, every link on one line and at least 40 px tall`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    await page.goto('/documentation');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    for (const group of headerMenuGroups) {
      const links = nav.getByRole('list', { name: group.title }).getByRole('link');
      await expect(links.first()).toBeAttached();
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 });
        // One line: the link's text no taller than its line height.
        const lines = await link.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        const name = (await link.textContent()) ?? '';
        expect(lines, name).toBe(1);
        expect((await link.boundingBox())!.height, `${name}: a tap target`).toBeGreaterThanOrEqual(40);
      }
    }
    const boxes = await Promise.all(
      headerMenuGroups.map(async (group) => (await nav.getByRole('list', { name: group.title }).boundingBox())!),
    );
    // Two columns, each about half the row: the first two groups one over the other, the last beside them at the top.
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(2);
    const [first, second, last] = [boxes[0]!, boxes[1]!, boxes[2]!];
    expect(Math.round(second.x)).toBe(Math.round(first.x));
    expect(second.y).toBeGreaterThan(first.y + first.height);
    expect(last.x).toBeGreaterThan(first.x + first.width - 1);
    expect(Math.round(last.y)).toBe(Math.round(first.y));
    for (const box of boxes) expect(box.width).toBeGreaterThan((width - 32) / 2 - 20);
  });
