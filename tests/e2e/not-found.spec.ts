import { expect, test } from './helpers/test';
import { openBeforeHydration } from './helpers/hydration';

test('an unknown route answers 404 with Page Not Found and a way home', async ({ visitor: page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);
  // The search is the page's one filled button; the way home is outlined (two filled buttons competed:
  // outside review) and the broken-link report is a quiet text link beside it.
  const main = page.getByRole('main');
  const home = main.getByRole('link', { name: 'Back to Home' });
  const report = page.getByRole('link', { name: 'Report a broken link' });
  const fill = (locator: typeof home) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const brand = await fill(main.getByRole('button', { name: 'Search', exact: true }));
  const fills = await main
    .locator('a, button')
    .evaluateAll((items) =>
      items.filter((item) => item.checkVisibility()).map((item) => getComputedStyle(item).backgroundColor),
    );
  expect(
    fills.filter((color) => color === brand),
    'one filled button',
  ).toHaveLength(1);
  expect(await fill(home)).not.toBe(brand);
  await expect(home).toHaveCSS('border-top-width', '1px');
  expect(await fill(report)).toBe('rgba(0, 0, 0, 0)');
  const [homeBox, reportBox] = [(await home.boundingBox())!, (await report.boundingBox())!];
  expect(homeBox.x, 'home comes first').toBeLessThan(reportBox.x);
  // The large primary size the site's other main calls to action use, not a small button.
  expect(homeBox.height, 'home is a large button').toBeGreaterThanOrEqual(48);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test("the report link stands beside the way home, in a laptop's first screen", async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no-such-page');
  const home = page.getByRole('main').getByRole('link', { name: 'Back to Home' });
  const report = page.getByRole('link', { name: 'Report a broken link' });
  const [homeBox, reportBox] = [(await home.boundingBox())!, (await report.boundingBox())!];
  // On the button's row (under it, it fell below 800 px: outside review JJJ).
  expect(Math.abs(homeBox.y + homeBox.height / 2 - (reportBox.y + reportBox.height / 2))).toBeLessThan(4);
  expect(reportBox.y + reportBox.height).toBeLessThanOrEqual(800);
  // Set as the site's other arrow links, at the body's size and weight (small and grey beside the button, it read as
  // weak: outside review RRRR).
  await expect(report).toHaveCSS('font-size', '16px');
  await expect(report).toHaveCSS('font-weight', '600');
});

test('existing routes answer 200 on a direct load (deep links survive a reload)', async ({ request }) => {
  for (const route of ['/', '/privacy', '/terms', '/cookies', '/sitemap.xml', '/robots.txt']) {
    expect((await request.get(route)).status(), route).toBe(200);
  }
});

test('the not-found page offers a documentation search and the popular destinations', async ({ visitor: page }) => {
  await page.goto('/no-such-page');
  const popular = page.getByRole('region', { name: 'Popular Destinations' });
  await expect(popular.getByRole('link')).toHaveCount(6);
  await expect(popular.getByRole('link', { name: /^Pricing/ })).toHaveAttribute('href', '/pricing');
  await expect(popular.getByRole('link', { name: /^Vendor Integrations/ })).toHaveAttribute(
    'href',
    '/vendor-integrations',
  );
  const search = page.getByRole('search');
  // A placeholder that says what the box searches (an example alone did not: outside review HHHHHH), not a command
  // ("Try: add a vendor": an outside review).
  await expect(search.getByRole('searchbox', { name: 'Search the documentation' })).toHaveAttribute(
    'placeholder',
    'Search the docs',
  );
  await expect(search.getByRole('searchbox')).toHaveAttribute('maxlength', '200');
  await search.getByRole('searchbox', { name: 'Search the documentation' }).fill('tracking');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/documentation\?q=tracking$/);
  await expect(page.getByRole('searchbox', { name: /Search the documentation/ })).toHaveValue('tracking');
});

test('at 1440 px the popular destinations are two titled groups side by side, light links each with its line', async ({
  visitor: page,
}) => {
  // Six boxed cards with icon tiles were heavy (outside review): plain links under a rule; a flat grid of
  // six read as plain (outside review): two groups, each under its title, three destinations a group.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/no-such-page');
  const popular = page.getByRole('region', { name: 'Popular Destinations' });
  await expect(popular.getByRole('heading', { level: 3 })).toHaveText(['Set Up Your Store', 'Find an Answer']);
  const setUp = popular.getByRole('list', { name: 'Set Up Your Store' }).getByRole('link');
  const answer = popular.getByRole('list', { name: 'Find an Answer' }).getByRole('link');
  await expect(setUp).toHaveText([/^Documentation/, /^Vendor Integrations/, /^Pricing/]);
  await expect(answer).toHaveText([/^FAQ/, /^Case Studies/, /^Contact/]);
  const links = popular.getByRole('link');
  const boxes = await links.evaluateAll((items) =>
    items.map((link) => {
      const style = getComputedStyle(link);
      return { ...link.getBoundingClientRect().toJSON(), border: style.borderTopWidth, shadow: style.boxShadow };
    }),
  );
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(250);
    expect(box.height).toBeLessThan(100);
    expect([box.border, box.shadow], 'no card frame').toEqual(['0px', 'none']);
  }
  expect(new Set(boxes.map((box) => Math.round(box.left))).size, 'two columns').toBe(2);
  expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'three rows').toBe(3);
  await expect(links.first()).toContainText('Set up your store and vendors, step by step.');
  // Across the page's column, from under the logo (in a narrow column they left the sides empty and the
  // page read as sparse: outside review).
  const region = (await popular.boundingBox())!;
  const logo = (await page.getByRole('link', { name: 'Linkwell home' }).boundingBox())!;
  expect(Math.abs(region.x - logo.x)).toBeLessThanOrEqual(1);
  expect(region.width).toBeGreaterThan(1100);
});

for (const theme of ['light', 'dark'] as const)
  test(`in the ${theme} theme a drawing in the site's own over the 404 kicker: a shelf of vendors' goods, one slot empty under a lamp`, async ({
    visitor: page,
  }) => {
    // Generic (a browser window with a ring and a question mark), "just the logo" (the site's mark with a ring rolled
    // off), then "a little generic" (a store, a dashed route and a pin: outside review KK): a store's shelf drawn with
    // the goods of the vendor directory's drawings, in the theme's colour tokens.
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no-such-page');
      const sketch = page.locator('main svg[data-sketch="empty-shelf"]:visible');
      await expect(sketch).toBeVisible();
      await expect(sketch).toHaveAttribute('aria-hidden', 'true');
      await expect(sketch.locator('use')).toHaveAttribute('href', '/sprite.svg#emptyShelf');
      const [box, kicker, title] = [
        (await sketch.boundingBox())!,
        (await page.locator('main p:text-is("404"):visible').boundingBox())!,
        (await page.getByRole('heading', { level: 1 }).boundingBox())!,
      ];
      // Large, and within a phone's width.
      expect(box.width, `${width} px`).toBeGreaterThanOrEqual(width < 640 ? 280 : 320);
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(16);
      expect(box.y + box.height).toBeLessThanOrEqual(kicker.y);
      expect(Math.abs(box.x + box.width / 2 - (title.x + title.width / 2))).toBeLessThan(2);
    }
    // The drawing as the sprite gives it, set in the page beside the sketch, so the theme's tokens apply to it.
    const parts = await page.locator('main svg[data-sketch="empty-shelf"]:visible').evaluate(async (sketch) => {
      const sprite = new DOMParser().parseFromString(await (await fetch('/sprite.svg')).text(), 'image/svg+xml');
      const symbol = sprite.getElementById('emptyShelf')!;
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('viewBox', symbol.getAttribute('viewBox')!);
      svg.innerHTML = symbol.innerHTML;
      // The page's policy refuses style attributes in markup it writes; the styles go in through the CSSOM.
      const [from, to] = [symbol.querySelectorAll('*'), svg.querySelectorAll('*')];
      from.forEach((element, index) => ((to[index] as SVGElement).style.cssText = element.getAttribute('style') ?? ''));
      sketch.after(svg);
      const part = (name: string) => svg.querySelector(`[data-part="${name}"]`)!;
      const box = (element: Element) => element.getBoundingClientRect();
      const slot = box(part('empty-slot'));
      const goods = [...part('goods').children].map(box);
      const pendant = box(part('pendant'));
      const result = {
        words: svg.querySelectorAll('text, use, image').length,
        goods: goods.length,
        kraft: getComputedStyle(part('goods').querySelector('path')!).fill,
        slotDashed: getComputedStyle(part('empty-slot')).strokeDasharray !== 'none',
        slotStroke: getComputedStyle(part('empty-slot')).stroke,
        slotLabel: getComputedStyle(part('slot-label')).fill,
        // Nothing stands in the empty slot.
        inSlot: goods.filter(
          (item) =>
            item.x < slot.x + slot.width &&
            item.x + item.width > slot.x &&
            item.y < slot.y + slot.height &&
            item.y + item.height > slot.y,
        ).length,
        lampOverSlot: Math.abs(pendant.x + pendant.width / 2 - (slot.x + slot.width / 2)) < 2 && pendant.y < slot.y,
      };
      svg.remove();
      return result;
    });
    const brand = theme === 'light' ? 'rgb(59, 111, 245)' : 'rgb(107, 147, 255)';
    expect(parts).toMatchObject({
      words: 0,
      // The cartons' kraft is theirs in both themes, as a catalog photo shows them.
      kraft: 'rgb(201, 154, 98)',
      slotDashed: true,
      slotStroke: brand,
      slotLabel: brand,
      inSlot: 0,
      lampOverSlot: true,
    });
    expect(parts.goods).toBeGreaterThanOrEqual(6);
  });

test('on a phone the way home and the search come first, and the destinations are their two groups, each with its line', async ({
  visitor: page,
}) => {
  // Six full cards pushed Back to Home far down on a phone (outside review).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/no-such-page');
  const home = page.getByRole('main').getByRole('link', { name: 'Back to Home' });
  const popular = page.getByRole('region', { name: 'Popular Destinations' });
  const [searchBox, homeBox, popularBox] = await Promise.all([
    page.getByRole('search').boundingBox(),
    home.boundingBox(),
    popular.boundingBox(),
  ]);
  expect(homeBox!.y, 'home under the search').toBeGreaterThan(searchBox!.y);
  expect(homeBox!.y + homeBox!.height, 'home in the first screen').toBeLessThan(812);
  expect(popularBox!.y, 'destinations after home').toBeGreaterThan(homeBox!.y + homeBox!.height);
  const cards = popular.getByRole('link');
  const boxes = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
  expect(new Set(boxes.map((box) => Math.round(box.left))).size, 'one column').toBe(1);
  for (const box of boxes) expect(box.height).toBeLessThan(100);
  // Each with its line on a phone too (the names alone read as plain: outside review).
  await expect(cards.first().getByText('Set up your store and vendors, step by step.')).toBeVisible();
  const [first, second] = [
    (await popular.getByRole('heading', { name: 'Set Up Your Store' }).boundingBox())!,
    (await popular.getByRole('heading', { name: 'Find an Answer' }).boundingBox())!,
  ];
  expect(second.y).toBeGreaterThan(boxes[2]!.bottom);
  expect(first.y).toBeLessThan(boxes[0]!.top);
});

test('the not-found page says which address was asked for, as text, and gives the support hours as the site states them', async ({
  visitor: page,
}) => {
  await page.goto('/no-such-page?ref=newsletter#top');
  // The path alone, never the host, query or fragment; no fake status of anything else.
  await expect(page.getByText('You asked for')).toBeVisible();
  await expect(page.getByRole('main').locator('code')).toHaveText('/no-such-page');
  await expect(page.getByText(/Healthy|Unaffected/)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Popular Destinations' }).getByRole('link', { name: /^Contact/ }),
  ).toContainText('Write to the team, book a demo or report a problem.');

  // A hostile address is shown as the words it is, never as markup, and a very long one is cut.
  await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
  await expect(page.getByRole('main').locator('code')).toHaveText('/<img src=x onerror=alert(1)>');
  await expect(page.getByRole('main').locator('img[src="x"]')).toHaveCount(0);
  await page.goto(`/${'a'.repeat(300)}`);
  const shown = (await page.getByRole('main').locator('code').textContent())!;
  expect(shown).toHaveLength(90);
  expect(shown.endsWith('\u2026')).toBe(true);
});

test('the not-found search works without JavaScript (a plain GET form)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/no-such-page');
  // The header's site search needs JavaScript, so it is not offered: the page's own search is the one.
  await expect(page.getByRole('banner').getByRole('button', { name: /search/i })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('MAP price');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/documentation\?q=MAP\+price$/);
  await context.close();
});

test('a mistyped address gets "Did you mean" with the page meant, in the first paint, kept by hydration', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = await openBeforeHydration(page, '/pricng');
  const hint = page.getByText('Did you mean:').filter({ visible: true });
  // Written before the first paint by the page's inline script, so nothing below it moves.
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('link')).toHaveText('Pricing');
  await scripts.release();
  await expect(hint.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  // No hydration mismatch (React's minified error #418 or #425) or other error; the 404 status itself is logged.
  expect(errors.filter((error) => !/Failed to load resource: .* 404/.test(error))).toEqual([]);
  await hint.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plans That Grow');
});

test('an address like no page gets no "Did you mean"; without JavaScript neither', async ({ page, browser }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Did you mean:').filter({ visible: true })).toHaveCount(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/pricng');
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(noScript.getByText('Did you mean:').filter({ visible: true })).toHaveCount(0);
  // Without the script the page cannot know the address: the line that would show it stays out.
  await expect(noScript.getByText('You asked for')).toBeHidden();
  await context.close();
});

test('a mistyped vendor address gets Vendor Not Found and "Did you mean" the vendor', async ({ visitor: page }) => {
  await page.goto('/vendor-integrations/norra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Not Found');
  const hint = page.getByText('Did you mean:').filter({ visible: true });
  await expect(hint).toHaveCount(1);
  await expect(hint.getByRole('link')).toHaveText('Nora integration');
  await hint.getByRole('link').click();
  await expect(page).toHaveURL(/\/vendor-integrations\/nora$/);
});
