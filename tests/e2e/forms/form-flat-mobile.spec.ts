import { expect, test } from '../helpers/test';

/**
 * A page form on a phone is not a box in a box (components/forms/FormCard.tsx, FieldGroup): below 640 px
 * the card and its parts' frames give way, so a field takes the content column's width (cards in a card
 * left about 270 px of 327 at 375: outside review), and the parts stand under a rule. From 640 px the card
 * and its framed parts stay.
 */
const routes = [
  '/application?position=integration-engineer',
  '/custom-integrations',
  '/contact',
  '/vendor-integrations/nora',
];

for (const route of routes)
  for (const colorScheme of ['light', 'dark'] as const)
    test(`${route} at 375 px (${colorScheme}): the form's fields span the content column, no part boxed in a box`, async ({
      visitor: page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(route);
      const card = page.locator('[data-form-card]');
      const input = card.getByRole('textbox', { name: 'Email' });
      await expect(input).toBeVisible();
      // The content column: the page container's box less its padding (327 px at 375).
      const column = await card.evaluate((element) => {
        const container = element.closest('.page-container') ?? element.parentElement!;
        const style = getComputedStyle(container);
        return container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      expect(column).toBeGreaterThan(320);
      expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(column - 4);
      // Neither the card nor a part draws a frame (border or ring) below 640 px.
      const frames = await card.evaluate(
        (element) =>
          [element, ...element.querySelectorAll('fieldset')]
            .map((box) => getComputedStyle(box))
            .filter(({ borderLeftWidth, boxShadow }) => parseFloat(borderLeftWidth) > 0 || /\dpx/.test(boxShadow))
            .length,
      );
      expect(frames).toBe(0);
    });

test('the application form at 375 px: its parts under a rule; from 640 px each part is framed in the card', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/application?position=integration-engineer');
  const parts = page.locator('[data-form-card] fieldset');
  expect(await parts.count()).toBeGreaterThan(1);
  for (const part of await parts.all()) {
    await expect(part).toHaveCSS('border-top-style', 'solid');
    await expect(part).toHaveCSS('border-top-width', '1px');
  }
  await page.setViewportSize({ width: 640, height: 900 });
  const card = page.locator('[data-form-card]');
  await expect(card).toHaveCSS('border-left-width', '1px');
  await expect(card).toHaveCSS('padding-left', '24px');
  for (const part of await parts.all()) {
    await expect(part).toHaveCSS('border-top-width', '0px');
    await expect(part).toHaveCSS('box-shadow', /1px/);
  }
});
