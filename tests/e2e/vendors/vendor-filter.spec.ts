import { expect, test, type Page } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';

/** The Adult cards wait under their closed disclosure (outside review RR); a person opens it to see them. */
const openAdult = async (page: Page) => {
  const details = page.locator('details[data-vendor-disclosure]');
  if ((await details.getAttribute('open')) === null) await details.locator('> summary').click();
};
/** The vendors' filter on /vendor-integrations: it hides what does not match and says how many are left. */
const shownVendors = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /vendors|match/ });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Find a vendor' });
/** A choice of a chip group: a native radio in a pill named with its count (clicked by its label, as a person would). */
const chipIn = (group: string) => (page: Page, name: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: new RegExp(`^${name} \\d+$`) });
const chooseIn = (group: string) => (page: Page, name: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name} \\d+$`) })
    .click();
/** Below 768 px the chips fold under the "Filters" toggle (a native <details>); from 768 px they are open. */
const filtersToggle = (page: Page) => page.locator('summary').filter({ hasText: /^Filters/ });
const openFilters = async (page: Page) => {
  if (await filtersToggle(page).isVisible()) await filtersToggle(page).click();
  await expect(page.getByRole('group', { name: 'Category' })).toBeVisible();
};
const chip = chipIn('Category');
const chooseCategory = chooseIn('Category');
const feature = chipIn('Connects and syncs');
const chooseFeature = chooseIn('Connects and syncs');

test('a name narrows the list, keeps each vendor with its status, and says how many are left', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  await expect(shownVendors(page)).toHaveCount(17);
  await expect(count(page)).toHaveText('17 vendors, 12 live');
  await search(page).fill('lighting');
  await expect(shownVendors(page)).toHaveText(['Oxygen Lighting', 'Kuzco Lighting']);
  await expect(count(page)).toHaveText('2 of 17 vendors');
  await expect(count(page)).toHaveAttribute('aria-live', 'polite');
  // Only the category that still has vendors keeps its heading.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Furniture and Lighting', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Marketplaces', exact: true })).toBeHidden();
  const kuzco = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kuzco Lighting' }) });
  await expect(kuzco).toContainText('Status: Live');
  await expect(kuzco.getByRole('link', { name: 'Learn More about Kuzco Lighting' })).toHaveAttribute(
    'href',
    '/vendor-integrations/kuzco',
  );
  await search(page).fill("honey's");
  await expect(shownVendors(page)).toHaveText(["Honey's Place"]);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(shownVendors(page)).toHaveCount(17);
  await expect(count(page)).toHaveText('17 vendors, 12 live');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

test('a category chip shows that category only, together with the name', async ({ visitor: page }) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  await chooseCategory(page, 'Medical Supplies');
  await expect(chip(page, 'Medical Supplies')).toBeChecked();
  await expect(chip(page, 'All')).not.toBeChecked();
  await expect(shownVendors(page)).toHaveText(['Medline', 'McKesson']);
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Medline', exact: true }) }),
  ).toContainText('Status: Beta');
  // Not live: no Learn More.
  await expect(page.getByRole('main').getByRole('link', { name: /Learn More/ })).toHaveCount(0);
  await search(page).fill('mck');
  await expect(shownVendors(page)).toHaveText(['McKesson']);
  await expect(count(page)).toHaveText('1 of 17 vendors');
  await chooseCategory(page, 'All');
  await search(page).fill('');
  await expect(shownVendors(page)).toHaveCount(17);
});

test('each chip says how many vendors it holds, and a capability chip keeps the vendors that have it, with the category', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  const labels = (group: string) => page.getByRole('group', { name: group }).locator('label');
  await expect(labels('Category')).toHaveText([
    'All 17',
    'Furniture and Lighting 7',
    'Marketplaces 2',
    'Automotive 2',
    'Medical Supplies 2',
    'Adult 4',
  ]);
  await expect(labels('Connects and syncs')).toHaveText([
    'Any 17',
    'API 7',
    'FTP files 10',
    'Wholesale cost 16',
    'MAP prices 9',
  ]);
  await chooseFeature(page, 'API');
  await expect(feature(page, 'API')).toBeChecked();
  await expect(count(page)).toHaveText('7 of 17 vendors');
  await expect(shownVendors(page)).toHaveText([
    'James+James',
    // The store platform with the marketplaces, as the spec lists it (no row of its own before the groups).
    'Amazon MCF',
    'Shopify',
    'WheelPros',
    'Entrenue',
    "Honey's Place",
    'Williams Trading Co',
  ]);
  await expect(page.getByRole('region', { name: 'Medical Supplies', exact: true })).toBeHidden();
  await chooseCategory(page, 'Furniture and Lighting');
  await expect(shownVendors(page)).toHaveText(['James+James']);
  await chooseFeature(page, 'MAP prices');
  await expect(shownVendors(page)).toHaveText([
    'Nora',
    'Oxygen Lighting',
    'Quorum International',
    'Cyan Design',
    'Kuzco Lighting',
    'Crystorama',
    'James+James',
  ]);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(feature(page, 'Any')).toBeChecked();
  await expect(shownVendors(page)).toHaveCount(17);
});

test('while a name is typed, each chip counts the vendors that match it, and the categories are said politely', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  const labels = (group: string) => page.getByRole('group', { name: group }).locator('label');
  // The live region beside the count line (not the count's status, which stays "2 of 17 vendors").
  const said = page.locator('p[aria-live="polite"]:not([role="status"])');
  await expect(said).toHaveText('');
  await search(page).fill('lighting');
  await expect(count(page)).toHaveText('2 of 17 vendors');
  await expect(labels('Category')).toHaveText([
    'All 2',
    'Furniture and Lighting 2',
    'Marketplaces 0',
    'Automotive 0',
    'Medical Supplies 0',
    'Adult 0',
  ]);
  await expect(labels('Connects and syncs')).toHaveText([
    'Any 2',
    'API 0',
    'FTP files 2',
    'Wholesale cost 2',
    'MAP prices 2',
  ]);
  await expect(said).toHaveText('Furniture and Lighting 2');
  // A category chosen with the name: the counts still say what the name finds in each category.
  await chooseCategory(page, 'Furniture and Lighting');
  await expect(labels('Category')).toHaveText([
    'All 2',
    'Furniture and Lighting 2',
    'Marketplaces 0',
    'Automotive 0',
    'Medical Supplies 0',
    'Adult 0',
  ]);
  await search(page).fill('acme supplies');
  await expect(count(page)).toHaveText('0 of 17 vendors');
  // A name that matches no vendor leaves the chips without counts ("All 0", "Any 0" read as broken).
  await expect(labels('Category')).toHaveText([
    'All',
    'Furniture and Lighting',
    'Marketplaces',
    'Automotive',
    'Medical Supplies',
    'Adult',
  ]);
  await expect(labels('Connects and syncs')).toHaveText(['Any', 'API', 'FTP files', 'Wholesale cost', 'MAP prices']);
  await expect(said).toHaveText('');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(labels('Category')).toHaveText([
    'All 17',
    'Furniture and Lighting 7',
    'Marketplaces 2',
    'Automotive 2',
    'Medical Supplies 2',
    'Adult 4',
  ]);
  await expect(labels('Connects and syncs').first()).toHaveText('Any 17');
});

test('nothing found: a clear empty state that clears back to every vendor', async ({ visitor: page }) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  await search(page).fill('acme supplies');
  await expect(shownVendors(page)).toHaveCount(0);
  await expect(count(page)).toHaveText('0 of 17 vendors');
  const emptyTitle = page.getByRole('heading', { name: 'No Vendor Matches Your Search' });
  await expect(emptyTitle).toBeVisible();
  const emptyState = page.getByRole('main').locator('div').filter({ has: emptyTitle }).last();
  // Clear filters, and beside it the request its text offers (Clear filters alone read as a dead end: outside reviews
  // EEEEE, KKKKK), on one line, not stacked one over the other (outside review RRRR).
  const request = emptyState.getByRole('link', { name: 'Request Integration', exact: true });
  await expect(request).toHaveAttribute('href', '/custom-integrations');
  const [clearBox, requestBox] = await Promise.all([
    emptyState.getByRole('button', { name: 'Clear filters' }).boundingBox(),
    request.boundingBox(),
  ]);
  expect(Math.abs(clearBox!.y - requestBox!.y)).toBeLessThan(2);
  expect(requestBox!.x).toBeGreaterThan(clearBox!.x + clearBox!.width);
  const band = page.getByRole('region', { name: 'Missing a Vendor?' });
  await expect(band.getByRole('link', { name: 'Request Integration', exact: true })).toHaveAttribute(
    'href',
    '/custom-integrations',
  );
  const [emptyBox, bandBox] = await Promise.all([emptyState.boundingBox(), band.boundingBox()]);
  expect(bandBox!.y - (emptyBox!.y + emptyBox!.height)).toBeLessThan(400);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(search(page)).toBeFocused();
  await expect(shownVendors(page)).toHaveCount(17);
  await expect(count(page)).toHaveText('17 vendors, 12 live');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the filter used and with nothing found, ${theme} theme`, async ({ visitor: page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/vendor-integrations');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await chooseCategory(page, 'Furniture and Lighting');
    await search(page).fill('nor');
    await expect(shownVendors(page)).toHaveText(['Nora']);
    await expectNoAxeViolations(page);
    await search(page).fill('acme');
    await expect(page.getByRole('heading', { name: 'No Vendor Matches Your Search' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a phone the Filters toggle opens to the chips, which filter', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/vendor-integrations');
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();
    await filtersToggle(page).click();
    await chooseCategory(page, 'Marketplaces');
    await expect(shownVendors(page)).toHaveText(['Amazon MCF', 'Shopify']);
  });

  test('the list is complete, the name box (which needs JavaScript) is not offered, and a category chip filters', async ({
    page,
  }) => {
    await page.goto('/vendor-integrations');
    await openAdult(page);
    await expect(shownVendors(page)).toHaveCount(17);
    await expect(search(page)).toBeHidden();
    await expect(chip(page, 'All')).toBeChecked();
    await chooseCategory(page, 'Medical Supplies');
    await expect(chip(page, 'Medical Supplies')).toBeChecked();
    await expect(shownVendors(page)).toHaveText(['Medline', 'McKesson']);
    await expect(page.getByRole('region', { name: 'Furniture and Lighting', exact: true })).toBeHidden();
    // Arrow keys move the choice, as in any radio group.
    await chip(page, 'Medical Supplies').press('ArrowLeft');
    await expect(chip(page, 'Automotive')).toBeChecked();
    await expect(shownVendors(page)).toHaveText(['Parts Unlimited', 'WheelPros']);
    await chooseCategory(page, 'All');
    await expect(shownVendors(page)).toHaveCount(17);
    // The capability chips filter without JavaScript too, with the category.
    await chooseFeature(page, 'FTP files');
    await expect(shownVendors(page)).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Marketplaces', exact: true })).toBeHidden();
    await chooseCategory(page, 'Medical Supplies');
    await expect(shownVendors(page)).toHaveText(['Medline', 'McKesson']);
    // A category and a capability that share no vendor say so, with the way to ask for one.
    const note = page.getByText('No Vendor Matches Your Search');
    await expect(note).toBeHidden();
    await chooseFeature(page, 'API');
    await expect(shownVendors(page)).toHaveCount(0);
    await expect(note).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Integration', exact: true }).first()).toBeVisible();
    await chooseFeature(page, 'Any');
    await expect(note).toBeHidden();
    await chooseCategory(page, 'All');
    await expect(shownVendors(page)).toHaveCount(17);
  });
});

test('on a phone every chip keeps its name and count on one line in its wrapping rows', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/vendor-integrations');
  await openFilters(page);
  for (const group of ['Category', 'Connects and syncs']) {
    const labels = page.getByRole('group', { name: group }).locator('label');
    await expect(labels.first()).toBeVisible();
    // One line: its text's boxes share one top (the chips shrank in the row and wrapped: "FTP / files", review P).
    const lines = await labels.evaluateAll((all) =>
      all.map((label) => {
        // The text's own boxes (the native radio beside it is not text): a new line starts 10 px lower or more.
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width) tops.push(rect.top);
        }
        tops.sort((a, b) => a - b);
        return [label.textContent, 1 + tops.filter((top, index) => index && top - tops[index - 1]! >= 10).length];
      }),
    );
    for (const [text, count] of lines) expect(count, `${group}: ${text}`).toBe(1);
  }
});

for (const width of [375, 768, 1024]) {
  test(`at ${width} px every chip shows whole in the first view, the rows wrapping rather than scrolling, and the arrow keys reach the last`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/vendor-integrations');
    await openFilters(page);
    for (const group of ['Category', 'Connects and syncs']) {
      const labels = page.getByRole('group', { name: group }).locator('label');
      const row = labels.first().locator('..');
      // Nothing hides past an edge ("Marketplaces 2", "Whole…" cut mid-word in a sideways row: outside review).
      expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth), `${group} fits`).toBe(true);
      const rowBox = (await row.boundingBox())!;
      for (const box of await labels.evaluateAll((all) => all.map((label) => label.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(rowBox.x);
        expect(box.right).toBeLessThanOrEqual(Math.min(rowBox.x + rowBox.width, width) + 0.5);
      }
    }
    // No mask over the chips, which all show at rest.
    await expect(page.getByRole('group', { name: 'Category' }).locator('label').first().locator('..')).toHaveCSS(
      'mask-image',
      'none',
    );
    const radios = page.getByRole('group', { name: 'Category' }).getByRole('radio');
    await radios.first().focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(radios.last()).toBeChecked();
    await expect(page.getByRole('group', { name: 'Category' }).locator('label').last()).toBeInViewport({ ratio: 1 });
  });
}

/** Each group's chips by line: how many share each top (a new line starts 10 px lower or more). */
const chipLines = (page: Page, group: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .evaluateAll((all) => {
      const tops = all.map((label) => label.getBoundingClientRect().top).sort((a, b) => a - b);
      const lines: number[] = [];
      tops.forEach((top, index) => {
        if (index === 0 || top - tops[index - 1]! >= 10) lines.push(1);
        else lines[lines.length - 1]! += 1;
      });
      return lines;
    });

// Outside review MM: at 768 px the category chips wrapped with "Adult 4" alone on the last line. The chips
// wrap in balanced lines at every width: no chip alone under the others, the lines within one chip of each
// other, the categories in two lines at 768 px, 8 px between lines.
test('at every width from 375 to 1440 px the chips wrap in balanced lines, never one chip alone on the last', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/vendor-integrations');
  // Opened on the phone, the toggle stays open as the window widens (from 768 px the chips show anyway).
  await openFilters(page);
  for (let width = 375; width <= 1440; width += 15) {
    await page.setViewportSize({ width, height: 900 });
    for (const group of ['Category', 'Connects and syncs']) {
      const lines = await chipLines(page, group);
      const where = `${group} at ${width} px: ${lines.join(' + ')}`;
      if (lines.length > 1) expect(lines.at(-1), where).toBeGreaterThan(1);
      expect(Math.max(...lines) - Math.min(...lines), where).toBeLessThanOrEqual(1);
    }
  }
  await page.setViewportSize({ width: 768, height: 900 });
  expect(await chipLines(page, 'Category')).toHaveLength(2);
  const [first, second] = await page
    .getByRole('group', { name: 'Category' })
    .locator('label')
    .evaluateAll((all) =>
      [all[0]!.getBoundingClientRect(), all.at(-1)!.getBoundingClientRect()].map((box) => box.toJSON()),
    );
  expect(second.top - first.bottom).toBeGreaterThanOrEqual(6);
  expect(second.top - first.bottom).toBeLessThanOrEqual(10);
  // Under the search, not beside it: the categories on two lines at most at 1024 px (three beside the search), and
  // each group on one line from 1280 px (the categories took two there, "three rows": outside review).
  for (const [width, category, features] of [
    [1024, 2, 1],
    [1280, 1, 1],
    [1440, 1, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(await chipLines(page, 'Category'), `${width} px`).toHaveLength(category);
    expect(await chipLines(page, 'Connects and syncs'), `${width} px`).toHaveLength(features);
  }
});

// Outside review QQ: "The filter panel takes a whole screen" at 375 px. On a phone the search box, the count and a
// "Filters" toggle saying how many are chosen; the chips open under it. Native, so it works before hydration.
for (const width of [320, 375])
  test(`at ${width} px the filter is the search box and a Filters toggle that opens to the chips and says how many are chosen`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/vendor-integrations');
    await openAdult(page);
    const toggle = filtersToggle(page);
    const details = toggle.locator('..');
    await expect(toggle).toHaveText('Filters');
    await expect(details).not.toHaveAttribute('open');
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();
    // The whole panel, search box to toggle, under a third of the screen (it was about 440 px at 375).
    const panel = (await page.locator('div.rounded-card:has(> div > details)').boundingBox())!;
    expect(panel.height).toBeLessThan(800 / 3);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    // By keyboard: the toggle takes the focus after the search box and the legend, Enter opens it.
    await search(page).focus();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await chooseCategory(page, 'Furniture and Lighting');
    await chooseFeature(page, 'API');
    await expect(shownVendors(page)).toHaveText(['James+James']);
    await expect(toggle).toHaveText('Filters2 chosen');
    await expect(toggle.getByText('2 chosen')).toBeVisible();
    // Closed again, it still says so, and the list stays filtered.
    await toggle.click();
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();
    await expect(toggle.getByText('2 chosen')).toBeVisible();
    await expect(shownVendors(page)).toHaveText(['James+James']);
    await expect(count(page)).toHaveText('1 of 17 vendors');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(toggle).toHaveText('Filters');
    await expect(shownVendors(page)).toHaveCount(17);
  });

for (const theme of ['light', 'dark'] as const)
  test(`axe finds nothing on a phone with the Filters toggle open and a chip chosen, ${theme} theme`, async ({
    visitor: page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/vendor-integrations');
    await filtersToggle(page).click();
    await chooseCategory(page, 'Adult');
    await expect(filtersToggle(page).getByText('1 chosen')).toBeVisible();
    await expectNoAxeViolations(page);
  });

test('from 768 px the chips show open, with no Filters toggle', async ({ visitor: page }) => {
  for (const width of [768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/vendor-integrations');
    await expect(filtersToggle(page), `${width} px`).toBeHidden();
    await expect(page.getByRole('group', { name: 'Connects and syncs' }).locator('label').last()).toBeVisible();
  }
});
