import { expect, test } from '../helpers/test';

/**
 * A page form on a phone is not a box in a box (components/forms/FormCard.tsx, FieldGroup): below 640 px
 * the card and its parts' frames give way, so a field takes the content column's width (cards in a card
 * left about 270 px of 327 at 375: outside review), and the parts stand under a rule. From 640 px the card
 * is framed, its parts still under their rule.
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

// From 640 px a long form's card is framed, and its numbered parts are sections of it under a rule, not framed
// panels inside it (outside reviews MM on the application, TTTT on the quote form: "box within a box").
for (const { route, count } of [
  { route: '/application?position=integration-engineer', count: 4 },
  { route: '/custom-integrations', count: 2 },
])
  test(`${route}: the form's parts under a rule at every width, never a box in its card`, async ({ visitor: page }) => {
    await page.goto(route);
    const card = page.locator('[data-form-card]');
    const parts = card.locator('fieldset');
    await expect(parts).toHaveCount(count);
    for (const width of [375, 640, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card).toHaveCSS('border-left-width', width >= 640 ? '1px' : '0px');
      for (const part of await parts.all()) {
        await expect(part).toHaveCSS('border-top-style', 'solid');
        await expect(part).toHaveCSS('border-top-width', '1px');
        await expect(part).toHaveCSS('border-left-width', '0px');
        await expect(part).toHaveCSS('box-shadow', 'none');
        await expect(part).toHaveCSS('padding-left', '0px');
      }
      // Nothing else in the card draws a card's frame either.
      await expect(card.locator('.rounded-card, [data-form-card]')).toHaveCount(0);
    }
  });
