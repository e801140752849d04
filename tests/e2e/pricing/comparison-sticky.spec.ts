import { expect, test, type Page } from '../helpers/test';
import { pixelsOfRegion, type Rgb } from '../helpers/pixels';
import { checkoutLinks } from '../../../lib/site/site';

/*
 * The plan comparison never scrolls inside the page: the page scrolls, and the plan names stay
 * under the fixed header while the table passes, on a phone and on a wide screen. On a phone a
 * switch of the four plans (radios) shows one plan's column at a time, each feature beside its value.
 */
const plans = ['Basic', 'Plus', 'Premium', 'Enterprise'];
/** A computed colour's channels. */
const rgbOf = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number) as Rgb;

/** Where the plan names are, and whether each is drawn on top (not covered by the rows under it). */
async function planNames(page: Page) {
  return page.getByTestId('plan-comparison').evaluate((region) =>
    [...region.querySelectorAll('thead th')].map((th) => {
      const { left, right, top, bottom } = th.getBoundingClientRect();
      const drawn = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)?.closest('th');
      return { name: th.firstElementChild!.textContent!.trim(), left, right, top, bottom, onTop: drawn === th };
    }),
  );
}

const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

/** Scrolls the page until the top of this row of the comparison is `offset` px below the header. */
async function scrollRowUnderHeader(page: Page, rowName: RegExp, offset: number) {
  const row = page.getByRole('table', { name: 'Compare Every Plan' }).getByRole('row', { name: rowName });
  const top = await row.evaluate((element) => element.getBoundingClientRect().top);
  await page.evaluate(
    (by) => window.scrollBy({ top: by, behavior: 'instant' }),
    top - (await headerBottom(page)) - offset,
  );
}

test('on a phone nothing in the comparison scrolls on its own, and a switch picks the one plan shown, in view down the table', async ({
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

  // One plan at a time, chosen in the switch: the most popular first, each feature beside its one value.
  const pick = region.getByRole('group', { name: 'Plan to compare' });
  await expect(pick.getByRole('radio')).toHaveCount(plans.length);
  await expect(pick.getByRole('radio', { name: 'Plus' })).toBeChecked();
  await expect(region.locator('thead')).toBeHidden();
  const responseTime = page.getByRole('row', { name: /^Response time/ });
  await expect(responseTime.getByRole('cell')).toHaveText(['Within 8 business hours']);
  const rowBox = (await responseTime.boundingBox())!;
  const [labelBox, valueBox] = await responseTime
    .locator('th, td:visible')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
  expect(valueBox!.left, 'the value beside its feature, not under it').toBeGreaterThanOrEqual(labelBox!.right - 1);
  expect(Math.abs(valueBox!.top - labelBox!.top)).toBeLessThan(rowBox.height / 2);
  await pick
    .locator('label')
    .filter({ hasText: /^Premium$/ })
    .click();
  await expect(responseTime.getByRole('cell')).toHaveText(['About 2 hours']);
  await expect(page.getByRole('row', { name: /^API access/ }).getByRole('cell')).toHaveText(['Included']);

  // Down through the table, to its last row: the switch stays under the header, drawn on top.
  for (const [rowName, offset] of [
    [/^Orders/, 120],
    [/^API access/, 200],
    [/^Onboarding led by a co-founder/, 300],
  ] as const) {
    // Scrolled and measured again until it holds: on a loaded machine the page above the table can
    // still be settling when the first scroll lands (it failed in 1 to 5 of 6 runs beside other work).
    await expect
      .poll(
        async () => {
          await scrollRowUnderHeader(page, rowName, offset);
          const top = await headerBottom(page);
          const box = await pick.evaluate((element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            const drawn = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
            return { top, onTop: element.contains(drawn) };
          });
          return { underHeader: Math.abs(box.top - top) <= 2, onTop: box.onTop };
        },
        { message: `the switch under the header and not covered, ${rowName} in view` },
      )
      .toEqual({ underHeader: true, onTop: true });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test("a phone's plan switch still picks the plan shown", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/pricing');
    const bulk = page.getByRole('row', { name: /^Bulk product creation/ });
    await expect(bulk.getByRole('cell')).toHaveText(['Free']);
    await page
      .getByRole('group', { name: 'Plan to compare' })
      .locator('label')
      .filter({ hasText: /^Basic$/ })
      .click();
    await expect(bulk.getByRole('cell')).toHaveText(['Quoted per catalog']);
  });
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
  // Every plan side by side here, and no switch.
  await expect(page.getByRole('row', { name: /^API access/ }).getByRole('cell')).toHaveCount(plans.length);
  await expect(region.getByRole('group', { name: 'Plan to compare' })).toBeHidden();
  // Nothing scrolls sideways or inside its own box at this width either.
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});

for (const [width, scheme] of [
  [768, 'light'],
  [1440, 'dark'],
] as const)
  test(`at ${width} px (${scheme}) each plan's price stays in view under its name while the table passes, in the period the toggle shows`, async ({
    visitor: page,
  }) => {
    // Outside review: "The long comparison table has no sticky plan header" (the names stuck, their prices did not).
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pricing');
    const region = page.getByTestId('plan-comparison');
    const head = region.locator('thead th');
    const prices = () =>
      head.evaluateAll((cells) =>
        cells.map((cell) =>
          [...cell.querySelectorAll('span + span:not(.sr-only)')]
            .filter((span) => span.getClientRects().length > 0)
            .map((span) => span.textContent)
            .join(' '),
        ),
      );
    for (const [period, expected] of [
      ['Annual', ['$89/month', '$179/month', '$269/month', 'Custom']],
      ['Monthly', ['$99/month', '$199/month', '$299/month', 'Custom']],
    ] as const) {
      if (period === 'Monthly')
        await page.getByRole('group', { name: 'Billing period' }).getByText('Monthly', { exact: true }).click();
      await region.scrollIntoViewIfNeeded();
      await scrollRowUnderHeader(page, /^Pre-push product editing/, 150);
      const top = await headerBottom(page);
      expect(await prices(), period).toEqual(expected);
      // The corner over the features says what the prices are: per month, billed in the period shown (a bare
      // "$89/month" did not say it was the annual rate: outside review WWW).
      await expect(region.locator('thead td span:visible')).toHaveText(
        period === 'Annual' ? 'Per month, billed annually' : 'Per month, billed monthly',
      );
      const cells = await head.evaluateAll((found) =>
        found.map((cell) => {
          const price = [...cell.querySelectorAll('span + span:not(.sr-only)')].find(
            (span) => span.getClientRects().length > 0,
          )!;
          const box = price.getBoundingClientRect();
          const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          // The price reads on the header's ground: its colour differs from the cell's background.
          return {
            top: cell.getBoundingClientRect().top,
            onTop: cell.contains(drawn),
            size: parseFloat(getComputedStyle(price).fontSize),
            ground: getComputedStyle(cell).backgroundColor !== 'rgba(0, 0, 0, 0)',
          };
        }),
      );
      for (const cell of cells) {
        expect(Math.abs(cell.top - top), `${period}: under the header`).toBeLessThanOrEqual(2);
        expect(cell).toMatchObject({ onTop: true, ground: true });
        expect(cell.size).toBeGreaterThanOrEqual(14);
      }
      // Scrolled back to the plans for the next period.
      await page.locator('#plans').scrollIntoViewIfNeeded();
    }
  });

// Outside review GGGG: "the sticky header of the compare table has no per-plan buttons, so a visitor has to scroll back
// up to start a plan". From 1024 px each plan's card button stays under its price, to the checkout of the period shown.
test("from 1024 px each plan's button stays under its price while the table passes, to the period's checkout", async ({
  visitor: page,
}) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pricing');
    const region = page.getByTestId('plan-comparison');
    const head = region.locator('thead th');
    for (const period of ['annual', 'monthly'] as const) {
      if (period === 'monthly')
        await page.getByRole('group', { name: 'Billing period' }).getByText('Monthly', { exact: true }).click();
      await region.scrollIntoViewIfNeeded();
      await scrollRowUnderHeader(page, /^Pre-push product editing/, 150);
      const buttons = head.getByRole('link').filter({ visible: true });
      await expect(buttons).toHaveText([
        /^Start Free Trial/,
        /^Start Free Trial/,
        /^Start Free Trial/,
        /^Contact Sales/,
      ]);
      // Each on one line, at the same height across the four (a wrapped one stood out of line at 1024 px).
      const tops = await buttons.evaluateAll((links) =>
        links.map((link) => [Math.round(link.getBoundingClientRect().top), link.getBoundingClientRect().height]),
      );
      const lines = tops.map(([top]) => top!);
      expect(Math.max(...lines) - Math.min(...lines), `${width} px: level across the plans`).toBeLessThanOrEqual(2);
      for (const [, height] of tops) expect(height).toBeLessThan(44);
      const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([
        checkoutLinks.basic[period],
        checkoutLinks.plus[period],
        checkoutLinks.premium[period],
        '/contact',
      ]);
      const top = await headerBottom(page);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.y, 'in view under the header').toBeGreaterThan(top);
        expect(
          await button.evaluate((link) => {
            const { left, top, width, height } = link.getBoundingClientRect();
            return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
          }),
        ).toBe(true);
      }
      // Each column still announced by its plan alone.
      await expect(region.getByRole('columnheader', { name: 'Plus', exact: true })).toHaveCount(1);
      await page.locator('#plans').scrollIntoViewIfNeeded();
    }
  }
});

// Outside review HHHH: the table dropped the emphasis the cards give Plus (Most popular). From 768 px its column keeps
// it: every cell on the brand's tint, a brand line over its name; on a phone, one plan at a time, no tint.
for (const scheme of ['light', 'dark'] as const)
  test(`from 768 px the Most popular plan's column stands out down the whole table (${scheme})`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pricing');
    const background = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    const row = page.getByRole('row', { name: /^API access/ });
    const [basic, plus, premium] = await Promise.all(
      [0, 1, 2].map((index) => background(row.getByRole('cell').nth(index))),
    );
    expect(plus).not.toBe(basic);
    expect(premium).toBe(basic);
    const header = page.getByRole('columnheader', { name: 'Plus', exact: true });
    expect(await background(header)).toBe(plus);
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('inset');
    // Unbroken through each group's heading row, which spans the table (the band broke at every group: outside review
    // AAAAA): the tint across the Plus column's width there, the group's own ground either side of it.
    await page
      .getByRole('columnheader', { name: 'Support', exact: true })
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const [plusCell, groupRow] = await Promise.all([
      row.getByRole('cell').nth(1).boundingBox(),
      page.getByRole('columnheader', { name: 'Support', exact: true }).boundingBox(),
    ]);
    const band = await pixelsOfRegion(page, {
      x: plusCell!.x - 8,
      y: groupRow!.y + groupRow!.height / 2,
      width: plusCell!.width + 16,
      height: 1,
    });
    const tint = rgbOf(plus!);
    const near = (a: Rgb, b: Rgb) => a.every((channel, index) => Math.abs(channel - b[index]!) <= 2);
    expect(near(band.at(12, 0), tint), `the band's tint: ${band.at(12, 0)}`).toBe(true);
    expect(near(band.at(band.width - 12, 0), tint)).toBe(true);
    expect(near(band.at(2, 0), tint)).toBe(false);
    expect(near(band.at(band.width - 2, 0), tint)).toBe(false);
    // Below 1280 px the features' column is narrower than its 34%: no tint drawn in the group rows there, rather than
    // one beside the column (it sat 60 px right of it at 1024 px).
    await page.setViewportSize({ width: 1024, height: 800 });
    await page
      .getByRole('columnheader', { name: 'Support', exact: true })
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const [narrowCell, narrowGroup] = await Promise.all([
      row.getByRole('cell').nth(1).boundingBox(),
      page.getByRole('columnheader', { name: 'Support', exact: true }).boundingBox(),
    ]);
    const beside = await pixelsOfRegion(page, {
      x: narrowCell!.x + narrowCell!.width + 4,
      y: narrowGroup!.y + narrowGroup!.height / 2,
      width: 40,
      height: 1,
    });
    expect(near(beside.at(20, 0), tint), 'no tint beside the Plus column at 1024 px').toBe(false);
    await page.setViewportSize({ width: 375, height: 812 });
    // The phone's switch shows Plus first: its one column, on the table's ground.
    expect(await background(page.locator('tr:has(th:text-is("API access")) td').nth(1))).not.toBe(plus);
  });
