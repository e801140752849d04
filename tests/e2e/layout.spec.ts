import { expect, test } from './helpers/test';
import {
  footerColumns,
  headerMainMenu,
  headerMenuGroups,
  headerNav,
  headerPrimaryHrefs,
  headerWideHrefs,
  legalNav,
} from '../../lib/site/site';

test.describe('header', () => {
  test('is transparent at the top and white with a shadow once scrolled past 10 px', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/privacy');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('marks the current page as active and offers Contact Sales and Get Started', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/terms');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');

    await page.goto('/security');
    await banner.getByRole('button', { name: 'More' }).click();
    // The More menu is grouped like the footer, without the links shown inline.
    const inline = [...headerPrimaryHrefs, ...headerWideHrefs];
    for (const group of headerMenuGroups)
      await expect(banner.getByRole('list', { name: group.title }).getByRole('link')).toHaveText(
        group.links.filter((link) => !inline.includes(link.href)).map((link) => link.title),
      );
    // Security is under Company, and marked there on its own page; no Home under Product.
    const security = banner.getByRole('list', { name: 'Company' }).getByRole('link', { name: 'Security' });
    await expect(security).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    await expect(banner.locator('[aria-current="page"]:visible')).toHaveCount(1);
    await expect(banner.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('from 1024 px the row shows the three main links, More and Log in; More holds How It Works and Vendor Integrations, not Home', async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/privacy');
    const banner = page.getByRole('banner');
    const row = page.getByRole('navigation', { name: 'Main' });
    await expect(row.getByRole('link')).toHaveText(['Features', 'Pricing', 'Documentation']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    // Log in in the row, on one line, between More and Contact Sales.
    const logIn = banner.getByRole('link', { name: 'Log in' });
    await expect(logIn).toBeVisible();
    const [more, logInBox, contactSales] = await Promise.all([
      row.getByRole('button', { name: 'More' }).boundingBox(),
      logIn.boundingBox(),
      banner.getByRole('link', { name: 'Contact Sales' }).boundingBox(),
    ]);
    expect(logInBox!.x).toBeGreaterThan(more!.x + more!.width);
    expect(logInBox!.x + logInBox!.width).toBeLessThan(contactSales!.x);
    expect(logInBox!.y).toBe(contactSales!.y + (contactSales!.height - logInBox!.height) / 2);
    await row.getByRole('button', { name: 'More' }).click();
    const product = row.getByRole('list', { name: 'Product' });
    await expect(product.getByRole('link')).toHaveText([
      'How It Works',
      'Vendor Integrations',
      'Custom Integrations',
      'Release Notes',
    ]);
    await expect(row.getByRole('list', { name: 'Company' }).getByRole('link')).toHaveText([
      'About',
      'Security',
      'Careers',
      'Contact',
    ]);
    // Every link of the More menu on one line.
    for (const link of await row.getByRole('list').getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, `${await link.textContent()} takes one line`).toBeLessThan(40);
    }
    await expect(row.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    // The chat toggle floats in the page's gutter from here, not in the header.
    expect((await page.getByRole('button', { name: 'Open live chat' }).boundingBox())!.y).toBeGreaterThan(700);
  });

  test('on a tablet the menu sets its main pages and the groups in one column of rows across the panel, not a column beside an empty panel', async ({
    visitor: page,
  }) => {
    // Three columns of plain text read as a list, not tap targets (outside review): one column of rows, each as
    // wide as the panel, so no row stands beside an empty panel.
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    const main = nav.getByRole('list').first();
    const box = async (name: string) => (await nav.getByRole('link', { name, exact: true }).boundingBox())!;
    const listX = async (name: string) => Math.round((await nav.getByRole('list', { name }).boundingBox())!.x);
    expect(Math.round((await box('Home')).x)).toBe(await listX('Product'));
    expect(Math.round((await box('Features')).x)).toBe(await listX('Company'));
    expect((await box('Features')).y).toBeGreaterThan((await box('Home')).y);
    expect((await box('Home')).width).toBeGreaterThan(700);
    await expect(main.getByRole('link')).toHaveCount(5);
  });

  test('the mobile menu is one system: the main pages led by Home, then the secondary pages, each group under its small label in the same rows; the calls to action first, the theme and Log in at its foot with no empty band; it closes on a link choice and on Escape', async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/privacy');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // A hierarchy (a flat grid gave main and secondary pages equal weight: outside review): Home and the main
    // pages first, one a line; Home no longer filed under Company (outside review), nor alone on a row (an
    // earlier one); then the footer's groups without the main pages.
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    const main = nav.getByRole('list').first();
    await expect(main.getByRole('link')).toHaveText(headerMainMenu.map((link) => link.title));
    await expect(main.getByRole('link')).toHaveText(['Home', 'Features', 'Pricing', 'How It Works', 'Documentation']);
    // The first page link of the panel (the calls to action come before it).
    await expect(nav.locator('ul a').first()).toHaveText('Home');
    const mainHrefs = headerMainMenu.map((link) => link.href);
    for (const group of headerMenuGroups)
      await expect(menu.getByRole('list', { name: group.title }).getByRole('link')).toHaveText(
        group.links.filter((link) => !mainHrefs.includes(link.href)).map((link) => link.title),
      );
    await expect(menu.getByRole('list', { name: 'Company' }).getByRole('link')).toHaveText([
      'About',
      'Security',
      'Careers',
      'Contact',
    ]);
    await expect(menu.locator('a svg')).toHaveCount(0);
    const pageLinksOfMenu = menu.getByRole('link').filter({ hasNotText: /^(Log in|Contact Sales|Get Started)$/ });
    const titles = await pageLinksOfMenu.allTextContents();
    // Every header link once.
    expect([...titles].sort()).toEqual([...headerNav.map((link) => link.title), 'Security'].sort());
    // One system (five large links over a small grid read as two styles: outside review): every page link of
    // the panel in one size, weight and ink, at least 15 px; the main pages under a small label of their own
    // in the groups' label style, in Product's two columns.
    const style = (links: typeof pageLinksOfMenu) =>
      links.evaluateAll((all) =>
        all.map((link) => {
          const { fontSize, fontWeight, color } = getComputedStyle(link);
          return `${fontSize} ${fontWeight} ${color}`;
        }),
      );
    const styles = new Set([
      ...(await style(main.getByRole('link'))),
      ...(await style(nav.locator('ul[aria-label] a'))),
    ]);
    expect([...styles]).toEqual([expect.stringMatching(/^15px 500 rgb\(15, 27, 61\)$/)]);
    const labels = await nav.evaluate((panel) => {
      const label = (element: Element, pseudo?: string) => {
        const { content, fontSize, fontWeight, textTransform, letterSpacing, color } = getComputedStyle(
          element,
          pseudo,
        );
        return { content, look: `${fontSize} ${fontWeight} ${textTransform} ${letterSpacing} ${color}` };
      };
      return {
        main: label(panel.querySelector('ul:not([aria-label])')!, '::before'),
        group: label(panel.querySelector('ul[aria-label]')!.previousElementSibling!),
      };
    });
    // No label over the main pages ("Main Pages" read as internal: outside review); the groups keep theirs.
    expect(labels.main.content).toBe('none');
    await expect(nav.getByText('Main Pages')).toHaveCount(0);
    expect(labels.group.look).toMatch(/^12px 600 uppercase/);
    // One column of tap rows (two columns of plain text did not read as tap targets: outside review).
    const column = async (name: string) =>
      Math.round((await menu.getByRole('link', { name, exact: true }).boundingBox())!.x);
    expect(await column('Home')).toBe(await column('Vendor Integrations'));
    expect(await column('Features')).toBe(await column('Home'));
    expect(await column('About')).toBe(await column('Home'));
    // Home is a link's width, one of the main pages: on its page its mark is no bar across the panel (outside review E).
    const [homeLink, featuresLink] = await Promise.all([
      main.getByRole('link', { name: 'Home' }).boundingBox(),
      main.getByRole('link', { name: 'Features' }).boundingBox(),
    ]);
    expect(featuresLink!.y).toBeGreaterThan(homeLink!.y);
    expect(homeLink!.height).toBe(featuresLink!.height);
    // Every link on one line (no name wrapped in its row).
    for (const link of await nav.locator('ul a:visible').all())
      expect((await link.boundingBox())!.height).toBeLessThan(60);
    // On a 740 px phone the links scroll inside the panel, every one reachable, between the actions and the foot.
    for (const link of await pageLinksOfMenu.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    // Resources and Company under Product, each group under the one before.
    const list = async (name: string) => (await menu.getByRole('list', { name }).boundingBox())!;
    expect(Math.round((await list('Resources')).x)).toBe(Math.round((await list('Product')).x));
    expect(Math.round((await list('Company')).x)).toBe(Math.round((await list('Product')).x));
    expect((await list('Company')).y).toBeGreaterThan((await list('Resources')).y);
    // The logo stays in view above the panel, the other way home.
    const logo = page.getByRole('banner').getByRole('link', { name: 'Linkwell home' });
    await expect(logo).toBeInViewport();
    expect((await logo.boundingBox())!.y + (await logo.boundingBox())!.height).toBeLessThanOrEqual(
      (await menu.boundingBox())!.y,
    );
    // The theme control at the foot, on a row of its own above Log in.
    const themeControl = menu.getByRole('group', { name: 'Color theme' });
    await expect(themeControl).toBeInViewport();
    const themeBox = await themeControl.boundingBox();
    // The calls to action first, side by side above the links, where the panel opens (at its foot they came
    // after every link: outside review); Log in, for customers, after its lead at the foot, ending the panel.
    const actions = menu.getByRole('link').filter({ hasText: /^(Log in|Contact Sales|Get Started)$/ });
    await expect(actions).toHaveText(['Contact Sales', 'Get Started', 'Log in']);
    await expect(menu.getByRole('link').first()).toHaveText('Contact Sales');
    await expect(menu.getByRole('link').last()).toHaveText('Log in');
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    // (The links scrolled back to the top, then to the end for the foot's checks.)
    await main.getByRole('link', { name: 'Home' }).scrollIntoViewIfNeeded();
    const [contactSales, getStarted, home] = await Promise.all([
      menu.getByRole('link', { name: 'Contact Sales' }).boundingBox(),
      menu.getByRole('link', { name: 'Get Started' }).boundingBox(),
      main.getByRole('link', { name: 'Home' }).boundingBox(),
    ]);
    expect(contactSales!.y).toBe(getStarted!.y);
    expect(getStarted!.x).toBeGreaterThan(contactSales!.x + contactSales!.width);
    expect(getStarted!.width).toBeGreaterThan(150);
    expect(getStarted!.y - (await menu.boundingBox())!.y).toBeLessThan(24);
    expect(home!.y).toBeGreaterThan(getStarted!.y + getStarted!.height);
    await menu.getByRole('link', { name: 'Contact', exact: true }).scrollIntoViewIfNeeded();
    await expect(menu.getByText('Already a customer?')).toBeVisible();
    for (const action of await actions.all()) await expect(action).toBeInViewport({ ratio: 1 });
    // No empty band: the foot follows the last links closely and ends the panel.
    const [company, logIn, panel] = await Promise.all([
      menu.getByRole('list', { name: 'Company' }).boundingBox(),
      menu.getByRole('link', { name: 'Log in' }).boundingBox(),
      menu.boundingBox(),
    ]);
    expect(themeBox!.y).toBeGreaterThan(company!.y + company!.height);
    expect(themeBox!.y - (company!.y + company!.height)).toBeLessThan(48);
    expect(logIn!.y - (themeBox!.y + themeBox!.height)).toBeLessThan(24);
    expect(panel!.y + panel!.height - (logIn!.y + logIn!.height)).toBeLessThan(24);
    // The chat toggle stays in the header's row, above the menu.
    const chatToggle = (await page.getByRole('button', { name: 'Open live chat' }).boundingBox())!;
    expect(chatToggle.y + chatToggle.height).toBeLessThanOrEqual((await menu.boundingBox())!.y);
    // The keyboard walks the menu in reading order: the calls to action, the main pages, then the groups.
    await page.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Contact Sales' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'Home' })).toBeFocused();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
    await expect(menu.getByRole('list', { name: 'Product' }).getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await main.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
  });

  for (const width of [375, 640, 768, 1000]) {
    test(`at ${width} px the header's icon buttons end its row together: search, chat, menu`, async ({
      visitor: page,
    }) => {
      // Outside review: "search · Contact Sales · Get Started · chat · menu" split the buttons with an icon.
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/features');
      const header = page.locator('header');
      const items = [
        ...(width >= 640
          ? [header.getByRole('link', { name: 'Contact Sales' }), header.getByRole('link', { name: 'Get Started' })]
          : []),
        header.getByRole('button', { name: 'Search' }),
        page.getByRole('button', { name: 'Open live chat' }),
        header.getByRole('button', { name: 'Open menu' }),
      ];
      const boxes = [];
      for (const item of items) {
        await expect(item).toBeVisible();
        boxes.push((await item.boundingBox())!);
      }
      for (let i = 1; i < boxes.length; i++) {
        const [before, after] = [boxes[i - 1]!, boxes[i]!];
        // In order, one row, none overlapping.
        expect(after.x, `item ${i} after item ${i - 1}`).toBeGreaterThanOrEqual(before.x + before.width);
        expect(Math.abs(after.y + after.height / 2 - (before.y + before.height / 2))).toBeLessThan(2);
      }
      // The three icon buttons evenly spaced, the menu at the row's end.
      const gaps = boxes.slice(-3).map((box, i, all) => (i ? box.x - (all[i - 1]!.x + all[i - 1]!.width) : 0));
      expect(Math.abs(gaps[1]! - gaps[2]!)).toBeLessThan(2);
    });
  }

  for (const width of [640, 768, 1023]) {
    test(`at ${width} px the menu leads with the main pages, then the three groups one under the other, all in one size, and the actions at its foot`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
      const tops = await Promise.all(
        headerMenuGroups.map(async (group) => (await nav.getByRole('list', { name: group.title }).boundingBox())!.y),
      );
      // One column of tap rows (columns of plain text did not read as tap targets: outside review).
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(new Set(tops).size).toBe(3);
      // Every page link, the main pages' and the groups', in one size (one system: outside review).
      const sizes = await nav
        .locator('ul a:visible')
        .evaluateAll((links) => links.map((link) => getComputedStyle(link).fontSize));
      expect([...new Set(sizes)]).toEqual(['15px']);
      // The current page highlighted among them.
      await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Log in' })).toBeInViewport({ ratio: 1 });
    });
  }

  for (const width of [375, 768])
    for (const colorScheme of ['light', 'dark'] as const)
      test(`at ${width} px in the ${colorScheme} theme the menu reads as a product menu: no "Main Pages" label, the calls to action seen at once, the current page marked without a box`, async ({
        visitor: page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/features');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
        const main = nav.getByRole('list').first();
        await expect(main.getByRole('link')).toHaveText(headerMainMenu.map((link) => link.title));
        // The main pages are one group with no generated label (it read as internal: outside review).
        expect(await main.evaluate((list) => getComputedStyle(list, '::before').content)).toBe('none');
        await expect(page.getByText(/main pages/i)).toHaveCount(0);
        // Contact Sales and Get Started in view before the first page link: the panel's top below sm, the row from sm.
        const home = (await main.getByRole('link', { name: 'Home' }).boundingBox())!;
        for (const name of ['Contact Sales', 'Get Started']) {
          const action = page.getByRole('banner').getByRole('link', { name }).locator('visible=true');
          await expect(action).toHaveCount(1);
          await expect(action).toBeInViewport({ ratio: 1 });
          expect((await action.boundingBox())!.y).toBeLessThan(home.y);
        }
        // The current page in the accent, with no box behind it (a grey box read as a selected button: outside review).
        const current = main.getByRole('link', { name: 'Features' });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(current).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        const other = await main
          .getByRole('link', { name: 'Pricing' })
          .evaluate((link) => getComputedStyle(link).color);
        expect(await current.evaluate((link) => getComputedStyle(link).color)).not.toBe(other);
      });

  test('on the smallest phone the panel scrolls its links and keeps its actions in view', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const list = page.getByRole('navigation', { name: 'Main (mobile)' });
    for (const name of ['Log in', 'Contact Sales', 'Get Started'])
      await expect(list.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    const careers = list.getByRole('link', { name: 'Careers' });
    await careers.scrollIntoViewIfNeeded();
    await expect(careers).toBeInViewport({ ratio: 1 });
    await expect(list.getByRole('link', { name: 'Get Started' })).toBeInViewport({ ratio: 1 });
    // Scrolling the sheet never scrolls the page behind it.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the open mobile menu is a panel under the header bar over a dimmed page that holds still; a tap on the page closes it', async ({
    visitor: page,
  }) => {
    const screen = { width: 375, height: 1000 };
    await page.setViewportSize(screen);
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const scrollY = await page.evaluate(() => window.scrollY);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    // From the header bar's foot, edge to edge, as tall as its content: no empty band at its foot.
    const box = (await menu.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 64, width: screen.width });
    // At most the screen less a strip of the dimmed page under it (its links scroll inside; 2 px of rules).
    expect(box.height).toBeLessThanOrEqual(screen.height - 88 + 2);
    await expect(menu).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // The page under it is dimmed.
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').backgroundColor)).toMatch(
      /^rgba\(0, 0, 0, 0\.53\d*\)$/,
    );

    // The page behind holds still.
    const spot = { x: screen.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(spot.x, spot.y);
    await page.mouse.wheel(0, -400);
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    // A tap on the dimmed page closes the menu, and the dimming goes with it.
    await page.mouse.click(screen.width / 2, screen.height - 10);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').content)).toBe('none');
    // Closed, the same wheel scrolls: the check above can fail.
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrollY);
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`in the ${colorScheme} theme the mobile menu opens with a short unrolling motion over a dimmed, blurred page, and with none under reduced motion`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion });
        await page.goto('/pricing');
        const toggle = page.getByRole('button', { name: 'Open menu' });
        const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await toggle.click();
        await expect(menu).toBeVisible();
        const [panel, backdrop] = await Promise.all([
          menu.evaluate((element) => {
            const style = getComputedStyle(element);
            return `${style.animationName} ${style.animationDuration}`;
          }),
          page.evaluate(() => {
            const style = getComputedStyle(document.body, '::after');
            return {
              motion: `${style.animationName} ${style.animationDuration}`,
              color: style.backgroundColor,
              blur: style.backdropFilter,
              cover: [style.position, style.top, style.bottom].join(' '),
            };
          }),
        ]);
        // The page behind is dimmed in both themes (black, so the dark page's navy dims too) and blurred.
        // In dark a deeper black: at 0.53 the dark page behind barely dimmed (outside review).
        expect(backdrop).toMatchObject({
          color: colorScheme === 'dark' ? 'rgba(0, 0, 0, 0.733)' : 'rgba(0, 0, 0, 0.533)',
          blur: 'blur(2px)',
          cover: 'fixed 0px 0px',
        });
        // The panel and its dim unroll from the header bar in 0.2 s; under reduced motion they simply appear.
        const expected = reducedMotion === 'reduce' ? 'none' : 'menu-in 0.2s';
        expect([panel, backdrop.motion]).toEqual(
          [expected, expected].map((value) => expect.stringMatching(`^${value}`)),
        );
        // The menu's focus handling is unchanged: Escape closes it and gives focus back to its toggle.
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      }
    });

  for (const width of [375, 768])
    for (const colorScheme of ['light', 'dark'] as const)
      test(`at ${width} px in the ${colorScheme} theme every link of the mobile menu is a tap row: 44 px tall, across the panel, a rule between rows`, async ({
        visitor: page,
      }) => {
        // Outside review: "a plain text list; the links don't look like tap targets".
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto('/pricing');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
        const rows = await nav.locator('ul a:visible').evaluateAll((links) =>
          links.map((link) => {
            const panel = link.closest('nav')!;
            const style = getComputedStyle(panel);
            const { width: linkWidth, height } = link.getBoundingClientRect();
            const item = link.parentElement!;
            return {
              name: link.textContent,
              height,
              short: panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - linkWidth,
              rule: item.previousElementSibling ? getComputedStyle(item).borderTopWidth : 'first',
            };
          }),
        );
        expect(rows).toHaveLength(15);
        for (const { name, height, short, rule } of rows) {
          expect(height, `${name}: its height`).toBeGreaterThanOrEqual(44);
          expect(short, `${name}: how much narrower than the panel`).toBeLessThan(1);
          expect(['first', '1px'], `${name}: the rule above it`).toContain(rule);
        }
        // The current page keeps its accent and underline on its row.
        const current = nav.getByRole('link', { name: 'Pricing', exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(current).toHaveCSS('text-decoration-line', 'underline');
      });

  test('from 640 px the menu is a panel as tall as its links, Log in after its lead at its foot', async ({
    visitor: page,
  }) => {
    const screen = { width: 768, height: 1024 };
    await page.setViewportSize(screen);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(nav.getByRole('list', { name: 'Company' }).getByRole('link', { name: 'Security' })).toBeVisible();
    // Edge to edge under the bar, but ending with its content well above the screen's foot.
    const box = (await menu.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 64, width: screen.width });
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height - 24 + 1);
    // Log in at the panel's foot on the right, its lead on the left of the same row.
    const logIn = (await nav.getByRole('link', { name: 'Log in' }).boundingBox())!;
    const lead = (await nav.getByText('Already a customer?').boundingBox())!;
    expect(logIn.x + logIn.width).toBeGreaterThan(screen.width - 40);
    expect(lead.x).toBeLessThan(40);
    expect(Math.abs(lead.y + lead.height / 2 - (logIn.y + logIn.height / 2))).toBeLessThan(2);
    expect(logIn.y + logIn.height).toBeGreaterThan(box.y + box.height - 40);
    // The current page's mark: the accent, underlined, no box (a grey box on Home read as a selected
    // button: outside review); every link, the marked one too, spans its column for a thumb.
    const home = nav.getByRole('link', { name: 'Home', exact: true });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const accent = await nav.getByRole('link', { name: 'Pricing', exact: true }).evaluate((link) => {
      link.setAttribute('aria-current', 'page');
      const { color } = getComputedStyle(link);
      link.removeAttribute('aria-current');
      return color;
    });
    await expect(home).toHaveCSS('color', accent);
    await expect(home).toHaveCSS('text-decoration-line', 'underline');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveCSS('text-decoration-line', 'none');
    const hug = (link: typeof home) =>
      link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return element.getBoundingClientRect().width - range.getBoundingClientRect().width;
      });
    expect(await hug(home)).toBeGreaterThan(100);
    expect(await hug(nav.getByRole('link', { name: 'Pricing', exact: true }))).toBeGreaterThan(100);
  });

  test("the mobile menu's theme control applies a choice and shows it again on the next opening", async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/privacy');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const theme = page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('group', { name: 'Color theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(theme.getByRole('radio', { name: 'System' })).not.toBeChecked();
  });

  test('Tab past the end of the mobile menu closes it, so focus never lands on the page it covers', async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const list = page.getByRole('navigation', { name: 'Main (mobile)' });
    // Log in ends the panel; the theme control, at its foot, comes between the groups and it.
    const last = list.getByRole('link', { name: 'Log in' });
    // Home leads the main pages, Features follows it.
    await list.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Features' })).toBeFocused();
    await list.getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('radio', { name: 'System' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Log in' })).toBeFocused();
    await last.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(last).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    const focusOnPage = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return Boolean(focused && focused !== document.body && !focused.closest('header'));
      });
    expect(await focusOnPage(), 'focus moved on to the page').toBe(true);
  });

  test('the skip link is the first stop and jumps to the main content', async ({ visitor: page }) => {
    await page.goto('/privacy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('shows the three columns, the tagline, the current year and the legal links', async ({ visitor: page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of footerColumns) {
      const nav = footer.getByRole('navigation', { name: column.title });
      await expect(nav.getByRole('heading', { name: column.title })).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(column.links.map((link) => link.title));
    }
    await expect(footer).toContainText(
      'Automating inventory, product and order management between Shopify stores and their vendors.',
    );
    await expect(footer.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Linkwell`);
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const link of legalNav)
      await expect(legal.getByRole('link', { name: link.title })).toHaveAttribute('href', link.href);
    expect(legalNav.map((link) => link.href)).toEqual(['/privacy', '/terms', '/cookies']);
  });
});

test('a route change scrolls to the top of the new page', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link to an anchor on another page scrolls to that anchor, clear of the header', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/privacy');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/terms#cancellation-and-your-data';
    link.textContent = 'to the anchor';
    link.id = 'test-anchor-link';
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#test-anchor-link').click();
  await expect(page).toHaveURL(/\/terms#cancellation-and-your-data$/);
  const heading = page.locator('#cancellation-and-your-data');
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(200);
});
