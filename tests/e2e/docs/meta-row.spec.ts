import { expect, test } from '../helpers/test';

/**
 * An article's meta row (category · reading time · updated date) wraps on a phone: no line may start
 * with a separator. Each item draws its dot in the 16 px before it, and the row clips what lies left
 * of its box, so an item's dot is seen exactly when the item does not start a line.
 */
for (const width of [320, 375, 1280]) {
  test(`at ${width} px the meta row shows a dot between items on a line and none at a line's start`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documentation/pricing-rules');
    const row = page.locator('[data-meta-row]');
    await expect(row).toContainText('Troubleshooting');
    const layout = await row.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const items = [...element.firstElementChild!.children].map((item) => {
        const rect = item.getBoundingClientRect();
        return { left: rect.left, top: Math.round(rect.top), dot: getComputedStyle(item, '::before').content };
      });
      return { left: box.left, items };
    });
    expect(layout.items).toHaveLength(3);
    for (const item of layout.items) {
      expect(item.dot).toContain('·');
      const startsLine = !layout.items.some((other) => other.top === item.top && other.left < item.left);
      if (startsLine)
        expect(item.left + 16, 'the dot of an item that starts a line is clipped').toBeLessThanOrEqual(
          layout.left + 0.5,
        );
      else expect(item.left, 'the dot between two items on a line is shown').toBeGreaterThanOrEqual(layout.left);
    }
    if (width === 320) {
      const lines = new Set(layout.items.map((item) => item.top));
      expect(lines.size, 'the row wraps on a phone, so the wrapped line is checked too').toBeGreaterThan(1);
    }
  });
}
