import { contrastOf } from '../helpers/contrast';
import { expect, test } from '../helpers/test';

/*
 * Small text on a primary (brand-600) fill must reach WCAG's 4.5:1 in both themes. axe leaves
 * such text "incomplete" (it cannot settle the background of a button in transition), so it never
 * failed: the FAQ's selected category count was 3.85:1 in the dark theme. Measured here from the
 * computed colours (helpers/contrast.ts).
 */
for (const theme of ['light', 'dark'] as const) {
  test(`the selected FAQ category's name and count reach 4.5:1 on its fill (${theme} theme)`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Its name (the label's own text) and its count.
    const chosen = page.getByRole('navigation', { name: 'FAQ categories' }).locator('label:has(:checked)');
    const count = chosen.locator('> span').last();
    await expect(count).toHaveText(/^\d+$/);
    for (const text of [chosen, count]) expect((await contrastOf(text)).text).toBeGreaterThanOrEqual(4.5);
  });
}
