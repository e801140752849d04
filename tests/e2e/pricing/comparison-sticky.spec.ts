import { expect, test, type Page } from '../helpers/test';

/*
 * The plan comparison never scrolls inside the page: the page scrolls, and the plan names stay
 * under the fixed header while the table passes, on a phone and on a wide screen. On a phone the
 * four plans share the width, so every value sits under its plan name with no sideways scroll.
 */
const plans = ['Basic', 'Plus', 'Premium', 'Enterprise'];

/** Where the plan names are, and whether each is drawn on top (not covered by the rows under it). */
async function planNames(page: Page) {
  return page.getByTestId('plan-comparison').evaluate((region) =>
    [...region.querySelectorAll('thead th')].map((th) => {
      const { left, right, top, bottom } = th.getBoundingClientRect();
      const drawn = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)?.closest('th');
      return { name: th.textContent!.trim(), left, right, top, bottom, onTop: drawn === th };
    }),
  );
}

const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

/** Scrolls the page until the top of this row of the comparison is `offset` px below the header. */
async function scrollRowUnderHeader(page: Page, rowName: RegExp, offset: number) {
  const row = page.getByRole('table', { name: 'Compare every plan' }).getByRole('row', { name: rowName });
  const top = await row.evaluate((element) => element.getBoundingClientRect().top);
  await page.evaluate(
    (by) => window.scrollBy({ top: by, behavior: 'instant' }),
    top - (await headerBottom(page)) - offset,
  );
}

test('on a phone nothing in the comparison scrolls on its own, and the plan names stay in view down the table', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pricing');
  const region = page.getByTestId('plan-comparison');
  await region.scrollIntoViewIfNeeded();

  // No box in it scrolls, either way (a visually hidden 1 px label clips its text, and is not a box).
  const scrollers = await region.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => element.clientWidth > 1 && element.clientHeight > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        const y = /auto|scroll|hidden/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        const x = /auto|scroll|hidden/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        return x || y;
      })
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
  );
  expect(scrollers, 'elements of the comparison that scroll inside the page').toEqual([]);

  // Every plan, every feature and every value fits the phone's width, each within its own cell.
  const outside = await region.evaluate((root) =>
    [...root.querySelectorAll('th, td')]
      .filter((cell) => cell.getClientRects().length > 0)
      .filter((cell) => {
        const { left, right } = cell.getBoundingClientRect();
        return left < 0 || right > document.documentElement.clientWidth || cell.scrollWidth > cell.clientWidth + 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(outside, 'cells past the edge of the screen, or text wider than its cell').toEqual([]);

  // Each value sits under its plan's name.
  const names = await planNames(page);
  expect(names.map((plan) => plan.name)).toEqual(plans);
  const values = await page
    .getByRole('row', { name: /^Response time/ })
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
  expect(values).toHaveLength(plans.length);
  values.forEach((value, index) => {
    const centre = value.left + value.width / 2;
    expect(centre, `${plans[index]}'s value under its name`).toBeGreaterThan(names[index]!.left);
    expect(centre).toBeLessThan(names[index]!.right);
  });

  // Each value names its plan above it too, so a row far from the names row (or the table seen whole) reads alone.
  const shownNames = await page
    .getByRole('row', { name: /^API access/ })
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(shownNames).toEqual(plans.map((plan) => `"${plan}" / ""`));

  // Down through the table, to its last row: the plan names stay under the header, drawn on top.
  for (const [rowName, offset] of [
    [/^Orders/, 120],
    [/^API access/, 200],
    [/^Dedicated onboarding team/, 300],
  ] as const) {
    await scrollRowUnderHeader(page, rowName, offset);
    const top = await headerBottom(page);
    for (const plan of await planNames(page)) {
      expect(Math.abs(plan.top - top), `${plan.name} under the header, ${rowName} in view`).toBeLessThanOrEqual(2);
      expect(plan.onTop, `${plan.name} is not covered, ${rowName} in view`).toBe(true);
    }
  }
});

test('on a wide screen the plan names stay under the fixed header while the page scrolls', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  const region = page.getByTestId('plan-comparison');
  await region.scrollIntoViewIfNeeded();
  // Half the table has gone up under the header.
  await scrollRowUnderHeader(page, /^Pre-push product editing/, 150);
  expect((await region.boundingBox())!.y).toBeLessThan(0);
  const top = await headerBottom(page);
  const names = await planNames(page);
  expect(names.map((plan) => plan.name)).toEqual(plans);
  for (const plan of names) {
    expect(Math.abs(plan.top - top), `${plan.name} sits under the header`).toBeLessThanOrEqual(2);
    expect(plan.onTop, `${plan.name} is drawn on top`).toBe(true);
  }
  // The names row alone names the columns here: no value repeats its plan's name.
  const shownNames = await page
    .getByRole('row', { name: /^API access/ })
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').display));
  expect(shownNames).toEqual(plans.map(() => 'none'));
  // Nothing scrolls sideways or inside its own box at this width either.
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});
