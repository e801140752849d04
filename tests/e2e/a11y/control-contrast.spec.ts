import { expect, test, type Locator, type Page } from '../helpers/test';
import { chat } from '../chat/chat-helpers';
import { contrastOf } from '../helpers/contrast';

/*
 * WCAG 1.4.11: the border that shows where a field is must reach 3:1 against the field's own
 * fill and against the surface it sits on. Measured from computed styles of the real controls
 * (the contact form's and the chat's), in both themes.
 */
async function expectBordersReach3To1(controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls)) {
    await expect(control).toBeVisible();
    const { borderAgainstFill: againstFill, borderAgainstSurface: againstSurface } = await contrastOf(control);
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
