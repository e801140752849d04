import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

/** The full reference, a page of its own (/documentation keeps a short API section at #api, docs-landing.spec.ts). */
const reference = '/documentation/api-reference';
const limits = '/documentation/api-reference/errors-and-limits';

/** Opens the reference (at `width` px when given) and returns its six call sections, one per endpoint. */
/** Below 768 px each call's samples are folded (its toggle); a test of the code panels opens them all first. */
const openSamples = (page: Page) =>
  page
    .locator('details.open-md')
    .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));

async function openCallSections(page: Page, width?: number): Promise<Locator> {
  if (width) await page.setViewportSize({ width, height: 900 });
  await page.goto(reference);
  await openSamples(page);
  const sections = page.locator('main section[aria-labelledby^="api-"]');
  await expect(sections).toHaveCount(6);
  return sections;
}

test('the API Reference lists the six calls with fields, the auth header and the Premium note', async ({
  visitor: page,
}) => {
  await page.goto(reference);
  await expect(page).toHaveTitle('API Reference | Linkwell');
  const api = page.getByRole('main');
  await expect(api.getByRole('heading', { level: 1 })).toHaveText('API Reference');
  await expect(api.locator('header')).toContainText('Premium plan');
  await expect(api).toContainText('API access is part of the Premium plan');
  await expect(api).toContainText('X-Linkwell-Authorization: Bearer <your JWT>');
  // The header line on one line of its own (outside review JJ: it broke across two lines at 1280), and no wider than a phone.
  const headerLine = api.locator('p > code', { hasText: 'X-Linkwell-Authorization: Bearer <your JWT>' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // One box at every width: where it wraps (375 px), inside it, not as two chips (outside review ZZZZZ).
    const boxes = await headerLine.evaluate((code) => code.getClientRects().length);
    expect(boxes, `${width} px: one box`).toBe(1);
    // Its text line by line as shown: at 375 px it breaks only after the header's name, never inside
    // "<your JWT>" (outside review MM: "Bearer <your" / "JWT>").
    const shown = await headerLine.evaluate((code) => {
      const rows = new Map<number, string>();
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let index = 0; index < node.textContent!.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          const top = rect ? Math.round(rect.top) : [...rows.keys()].at(-1)!;
          rows.set(top, (rows.get(top) ?? '') + node.textContent![index]);
        }
      return [...rows.values()].map((row) => row.trim());
    });
    expect(shown, `${width} px: lines`).toEqual(
      width === 1280
        ? ['X-Linkwell-Authorization: Bearer <your JWT>']
        : ['X-Linkwell-Authorization:', 'Bearer <your JWT>'],
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${width} px: no sideways scroll`,
    ).toBeLessThanOrEqual(width);
  }
  // Why a header of its own beside the standard one, said where it appears ("looks odd next to the standard one": outside review).
  await expect(api).toContainText(
    // Said as a fact, not as a question the page answers for itself (outside review VVVV: "defensive").
    "The header is Linkwell's own, so a proxy or gateway in front of your server keeps the standard Authorization header for its own login.",
  );
  // Each call is a section under its anchor, its title an h2.
  await expect(api.locator('section > div > h2[id^="api-"]')).toHaveText([
    'Create a Product from a Vendor Catalog',
    'Push an Existing Product to Another Platform',
    'List Products',
    'Count Products',
    "Update a Product's Quantity",
    "Update a Product's Price",
  ]);
  const create = api.locator('section', {
    has: page.getByRole('heading', { name: 'Create a Product from a Vendor Catalog' }),
  });
  await expect(create.getByRole('table').getByRole('row')).toHaveCount(5);
  await expect(create.getByRole('row', { name: /publish/ })).toContainText('boolean');
  const count = api.locator('section', { has: page.getByRole('heading', { name: 'Count Products' }) });
  await expect(count.locator('dl dt')).toHaveText(['countnumber']);
  await expect(count.locator('#api-count-products-response')).toHaveText('{ "count": 1280 }');
  // The spec's list example asks for 50; the optional page field is in the table, not in the sample.
  await expect(api.locator('#api-list-products-curl')).toContainText('/wh/api/v1/products?limit=50"');
  const list = api.locator('section', { has: page.getByRole('heading', { name: 'List Products' }) });
  await expect(list.getByRole('row', { name: /^page/ })).toContainText('Optional');
  // limit has a default (50) and a maximum (100), so it is optional; the samples still send the spec's limit=50.
  await expect(list.getByRole('row', { name: /^limit/ })).toContainText('Optional');
  await expect(list.getByRole('row', { name: /^limit/ })).toContainText('from 1 to 100. Defaults to 50.');
  await expect(api.locator('#api-update-quantity-curl')).toContainText(`-d '{\n    "quantity": 12\n  }'`);
});

test("every call shows its success status and a realistic response: the spec's fields, and what the hub adds, not the request echoed", async ({
  visitor: page,
}) => {
  const sections = await openCallSections(page);
  const responses: Record<string, Record<string, unknown> | Record<string, unknown>[]> = {};
  for (const section of await sections.all()) {
    const id = (await section.getAttribute('aria-labelledby'))!;
    await expect(section).toContainText(/Returns\s*20[01] (OK|Created)/);
    responses[id] = JSON.parse((await section.locator(`#${id}-response`).textContent())!);
  }
  // The product created, with the spec's fields as the request named them, its id in the store, and its draft state.
  expect(responses['api-create-product']).toMatchObject({
    identifier: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
    vendor: 'Nora',
    sku: 'NL-20417',
    store: 'your-store.myshopify.com',
    publish: false,
    status: 'draft',
    tags: 'Nora,Lighting',
    quantity: expect.any(Number),
    price: expect.any(Number),
    createdAt: expect.any(String),
  });
  // The listing the other platform's store created: an id of its own there, live, and the product it came from.
  const push = responses['api-push-to-platform'] as Record<string, unknown>;
  expect(push).toMatchObject({
    platform: 'woocommerce',
    store: 'partner-store.example.com',
    publish: true,
    status: 'published',
    source: { vendor: 'Nora', identifier: (responses['api-create-product'] as Record<string, unknown>).identifier },
    createdAt: expect.any(String),
  });
  expect(push.listingId).toEqual(expect.any(String));
  expect(push).not.toHaveProperty('identifier');
  const list = responses['api-list-products'] as Record<string, unknown>[];
  expect(list.length).toBeGreaterThan(1);
  for (const product of list)
    expect(Object.keys(product)).toEqual(expect.arrayContaining(['identifier', 'sku', 'quantity', 'price']));
  expect(responses['api-count-products']).toEqual({ count: 1280 });
  expect(responses['api-update-quantity']).toMatchObject({ sku: 'NL-20417', quantity: 12, previousQuantity: 24 });
  expect(responses['api-update-price']).toMatchObject({ sku: 'NL-20417', price: 85, previousPrice: 82.5 });
});

test("every call's Returns block lists each field of the response beside it, with its type, and links the errors", async ({
  visitor: page,
}) => {
  const sections = await openCallSections(page);
  for (const section of await sections.all()) {
    const id = (await section.getAttribute('aria-labelledby'))!;
    const example: unknown = JSON.parse((await section.locator(`#${id}-response`).textContent())!);
    const item = (Array.isArray(example) ? example[0] : example) as Record<string, unknown>;
    const returns = section.locator('dl');
    await expect(returns.locator('dt code')).toHaveText(Object.keys(item));
    await expect(returns.locator('dt span')).toHaveText(Object.values(item).map((value) => typeof value));
    for (const description of await returns.locator('dd').allTextContents())
      expect(description.length).toBeGreaterThan(5);
    await expect(section.getByRole('link', { name: 'Errors and their body' })).toHaveAttribute(
      'href',
      `${limits}#errors`,
    );
  }
  const create = sections.filter({ has: page.locator('#api-create-product') });
  await expect(create.locator('dl')).toContainText('publishbooleantrue if published; false if a draft.');
  await expect(create).toContainText('A SKU your store already has: 409 Conflict.');
  // A field's name in the words set as code, as in the field lists ("at most limit products" read as a typo: outside
  // review AAAAAA).
  const list = sections.filter({ has: page.locator('#api-list-products') });
  await expect(list.getByText('A page of at most limit products, each with:')).toBeVisible();
  await expect(list.locator('p > code').filter({ hasText: /^limit$/ })).toHaveCount(2);
});

// "(see Pagination)" in List Products' summary had no link (outside review TTTTT).
test("List Products' summary links to Pagination on the second page, which opens at that section", async ({
  visitor: page,
}) => {
  await page.goto(reference);
  const summary = page.locator('section[aria-labelledby="api-list-products"] > div > p').nth(1);
  await expect(summary).toHaveText(
    'Lists the products the hub manages for your account, one page at a time. See Pagination.',
  );
  await summary.getByRole('link', { name: 'Pagination' }).click();
  await expect(page).toHaveURL(`${limits}#pagination`);
  await expect(page.getByRole('heading', { name: 'Pagination', level: 2 })).toBeInViewport();
});

test('a language is written when it is chosen, for every call at once: a first visit carries only the curl samples', async ({
  visitor: page,
}) => {
  await page.goto(reference);
  const create = page.getByRole('group', { name: 'Code samples: Create a Product from a Vendor Catalog' });
  // Hydrated: the other languages' tabs are there, their samples not written yet (a phone's main
  // thread is spared twelve samples most readers never open).
  await expect(create.locator('label')).toHaveText(['curl', 'JavaScript fetch', 'Python']);
  await expect(page.locator('#api-create-product-curl')).toBeVisible();
  await expect(page.locator('[id^="api-"][id$="-python"]')).toHaveCount(0);
  await expect(page.locator('[id^="api-"][id$="-fetch"]')).toHaveCount(0);
  await create
    .locator('label')
    .filter({ hasText: /^Python$/ })
    .click();
  // The six calls' samples and the authenticated request's.
  await expect(page.locator('[id^="api-"][id$="-python"]')).toHaveCount(7);
  await expect(page.locator('#api-update-price-python')).toBeVisible();
  await expect(page.locator('[id^="api-"][id$="-fetch"]')).toHaveCount(0);
});

test("every call's sample comes in curl, JavaScript fetch and Python: one choice for the page, by keyboard too, kept for the next visit", async ({
  visitor: page,
}) => {
  await page.goto(reference);
  const create = page.getByRole('group', { name: 'Code samples: Create a Product from a Vendor Catalog' });
  await expect(create.locator('label')).toHaveText(['curl', 'JavaScript fetch', 'Python']);
  await expect(page.locator('#api-create-product-curl')).toBeVisible();
  await expect(page.locator('#api-create-product-python')).toBeHidden();
  // The arrow keys move the choice, as in any radio group.
  await create.getByRole('radio', { name: 'curl' }).focus();
  await page.keyboard.press('ArrowRight');
  const fetchSample = page.locator('#api-create-product-fetch');
  await expect(fetchSample).toBeVisible();
  await expect(fetchSample).toContainText("method: 'POST',");
  await expect(fetchSample).toContainText("body: JSON.stringify({\n    vendor: 'Nora',");
  await page.keyboard.press('ArrowRight');
  const python = page.locator('#api-create-product-python');
  await expect(python).toBeVisible();
  await expect(python).toContainText('response = requests.post(');
  await expect(python).toContainText('"publish": False,');
  await expect(page.locator('#api-create-product-fetch')).toBeHidden();
  // Every other call follows, as on Stripe's reference.
  for (const id of ['push-to-platform', 'list-products', 'count-products', 'update-quantity', 'update-price']) {
    await expect(page.locator(`#api-${id}-python`)).toBeVisible();
    await expect(page.locator(`#api-${id}-curl`)).toBeHidden();
  }
  await expect(page.locator('#api-list-products-python')).toContainText(
    'f"https://{host}/wh/api/v1/products?limit=50",',
  );
  await expect(page.locator('#api-update-price-python')).toContainText('response = requests.patch(');
  // The copy button copies the language shown.
  await expect(page.getByRole('button', { name: "Copy Python: Update a Product's Price" })).toBeVisible();

  // The next visit opens in Python.
  await page.reload();
  const list = page.getByRole('group', { name: 'Code samples: List Products' });
  await expect(list.getByRole('radio', { name: 'Python' })).toBeChecked();
  await expect(page.locator('#api-list-products-python')).toBeVisible();
  await list
    .locator('label')
    .filter({ hasText: /^curl$/ })
    .click();
  await expect(page.locator('#api-create-product-curl')).toBeVisible();
  await expect(page.locator('#api-create-product-python')).toBeHidden();
});

// The page in the header's gutters: its docs tree started 64 px left of the logo at 1280 px (outside review).
for (const width of [1280, 1440]) {
  test(`at ${width} px the page lines up with the header: its docs tree starts under the logo`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [reference, limits]) {
      await page.goto(path);
      const [logo, tree] = await Promise.all([
        page.getByRole('banner').getByRole('link').first().boundingBox(),
        page.getByRole('navigation', { name: 'Documentation' }).boundingBox(),
      ]);
      expect(Math.round(tree!.x), `${path}: the docs tree's left edge`).toBe(Math.round(logo!.x));
    }
  });
}

// At 1024 px the docs tree shows beside the page, as on an article and in Stripe's docs (an outside review: "the left
// nav collapses into 'Docs menu' already at 1024 px"), leaving the page 600 px: each call's code under its words,
// the page's full width, one behaviour for every reading page (outside review: at 1024 px the reference's sidebar
// folded behind Docs menu, an article's did not). From 1280 px the code sits beside its words, as Stripe's reference.
test("at 1024 px the docs tree shows beside every reading page, each call's code under its words; from 1280 px beside them", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const path of [reference, limits, '/documentation/connect-shopify']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Docs menu' }), path).toBeHidden();
    await expect(page.locator('aside').getByRole('navigation', { name: 'Documentation' }), path).toBeVisible();
  }
  // The article's contents above its words at 1024 px (three columns left the article under 600 px).
  await expect(page.locator('aside').getByRole('navigation', { name: 'On This Page' })).toBeHidden();
  await expect(page.locator('article').getByRole('navigation', { name: 'On This Page' })).toBeVisible();
  await page.goto(reference);
  for (const section of await page.locator('main section[aria-labelledby^="api-"]').all()) {
    const words = (await section.locator('> :is(div, details)').first().boundingBox())!;
    const code = (await section.locator('> :is(div, details)').nth(1).boundingBox())!;
    const name = await section.getAttribute('aria-labelledby');
    expect(code.y, `${name}: the code under the words`).toBeGreaterThanOrEqual(words.y + words.height - 1);
    expect(code.width, `${name}: the page's full width`).toBeGreaterThanOrEqual(590);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(reference);
  for (const section of await page.locator('main section[aria-labelledby^="api-"]').all()) {
    const words = (await section.locator('> :is(div, details)').first().boundingBox())!;
    const code = (await section.locator('> :is(div, details)').nth(1).boundingBox())!;
    const name = await section.getAttribute('aria-labelledby');
    expect(code.x, `${name}: the code right of the words`).toBeGreaterThanOrEqual(words.x + words.width);
    expect(code.y, `${name}: level with them`).toBeLessThan(words.y + 100);
    expect(words.width, `${name}: the words' column`).toBeGreaterThanOrEqual(340);
  }
});

test('the reference covers the base URL and authentication with a request and a 401; its second page errors, pagination and rate limits', async ({
  visitor: page,
}) => {
  await page.goto(reference);
  const main = page.getByRole('main');
  await expect(main.locator('article h2:not([id^="api-"])')).toHaveText(['Base URL', 'Authentication']);
  // Authentication shows a request that sends the token, in the page's languages (it showed only the 401: outside review).
  const request = main.getByRole('group', { name: 'Code samples: Authenticated request' });
  await expect(main.locator('#api-sample-authenticated-curl')).toHaveText(
    'curl -X GET \\\n  "https://$LINKWELL_HOST/wh/api/v1/products/count" \\\n  -H "X-Linkwell-Authorization: Bearer $LINKWELL_TOKEN"',
  );
  await request
    .locator('label')
    .filter({ hasText: /^Python$/ })
    .click();
  await expect(main.locator('#api-sample-authenticated-python')).toContainText(
    'headers={"X-Linkwell-Authorization": f"Bearer {token}"}',
  );
  await expect(main.locator('#api-sample-authenticated-curl')).toBeHidden();
  await request
    .locator('label')
    .filter({ hasText: /^curl$/ })
    .click();
  await expect(main.locator('#api-sample-unauthorized')).toContainText('"status": 401');
  // Every call's URL reads the host from a variable set once, from the dashboard: no placeholder in it.
  await expect(main).toContainText('https://$LINKWELL_HOST/wh/api');
  // Set once from the dashboard: each value to fill in is a slot of its own in the sample, not a string
  // that reads as a leftover ("paste-your-api-host-here": outside review OO), and Copy copies it whole.
  const setup = main.locator('#api-sample-setup');
  await expect(setup.locator('var')).toHaveText(['<your-api-host>', '<your-api-token>']);
  await expect(setup).toHaveText('export LINKWELL_HOST="<your-api-host>"\nexport LINKWELL_TOKEN="<your-api-token>"');
  await expect(main).not.toContainText('paste-');
  await expect(main).not.toContainText('<your API host>');
  await main.getByRole('link', { name: 'a page of their own' }).click();
  await expect(page).toHaveURL(new RegExp(`${limits}$`));
  await expect(page).toHaveTitle('Errors, Pagination and Rate Limits | Linkwell');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Errors, Pagination and Rate Limits');
  await expect(main.locator('article h2')).toHaveText(['Errors', 'Pagination', 'Rate Limits']);
  await expect(main.locator('#api-sample-error')).toContainText('"status": 409');
  const errors = main.getByRole('region', { name: 'Errors' }).getByRole('table');
  await expect(errors.getByRole('row', { name: /409 Conflict/ })).toContainText('no duplicate is created');
  await expect(errors.getByRole('row', { name: /429/ })).toBeVisible();
  await expect(main.locator('#api-sample-pagination')).toContainText('limit=50&page=${page}');
  await expect(main).toContainText('120 requests per minute');
  await expect(main).toContainText('Retry-After');
  expect(sitemapRoutes()).toContain(limits);
});

test('from 1280 px the guide sets each sample beside the words that introduce it, as the calls do, every line whole', async ({
  visitor: page,
}) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(reference);
    const main = page.getByRole('main');
    for (const [heading, sample] of [
      ['Base URL', '#api-sample-setup'],
      ['Authentication', '#api-sample-authenticated-curl'],
    ] as const) {
      const [words, code] = await Promise.all([
        main.getByRole('heading', { level: 2, name: heading }).boundingBox(),
        main.locator(sample).locator('xpath=ancestor::figure').boundingBox(),
      ]);
      expect(code!.x, `${heading}: its sample beside its words at ${width} px`).toBeGreaterThan(words!.x + 200);
      expect(code!.y, `${heading}: its sample level with its words at ${width} px`).toBeLessThan(words!.y + 200);
    }
  }
  // No sample of either page cuts a line off, from 1024 to 1440 px.
  for (const path of [reference, limits])
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const cut = await page
        .locator('main pre')
        .evaluateAll((blocks) =>
          blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.getAttribute('aria-label')),
        );
      expect(cut, `${path} at ${width} px`).toEqual([]);
    }
});

test('the docs sidebar lists the guide and every call, each leading to its section', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(reference);
  const sidebar = page.locator('aside').getByRole('navigation', { name: 'Documentation' });
  // The other sections are a group of links like the calls' (not bare arrow rows), each to its place.
  const others = sidebar.getByRole('list', { name: 'Documentation' });
  await expect(others.getByRole('link')).toHaveText([
    'Getting Started',
    'User Guide',
    'Troubleshooting',
    'Integrations',
  ]);
  await expect(others.getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
    'href',
    '/documentation#getting-started',
  );
  await expect(sidebar).not.toContainText('→');
  const group = sidebar.getByRole('list', { name: 'API Reference' });
  await expect(group.getByRole('link')).toHaveCount(8);
  await expect(group).not.toContainText('Rate Limits');
  // Errors, pagination and rate limits have "a page of their own", as the guide says: a group of their own,
  // its title the link to that page (outside review: listed among this page's sections, they contradicted it).
  await expect(page.getByRole('article')).toContainText('Errors, pagination and rate limits have a page of their own.');
  await expect(sidebar.getByRole('link', { name: 'Errors, Pagination and Rate Limits', exact: true })).toHaveAttribute(
    'href',
    limits,
  );
  const limitsGroup = sidebar.getByRole('list', { name: 'Errors, Pagination and Rate Limits' });
  await expect(limitsGroup.getByRole('link')).toHaveText(['Errors', 'Pagination', 'Rate Limits']);
  await limitsGroup.getByRole('link', { name: 'Rate Limits' }).click();
  await expect(page).toHaveURL(new RegExp(`${limits}#rate-limits$`));
  await expect(page.getByRole('heading', { name: 'Rate Limits', exact: true })).toBeInViewport();
  // Each call by a short label after its method's badge, one line at the sidebar's width (its full title wrapped to
  // three lines, with no method: outside review TT); the title stays the section's heading.
  await expect(group.getByRole('link')).toHaveText([
    'Base URL',
    'Authentication',
    'POST Create Product',
    'POST Push Product',
    'GET List Products',
    'GET Count Products',
    'PATCH Update Quantity',
    'PATCH Update Price',
  ]);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await group.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const style = getComputedStyle(link);
        return Math.round(
          (box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight),
        );
      }),
    );
    expect(lines, `${width} px`).toEqual(lines.map(() => 1));
    // The badges one width, so the labels start in one column.
    const badges = await group
      .locator('a > span')
      .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().width)));
    expect(badges).toHaveLength(6);
    expect(new Set(badges).size, `${width} px`).toBe(1);
    // Each method whole inside its badge, at 11 px or more (10 px read as too small: outside review BBBBBB).
    const methods = await group.locator('a > span').evaluateAll((spans) =>
      spans.map((span) => ({
        size: parseFloat(getComputedStyle(span).fontSize),
        fits: span.scrollWidth <= span.getBoundingClientRect().width + 1,
      })),
    );
    for (const method of methods) expect(method).toEqual({ size: expect.any(Number), fits: true });
    expect(Math.min(...methods.map(({ size }) => size))).toBeGreaterThanOrEqual(11);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await group.getByRole('link', { name: 'PATCH Update Price' }).click();
  await expect(page).toHaveURL(new RegExp(`${reference}#api-update-price$`));
  await expect(page.getByRole('heading', { name: "Update a Product's Price" })).toBeInViewport();
});

for (const width of [375, 1024, 1440]) {
  test(`at ${width} px no code sample is cut off or wrapped: a long line scrolls inside its box, the copy button in view`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(reference);
    await openSamples(page);
    await expect(page.locator('main pre').first()).toBeVisible();
    const samples = page.locator('main pre:visible');
    expect(await samples.count()).toBeGreaterThan(8);
    const problems = await samples.evaluateAll((pres) =>
      pres.flatMap((pre) => {
        const style = getComputedStyle(pre);
        const name = pre.getAttribute('aria-label');
        const found: string[] = [];
        // Lines as written at every width: a curl command wrapped on a phone no longer read as one (an outside review).
        if (style.whiteSpace !== 'pre') found.push(`${name}: white-space ${style.whiteSpace}`);
        // A line longer than the box scrolls inside it, a region the keyboard can reach.
        if (pre.scrollWidth > pre.clientWidth + 1 && (style.overflowX !== 'auto' || pre.tabIndex !== 0))
          found.push(`${name}: cut off`);
        const box = pre.closest('figure')!.getBoundingClientRect();
        if (box.right > document.documentElement.clientWidth + 1) found.push(`${name}: past the page's edge`);
        return found;
      }),
    );
    expect(problems).toEqual([]);
    for (const figure of await page.locator('main figure:has(pre:visible)').all()) {
      const box = (await figure.boundingBox())!;
      const copy = (await figure.getByRole('button').boundingBox())!;
      expect(copy.x + copy.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });
}

for (const width of [1440, 1920]) {
  test(`at ${width} px every curl sample and response shows whole beside its call, and the fields are a table`, async ({
    visitor: page,
  }) => {
    const sections = await openCallSections(page, width);
    for (const section of await sections.all()) {
      const [text, samples] = [
        section.locator('> :is(div, details)').first(),
        section.locator('> :is(div, details)').nth(1),
      ];
      // Two columns: the samples to the right of the call's text.
      expect((await samples.boundingBox())!.x).toBeGreaterThan((await text.boundingBox())!.x + 300);
      for (const pre of await samples.locator('pre').all())
        expect(
          await pre.evaluate((element) => element.scrollWidth - element.clientWidth),
          (await pre.getAttribute('aria-label')) ?? '',
        ).toBeLessThanOrEqual(0);
    }
    // The fields' place named once over each group, not on every field.
    await expect(sections.first().locator('caption')).toHaveText(['Body parameters']);
    await expect(sections.nth(2).locator('caption')).toHaveText(['Query parameters']);
    await expect(sections.nth(4).locator('caption')).toHaveText(['Path parameters', 'Body parameters']);
    await expect(sections.nth(3).locator('table')).toHaveCount(0);
    await expect(sections.first().getByRole('table', { name: 'Body parameters' })).not.toContainText('JSON body');
  });
}

// An outside review: beside a long field list the code panels left the view. From 1280 px the samples' column
// holds below the header through its whole section, never taller than the window (a taller pair scrolls inside it).
test("at 1280 px each call's samples stay whole in view beside its section while it scrolls past", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(reference);
  for (const section of await page.locator('main section[aria-labelledby^="api-"]').all()) {
    const samples = section.locator('> :is(div, details)').nth(1);
    await section.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY));
    const box = (await samples.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(720 - 96 + 1);
    const tall = await samples.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    if (tall) expect(await samples.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
  }
});

test('a request body is written one field a line', async ({ visitor: page }) => {
  await page.goto(reference);
  const curl = page.locator('main pre[aria-label^="curl: Update a Product"]').first();
  await expect(curl).toContainText(/-d '\{\n {4}"/);
});

test('code samples are highlighted at build time on a dark panel in both colour themes, with no highlighter in the browser', async ({
  visitor: page,
}) => {
  const scripts: string[] = [];
  // The worker's page goes on to the next test with this listener: a body it can no longer read
  // (the page has moved on) is skipped, where the rejection failed whichever test ran next.
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto(`${limits}#pagination`);
  const sample = page.locator('#api-sample-pagination');
  const keyword = sample
    .locator('span')
    .filter({ hasText: /^const$/ })
    .first();
  await expect(keyword).toBeAttached();
  const colours = () =>
    keyword.evaluate((element) => {
      const panel = element.closest('figure')!;
      return {
        keyword: getComputedStyle(element).color,
        text: getComputedStyle(element.closest('pre')!).color,
        panel: getComputedStyle(panel).backgroundColor,
      };
    });
  // Dark enough for light text: the sum of the panel's red, green and blue is low.
  const darkness = (colour: string) =>
    colour
      .match(/\d+/g)!
      .slice(0, 3)
      .map(Number)
      .reduce((a, b) => a + b, 0);
  const light = await colours();
  expect(light.keyword, 'a keyword is coloured apart from plain code').not.toBe(light.text);
  expect(darkness(light.panel)).toBeLessThan(200);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  const dark = await colours();
  expect(dark.keyword).toBe(light.keyword);
  expect(darkness(dark.panel)).toBeLessThan(200);
  // An outside review: in dark the panel barely stood out from the page. It is lighter, inside a rule; in light it has none.
  const edge = () =>
    sample.evaluate((element) => {
      const panel = element.closest('figure')!;
      return { ring: getComputedStyle(panel).boxShadow, page: getComputedStyle(document.body).backgroundColor };
    });
  const ring = 'rgb(52, 68, 107) 0px 0px 0px 1px';
  const darkEdge = await edge();
  expect(darkEdge.ring).toBe(ring);
  expect(darkness(dark.panel) - darkness(darkEdge.page), 'the panel lighter than the page').toBeGreaterThanOrEqual(60);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  expect((await edge()).ring).not.toContain(ring);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).not.toMatch(/createHighlighter|shiki|textmate/i);
});

test('wide screens show each call in two columns: fields left, samples right', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${reference}#api-create-product`);
  const create = page.locator('section[aria-labelledby="api-create-product"]');
  const table = await create.getByRole('table').boundingBox();
  const sample = await create.locator('#api-create-product-curl').boundingBox();
  expect(sample!.x).toBeGreaterThan(table!.x + table!.width - 1);
  expect(sample!.y).toBeLessThan(table!.y + table!.height);
});

// An outside review: "Code panel headers repeat the tab name ('curl: ...')". Each request's panel names the request
// it sends, its method and path, as Stripe's do; the language is the tab's alone (and the code's name for a reader).
test("a request's code panel is headed by its method and path, not by the tab's language again", async ({
  visitor: page,
}) => {
  await page.goto(reference);
  const list = page.locator('figure').filter({ has: page.locator('#api-list-products-curl') });
  await expect(list.locator('figcaption')).toContainText('GET /wh/api/v1/products?limit=50');
  await expect(list.locator('pre')).toHaveAttribute('aria-label', 'curl: List Products');
  const captions = await page.locator('main figure:has(pre:visible) figcaption').allTextContents();
  expect(captions.filter((caption) => /^(curl|JavaScript fetch|Python):/.test(caption))).toEqual([]);
  expect(captions.filter((caption) => /^(GET|POST|PATCH) \//.test(caption)).length).toBeGreaterThanOrEqual(7);
  await page.goto('/documentation#api');
  await expect(page.locator('#api figure:has(pre:visible) figcaption')).toHaveText(
    /^GET \/wh\/api\/v1\/products\/count/,
  );
});

test('a copy button copies its code sample and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${reference}#api-count-products`);
  const button = page.getByRole('button', { name: 'Copy curl: Count Products' });
  await button.click();
  await expect(button).toHaveText('Copied');
  await expect(
    page.getByRole('status').filter({ hasText: 'curl: Count Products copied to the clipboard' }),
  ).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#api-count-products-curl').textContent());
  expect(copied).toContain('"https://$LINKWELL_HOST/wh/api/v1/products/count"');
  expect(copied).toContain('-H "X-Linkwell-Authorization: Bearer $LINKWELL_TOKEN"');

  await page.goto(`${limits}#pagination`);
  const pagination = page.getByRole('button', { name: 'Copy JavaScript: read every product, 50 at a time' });
  await pagination.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('products.push(...batch);');
});

test("the landing's curl and JavaScript samples sit behind keyboard-operable native radios", async ({
  visitor: page,
}) => {
  await page.goto('/documentation#api');
  const samples = page.getByRole('group', { name: 'Code samples: Count Products' });
  const curlTab = samples.getByRole('radio', { name: 'curl' });
  await expect(curlTab).toBeChecked();
  await expect(page.locator('#api-count-products-curl')).toBeVisible();
  await expect(page.locator('#api-count-products-fetch')).toBeHidden();
  await curlTab.focus();
  await page.keyboard.press('ArrowRight');
  const fetchTab = samples.getByRole('radio', { name: 'JavaScript fetch' });
  await expect(fetchTab).toBeFocused();
  await expect(fetchTab).toBeChecked();
  await expect(page.locator('#api-count-products-fetch')).toBeVisible();
  await expect(page.locator('#api-count-products-curl')).toBeHidden();
});

test("without JavaScript: the reference shows each call's curl sample and response, the landing's samples switch natively", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(reference);
  await expect(page.locator('#api-update-price-curl')).toBeVisible();
  await expect(page.locator('#api-update-price-response')).toBeVisible();
  // JavaScript fetch and Python are written by script: without it, curl is the sample, and the only tab.
  const callSamples = page.getByRole('group', { name: "Code samples: Update a Product's Price" });
  await expect(callSamples.getByRole('radio', { name: 'curl' })).toBeChecked();
  await expect(callSamples.getByRole('radio')).toHaveCount(1);
  await expect(page.locator('#api-update-price-python')).toHaveCount(0);
  await expect(page.locator('#api-sample-authenticated-curl')).toContainText('-H "X-Linkwell-Authorization: Bearer');
  await expect(page.locator('#api-update-price-response')).toContainText('"previousPrice": 82.50');
  await page.goto('/documentation#api');
  const samples = page.getByRole('group', { name: 'Code samples: Count Products' });
  await expect(page.locator('#api-count-products-curl')).toBeVisible();
  await expect(page.locator('#api-count-products-fetch')).toBeHidden();
  await samples
    .locator('label')
    .filter({ hasText: /^JavaScript fetch$/ })
    .click();
  await expect(samples.getByRole('radio', { name: 'JavaScript fetch' })).toBeChecked();
  await expect(page.locator('#api-count-products-fetch')).toBeVisible();
  await expect(page.locator('#api-count-products-curl')).toBeHidden();
  await context.close();
});

test('the reference page is in the sitemap, with its description, canonical URL, share image and breadcrumb', async ({
  page,
  request,
}) => {
  expect(sitemapRoutes()).toContain(reference);
  await page.goto(reference);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /curl and JavaScript samples/);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(reference);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect((await request.get(new URL(image!).pathname)).headers()['content-type']).toContain('image/png');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (json) => JSON.parse(json) as { '@type': string; itemListElement?: { name: string; item: string }[] }[],
  );
  const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
  expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'Documentation', 'API Reference']);
  expect(new URL(trail[2]!.item).pathname).toBe(reference);
  // The breadcrumb leads back to the documentation.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
    'href',
    '/documentation',
  );
});

test('the sidebar marks the section being read as the page scrolls, in the sidebar and in the drawer', async ({
  visitor: page,
}) => {
  // No colour transition to wait for.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(reference);
  const group = page.locator('aside').getByRole('navigation', { name: 'Documentation' }).getByRole('list', {
    name: 'API Reference',
  });
  const marked = group.locator('a[aria-current]');
  // At the top: the first section, Base URL, and no other link.
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('Base URL');
  await expect(marked).toHaveAttribute('aria-current', 'location');
  for (const [title, link] of [
    ['List Products', 'GET List Products'],
    ["Update a Product's Quantity", 'PATCH Update Quantity'],
    ['Authentication', 'Authentication'],
  ]) {
    await page.getByRole('heading', { level: 2, name: title }).evaluate((heading) => {
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120);
    });
    await expect(marked).toHaveText(link!);
  }
  // A call's heading a little under the viewport's upper third, its code beside it filling the screen, is the call
  // being read (at a third, Push Product stayed marked: outside review BBBBB).
  await page.getByRole('heading', { level: 2, name: 'List Products' }).evaluate((heading) => {
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.42);
  });
  await expect(marked).toHaveText('GET List Products');
  // The marked link is in the brand colour, the others muted.
  const colours = await group
    .getByRole('link')
    .evaluateAll((links) => [...new Set(links.map((link) => getComputedStyle(link).color))]);
  expect(colours).toHaveLength(2);
  // The bottom of the page: the last call.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(marked).toHaveText('PATCH Update Price');
  // The limits page's sections, a page of their own in a group of their own, are never marked here.
  await expect(group.getByRole('link', { name: 'Errors' })).toHaveCount(0);
  const limitsGroup = page
    .locator('aside')
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('list', { name: 'Errors, Pagination and Rate Limits' });
  await expect(limitsGroup.getByRole('link')).toHaveCount(3);
  await expect(limitsGroup.locator('a[aria-current]')).toHaveCount(0);

  // On a phone the drawer's list is marked the same way.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(reference);
  await page.getByRole('heading', { level: 2, name: 'Count Products' }).evaluate((heading) => {
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 150);
  });
  await page.getByRole('button', { name: 'Docs menu' }).click();
  const drawer = page.locator('#docs-drawer');
  await expect(drawer.locator('a[aria-current="location"]')).toHaveText('GET Count Products');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
});

test("a guide's sample starts level with the heading of its words, not with the rule above them", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(reference);
  const [heading, setup] = await Promise.all([
    page.getByRole('heading', { level: 2, name: 'Base URL' }).boundingBox(),
    page
      .locator('figure')
      .filter({ has: page.locator('#api-sample-setup') })
      .boundingBox(),
  ]);
  expect(Math.abs(setup!.y - heading!.y), 'the sample level with its heading').toBeLessThan(24);
});

test('the words and the code share the width from 1280 px, the code the wider; below it they stack, the words first', async ({
  visitor: page,
}) => {
  for (const [width, minWords] of [
    // At 1280 px the header's gutters (the page's left edge under the logo; the right one the chat toggle's), and the
    // docs sidebar at 12rem, so the words get 370 px ("the prose column is narrow at 1280": outside review).
    [1280, 370],
    [1440, 420],
    [1920, 420],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(reference);
    const section = page.locator('section[aria-labelledby="api-create-product"]');
    const [words, code] = await Promise.all([
      section.locator('> :is(div, details)').first().boundingBox(),
      section.locator('> :is(div, details)').nth(1).boundingBox(),
    ]);
    expect(words!.width, `the words' column at ${width} px`).toBeGreaterThanOrEqual(minWords);
    // About half the column each, the code a little wider (Stripe's docs; an outside review found it narrow at equal halves).
    expect(code!.width / words!.width, `code to words at ${width} px`).toBeGreaterThanOrEqual(1.1);
    expect(code!.width / words!.width, `code to words at ${width} px`).toBeLessThanOrEqual(1.32);
    expect(code!.x).toBeGreaterThan(words!.x + words!.width);
  }
  // At 1279 px (the docs tree beside the page from 1024 px) and 1023 px.
  for (const width of [1279, 1023]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(reference);
    const section = page.locator('section[aria-labelledby="api-create-product"]');
    const [words, code] = await Promise.all([
      section.locator('> :is(div, details)').first().boundingBox(),
      section.locator('> :is(div, details)').nth(1).boundingBox(),
    ]);
    expect(code!.y).toBeGreaterThan(words!.y + words!.height - 1);
    expect(code!.width).toBeCloseTo(words!.width, 0);
  }
});

test('a header name in the words never breaks at its hyphens, at any width', async ({ visitor: page }) => {
  for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(reference);
    const lines = await page.locator('main .prose code').evaluateAll((codes) =>
      codes
        .filter((code) => code.textContent!.includes('X-Linkwell-Authorization'))
        .map((code) => {
          // The lines the name's own letters are set on.
          const range = document.createRange();
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          let node: Node | null;
          while ((node = walker.nextNode())) {
            const at = node.textContent!.indexOf('X-Linkwell-Authorization');
            if (at >= 0) {
              range.setStart(node, at);
              range.setEnd(node, at + 'X-Linkwell-Authorization'.length);
              break;
            }
          }
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
    );
    expect(lines, `at ${width} px`).toEqual([1, 1]);
  }
});

test('the errors table, with no sample beside it, takes the width of both columns from 1280 px (of the page, stacked, at 1024 px)', async ({
  visitor: page,
}) => {
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${limits}#errors`);
    const main = page.getByRole('main');
    const table = (await main.getByRole('region', { name: 'Errors' }).getByRole('table').boundingBox())!;
    const sample = (await main.locator('#api-sample-error').locator('xpath=ancestor::figure').boundingBox())!;
    // From the words' left edge to the code's right edge.
    expect(table.x + table.width, `at ${width} px`).toBeGreaterThan(sample.x + sample.width - 2);
    // Each status on one line.
    const cell = main.getByRole('cell', { name: '429 Too Many Requests' });
    const lines = await cell.evaluate((element) => Math.round(element.getBoundingClientRect().height));
    expect(lines, `429 Too Many Requests on one line at ${width} px`).toBeLessThan(60);
  }
});

// An outside review: "Long parameter lists leave about 1,000 px of empty right column." A call's long Returns list
// folds, as Stripe folds child attributes; a short one stays open. At every width (outside review CCC: open on a desktop,
// folded on a phone, and beside the open list the code column looked empty).
for (const width of [1024, 1440]) {
  test(`at ${width} px no call's words run far past its code: a long Returns list folds, and opens by keyboard`, async ({
    visitor: page,
  }) => {
    const sections = await openCallSections(page, width);
    for (const section of await sections.all()) {
      const [words, code] = await Promise.all([
        section.locator('> :is(div, details)').first().boundingBox(),
        section.locator('> :is(div, details)').nth(1).boundingBox(),
      ]);
      const name = await section.getAttribute('aria-labelledby');
      expect(words!.height - code!.height, `${name}: the empty column beside its words`).toBeLessThan(300);
    }
    const create = sections.filter({ has: page.locator('#api-create-product') });
    const toggle = create.locator('summary', { hasText: 'response fields' });
    await expect(toggle).toHaveText('11 response fields');
    await expect(create.locator('dl')).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(create.locator('dl dt').first()).toBeVisible();
    await expect(create.locator('dl dt code')).toHaveCount(11);
    // Count products returns one field: shown, with nothing to open.
    const count = sections.filter({ has: page.locator('#api-count-products') });
    await expect(count.locator('summary', { hasText: 'response fields' })).toHaveCount(0);
    await expect(count.locator('dl')).toBeVisible();
  });
}

// Outside reviews: "the code column does not stay in view while scrolling", then "full-width 'Returns' field lists break
// the two-column text/code rhythm and leave big gaps beside the code" (a long list went under both columns), then "the
// 'Returns' fields are squeezed into a two-column grid about 130 px wide". From 1280 px every call is two columns and no
// more: its Returns block in the words' column, as its parameters are, one field a row at the column's width, once its
// toggle opens it; the samples beside it stay in view, under the header, while it is read, the response right under its request.
for (const width of [1280, 1440]) {
  test(`at ${width} px each call's Returns list sits in its words' column beside the code, which stays in view while it is read`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(reference);
    const header = (await page.getByRole('banner').boundingBox())!;
    const sections = page.locator('main section[aria-labelledby^="api-"]');
    await expect(sections).toHaveCount(6);
    for (const section of await sections.all()) {
      const id = await section.getAttribute('aria-labelledby');
      await expect(section.locator('> *'), `${id}: two columns, nothing under both`).toHaveCount(2);
      const words = section.locator('> div');
      const samples = section.locator('> details');
      const returns = words.getByText(/^Returns\s+\d{3} /);
      await expect(returns, id!).toBeVisible();
      const gap = await samples.evaluate((right) => {
        const request = right.querySelector(':scope > :not(summary)')!.getBoundingClientRect();
        return right.lastElementChild!.getBoundingClientRect().top - request.bottom;
      });
      expect(gap, `${id}: the response right under its request`).toBeLessThanOrEqual(24);
      const toggle = section.locator('summary', { hasText: 'response fields' });
      if (await toggle.count()) await toggle.click();
      const fields = section.locator('dl > div');
      await expect(fields.last()).toBeVisible();
      // One field a row, each as wide as the words' column (two columns left each about 130 px: outside review).
      const column = (await words.boundingBox())!;
      const boxes = await fields.evaluateAll((all) => all.map((field) => field.getBoundingClientRect().toJSON()));
      for (const box of boxes) {
        expect(Math.round(box.x), `${id}: one field a row`).toBe(Math.round(column.x));
        expect(box.width, `${id}: at the column's width`).toBeGreaterThan(column.width - 2);
      }
      // The list's last field read at mid-view: the samples beside it, in view, at the words' right, reaching down
      // beside the field (no empty column beside a long list; the panel held in its section, it may slide up at the end).
      await fields.last().evaluate((field) => window.scrollTo(0, field.getBoundingClientRect().top + scrollY - 400));
      const [list, code, last] = [
        (await words.locator('dl').boundingBox())!,
        (await samples.boundingBox())!,
        (await fields.last().boundingBox())!,
      ];
      expect(list.x + list.width, `${id}: the list left of the code`).toBeLessThan(code.x);
      expect(code.y, `${id}: the code in view beside it`).toBeLessThan(last.y);
      expect(code.y + code.height, `${id}: down to its last field`).toBeGreaterThan(last.y);
      expect(code.y + code.height, `${id}: not scrolled away under the header`).toBeGreaterThan(
        header.y + header.height + 100,
      );
    }
  });
}

// An outside review: "on mobile the 'Scroll →' chip sits on the last line of code". A panel that scrolls sideways keeps
// a band under its last line for the chip (.edge-fade's padding); one whose lines fit keeps its 16 px.
for (const width of [320, 375]) {
  test(`at ${width} px the "Scroll →" chip covers no line of code`, async ({ visitor: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(reference);
    let scrolling = 0;
    for (const pre of await page.locator('figure.code-panel pre:visible').all()) {
      const { scrolls, chipTop, lastLine, padding } = await pre.evaluate((element) => {
        const figure = element.closest('figure')!;
        const chip = getComputedStyle(figure, '::after');
        const lines = element.querySelector('code')!.getClientRects();
        return {
          scrolls: element.scrollWidth > element.clientWidth,
          chipTop: figure.getBoundingClientRect().bottom - parseFloat(chip.bottom) - parseFloat(chip.lineHeight),
          lastLine: lines[lines.length - 1]!.bottom,
          padding: getComputedStyle(element).paddingBottom,
        };
      });
      const name = await pre.getAttribute('aria-label');
      if (scrolls) {
        scrolling += 1;
        expect(lastLine + 4, `${name}: its last line clear of the chip`).toBeLessThanOrEqual(chipTop);
      } else expect(padding, name!).toBe('16px');
    }
    expect(scrolling).toBeGreaterThan(0);
  });
}

// An outside review: "On a phone, long curl lines are cut off with no cue that they scroll." A panel whose lines run
// past its edge shows an arrow at its foot (the panel's ::after, on the code's scroll timeline) until its end is in
// view; a panel whose lines fit shows none. At 320 and 375 px.
for (const width of [320, 375]) {
  test(`at ${width} px every code panel that scrolls sideways shows an arrow that says so, gone at its end; one that fits shows none`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(reference);
    await openSamples(page);
    const panels = await page.locator('figure.code-panel pre:visible').all();
    expect(panels.length).toBeGreaterThan(10);
    let scrolling = 0;
    for (const pre of panels) {
      const { scrolls, opacity, content } = await pre.evaluate((element) => {
        const style = getComputedStyle(element.closest('figure')!, '::after');
        return { scrolls: element.scrollWidth > element.clientWidth, opacity: style.opacity, content: style.content };
      });
      const name = await pre.getAttribute('aria-label');
      expect(opacity, `${name}: its arrow`).toBe(scrolls ? '1' : '0');
      if (scrolls) expect(content, name!).toContain('→');
      scrolling += Number(scrolls);
    }
    expect(scrolling).toBeGreaterThan(0);
    // Scrolled to its end, the panel's arrow is gone.
    const pre = page.locator('pre:has(#api-list-products-curl)');
    await pre.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect
      .poll(() => pre.evaluate((element) => getComputedStyle(element.closest('figure')!, '::after').opacity))
      .toBe('0');
  });
}

// An outside review: "On mobile, code is cut off at the right edge." A line longer than its panel scrolls inside it,
// a focusable, named region, and the panel's right edge fades the code out while more of it lies beyond.
test('at 375 px a code panel with more to the right fades out at that edge, and not once scrolled to the end', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(reference);
  const pre = page.locator('pre:has(#api-sample-unauthorized)');
  await pre.scrollIntoViewIfNeeded();
  await expect(pre).toHaveAttribute('tabindex', '0');
  await expect(pre).toHaveAttribute('aria-label', /.+/);
  // The fade's mask (.edge-fade): at rest over its right edge, once scrolled to the end over its left one only.
  const fade = (element: SVGElement | HTMLElement) =>
    ['--fade-start', '--fade-end'].map((name) => getComputedStyle(element).getPropertyValue(name).trim());
  expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await pre.evaluate(fade)).toEqual(['', '4rem']);
  // By keyboard too: the region takes focus and the arrow keys scroll it.
  await pre.focus();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await pre.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => pre.evaluate(fade)).toEqual(['2rem', '']);
  // A panel whose lines all fit has no fade.
  const short = page.locator('pre:has(#api-count-products-response)');
  await short.scrollIntoViewIfNeeded();
  expect(await short.evaluate(fade)).toEqual(['', '']);
});

// Outside review KK: "the 375 px page is 10,610 px long and every code block needs a 'Scroll →' badge". Below 768 px
// each call's request and response fold under a native toggle (it works before hydration), as the Returns fields do;
// from 768 px they show, the toggle hidden.
test("below 768 px each call's samples fold under 'Example request and response', which opens them; from 768 px they show", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/documentation/api-reference');
  const toggles = page.locator('summary').filter({ hasText: /^Example request and response$/ });
  await expect(toggles).toHaveCount(6);
  const sample = page.locator('#api-count-products-curl');
  const response = page.locator('#api-count-products-response');
  await expect(sample).toBeHidden();
  await expect(response).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8500);
  const toggle = page.locator('details', { has: sample }).locator('summary');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(sample).toBeVisible();
  await expect(response).toBeVisible();

  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documentation/api-reference');
    await expect(page.locator('#api-count-products-curl')).toBeVisible();
    await expect(toggles.filter({ visible: true })).toHaveCount(0);
  }
});
