import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

/** The full reference, a page of its own (/documentation keeps a short API section at #api, docs-landing.spec.ts). */
const reference = '/documentation/api-reference';

test('the API Reference lists the six calls with fields, the auth header and the Premium note', async ({
  visitor: page,
}) => {
  await page.goto(reference);
  await expect(page).toHaveTitle('API Reference | Linkwell');
  const api = page.getByRole('main');
  await expect(api.getByRole('heading', { level: 1 })).toHaveText('API Reference');
  await expect(api.locator('[data-hero]')).toContainText('Premium plan');
  await expect(api).toContainText('API access is part of the Premium plan');
  await expect(api).toContainText('X-Linkwell-Authorization: Bearer <your JWT>');
  // Each call is a section under its anchor, its title an h2.
  await expect(api.locator('section > div > h2[id^="api-"]')).toHaveText([
    'Create a product from a vendor catalog',
    'Push an existing product to another platform',
    'List products',
    'Count products',
    "Update a product's quantity",
    "Update a product's price",
  ]);
  const create = api.locator('section', {
    has: page.getByRole('heading', { name: 'Create a product from a vendor catalog' }),
  });
  await expect(create.getByRole('table').getByRole('row')).toHaveCount(6);
  await expect(create.getByRole('row', { name: /publish/ })).toContainText('boolean');
  // Undocumented responses are said once, for all calls, not under each call.
  await expect(create).not.toContainText('bodies may change');
  expect((await api.textContent())?.match(/bodies may change/g)).toHaveLength(1);
  await expect(api).toContainText('Count products returns a documented body, the number of products.');
  const count = api.locator('section', { has: page.getByRole('heading', { name: 'Count products' }) });
  await expect(count).toContainText('count (number)');
  await expect(count.locator('#api-count-products-response')).toHaveText('{ "count": 1280 }');
  await expect(api.locator('#api-list-products-curl')).toContainText('/wh/api/v1/products?limit=50');
  await expect(api.locator('#api-update-quantity-curl')).toContainText(`-d '{"quantity":12}'`);
});

test('code samples are highlighted at build time in both colour themes, with no highlighter in the browser', async ({
  visitor: page,
}) => {
  const scripts: string[] = [];
  // The worker's page goes on to the next test with this listener: a body it can no longer read
  // (the page has moved on) is skipped, where the rejection failed whichever test ran next.
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto(`${reference}#api-update-price`);
  const keyword = page
    .locator('#api-update-price-fetch span[style*="--d:"]')
    .filter({ hasText: /^const$/ })
    .first();
  await expect(keyword).toBeAttached();
  const lightColour = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  const darkColour = await keyword.evaluate((element) => getComputedStyle(element).color);
  expect(darkColour).not.toBe(lightColour);
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

test('a copy button copies its code sample and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${reference}#api-count-products`);
  const button = page.getByRole('button', { name: 'Copy curl: Count products' });
  await button.click();
  await expect(button).toHaveText('Copied');
  await expect(
    page.getByRole('status').filter({ hasText: 'curl: Count products copied to the clipboard' }),
  ).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#api-count-products-curl').textContent());
  expect(copied).toContain('curl -X GET "https://$LINKWELL_HOST/wh/api/v1/products/count"');
  expect(copied).toContain('-H "X-Linkwell-Authorization: Bearer $LINKWELL_TOKEN"');

  await page
    .getByRole('tablist', { name: 'Code samples: Count products' })
    .getByRole('tab', { name: 'JavaScript fetch' })
    .click();
  await page.getByRole('button', { name: 'Copy JavaScript fetch: Count products' }).press('Enter');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('const { count } = await response.json();');
});

test('curl and JavaScript samples sit in keyboard-operable tabs', async ({ visitor: page }) => {
  await page.goto(`${reference}#api-list-products`);
  const tablist = page.getByRole('tablist', { name: 'Code samples: List products' });
  const curlTab = tablist.getByRole('tab', { name: 'curl' });
  await expect(curlTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#api-list-products-curl')).toBeVisible();
  await expect(page.locator('#api-list-products-fetch')).toBeHidden();
  await curlTab.focus();
  await page.keyboard.press('ArrowRight');
  const fetchTab = tablist.getByRole('tab', { name: 'JavaScript fetch' });
  await expect(fetchTab).toBeFocused();
  await expect(fetchTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'JavaScript fetch' }).locator('#api-list-products-fetch'),
  ).toBeVisible();
  await expect(page.locator('#api-list-products-curl')).toBeHidden();
});

test('without JavaScript both samples of every call are shown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(reference);
  await expect(page.locator('#api-update-price-curl')).toBeVisible();
  await expect(page.locator('#api-update-price-fetch')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
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
  // The back link leads to the landing's API section.
  await expect(page.getByRole('link', { name: 'Back to the documentation' })).toHaveAttribute(
    'href',
    '/documentation#api',
  );
});
