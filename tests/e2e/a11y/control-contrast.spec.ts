import { expect, test, type Locator, type Page } from '../helpers/test';
import { chat } from '../chat/chat-helpers';
import { contrastOf } from '../helpers/contrast';
import { contrastRatio, pixelsOf, tokenColour, type Pixels, type Rgb } from '../helpers/pixels';

/*
 * WCAG 1.4.11: the border that shows where a field is must reach 3:1 against the field's own
 * fill and against the surface it sits on. Measured from computed styles of the real controls
 * (the contact form's and the chat's), in both themes. The quote form's radios are also measured as
 * drawn: an unchecked one must read as an empty ring, not a grey disc, and a checked one show the brand.
 */
async function expectBordersReach3To1(controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls)) {
    await expect(control).toBeVisible();
    const { borderAgainstFill: againstFill, borderAgainstSurface: againstSurface } = await contrastOf(control);
    expect(againstFill, `${name}: border vs its fill`).toBeGreaterThanOrEqual(3);
    expect(againstSurface, `${name}: border vs the surface behind it`).toBeGreaterThanOrEqual(3);
  }
}

/** How a 16 px radio looks, from its screenshot: the page in a corner, its middle, its border. */
function readRadio(pixels: Pixels) {
  const middleY = Math.floor(pixels.height / 2);
  const surface = pixels.at(0, 0);
  const middle = pixels.at(Math.floor(pixels.width / 2), middleY);
  // The border: the pixel of the middle row, left half, that stands out most from the page.
  let border: Rgb = surface;
  for (let x = 0; x < pixels.width / 2; x += 1) {
    const pixel = pixels.at(x, middleY);
    if (contrastRatio(pixel, surface) > contrastRatio(border, surface)) border = pixel;
  }
  // Between the top border and the middle, clear of the dot: where a chosen radio shows its fill.
  const fill = pixels.at(Math.floor(pixels.width / 2), middleY - 5);
  return { surface, middle, border, fill };
}

const near = (a: Rgb, b: Rgb) => a.every((channel, i) => Math.abs(channel - b[i]!) <= 24);

/** Unchecked: an empty ring (its middle is the page's colour) with a border of 3:1; checked: the brand. */
async function expectRadioDrawn(control: Locator, name: string) {
  const page = control.page();
  await expect(control).not.toBeChecked();
  await page.mouse.move(0, 0);
  const unchecked = readRadio(await pixelsOf(control));
  expect(contrastRatio(unchecked.middle, unchecked.surface), `${name}: unchecked, its middle is the page`).toBeLessThan(
    1.25,
  );
  expect(
    contrastRatio(unchecked.border, unchecked.surface),
    `${name}: unchecked, its ring vs the page`,
  ).toBeGreaterThanOrEqual(3);

  await control.check();
  await page.mouse.move(0, 0);
  const checked = readRadio(await pixelsOf(control));
  const brand = await tokenColour(page, '--color-brand-600');
  expect(near(checked.fill, brand), `${name}: checked, filled with the brand (${checked.fill} vs ${brand})`).toBe(true);
  expect(contrastRatio(checked.fill, checked.surface), `${name}: checked, its fill vs the page`).toBeGreaterThanOrEqual(
    3,
  );
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the contact form's input, select and textarea borders reach 3:1 (${theme} theme)`, async ({
    visitor: page,
  }) => {
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

  test(`the chat's message box and hand-off fields reach 3:1 (${theme} theme)`, async ({ visitor: page }) => {
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const widget = chat(page);
    await widget.open();
    await widget.window.getByRole('button', { name: 'New Conversation' }).click();
    // The field's border is the form's: it holds the message box and Send (ChatComposer).
    await expectBordersReach3To1({ 'chat message box': widget.input.locator('xpath=ancestor::form') });
    // The footer's.
    await widget.window.getByRole('button', { name: 'Talk to a person' }).last().click();
    await expectBordersReach3To1({
      'hand-off email': widget.window.getByLabel('Email'),
      'hand-off message': widget.window.getByLabel('Message'),
    });
  });

  test(`the quote form's radios are empty rings of 3:1 until chosen, then brand (${theme} theme)`, async ({
    visitor: page,
  }) => {
    await useTheme(page, theme);
    await page.goto('/custom-integrations');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const radio = page.getByRole('radio', { name: 'Yes', exact: true });
    await expectBordersReach3To1({ radio });
    await expectRadioDrawn(radio, 'radio');
    await expect(page.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();
  });
}
