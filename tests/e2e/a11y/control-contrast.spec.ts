import { expect, test, type Locator, type Page } from '../helpers/test';
import { chat } from '../chat/chat-helpers';

/*
 * WCAG 1.4.11: the border that shows where a field is must reach 3:1 against the field's own
 * fill and against the surface it sits on. Measured from computed styles of the real controls
 * (the contact form's and the chat's), in both themes.
 */
const contrastOf = (control: Locator) =>
  control.evaluate((element) => {
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
    let surface: Element | null = element.parentElement;
    while (surface && parse(getComputedStyle(surface).backgroundColor)[3] === 0) surface = surface.parentElement;
    const border = parse(getComputedStyle(element).borderTopColor);
    const fill = parse(getComputedStyle(element).backgroundColor);
    const page = parse(getComputedStyle(surface ?? document.documentElement).backgroundColor);
    return { againstFill: ratio(border, fill), againstSurface: ratio(border, page) };
  });

async function expectBordersReach3To1(controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls)) {
    await expect(control).toBeVisible();
    const { againstFill, againstSurface } = await contrastOf(control);
    expect(againstFill, `${name}: border vs its fill`).toBeGreaterThanOrEqual(3);
    expect(againstSurface, `${name}: border vs the surface behind it`).toBeGreaterThanOrEqual(3);
  }
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the contact form's input, select and textarea borders reach 3:1 (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const form = page.locator('main form').first();
    await expectBordersReach3To1({
      'email input': form.locator('input[type="email"]'),
      select: form.locator('select').first(),
      textarea: form.locator('textarea').first(),
    });
  });

  test(`the chat's message box and hand-off fields reach 3:1 (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const widget = chat(page);
    await widget.open();
    await widget.window.getByRole('button', { name: 'New Conversation' }).click();
    await expectBordersReach3To1({ 'chat message box': widget.input });
    await widget.window.getByRole('button', { name: 'Talk to a person' }).click();
    await expectBordersReach3To1({
      'hand-off email': widget.window.getByLabel('Email'),
      'hand-off message': widget.window.getByLabel('Message'),
    });
  });
}
