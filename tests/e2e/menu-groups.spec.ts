import { headerMenuGroups } from '../../lib/site/site';
import { clippedTexts } from './helpers/page-checks';
import { expect, test } from './helpers/test';

/**
 * The mobile menu's groups under its tiles: on a phone in two columns, the first two groups side by side
 * over the last (three in a third of 375 px each read as cramped: outside review NN), every link on one
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
    // Two columns, each about half the row: the first two groups side by side, the last under them across both, its
    // links two a row on the same two columns (the first two over each other beside the last left that column a
    // row short: outside reviews NNNNN, OOOOO).
    const [first, second, last] = [boxes[0]!, boxes[1]!, boxes[2]!];
    expect(Math.round(second.y)).toBe(Math.round(first.y));
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    for (const box of [first, second]) expect(box.width).toBeGreaterThan((width - 32) / 2 - 20);
    expect(last.y).toBeGreaterThan(Math.max(first.y + first.height, second.y + second.height));
    expect(Math.round(last.x)).toBe(Math.round(first.x));
    expect(Math.round(last.x + last.width)).toBe(Math.round(second.x + second.width));
    const lastLinks = await nav
      .getByRole('list', { name: headerMenuGroups.at(-1)!.title })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().x)));
    expect(new Set(lastLinks)).toEqual(new Set([Math.round(first.x), Math.round(second.x)]));
  });

// A tile's line is one line cut with an ellipsis when it is too long: every phone width shows it whole
// ("Set up in four ste…" at 375 px: outside review TTTTT).
test('from 320 to 430 px every tile of the mobile menu shows its name and its line whole', async ({
  visitor: page,
}) => {
  await page.goto('/documentation');
  for (const width of [320, 360, 375, 390, 414, 430]) {
    await page.setViewportSize({ width, height: 667 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const tiles = page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('list').first();
    await expect(tiles.getByRole('link').first()).toBeVisible();
    expect(await clippedTexts(tiles.locator('a span > span')), `at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

// From sm the groups stand in three columns, the last with its links two a row like on a phone, so each group is
// two rows tall (Product and Resources two links each beside Company's four in one column read as lopsided at
// 768 px: outside review FFFFFF).
test('at 768 px the mobile menu shows its three groups side by side, each two rows tall', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/documentation');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
  const boxes = await Promise.all(
    headerMenuGroups.map(async (group) => (await nav.getByRole('list', { name: group.title }).boundingBox())!),
  );
  for (const box of boxes.slice(1)) {
    expect(Math.round(box.y)).toBe(Math.round(boxes[0]!.y));
    expect(Math.round(box.height)).toBe(Math.round(boxes[0]!.height));
  }
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
  expect(boxes[2]!.x).toBeGreaterThan(boxes[1]!.x + boxes[1]!.width - 1);
  const lastRows = await nav
    .getByRole('list', { name: headerMenuGroups.at(-1)!.title })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().y)));
  expect(new Set(lastRows).size).toBe(2);
});
