import { expect, test } from '../helpers/test';

/**
 * About's values and Careers' benefits: short ruled items under their heading, as many columns as
 * the width holds (the review found the heading held beside them left a large column empty), one
 * column on a phone. A value is its name as a short heading over a paragraph led in bold, no icon (an
 * icon by each name made four stock cards: outside review); a benefit with its icon beside its words.
 */
const sections = [
  // Two to a row: each value a heading and a paragraph, too long for a quarter of the width.
  { route: '/about', id: 'values', heading: 'What We Promise', count: 4, columns: 2, icons: false },
  { route: '/careers', id: 'perks', heading: 'Benefits in Every Role', count: 6, columns: 3, icons: true },
] as const;

const itemBoxes = (elements: Element[]) =>
  elements.map((element) => {
    const box = element.getBoundingClientRect();
    // A link's arrow (a value's way to check it) is not the item's icon.
    const svg = element.querySelector('svg:not(a svg)');
    if (!svg) return { left: Math.round(box.left), top: Math.round(box.top), besideWords: null };
    const icon = svg.getBoundingClientRect();
    const middle = (icon.top + icon.bottom) / 2;
    // Words level with the icon and to its right (or around it, a value's label): the icon stands beside them.
    const besideWords = [...element.querySelectorAll('h3, p')].some((text) => {
      if (text.contains(svg)) return (text.textContent ?? '').trim().length > 0;
      const words = text.getBoundingClientRect();
      return words.left >= icon.right && words.top <= middle && words.bottom >= middle;
    });
    return { left: Math.round(box.left), top: Math.round(box.top), besideWords };
  });

for (const { route, id, heading, count, columns, icons } of sections) {
  test(`${route}: "${heading}" lists its items under the heading at 1280 px, ${columns} to a row`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    const section = page.locator(`#${id}`);
    const title = await section.getByRole('heading', { level: 2, name: heading }).boundingBox();
    const items = await section.getByRole('listitem').evaluateAll(itemBoxes);
    expect(items).toHaveLength(count);
    for (const item of items) expect(item.top).toBeGreaterThan(title!.y + title!.height);
    expect(new Set(items.map((item) => item.left)).size).toBe(columns);
    expect(new Set(items.map((item) => item.top)).size).toBe(count / columns);
  });

  test(`${route}: "${heading}" is one column on a phone${icons ? ', each icon beside its words' : ''}`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    const items = await page.locator(`#${id}`).getByRole('listitem').evaluateAll(itemBoxes);
    expect(new Set(items.map((item) => item.left)).size).toBe(1);
    // The icon sits beside words (a value's name, a benefit's title), never alone above them as on a card.
    for (const { besideWords } of items) expect(besideWords).toBe(icons ? true : null);
  });
}
