import { expectNoAxeViolations } from '../helpers/axe';
import { expectNotHydrated, openBeforeHydration } from '../helpers/hydration';
import { contrastOf } from '../helpers/contrast';
import { expect, test, type Locator } from '../helpers/test';
import { chat } from '../chat/chat-helpers';
import { search, shortcut } from './search-helpers';

/**
 * The site search (issue 16): the header's button, Ctrl/Cmd+K and "/" open a dialog that searches
 * the whole site with the index built at build time, and opens the exact section of a result.
 */

const anyPages = [
  '/',
  '/pricing',
  '/faq',
  '/documentation/add-vendor',
  '/vendor-integrations/nora',
  '/careers',
  '/no-such-page',
];

test.describe('opening the search', () => {
  for (const path of anyPages) {
    test(`Ctrl+K opens it on ${path}, Escape closes it and gives focus back`, async ({ visitor: page }) => {
      const s = search(page);
      await page.goto(path);
      await expect(s.button).toBeVisible();
      await page.keyboard.press(shortcut());
      await s.expectOpen();
      await page.keyboard.press('Escape');
      await expect(s.dialog).toBeHidden();
      await expect(page.locator('html')).not.toHaveClass(/overflow-hidden/);
    });
  }

  test('⌘K, "/" and the button open it; the shortcut again closes it', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/features');
    await page.keyboard.press(shortcut('Meta'));
    await s.expectOpen();
    await page.keyboard.press(shortcut('Meta'));
    await expect(s.dialog).toBeHidden();

    await page.keyboard.press('/');
    await s.expectOpen();
    await expect(s.input).toHaveValue('');
    await page.keyboard.press('Escape');

    await s.button.click();
    await s.expectOpen();
    await page.keyboard.press('Escape');
    await expect(s.button).toBeFocused();
  });

  test('closed by the browser alone (Escape without a cancel event), the shortcut opens it again and the page scrolls', async ({
    visitor: page,
  }) => {
    // Chrome closes a modal on a repeated Escape without firing "cancel" when the page had no user
    // activation in between; the site must follow the dialog, not its own idea of it.
    const s = search(page);
    await page.goto('/documentation');
    await page.keyboard.press(shortcut());
    await s.expectOpen();
    await s.dialog.evaluate((dialog: HTMLDialogElement) => dialog.close());
    await expect(s.dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/overflow-hidden/);
    await page.keyboard.press(shortcut());
    await s.expectOpen();
  });

  test('"/" keeps its meaning on /documentation (its own box) and in text fields', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/documentation');
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: 'Search the documentation' });
    await expect(box).toBeFocused();
    await page.keyboard.type('/x');
    await expect(box).toHaveValue('/x');
    await expect(s.dialog).toBeHidden();
    // Ctrl+K is the site search, even from inside the box.
    await page.keyboard.press(shortcut());
    await s.expectOpen();
  });

  test('on a phone the header has the search button, and the dialog fills the screen', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const s = search(page);
    await page.goto('/pricing');
    await s.button.click();
    await s.expectOpen();
    const box = await s.dialog.locator('> div').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await s.dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(s.dialog).toBeHidden();
  });

  test('nothing of the search loads with the page; hovering the button fetches the index', async ({
    visitor: page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(requested).not.toContain('/search-index.json');
    const index = page.waitForResponse((response) => new URL(response.url()).pathname === '/search-index.json');
    await search(page).button.hover();
    expect((await index).status()).toBe(200);
  });

  test('Ctrl+K and a click of the button made before hydration are taken up', async ({ page }) => {
    const s = search(page);
    let scripts = await openBeforeHydration(page, '/how-it-works');
    await page.keyboard.press(shortcut());
    await expectNotHydrated(page);
    await scripts.release();
    await s.expectOpen();

    await page.unrouteAll({ behavior: 'wait' });
    scripts = await openBeforeHydration(page, '/release-notes');
    await s.button.click();
    await scripts.release();
    await s.expectOpen();
    // Once, however many listeners heard it: Escape closes it for good.
    await page.keyboard.press('Escape');
    await expect(s.dialog).toBeHidden();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`in the ${colorScheme} theme the open dialog clearly dims and blurs the page behind it, as the site menu does`, async ({
      visitor: page,
    }) => {
      // Outside reviews: "in dark mode the backdrop barely dims the page" (a navy tint, lighter than the dark page);
      // "Ctrl+K's backdrop barely dims the page" in light (the navy tint at half strength, QQ).
      await page.emulateMedia({ colorScheme });
      const s = search(page);
      await page.goto('/');
      await page.keyboard.press(shortcut());
      await s.expectOpen();
      // The page's text and ground as they show under the backdrop, painted on a canvas (the backdrop's colour
      // may be given in any colour space), and as they are.
      const [backdrop, ink, ground] = await s.dialog.evaluate((dialog) => {
        const { backgroundColor: backdropColour, backdropFilter } = getComputedStyle(dialog, '::backdrop');
        const paint = (colour: string, over?: string) => {
          const context = document.createElement('canvas').getContext('2d')!;
          context.fillStyle = colour;
          context.fillRect(0, 0, 1, 1);
          if (over) {
            context.fillStyle = over;
            context.fillRect(0, 0, 1, 1);
          }
          const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
          return r! + g! + b!;
        };
        const text = getComputedStyle(document.body).color;
        const page = getComputedStyle(document.documentElement).backgroundColor;
        return [
          { colour: backdropColour, blur: backdropFilter },
          { before: paint(text), after: paint(text, backdropColour) },
          { before: paint(page), after: paint(page, backdropColour) },
        ] as const;
      });
      // The site menu's scrim (tests/e2e/layout.spec.ts): black, deeper in dark, and blurred.
      expect(backdrop).toEqual({
        colour: colorScheme === 'dark' ? 'rgba(0, 0, 0, 0.733)' : 'rgba(0, 0, 0, 0.533)',
        blur: 'blur(2px)',
      });
      // The light page's white under half as bright under it (the navy at half strength left it at nearly 60%).
      if (colorScheme === 'light') expect(ground.after).toBeLessThan(ground.before * 0.5);
      else {
        // Never lighter than the dark page, and the page's text at most a third as bright under it.
        expect(ground.after).toBeLessThanOrEqual(ground.before);
        expect(ink.after).toBeLessThan(ink.before / 3);
      }
    });
});

test.describe('searching', () => {
  test('a query reaches a section anchor by keyboard alone', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/');
    await page.keyboard.press(shortcut());
    // Typed at once, while the dialog may still be loading: no letter is lost.
    await page.keyboard.type('collaborator access');
    await expect(s.input).toHaveValue('collaborator access');
    await expect(s.options.first()).toContainText('Option 1: Collaborator Access');
    await expect(s.input).toHaveAttribute('aria-activedescendant', (await s.options.first().getAttribute('id'))!);
    // Arrow keys move the active result, wrapping at the ends.
    await page.keyboard.press('ArrowDown');
    await expect(s.options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(s.options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(s.activeOption).toContainText('Option 1: Collaborator Access');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/documentation\/connect-shopify#option-1-collaborator-access-recommended$/);
    await expect(s.dialog).toBeHidden();
    await expect(page.locator('#option-1-collaborator-access-recommended')).toBeInViewport();
  });

  test('results are grouped by kind, with excerpts that mark the words found', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/contact');
    await page.keyboard.press(shortcut());
    await page.keyboard.type('duplicate sku');
    await expect(s.options.first()).toBeVisible();
    const groups = s.listbox.getByRole('group');
    await expect(groups.first()).toHaveAccessibleName('Documentation');
    const first = s.options.first();
    await expect(first.locator('mark').first()).toBeVisible();
    const marked = (await first.locator('mark').allTextContents()).map((text) => text.toLowerCase());
    // Both words, in the forms the row holds ("Duplicates are never created … the same SKU").
    expect(marked.filter((text) => text.startsWith('duplicate'))).not.toEqual([]);
    expect(marked.filter((text) => /(^| )sku( |$)/.test(text))).not.toEqual([]);
    // A match is a tint behind text in the row's own colour, not a link's underline and blue (issue 49).
    const mark = first.locator('mark').first();
    await expect(mark).toHaveCSS('text-decoration-line', 'none');
    await expect(mark).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const ownColor = await mark.evaluate((element) => getComputedStyle(element.parentElement!).color);
    await expect(mark).toHaveCSS('color', ownColor);
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results?$/);
  });

  test('a typo still finds the page, and a FAQ result opens its question', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/pricing');
    await page.keyboard.press(shortcut());
    await page.keyboard.type('cancelation data');
    const faq = s.listbox.getByRole('group', { name: 'FAQ' }).getByRole('option').first();
    await expect(faq).toBeVisible();
    const href = (await faq.getAttribute('href'))!;
    expect(href).toMatch(/^\/faq#/);
    await faq.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href.slice(5)}"]`)).toBeInViewport();
  });

  test('no result: popular articles, "Ask the assistant" opens the chat with the query, and a link to Contact', async ({
    visitor: page,
  }) => {
    const s = search(page);
    await page.goto('/about');
    await page.keyboard.press(shortcut());
    const query = 'zqxw frobnicate';
    await page.keyboard.type(query);
    await expect(s.dialog.getByRole('status')).toHaveText(`No results for “${query}”`);
    await expect(s.dialog.locator('p[aria-hidden="true"]', { hasText: `No results for “${query}”` })).toBeVisible();
    await expect(s.dialog.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact');
    // The popular articles to go on with, as the empty dialog lists them: one list, one look (an outside review
    // found "POPULAR ARTICLES" with four before a search and "Popular Articles" with three after one).
    const popular = s.listbox.getByRole('group', { name: 'Popular Articles' });
    const titles = ['Quick Start Guide', 'Connect Your Shopify Store', 'Add a Vendor', 'Health Check'];
    await expect(popular.getByRole('option')).toHaveText(titles.map((title) => new RegExp(`^${title}`)));
    const heading = popular.locator('[role="presentation"]');
    const look = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.textTransform, style.fontSize, style.color];
    });
    await s.input.fill('');
    await expect(popular.getByRole('option')).toHaveText(titles.map((title) => new RegExp(`^${title}`)));
    // Before anything is typed, each with what it is about (four bare titles read as thin: outside review DDD).
    await expect(popular.getByRole('option').first()).toContainText(
      'Set up Linkwell in one sitting once your account is confirmed',
    );
    await expect(popular.getByRole('option').last()).toContainText('Why a product fails its health check');
    expect(
      await heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.textTransform, style.fontSize, style.color];
      }),
    ).toEqual(look);
    await s.input.fill(query);
    await expect(s.dialog.getByRole('status')).toHaveText(`No results for “${query}”`);

    await s.dialog.getByRole('button', { name: 'Ask the assistant' }).click();
    await expect(s.dialog).toBeHidden();
    const c = chat(page);
    await expect(c.window).toBeVisible();
    await expect(c.input).toHaveValue(query);
    await expect(c.input).toBeFocused();
  });

  // Outside review DDDD: the "Ask the assistant" panel stood flush on the dialog's foot, its button before the sentence
  // that says what it does. At a laptop's height the empty dialog shows it whole, with room under it.
  test("no result at 1280 × 900: the assistant panel whole above the dialog's foot, its sentence before its button", async ({
    visitor: page,
  }) => {
    const s = search(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/documentation');
    await page.keyboard.press(shortcut());
    await page.keyboard.type('zqxw frobnicate');
    await expect(s.dialog.getByRole('status')).toHaveText('No results for “zqxw frobnicate”');
    const ask = s.dialog.getByRole('button', { name: 'Ask the assistant' });
    const panel = ask.locator('..');
    const results = s.dialog.getByLabel('Search results', { exact: true }).first();
    const [scroll, box] = [
      await results.evaluate((element) => element.scrollHeight - element.clientHeight),
      (await panel.boundingBox())!,
    ];
    expect(scroll, 'the results scroll, the panel cut by the foot').toBeLessThanOrEqual(0);
    const foot = (await s.dialog.getByText('↑ ↓ to move').boundingBox())!;
    expect(foot.y - (box.y + box.height), 'room between the panel and the foot').toBeGreaterThanOrEqual(16);
    const order = await panel.evaluate((element) => [...element.children].map((child) => child.tagName));
    expect(order).toEqual(['P', 'BUTTON']);
  });

  test('finds what people mean: a page named leads, a swapped pair of letters is one typo (issue 25)', async ({
    visitor: page,
  }) => {
    const s = search(page);
    await page.goto('/');
    await page.keyboard.press(shortcut());
    await page.keyboard.type('price');
    await expect(s.options.first()).toHaveAttribute('href', '/pricing');
    await s.input.fill('shopfiy');
    await expect(s.options.first()).toContainText('Shopify');
    await s.input.fill('contact sales');
    await expect(s.options.first()).toHaveAttribute('href', '/contact');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('lists the articles the documentation box finds, in its order, and marks only what was typed (an outside review)', async ({
    visitor: page,
  }) => {
    const s = search(page);
    const results = page.getByRole('region', { name: 'Search Results' });
    for (const query of ['tracking', 'inventory', 'qty']) {
      await page.goto(`/documentation?q=${query}`);
      await expect(results.locator('li').first()).toBeVisible();
      const box = await results
        .locator('li h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await page.keyboard.press(shortcut());
      await s.input.fill(query);
      const docs = s.listbox.getByRole('group', { name: 'Documentation' }).getByRole('option');
      await expect(docs.first()).toBeVisible();
      const dialog = await docs.evaluateAll((options) =>
        options.flatMap((option) =>
          option.matches('[href*="?"]') ? [] : [option.getAttribute('href')!.split('#')[0]],
        ),
      );
      expect(dialog.length).toBeGreaterThan(0);
      expect(dialog).toEqual(box.slice(0, dialog.length));
      // "inventory" does not mark "Qty" or "Quantity", nor "qty" "Inventory": only the word typed, in its forms, in
      // the articles that hold it (a row that a synonym alone found marks that synonym: tests/unit/search).
      const marked = await s.listbox.getByRole('group', { name: 'Documentation' }).locator('mark').allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      for (const text of marked) expect(text.toLowerCase()).toMatch(new RegExp(`^${query.slice(0, 4)}`));
      await page.keyboard.press('Escape');
      // Closed before the next shortcut: pressed while it still closes, the shortcut toggles it shut (a flake under load).
      await expect(s.dialog).toBeHidden();
    }
    // "inventory" opens with the article its title names, not a section of it or of another article.
    await page.keyboard.press(shortcut());
    await s.input.fill('inventory');
    await expect(s.options.first()).toHaveAttribute('href', '/documentation/inventory-management');
    // Under its category, as on the documentation box's card.
    await expect(s.options.first()).toContainText(/^User Guide\s*Inventory Management/);
    // Generic navigation headings are no results of their own.
    await s.input.fill('next step');
    await expect(s.dialog.getByRole('status')).toHaveText(/results?|No results/);
    await expect(s.options.filter({ hasText: /^(Next steps?|What.s next)/i })).toHaveCount(0);
    await expect(s.listbox.getByText(/^(Next steps?|What.s next)$/i)).toHaveCount(0);
  });

  // Outside review JJJJ: "the page search and Ctrl+K give different results for the same word". The dialog shows the
  // best articles; a last row says how many the documentation box lists and opens that list, from any page.
  test("the dialog's documentation group ends with the box's full count, and opens that list", async ({
    visitor: page,
  }) => {
    const s = search(page);
    const box = page.getByRole('region', { name: 'Search Results' });
    for (const from of ['/pricing', '/documentation']) {
      await page.goto(from);
      await page.keyboard.press(shortcut());
      await s.input.fill('vendor');
      const all = s.listbox
        .getByRole('group', { name: 'Documentation' })
        .getByRole('option', { name: /^See all \d+ results in the documentation/ });
      await expect(all).toHaveAttribute('href', '/documentation?q=vendor');
      const count = Number((await all.textContent())!.match(/\d+/)![0]);
      const shown = await s.listbox.getByRole('group', { name: 'Documentation' }).getByRole('option').count();
      expect(count).toBeGreaterThan(shown - 1);
      // The status counts results, not this row.
      await expect(s.dialog.getByRole('status')).toHaveText(`${(await s.options.count()) - 1} results`);
      await s.input.press('End');
      while ((await s.activeOption.getAttribute('href')) !== '/documentation?q=vendor')
        await s.input.press('ArrowDown');
      await s.input.press('Enter');
      await expect(page).toHaveURL(/\/documentation\?q=vendor$/);
      await expect(s.dialog).toBeHidden();
      await expect(page.getByText(`${count} articles match your search across all categories.`)).toBeVisible();
      await expect(box.locator('li h3 a')).toHaveCount(count);
    }
    // A query the dialog lists whole has no such row.
    await page.keyboard.press(shortcut());
    await s.input.fill('safety stock');
    await expect(s.options.first()).toBeVisible();
    await expect(s.listbox.getByRole('option', { name: /^See all/ })).toHaveCount(0);
  });

  // An outside review (LL): "each word is highlighted in its own box, including the breadcrumb; in dark mode they
  // become heavy brown blocks". Words found one after another are one mark, the breadcrumb has none, and the dark
  // tint is a quiet, barely coloured one with the text on it well above AA.
  for (const colorScheme of ['light', 'dark'] as const)
    test(`marks are one quiet tint a run of words, none in the breadcrumb (${colorScheme})`, async ({
      visitor: page,
    }) => {
      await page.emulateMedia({ colorScheme });
      const s = search(page);
      // No mark with only spaces between it and the next one: those are one run, one mark.
      const splitRuns = (root: Locator) =>
        root.evaluate((element) =>
          [...element.querySelectorAll('mark')]
            .filter((mark) => {
              const next = mark.nextSibling;
              if (next?.nodeName === 'MARK') return true;
              return next?.nodeType === 3 && !next.textContent!.trim() && next.nextSibling?.nodeName === 'MARK';
            })
            .map((mark) => mark.textContent),
        );
      await page.goto('/pricing');
      await page.keyboard.press(shortcut());
      await s.input.fill('quantity delta');
      await expect(s.options.first()).toBeVisible();
      const marks = await s.listbox.locator('mark').allTextContents();
      expect(marks.filter((text) => /^quantity delta$/i.test(text)).length).toBeGreaterThan(1);
      expect(await splitRuns(s.listbox)).toEqual([]);
      // The breadcrumb (a row's first, small line) is plain text.
      await expect(s.options.first().locator('span.truncate')).not.toHaveText('');
      await expect(s.listbox.locator('span.truncate mark')).toHaveCount(0);
      // The text on the tint, in the excerpt's colour and the heading's, at least AA; the tint itself quiet.
      for (const mark of [s.options.first().locator('span.line-clamp-2 mark'), s.options.nth(1).locator('mark')])
        expect((await contrastOf(mark.first())).text).toBeGreaterThanOrEqual(4.5);
      const saturation = await s.listbox
        .locator('mark')
        .first()
        .evaluate((mark) => {
          const [r, g, b] = getComputedStyle(mark).backgroundColor.match(/\d+/g)!.map(Number) as [
            number,
            number,
            number,
          ];
          const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
          return (max - min) / (255 - Math.abs(max + min - 255));
        });
      // The deep brown (#4a3b12) was 61 % saturated.
      expect(saturation).toBeLessThan(colorScheme === 'dark' ? 0.35 : 1);
      await page.keyboard.press('Escape');
      // The documentation landing's results mark the same way.
      await page.goto('/documentation?q=quantity%20delta');
      const results = page.getByRole('region', { name: 'Search Results' });
      await expect(results.locator('mark').first()).toBeVisible();
      expect(await results.locator('mark').allTextContents()).toContainEqual(
        expect.stringMatching(/^quantity delta$/i),
      );
      expect(await splitRuns(results)).toEqual([]);
    });

  // An outside review: in the dialog "tracking" listed the vendor Nora by its "track lighting"; on /documentation "MAP"
  // listed the Quick Start Guide and marked its verb "map". Typed in capitals, an acronym finds and marks only itself.
  test('"tracking" lists no vendor by "track lighting"; "MAP" in capitals marks only MAP, in the dialog and the box', async ({
    visitor: page,
  }) => {
    const s = search(page);
    await page.goto('/documentation?q=MAP');
    const results = page.getByRole('region', { name: 'Search Results' });
    await expect(results.locator('li').first()).toBeVisible();
    await expect(results.locator('li h3 a[href="/documentation/quick-start-guide"]')).toHaveCount(0);
    const boxMarks = await results.locator('mark').allTextContents();
    expect(boxMarks.length).toBeGreaterThan(0);
    for (const text of boxMarks) expect(text).toMatch(/^MAP/);
    await page.keyboard.press(shortcut());
    await s.input.fill('MAP');
    await expect(s.options.first()).toBeVisible();
    const dialogMarks = await s.listbox.locator('mark').allTextContents();
    expect(dialogMarks.length).toBeGreaterThan(0);
    for (const text of dialogMarks) expect(text).toMatch(/^MAP/);
    await s.input.fill('tracking');
    await expect(s.listbox.getByRole('group', { name: 'Documentation' }).getByRole('option').first()).toBeVisible();
    await expect(s.options.filter({ hasText: /track lighting/ })).toHaveCount(0);
    await expect(s.listbox.locator('a[href="/vendor-integrations/nora"]')).toHaveCount(0);
  });

  // Outside review TT: "two different search experiences, each with a different results design", and "inventory" found
  // the vendor Honey's Place on /documentation. The box's results are the dialog's rows: one panel, each row its
  // context over its title and passage, the words tinted, in the same sizes; a vendor only by its name.
  test('the documentation box lists its results in the dialog\'s rows, and no vendor for "inventory"', async ({
    visitor: page,
  }) => {
    const s = search(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/documentation?q=inventory');
    const results = page.getByRole('region', { name: 'Search Results' });
    const rows = results.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    await expect(results.locator('a[href^="/vendor-integrations/"]')).toHaveCount(0);
    const look = (row: Locator) =>
      row.evaluate((element) => {
        const [context, title] = [...element.querySelectorAll('p, h3, span.block')].map((node) =>
          getComputedStyle(node),
        );
        const box = getComputedStyle(element);
        return {
          padding: `${box.paddingTop} ${box.paddingLeft}`,
          radius: box.borderTopLeftRadius,
          border: box.borderTopWidth,
          context: context!.fontSize,
          title: `${title!.fontSize} ${title!.fontWeight}`,
        };
      });
    const box = await look(rows.first());
    // No card a result, no rule beside a passage: the rows stand in one panel, as in the dialog.
    expect(box.border).toBe('0px');
    await expect(results.locator('[data-excerpt]').first()).toHaveCSS('border-left-width', '0px');
    await expect(results.getByRole('list')).toHaveCSS('border-top-style', 'solid');
    await page.keyboard.press(shortcut());
    await s.input.fill('inventory');
    const option = s.listbox.getByRole('group', { name: 'Documentation' }).getByRole('option').first();
    await expect(option).toBeVisible();
    // The same type as the dialog's rows; on the page, rows ruled across the card with more room than the dialog's
    // inset, rounded options (inset, the page's rows read cramped: outside review FFFFF).
    const dialogRow = await look(option);
    expect({ context: box.context, title: box.title }).toEqual({ context: dialogRow.context, title: dialogRow.title });
    expect(parseFloat(box.padding.split(' ')[0]!)).toBeGreaterThan(parseFloat(dialogRow.padding.split(' ')[0]!));
    expect(box.radius).toBe('0px');
  });

  test('a misspelt word still finds its page', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/');
    await page.keyboard.press(shortcut());
    await page.keyboard.type('invntory');
    await expect(s.input).toHaveValue('invntory');
    await expect(s.options.first()).toBeVisible();
    await expect(s.options.first().locator('mark').first()).toHaveText(/^inventory/i);
  });

  test('focus stays inside the dialog', async ({ visitor: page }) => {
    const s = search(page);
    await page.goto('/');
    await page.keyboard.press(shortcut());
    await page.keyboard.type('zqxw');
    await expect(s.dialog.getByRole('button', { name: 'Ask the assistant' })).toBeVisible();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await s.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('accessibility with the dialog open', () => {
  // axe on the dialog: tests/e2e/routes.spec.ts checks the page behind it in both themes.
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with results, popular articles and no results (${theme})`, async ({ visitor: page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const s = search(page);
      await page.goto('/documentation/health-check');
      await page.keyboard.press(shortcut());
      await expect(s.options.first()).toBeVisible();
      await expectNoAxeViolations(page, 'dialog');
      await page.keyboard.type('vendor');
      await expect(s.listbox.getByRole('group').nth(1)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page, 'dialog');
      await s.input.fill('zqxw');
      await expect(s.dialog.getByRole('button', { name: 'Ask the assistant' })).toBeVisible();
      await expectNoAxeViolations(page, 'dialog');
    });
  }
});
