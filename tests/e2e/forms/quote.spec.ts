import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { uniqueMarker } from '../helpers/receiver';
import { errorSummary, expectErrorSummary, fillQuote, submitButton, theRequest, submissionFields } from './helpers';

const form = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Custom integration quote request' });

test.beforeEach(async ({ visitor: page }) => {
  await page.goto('/custom-integrations');
});

test('the hero leads straight to the quote form, with the 1-2 business day reply promise', async ({
  visitor: page,
}) => {
  await expect(page.getByText('We reply within 1-2 business days.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Request Integration', exact: true }).click();
  await expect(page).toHaveURL(/#quote-form$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Request a Quote' })).toBeInViewport();
});

test('the page says what a quote costs and settles; beside the form, what the work covers and what happens once it is sent', async ({
  visitor: page,
}) => {
  await expect(page).toHaveTitle('Custom Integrations | Linkwell');
  // The fee first, stated in full as a price list (it was one grey line of small print under a thin row of
  // four cells: outside review), from plans.md's setup fees, then what else the quote settles.
  const quote = page.locator('#your-quote');
  await expect(quote.getByRole('heading', { level: 2 })).toHaveText('Your Quote');
  // One story: the fee per kind of connection is published; the quote confirms which one applies ("we
  // price from a sample" beside fixed $300 and $500 fees, then "published" beside "your quote... the fixed
  // fee", read as contradictions: outside reviews).
  // In plain sentences, one idea each (the copy chained clauses with colons: outside review).
  await expect(quote.getByText('Each kind of vendor connection has one published setup fee.')).toBeVisible();
  await expect(quote).toContainText('It names the fee that applies, how your SKUs match and the go-live date.');
  await expect(quote).toContainText('No work starts until you approve it.');
  for (const line of await quote.locator('.icon-tile + div p').allInnerTexts()) expect(line).not.toContain(':');
  await expect(page.locator('main')).not.toContainText(/the fixed fee for your vendor/i);
  await expect(page.locator('main')).not.toContainText(/we price|price is fixed/i);
  await expect(quote.getByRole('heading', { level: 3 })).toHaveText([
    'Published Setup Fees',
    'Settled in Your Quote',
    'Data Source',
    'SKU Match',
    'Go-Live Date',
  ]);
  const fees = quote.getByRole('region', { name: 'Published Setup Fees' });
  const feeRows = fees.getByTestId('setup-fee');
  await expect(feeRows.locator('h4')).toHaveText(['CSV, XML or FTP Feed', 'Vendor API']);
  await expect(feeRows.nth(0)).toContainText('$300 per vendor');
  await expect(feeRows.nth(1)).toContainText('$500 per vendor');
  // The figure is the row's largest type, in the text colour (not the muted grey of small print).
  const price = feeRows.nth(1).getByText('$500', { exact: true });
  const [priceStyle, textStyle] = await Promise.all(
    [price, feeRows.nth(1).locator('p').first()].map((element) =>
      element.evaluate((node) => ({
        size: parseFloat(getComputedStyle(node).fontSize),
        color: getComputedStyle(node).color,
      })),
    ),
  );
  expect(priceStyle!.size).toBeGreaterThanOrEqual(20);
  expect(priceStyle!.color).not.toBe(textStyle!.color);
  // How it is paid, said plainly: once, on top of the plan, never by the hour or month.
  await expect(fees.getByRole('listitem').filter({ hasNotText: 'per vendor' })).toHaveText([
    'Paid once, on top of your plan',
    'Never billed by the hour or by the month',
    'Upkeep of the connection included',
  ]);
  await expect(fees.getByRole('link', { name: 'See all setup fees' })).toHaveAttribute('href', '/pricing#setup-fees');
  // Each point a lead and one short line, to scan (four near-alike paragraphs were text-heavy: outside review).
  for (const line of await quote.locator('.icon-tile + div p').allInnerTexts())
    expect(line.length).toBeLessThanOrEqual(90);
  await expect(quote.locator('ol')).toHaveCount(0);
  // From 1024 px the fees and the points sit side by side in one card, the fees first.
  await page.setViewportSize({ width: 1280, height: 900 });
  const [feeBox, pointBox] = await Promise.all([
    fees.boundingBox(),
    quote.getByRole('heading', { name: 'Data Source' }).boundingBox(),
  ]);
  expect(pointBox!.x).toBeGreaterThan(feeBox!.x + feeBox!.width);
  // Beside the form: what the work covers, then what happens once it is sent (the column ended halfway
  // down the form: outside review).
  const beside = page.locator('#request-quote');
  await expect(beside.getByRole('heading', { level: 3 })).toHaveText([
    'Catalog and Inventory Mapping',
    'Order Routing, If You Need It',
    'Testing with Your Data',
    'An Engineer Replies',
    'Your Quote, in Writing',
    'The Build Starts',
  ]);
  await expect(page.getByRole('heading', { name: 'How it works' })).toHaveCount(0);
  // The form's parts are its numbered legends, not again a strip of step pills above them (the outside review).
  await expect(page.locator('#quote-form ol')).toHaveCount(0);
  const afterSending = beside.getByRole('list', { name: 'What happens after you send the form' });
  await expect(afterSending.getByRole('listitem')).toHaveCount(3);
  await expect(afterSending.getByRole('listitem').nth(1)).toContainText(
    'It names the published fee for your vendor, how your SKUs match and the go-live date.',
  );
  // On a phone the steps after sending come after the form; at 1024-1440 px they sit right under the list
  // beside the form (form-columns.spec.ts holds the column's end near the form's).
  await page.setViewportSize({ width: 375, height: 900 });
  const [phoneSteps, phoneForm] = await Promise.all([
    afterSending.boundingBox(),
    page.locator('#quote-form').boundingBox(),
  ]);
  expect(phoneSteps!.y).toBeGreaterThan(phoneForm!.y + phoneForm!.height);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const [column, formCard] = await Promise.all([
      afterSending.boundingBox(),
      page.locator('#quote-form').boundingBox(),
    ]);
    expect(formCard!.x).toBeGreaterThan(column!.x + column!.width);
  }
});

test('the page ends with a closing band: a listed vendor, or a word with sales', async ({ visitor: page }) => {
  // It ended on the quote's card, with nowhere to go (outside review).
  const band = page.getByRole('region', { name: 'Is Your Vendor Already Listed?' });
  // The last region of the page's main.
  await expect(page.getByRole('main').locator('section').last()).toHaveAttribute(
    'aria-labelledby',
    'closing-cta-title',
  );
  await expect(band.getByRole('link')).toHaveText(['Browse Vendor Integrations', 'Talk to Sales']);
  await expect(band.getByRole('link', { name: 'Browse Vendor Integrations' })).toHaveAttribute(
    'href',
    '/vendor-integrations',
  );
  await expect(band.getByRole('link', { name: 'Talk to Sales' })).toHaveAttribute('href', '/contact');
  // Last on the page, after the quote.
  const [quote, closing] = [await page.locator('#your-quote').boundingBox(), await band.boundingBox()];
  expect(closing!.y).toBeGreaterThanOrEqual(quote!.y + quote!.height);
});

test("from 1024 px the quote card's two columns start level: each title, then its first row", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/custom-integrations');
  const quote = page.locator('#your-quote');
  // Centred, the right column opened on an unexplained gap beside the fee list (outside review).
  const fees = (await quote.getByRole('heading', { name: 'Published Setup Fees' }).boundingBox())!;
  const settled = (await quote.getByRole('heading', { name: 'Settled in Your Quote' }).boundingBox())!;
  expect(settled.x).toBeGreaterThan(fees.x + fees.width);
  expect(Math.abs(settled.y - fees.y)).toBeLessThan(2);
  const firstFee = (await quote.getByTestId('setup-fee').first().boundingBox())!;
  const firstPoint = (await quote.locator('li:has(.icon-tile)').first().boundingBox())!;
  expect(Math.abs(firstPoint.y - firstFee.y)).toBeLessThan(2);
});

test('on a phone the fees read as a price list, each price on its row, and each point of the quote is one short row', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // A fee wrapped under its words sat adrift: the price stays at the right of its row.
  for (const row of await page.locator('#your-quote').getByTestId('setup-fee').all()) {
    const [title, price, box] = await Promise.all([
      row.locator('h4').boundingBox(),
      row.getByText(/^\$\d+$/).boundingBox(),
      row.boundingBox(),
    ]);
    expect(price!.x).toBeGreaterThan(title!.x + title!.width);
    expect(price!.x + price!.width).toBeGreaterThan(box!.x + box!.width - 2);
  }
  const points = page.locator('#your-quote li:has(.icon-tile)');
  await expect(points).toHaveCount(3);
  // Tall icon-over-text blocks ran long on a phone (outside review): each point is one short row.
  for (const point of await points.all()) {
    const [icon, heading, row] = [
      (await point.locator('.icon-tile').boundingBox())!,
      (await point.getByRole('heading').boundingBox())!,
      (await point.boundingBox())!,
    ];
    expect(heading.x).toBeGreaterThan(icon.x + icon.width);
    expect(Math.abs(heading.y - icon.y)).toBeLessThan(12);
    expect(row.height).toBeLessThan(150);
  }
});

test('each time the page names is about a different thing: the reply, the go-live date, the first sync', async ({
  visitor: page,
}) => {
  const main = page.getByRole('main');
  const text = await main.innerText();
  // The build has a date in the quote, not a second promise in days (the reply's is counted above).
  expect(text).not.toMatch(/within two days/);
  await expect(main.getByRole('heading', { name: 'Go-Live Date' })).toBeVisible();
  // Two plain sentences, not "Set in the quote: the date ... First full sync: ..." (outside review).
  await expect(main.getByText('The quote names the start date.', { exact: false })).toBeVisible();
  // The first full sync's span is the FAQ's (content/faq/01-general.md), not a third figure.
  await expect(main).toContainText('The first full sync takes a few hours to 1-2 days.');
  await expect(main).not.toContainText('Set in the quote:');
});

test('the quote form groups its fields, with no field left alone in half a row', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(form(page).getByRole('group', { name: 'You and Your Store' })).toBeVisible();
  const vendor = form(page).getByRole('group', { name: 'The Vendor to Connect' });
  await expect(vendor.getByLabel('Vendor name')).toBeVisible();
  const [name, type] = [
    (await vendor.getByLabel('Vendor name').boundingBox())!,
    (await vendor.getByLabel('Integration type').boundingBox())!,
  ];
  const website = (await vendor.getByLabel('Vendor website').boundingBox())!;
  expect(type.width, 'Integration type spans the row').toBeCloseTo(website.x + website.width - name.x, 0);
});

test('the form reads as two numbered parts, each ticked on its legend as soon as its own fields are complete', async ({
  visitor: page,
}) => {
  // One way to show the parts: the legends, with no strip of step links above them (the outside review).
  await expect(page.getByRole('list', { name: 'Parts of the form' })).toHaveCount(0);
  await expect(page.locator('#quote-form a[href="#quote-store"]')).toHaveCount(0);
  const store = form(page).getByRole('group', { name: 'You and Your Store', exact: true });
  const vendor = form(page).getByRole('group', { name: 'The Vendor to Connect', exact: true });
  const tick = (group: typeof store) => group.locator('legend [data-done] svg');
  // Each part's number, shown whatever the part holds: a done part's tick goes beside it, not in its place.
  const number = (group: typeof store) => group.locator('legend [aria-hidden="true"]:visible').first();
  await expect(number(store)).toHaveText('1');
  await expect(number(vendor)).toHaveText('2');
  await expect(tick(vendor)).toBeHidden();
  await vendor.getByLabel('Vendor name').fill('Harbor Lighting Supply');
  await vendor.getByLabel('Vendor website').fill('https://harborlighting.example');
  // The vendor's part is complete while the first is not: the vendor's is ticked on its own, the first keeps its number.
  const vendorDone = form(page).getByRole('group', { name: 'Done: The Vendor to Connect', exact: true });
  await expect(tick(vendorDone)).toBeVisible();
  await expect(number(vendorDone)).toHaveText('2');
  await expect(number(vendorDone)).toBeVisible();
  await expect(tick(store)).toBeHidden();
  await expect(number(store)).toHaveText('1');
  await fillQuote(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    website: 'https://store.example',
    productCount: '10000+',
    syncOrders: /^No/,
    vendorName: 'Harbor Lighting Supply',
    vendorWebsite: 'https://harborlighting.example',
  });
  await expect(form(page).getByRole('group', { name: 'Done: You and Your Store', exact: true })).toBeVisible();
  const done = form(page).getByRole('group', { name: 'Done: The Vendor to Connect', exact: true });
  await expect(done).toBeVisible();
  await expect(tick(done)).toBeVisible();
  await expect(number(done)).toBeVisible();
});

test('the page promises the reply time once, beside the way to the form', async ({ visitor: page }) => {
  const main = page.getByRole('main');
  expect((await main.innerText()).match(/1-2 business days?/g)).toHaveLength(1);
  await expect(main.getByText('We reply within 1-2 business days.')).toBeVisible();
});

test("the hero's scene shows a custom connector: the vendor's file and API, the field mapping, the store", async ({
  visitor: page,
}) => {
  const scene = page.getByRole('figure').filter({ hasText: 'An example vendor without a ready integration' });
  await expect(scene).toContainText('products.csv');
  await expect(scene).toContainText('GET /v2/stock');
  const mapping = scene.getByRole('listitem').filter({ hasText: 'qty_available' });
  await expect(mapping).toContainText('Inventory');
  await expect(scene).toContainText('Your store');
});

test('a valid request arrives as exactly the JSON of the nine fields and the Request Sent panel takes focus', async ({
  visitor: page,
}) => {
  const marker = uniqueMarker('quote-ok');
  await fillQuote(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: ' +1 555 0100 ',
    website: 'https://store.example',
    productCount: '10000+',
    syncOrders: /^No/,
    vendorName: `Acme Supply ${marker}`,
    vendorWebsite: 'https://acme.example',
    integrationType: 'ftp',
  });
  await submitButton(page, 'Request a Quote').click();

  const heading = page.getByRole('heading', { name: 'Request Sent' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('reply with a quote within 1-2 business days', { exact: false }).last()).toBeVisible();
  const request = await theRequest(marker);
  expect(request.path).toBe('/webhook/quote');
  expect(request.body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    website: 'https://store.example',
    productCount: '10000+',
    syncOrders: 'no',
    vendorName: `Acme Supply ${marker}`,
    vendorWebsite: 'https://acme.example',
    integrationType: 'ftp',
    ...submissionFields(),
  });
  await expectNoAxeViolations(page);
});

test('required fields and URLs are checked inline, summed up at the top with links to the fields (axe clean)', async ({
  visitor: page,
}) => {
  await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await form(page).getByLabel('Email').fill('ada@example.com');
  await form(page).getByLabel('Store website').fill('store.example');
  await submitButton(page, 'Request a Quote').click();
  await expectErrorSummary(form(page), [
    'Please enter a full web address starting with https://, such as https://example.com.',
    'Please choose how many products you sell.',
    'Please tell us whether orders should sync to the vendor.',
    "Please enter the vendor's name.",
    "Please enter the vendor's website.",
  ]);
  await expect(form(page).getByLabel('Store website')).toHaveAccessibleDescription(
    /Please enter a full web address starting with https:\/\//,
  );
  await expect(form(page).getByLabel('Number of products')).toHaveAccessibleDescription(
    'Please choose how many products you sell.',
  );
  await expect(form(page).getByRole('radiogroup')).toHaveAccessibleDescription(
    'Please tell us whether orders should sync to the vendor.',
  );
  await expect(form(page).getByLabel('Vendor name')).toHaveAccessibleDescription("Please enter the vendor's name.");
  await expect(form(page).getByLabel('Vendor website')).toHaveAccessibleDescription(
    "Please enter the vendor's website.",
  );
  await expect(form(page).getByLabel('Integration type')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // A radio group's link focuses its first radio.
  await errorSummary(form(page))
    .getByRole('link', { name: 'Please tell us whether orders should sync to the vendor.' })
    .click();
  await expect(form(page).getByRole('radio').first()).toBeFocused();
});

test('a reload mid-way restores the draft', async ({ visitor: page }) => {
  const marker = uniqueMarker('quote-draft');
  await form(page).getByLabel('Vendor name').fill(marker);
  await form(page).getByLabel('Number of products').selectOption('2001-10000');
  await form(page).getByRole('radio', { name: /^Yes/ }).check();
  await page.reload();
  await expect(form(page).getByLabel('Vendor name')).toHaveValue(marker);
  await expect(form(page).getByLabel('Number of products')).toHaveValue('2001-10000');
  await expect(form(page).getByRole('radio', { name: /^Yes/ })).toBeChecked();
});

test('the quote can be requested with the keyboard alone', async ({ visitor: page }) => {
  const marker = uniqueMarker('quote-keys');
  await form(page).getByRole('textbox', { name: 'Name', exact: true }).focus();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('key@example.com');
  await page.keyboard.press('Tab'); // phone
  await page.keyboard.press('Tab'); // store website
  await page.keyboard.type('https://keys.example');
  await page.keyboard.press('Tab'); // product count
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab'); // sync orders radio group
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel('Vendor name')).toBeFocused();
  await page.keyboard.type(marker);
  await page.keyboard.press('Tab');
  await page.keyboard.type('https://vendor.example');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeFocused();
  expect((await theRequest(marker)).body).toMatchObject({
    productCount: '1-500',
    syncOrders: 'yes',
    vendorName: marker,
    integrationType: '',
  });
});
