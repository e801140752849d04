import { expect, test } from '../helpers/test';

/*
 * WCAG 1.4.11: the border that shows where a field is must reach 3:1 against the field's own
 * fill and against the surface it sits on. Measured from computed styles, in both themes.
 */
const contrastOf = (page: import('@playwright/test').Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((control) => {
      const parse = (colour: string) => {
        const probe = document.createElement('canvas').getContext('2d')!;
        probe.fillStyle = colour;
        probe.fillRect(0, 0, 1, 1);
        return Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 4));
      };
      const weights = [0.2126, 0.7152, 0.0722];
      const luminance = (rgba: number[]) =>
        weights.reduce((sum, weight, i) => {
          const v = (rgba[i] ?? 0) / 255;
          return sum + weight * (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        }, 0);
      const ratio = (a: number[], b: number[]) => {
        const [x, y] = [luminance(a), luminance(b)];
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      };
      // The first ancestor with an opaque background is the surface the field sits on.
      let surface: Element | null = control.parentElement;
      while (surface && parse(getComputedStyle(surface).backgroundColor)[3] === 0) surface = surface.parentElement;
      const border = parse(getComputedStyle(control).borderTopColor);
      const fill = parse(getComputedStyle(control).backgroundColor);
      const page = parse(getComputedStyle(surface ?? document.documentElement).backgroundColor);
      return { againstFill: ratio(border, fill), againstSurface: ratio(border, page) };
    });

for (const theme of ['light', 'dark'] as const) {
  test(`input and select borders reach 3:1 in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    for (const selector of ['form input[type="email"]', 'form select']) {
      const { againstFill, againstSurface } = await contrastOf(page, selector);
      expect(againstFill, `${selector} border vs its fill`).toBeGreaterThanOrEqual(3);
      expect(againstSurface, `${selector} border vs the surface behind it`).toBeGreaterThanOrEqual(3);
    }
  });
}
