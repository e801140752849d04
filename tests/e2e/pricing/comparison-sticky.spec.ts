import { expect, test, type Page } from '../helpers/test';

/*
 * The plan comparison on a phone scrolls inside its own box, both ways: the plan names stay at its
 * top and the feature labels and group labels stay at its left, so no value is seen without its
 * plan and its feature. On a wide screen the plan names stay under the page's fixed header.
 */
const plans = ['Basic', 'Plus', 'Premium', 'Enterprise'];

async function boxes(page: Page) {
  return page.getByTestId('plan-comparison').evaluate((region) => {
    const rect = (element: Element | null | undefined) => element?.getBoundingClientRect().toJSON() as DOMRect;
    const table = region.querySelector('table')!;
    // A feature row in the middle of the box's view, and the group label above the rows.
    const box = region.getBoundingClientRect();
    const rowHeaders = [...table.querySelectorAll('tbody th[scope="row"]')];
    const middleRow = rowHeaders.find((th) => th.getBoundingClientRect().top > box.top + box.height / 2);
    return {
      region: rect(region),
      plans: [...table.querySelectorAll('thead th')].map((th) => ({ name: th.textContent!.trim(), ...rect(th) })),
      rowHeader: rect(middleRow),
      groupLabel: rect(table.querySelector('tbody th[scope="colgroup"] span')),
      scrolled: { top: region.scrollTop, left: region.scrollLeft },
      // The plan name cell is what is drawn at its own centre: not covered by the rows scrolling under it.
      planOnTop: [...table.querySelectorAll('thead th')].map((th) => {
        const { left, right, top, bottom } = th.getBoundingClientRect();
        const x = Math.min(Math.max((left + right) / 2, box.left + 2), box.right - 2);
        return (
          document
            .elementFromPoint(x, (top + bottom) / 2)
            ?.closest('th')
            ?.textContent?.trim() ?? null
        );
      }),
    };
  });
}

test('on a phone the plan names stay on top and the labels stay left while the table scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pricing');
  const region = page.getByTestId('plan-comparison');
  await region.scrollIntoViewIfNeeded();
  const before = await boxes(page);
  expect(before.region.height, 'the box fits the phone screen').toBeLessThanOrEqual(740 * 0.75);
  expect(before.plans.map((plan) => plan.name)).toEqual(plans);

  await region.evaluate((element) => element.scrollBy({ top: 420, left: 180 }));
  const after = await boxes(page);
  expect(after.scrolled.top, 'the table scrolled down inside its box').toBeGreaterThan(300);
  expect(after.scrolled.left, 'and sideways').toBeGreaterThan(100);
  for (const plan of after.plans) {
    expect(Math.abs(plan.top - after.region.top), `${plan.name} stays at the top`).toBeLessThanOrEqual(2);
  }
  // The plans now in view are drawn on top of the rows under them.
  const inView = after.plans.filter(
    (plan) => plan.left >= after.rowHeader.right - 1 && plan.right <= after.region.right,
  );
  expect(inView.length).toBeGreaterThan(0);
  for (const plan of inView) expect(after.planOnTop[after.plans.indexOf(plan)]).toBe(plan.name);
  expect(Math.abs(after.rowHeader.left - after.region.left), 'feature labels stay at the left').toBeLessThanOrEqual(2);
  expect(after.groupLabel.left, 'the group label did not scroll away sideways').toBeGreaterThanOrEqual(
    after.region.left,
  );
  expect(after.groupLabel.left).toBeLessThanOrEqual(after.region.left + 24);
});

test('on a wide screen the plan names stay under the fixed header while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  const region = page.getByTestId('plan-comparison');
  await region.scrollIntoViewIfNeeded();
  const { y: top, height } = (await region.boundingBox())!;
  // Half the table has gone up under the header.
  await page.evaluate((by) => window.scrollBy(0, by), top + height / 2 - 100);
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const after = await boxes(page);
  expect(after.region.top).toBeLessThan(0);
  for (const plan of after.plans) {
    expect(Math.abs(plan.top - headerBottom), `${plan.name} sits under the header`).toBeLessThanOrEqual(2);
    expect(after.planOnTop[after.plans.indexOf(plan)]).toBe(plan.name);
  }
});
