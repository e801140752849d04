import { expect, test } from '../helpers/test';

/**
 * About's values and Careers' benefits (issue 24: no heading over a row of identical cards): on a
 * wide screen a ruled list of two columns beside the heading; on a phone one column, icons beside the words.
 */
const sections = [
  { route: '/about', id: 'values', heading: 'What we hold ourselves to' },
  { route: '/careers', id: 'perks', heading: 'Why Linkwell' },
] as const;

for (const { route, id, heading } of sections) {
  test(`${route}: "${heading}" lists its items beside the heading at 1280 px, in two columns`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    const section = page.locator(`#${id}`);
    const title = await section.getByRole('heading', { level: 2, name: heading }).boundingBox();
    const items = await section.getByRole('listitem').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top) };
      }),
    );
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.left).toBeGreaterThan(title!.x + title!.width);
    expect(new Set(items.map((item) => item.left)).size).toBe(2);
    expect(new Set(items.map((item) => item.top)).size).toBe(2);
  });

  test(`${route}: "${heading}" is one column on a phone, each icon beside its words`, async ({ visitor: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    const items = await page
      .locator(`#${id}`)
      .getByRole('listitem')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const icon = element.querySelector('svg')!.getBoundingClientRect();
          const title = element.querySelector('h3')!.getBoundingClientRect();
          return { left: Math.round(element.getBoundingClientRect().left), icon, title };
        }),
      );
    expect(new Set(items.map((item) => item.left)).size).toBe(1);
    // The icon sits beside the text, level with the item's title, not above it as on a card
    // (the height of an item is its words', which say a practice in a sentence or two).
    for (const { icon, title } of items) {
      expect(icon.right).toBeLessThanOrEqual(title.left);
      expect(icon.top).toBeLessThan(title.bottom);
    }
  });
}
