import { expect, test, type Locator, type Page } from '../helpers/test';

/**
 * Beside each page form, from 1024 px, a column of what the reader weighs before sending it. It runs
 * about as long as the form: a short list beside a long form left a tall empty column (outside
 * reviews: the vendor page's "Have these at hand" list, Custom Integrations' gap, Contact's dead space).
 */
const pages: { route: string; form: (page: Page) => Locator; side: (page: Page) => Locator }[] = [
  {
    route: '/vendor-integrations/quorum',
    form: (page) => page.locator('#request-form'),
    // The first way to connect it (the steps and what to have at hand), beside the form's card.
    side: (page) => page.locator('#request-form').locator('xpath=preceding-sibling::div[1]'),
  },
  {
    route: '/custom-integrations',
    form: (page) => page.locator('#quote-form'),
    side: (page) => page.getByRole('region', { name: 'After You Send It' }),
  },
  {
    route: '/contact',
    form: (page) => page.getByRole('region', { name: 'Send Us a Message' }),
    side: (page) => page.getByRole('complementary', { name: 'Other Ways to Reach Us' }),
  },
];

for (const { route, form, side } of pages)
  for (const width of [1280, 1440])
    test(`${route} at ${width} px: the column beside the form ends within 200 px of the form`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const [formBox, sideBox] = [(await form(page).boundingBox())!, (await side(page).boundingBox())!];
      // Beside it (on either side), not under it.
      const apart = sideBox.x + sideBox.width <= formBox.x || formBox.x + formBox.width <= sideBox.x;
      expect(apart, 'side by side').toBe(true);
      expect(sideBox.y).toBeLessThan(formBox.y + formBox.height);
      const ends = [sideBox.y + sideBox.height, formBox.y + formBox.height];
      expect(Math.abs(ends[0]! - ends[1]!), 'between the two columns’ ends').toBeLessThanOrEqual(200);
    });

test('/custom-integrations: the column beside the quote form runs on, no gap between what we build and what follows', async ({
  visitor: page,
}) => {
  await page.goto('/custom-integrations');
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const list = (await page.getByRole('heading', { name: 'What We Build' }).locator('+ ul').boundingBox())!;
    const next = (await page.getByRole('heading', { name: 'After You Send It' }).boundingBox())!;
    // A section's usual spacing (it stood 130-200 px below, pushed to the form's foot: outside review).
    expect(next.y - (list.y + list.height), `${width} px`).toBeLessThanOrEqual(64);
  }
});

test("/custom-integrations: the quote's two choices sit side by side, framed as tall as the fields beside them", async ({
  visitor: page,
}) => {
  await page.goto('/custom-integrations');
  const group = page.getByRole('radiogroup', { name: 'Sync orders to this vendor?' });
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const select = (await page.getByRole('combobox', { name: 'Number of products' }).boundingBox())!;
    const [yes, no] = [
      (await group.locator('label', { has: page.getByRole('radio', { name: 'Yes', exact: true }) }).boundingBox())!,
      (await group.locator('label', { has: page.getByRole('radio', { name: 'No', exact: true }) }).boundingBox())!,
    ];
    expect(Math.abs(yes.y - no.y), `${width} px: one row`).toBeLessThan(1);
    expect(no.x, `${width} px: No beside Yes`).toBeGreaterThan(yes.x + yes.width);
    // The frames are the inputs' height (16 px bare radios beside 42 px fields: outside review WW).
    expect(Math.abs(yes.height - select.height), `${width} px: as tall as the select`).toBeLessThanOrEqual(2);
  }
});
