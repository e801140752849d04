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
  // One name for the page's one action, the form's own (three labels for one form: outside review JJJJJJ).
  await expect(page.getByRole('main').getByText('Request Integration')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Request a Quote', exact: true })).toHaveCount(2);
  await page.getByRole('main').getByRole('link', { name: 'Request a Quote', exact: true }).first().click();
  await expect(page).toHaveURL(/#quote-form$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Request a Quote' })).toBeInViewport();
});

test('the page says what a quote costs and settles; beside the form (before it on a phone), what the work covers and what happens once it is sent', async ({
  visitor: page,
}) => {
  await expect(page).toHaveTitle('Custom Integrations | Linkwell');
  const quote = page.locator('#your-quote');
  await expect(quote.getByRole('heading', { level: 2 })).toHaveText('One Fixed Fee per Vendor');
  // One story: the fee per kind of connection is published; the quote confirms which one applies ("we
  // price from a sample" beside fixed $300 and $500 fees, then "published" beside "your quote... the fixed
  // fee", read as contradictions: outside reviews).
  // In plain sentences, one idea each (the copy chained clauses with colons: outside review).
  await expect(quote).toContainText(
    'The fee depends only on what your vendor sends. Your quote confirms it and settles three things before work starts.',
  );
  for (const line of await quote.locator('.icon-tile + div p').allInnerTexts()) expect(line).not.toContain(':');
  await expect(page.locator('main')).not.toContainText(/the fixed fee for your vendor/i);
  await expect(page.locator('main')).not.toContainText(/we price|price is fixed/i);
  // Only what applies to a custom build, said once: its two fees with what they cover, not again Pricing's
  // list of every setup fee in a panel of its own (outside review: the page repeated the pricing fees).
  await expect(quote.getByRole('heading', { level: 3 })).toHaveText(['Data Source', 'SKU Match', 'Go-Live Date']);
  await expect(page.getByRole('main').getByTestId('setup-fee')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/Pre-built Integration/)).toHaveCount(0);
  const fees = quote.getByRole('list', { name: 'Custom build setup fees' }).getByTestId('quote-fee');
  // Each fee by what the reader's vendor has, not Pricing's names for them ("CSV, XML or FTP Integration",
  // "Custom API Integration") said again (outside review: the prices repeated Pricing almost word for word).
  // Under each, from 640 px, a source of that kind, so each fee shows what it reads.
  await expect(fees).toHaveText([
    '$300If your vendor sends CSV, XML or FTP filesSuch as products.csv',
    '$500If your vendor has an API for its stockSuch as GET /v2/stock',
  ]);
  await expect(page.getByRole('main')).not.toContainText(/Integration\s*\$|per vendor|Paid once per vendor/);
  const said = await page.getByRole('main').innerText();
  for (const figure of ['$300', '$500']) expect(said.split(figure).length - 1, `${figure} said once`).toBe(1);
  // The figure is the largest type, in the text colour (not the muted grey of small print).
  const price = fees.nth(1).getByText('$500', { exact: true });
  const [priceStyle, textStyle] = await Promise.all(
    [price, fees.nth(1).getByText('If your vendor has an API')].map((element) =>
      element.evaluate((node) => ({
        size: parseFloat(getComputedStyle(node).fontSize),
        color: getComputedStyle(node).color,
      })),
    ),
  );
  expect(priceStyle!.size).toBeGreaterThanOrEqual(28);
  expect(priceStyle!.color).not.toBe(textStyle!.color);
  // How it is paid, said plainly and in this page's words: once for the vendor, the plan unchanged, upkeep in,
  // never by the hour.
  await expect(quote).toContainText("You pay it once. Your plan's price stays the same, and we keep it working.");
  // Each point a lead and one short line, to scan (four near-alike paragraphs were text-heavy: outside review).
  for (const line of await quote.locator('.icon-tile + div p').allInnerTexts())
    expect(line.length).toBeLessThanOrEqual(90);
  await expect(quote.locator('ol')).toHaveCount(0);
  // Beside the form: what the work covers, then what happens once it is sent (the column ended halfway
  // down the form: outside review).
  const beside = page.locator('#request-quote');
  await expect(beside.getByRole('heading', { level: 3 })).toHaveText([
    'Catalog and Inventory Mapping',
    'Order Routing, If You Need It',
    'Testing with Your Data',
    'An Engineer Asks for a Sample',
    'Your Quote, in Writing',
    'The Build Starts',
  ]);
  await expect(page.getByRole('heading', { name: 'How it works' })).toHaveCount(0);
  // The form's parts are its numbered legends, not again a strip of step pills above them (the outside review).
  await expect(page.locator('#quote-form ol')).toHaveCount(0);
  const afterSending = beside.getByRole('list', { name: 'What happens after you send the form' });
  await expect(afterSending.getByRole('listitem')).toHaveCount(3);
  // When the quote comes, not again what it names (the three points above say so) nor that no work starts
  // before it is approved (the quote's intro says so).
  // At the published fee: "written from that sample" beside a published fee read as a price still to be worked
  // out (outside review RRR).
  await expect(afterSending.getByRole('listitem').nth(1)).toContainText(
    'At the published fee above, for you to review.',
  );
  await expect(page.getByRole('main')).not.toContainText('from that sample');
  const main = await page.getByRole('main').innerText();
  expect(main.match(/before (any )?work starts|no work starts|work begins/gi)).toHaveLength(1);
  expect(main.match(/go-live date/gi), 'the go-live date named by the quote once, and by the last step').toHaveLength(
    2,
  );
  // On a phone the form comes first in its section, right after the fees, what the work covers and the steps
  // after sending under it (under them, the form sat at the foot of a long page: outside review TT); at
  // 1024-1440 px they sit right under the list beside the form (form-columns.spec.ts holds the column's end
  // near the form's).
  await page.setViewportSize({ width: 375, height: 900 });
  const [phoneIncludes, phoneForm] = await Promise.all([
    beside.getByRole('heading', { name: 'What We Build' }).boundingBox(),
    page.locator('#quote-form').boundingBox(),
  ]);
  expect(phoneForm!.y + phoneForm!.height).toBeLessThan(phoneIncludes!.y);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const [column, formCard] = await Promise.all([
      afterSending.boundingBox(),
      page.locator('#quote-form').boundingBox(),
    ]);
    expect(formCard!.x).toBeGreaterThan(column!.x + column!.width);
  }
});

// The fees came after the form (outside review GG): what a custom build costs and how soon it goes live
// are read before the form, at every width.
for (const width of [375, 768, 1024, 1440])
  test(`at ${width} px the fees and the go-live time come before the quote form`, async ({ visitor: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/custom-integrations');
    const formBox = (await page.locator('#quote-form').boundingBox())!;
    for (const text of ['If your vendor has an API', 'The first full sync takes a few hours to 1-2 days.']) {
      const found = (await page.locator('main').getByText(text, { exact: false }).first().boundingBox())!;
      expect(found.y + found.height, text).toBeLessThan(formBox.y);
    }
  });

// The form, the steps after it and an "Is Your Vendor Already Listed?" band made three closing blocks in a
// row (outside review KK): from 1024 px the page ends with the form, and the check for a listed vendor is made
// once, under the quote's points, before the form.
for (const width of [1440])
  test(`at ${width} px the page ends with the quote form, the listed-vendor check said once before it`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/custom-integrations');
    const main = page.getByRole('main');
    await expect(page.locator('#closing-cta-title')).toHaveCount(0);
    await expect(main.getByText('Is Your Vendor Already Listed?', { exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Talk to Sales' })).toHaveCount(0);
    // The form's section is the last of main's, and nothing in main stands below the form's card.
    await expect(main.locator(':scope > section').last()).toHaveAttribute('id', 'request-quote');
    const formBox = (await page.locator('#quote-form').boundingBox())!;
    const lowest = await main.evaluate((element) =>
      Math.max(
        ...[...element.querySelectorAll('h2, h3, p, li, a')]
          .filter((node) => !node.closest('#quote-form') && (node as HTMLElement).offsetParent)
          .map((node) => node.getBoundingClientRect().bottom + window.scrollY),
      ),
    );
    expect(lowest).toBeLessThan(formBox.y + formBox.height);
    // The check: said once, with the way to the vendor list, under the quote's points and before the form.
    const listed = page.locator('#your-quote').getByTestId('quote-listed');
    await expect(listed).toHaveText('Listed vendors have no setup fee.');
    expect((await main.innerText()).match(/no setup fee/gi)).toHaveLength(1);
    const browse = page.locator('#your-quote').getByRole('link', { name: 'Check the Vendor List' });
    await expect(browse).toHaveAttribute('href', '/vendor-integrations');
    const [points, check] = [
      (await page.locator('#your-quote').getByRole('list').last().boundingBox())!,
      (await browse.boundingBox())!,
    ];
    expect(check.y).toBeGreaterThan(points.y + points.height);
    expect(check.y + check.height).toBeLessThan(formBox.y);
  });

// On a phone the form sat at the foot of a long page (outside review TT): the hero's button leads to it without
// JavaScript, and it is the first thing after the fees, what the work covers and the steps after it below.
test('at 375 px the hero leads to the quote form, which follows the fees directly', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/custom-integrations');
  const hero = page.locator('[data-hero]');
  await expect(hero.getByRole('link', { name: 'Request a Quote', exact: true })).toHaveAttribute('href', '#quote-form');
  const [fees, form, includes] = await Promise.all([
    page.locator('#your-quote').boundingBox(),
    page.locator('#quote-form').boundingBox(),
    page.getByRole('heading', { name: 'What We Build' }).boundingBox(),
  ]);
  expect(form!.y).toBeGreaterThan(fees!.y + fees!.height);
  // Nothing but the section's padding between the fees and the form.
  expect(form!.y - (fees!.y + fees!.height)).toBeLessThan(120);
  expect(includes!.y).toBeGreaterThan(form!.y + form!.height);
});

// Pages were too long and wordy (outside review KK: cut about 40%, one idea a section, each figure once): the
// page's own words, the form and the hero's example scene aside, were about 320; they stay within 240.
test('the copy around the form is short: at most 240 words outside the form and the scene', async ({
  visitor: page,
}) => {
  const words = await page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const skip of copy.querySelectorAll('#quote-form, figure, script')) skip.remove();
    return copy.textContent!.split(/\s+/).filter(Boolean).length;
  });
  expect(words).toBeGreaterThan(150);
  expect(words).toBeLessThanOrEqual(240);
  await expect(page.locator('#quote-form')).toContainText(
    'About two minutes, a few details on you, your store and the vendor you want connected.',
  );
  await expect(page.locator('#quote-form')).not.toContainText('Tell us about your store');
});

// A fee panel beside a shorter "Settled in Your Quote" panel left empty space under the points (outside
// review); beside the heading the price card ran far below the points and the check floated under them (outside
// review OOO). Under the heading, the fees' card and the points' card side by side, as tall as each other, and the
// listed-vendor check under both.
for (const width of [1024, 1280, 1440])
  test(`at ${width} px the quote's fees and its points stand side by side under its heading, as tall as each other`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/custom-integrations');
    const quote = page.locator('#your-quote');
    const [heading, fees, card, check] = await Promise.all([
      quote.getByRole('heading', { level: 2 }).boundingBox(),
      quote.getByRole('list', { name: 'Custom build setup fees' }).locator('..').boundingBox(),
      quote.getByRole('list').last().boundingBox(),
      quote.getByTestId('quote-listed').boundingBox(),
    ]);
    expect(fees!.y, 'the fees under the heading').toBeGreaterThan(heading!.y + heading!.height);
    expect(card!.x, 'the points beside the fees').toBeGreaterThan(fees!.x + fees!.width);
    expect(Math.abs(card!.y - fees!.y), 'tops level').toBeLessThan(2);
    expect(Math.abs(card!.height - fees!.height), 'as tall as each other').toBeLessThan(2);
    expect(check!.y, 'the check under both').toBeGreaterThan(card!.y + card!.height);
    expect(check!.x, 'from the left edge').toBeLessThan(fees!.x + 2);
    // The last point ends close to the card's foot.
    const last = (await quote.locator('li:has(.icon-tile)').last().locator('p').boundingBox())!;
    expect(card!.y + card!.height - (last.y + last.height), 'space under the last point').toBeLessThan(64);
    // The two fees side by side, their prices level.
    const prices = await quote
      .getByTestId('quote-fee')
      .locator('p:first-child')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(prices).toHaveLength(2);
    expect(new Set(prices).size).toBe(1);
    // Each fee fills its half down to the note, its price and kind centred there: at their top, a rule that stopped
    // short over an empty band under the shorter kind read as an empty half-cell (outside review QQQ).
    const note = (await quote.getByText('You pay it once.').boundingBox())!;
    for (const fee of await quote.getByTestId('quote-fee').all()) {
      const [cell, price, kind] = [
        (await fee.boundingBox())!,
        (await fee.locator('p').first().boundingBox())!,
        (await fee.locator('p').last().boundingBox())!,
      ];
      expect(note.y - (cell.y + cell.height), 'the fee runs down to the note').toBeLessThan(40);
      expect(Math.abs(price.y - cell.y - (cell.y + cell.height - kind.y - kind.height)), 'centred').toBeLessThan(8);
    }
  });

test('on a phone the two fees stand side by side, prices level, and each point of the quote is one short row', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const prices = await page
    .locator('#your-quote')
    .getByTestId('quote-fee')
    .locator('p:first-child')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(prices).toHaveLength(2);
  expect(Math.round(prices[0]!.top)).toBe(Math.round(prices[1]!.top));
  expect(prices[1]!.left).toBeGreaterThan(prices[0]!.right);
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

// The example vendor sends one kind of source, so its build has one fee: with a CSV file and an API it read as
// either $300 or $500 (outside review BBBB).
test("the hero's scene shows a custom connector: the vendor's files, the field mapping, the store", async ({
  visitor: page,
}) => {
  const scene = page.getByRole('figure').filter({ hasText: 'An example vendor without a ready integration' });
  await expect(scene).toContainText('connected by the CSV files it puts on FTP');
  await expect(scene.getByRole('list').first().getByRole('listitem')).toHaveText([
    /^products\.csvCatalog, every night$/,
    /^inventory\.csvStock, every hour$/,
  ]);
  await expect(scene).not.toContainText(/API|GET \//);
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
  // Words that are no address (a bare domain gets its https:// instead: contact.spec.ts).
  await form(page).getByLabel('Store website').fill('my store');
  await submitButton(page, 'Request a Quote').click();
  await expectErrorSummary(form(page), [
    'Please enter a full web address starting with https://, such as https://example.com.',
    'Please choose how many products you sell.',
    'Please tell us whether orders should sync to the vendor.',
    "Please enter the vendor's name.",
    "Please enter the vendor's website.",
  ]);
  // In ink, each underlined in red: seven lines of red text read as a wall of red (outside review CCC).
  const links = errorSummary(form(page)).getByRole('link');
  const ink = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
  await expect(links.first()).toHaveCSS('color', ink);
  await expect(links.first()).toHaveCSS('text-decoration-color', 'rgb(217, 45, 32)');
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
