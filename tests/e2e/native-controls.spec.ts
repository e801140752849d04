import { expect, test, type Page } from './helpers/test';
import { expectNotHydrated, openBeforeHydration } from './helpers/hydration';
import { checkoutLinks } from '../../lib/site/site';

/**
 * Issue 53: the controls that can be native are native, so they work before React hydrates and
 * with JavaScript off, with nothing replayed: the accordions (<details>), the FAQ's categories, the
 * vendors' categories, the release notes' kinds, the code samples' tabs and the billing period (radios whose choice CSS
 * applies, lib/first-paint/native-choices.ts). tests/unit/first-paint/early-clicks-coverage.test.ts
 * names this spec for them. Each control is exercised twice: without JavaScript, and on a painted
 * page whose scripts are held back (the effect is checked before they run, then after).
 */

type Check = { path: string; act: (page: Page) => Promise<void>; expectDone: (page: Page) => Promise<void> };

const summary = (page: Page, name: string) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { name, exact: true }) });
const label = (page: Page, group: string | RegExp, text: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    // A chip may end with how many items it holds (the vendors' chips: "Adult 4").
    .filter({ hasText: new RegExp(`^${text}( \\d+)?$`) });
const shownVendors = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

const checks: Record<string, Check> = {
  'an FAQ question opens': {
    path: '/faq',
    act: (page) => summary(page, 'Who is Linkwell for?').click(),
    expectDone: async (page) => {
      await expect(summary(page, 'Who is Linkwell for?').locator('..')).toHaveAttribute('open', '');
      await expect(summary(page, 'Who is Linkwell for?').locator('xpath=following-sibling::div[1]')).toBeVisible();
    },
  },
  'an FAQ category switches': {
    path: '/faq',
    act: (page) =>
      page
        .getByRole('navigation', { name: 'FAQ categories' })
        .locator('label')
        .filter({ hasText: 'Orders & Fulfillment' })
        .click(),
    expectDone: async (page) => {
      await expect(page.locator('[data-faq-category]:visible h2')).toHaveText(['Orders & Fulfillment']);
      await expect(summary(page, 'Do my customers get tracking numbers automatically?')).toBeVisible();
      await expect(summary(page, 'What is Linkwell?')).toBeHidden();
    },
  },
  'a vendor category filters the list': {
    path: '/vendor-integrations',
    act: (page) => label(page, 'Category', 'Medical Supplies').click(),
    expectDone: async (page) => {
      await expect(
        page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Medical Supplies' }),
      ).toBeChecked();
      await expect(shownVendors(page)).toHaveText(['Medline', 'McKesson']);
    },
  },
  'a vendor capability filters the list': {
    path: '/vendor-integrations',
    act: (page) => label(page, 'Connects and syncs', 'API').click(),
    expectDone: async (page) => {
      // Seven vendors: four cards in view, the three Adult ones under its closed disclosure, which stays offered,
      // named in the rows under it (the fourth, FTP only, hidden with its card).
      await expect(shownVendors(page)).toHaveCount(7);
      await expect(page.locator('details[data-vendor-disclosure] ~ ul h3:visible')).toHaveText([
        'Entrenue',
        "Honey's Place",
        'Williams Trading Co',
      ]);
      await expect(page.locator('details[data-vendor-disclosure] > summary')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Medical Supplies', exact: true })).toBeHidden();
    },
  },
  // The Adult cards wait under a closed disclosure (outside review RR); its chip shows them, before any script runs.
  'the Adult chip shows the Adult cards': {
    path: '/vendor-integrations',
    act: (page) => label(page, 'Category', 'Adult').click(),
    expectDone: async (page) => {
      await expect(shownVendors(page)).toHaveText([
        'Entrenue',
        'Holiday Products',
        "Honey's Place",
        'Williams Trading Co',
      ]);
      await expect(page.getByRole('region', { name: 'Furniture and Lighting', exact: true })).toBeHidden();
    },
  },
  'the release kind filter shows one kind': {
    path: '/release-notes',
    act: (page) => label(page, 'Show changes', 'Improvements').click(),
    expectDone: async (page) => {
      const releases = page.getByRole('main').locator('article').filter({ visible: true });
      expect(await releases.count()).toBeGreaterThan(1);
      for (const release of await releases.all())
        await expect(release.locator('h3:visible')).toHaveText(['Improvements']);
      // A fix release has no improvement to show: it leaves the list.
      await expect(page.locator('#v2-0-1')).toBeHidden();
      // A folded release's first changes give way to its improvements: none said twice, no fix among them.
      await expect(page.locator('main article summary li').filter({ visible: true })).toHaveCount(0);
      await expect(page.locator('main [data-more-changes]').filter({ visible: true })).toHaveCount(0);
    },
  },
  'the code tabs switch': {
    path: '/documentation#api',
    act: (page) => label(page, 'Code samples: Count Products', 'JavaScript fetch').click(),
    expectDone: async (page) => {
      await expect(page.locator('#api-count-products-fetch')).toBeVisible();
      await expect(page.locator('#api-count-products-curl')).toBeHidden();
    },
  },
  'the billing period switches prices and checkout links': {
    path: '/pricing',
    act: (page) => label(page, 'Billing period', 'Monthly').click(),
    expectDone: async (page) => {
      const plus = page.locator('[data-plan="plus"]');
      await expect(plus.getByTestId('plan-price').locator('[data-billing]:visible')).toHaveText(
        '$199/monthBilled monthly',
      );
      await expect(plus.getByRole('link', { name: /Start Free Trial on Plus/ })).toHaveAttribute(
        'href',
        checkoutLinks.plus.monthly,
      );
    },
  },
  "Home's FAQ keeps one question open": {
    path: '/',
    act: async (page) => {
      await page.locator('#faq summary').first().click();
      await page.locator('#faq summary').nth(1).click();
    },
    expectDone: async (page) => {
      await expect(page.locator('#faq details[open]')).toHaveCount(1);
      await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open', '');
    },
  },
};

test.describe('native controls with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const [name, check] of Object.entries(checks))
    test(name, async ({ page }) => {
      await page.goto(check.path);
      await check.act(page);
      await check.expectDone(page);
    });
});

test.describe('native controls before hydration', () => {
  for (const [name, check] of Object.entries(checks))
    test(name, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const scripts = await openBeforeHydration(page, check.path);
      await check.act(page);
      // Done by the browser alone, before any of the page's scripts has run.
      await expectNotHydrated(page);
      await check.expectDone(page);
      // And hydration keeps it.
      await scripts.release();
      await check.expectDone(page);
    });
});

// Outside review QQ: on a phone the chips fold under a native "Filters" disclosure, which opens before hydration.
test("on a phone the vendors' Filters toggle opens before hydration; a category chosen there is taken up and counted once ready", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const scripts = await openBeforeHydration(page, '/vendor-integrations');
  const toggle = page.locator('summary').filter({ hasText: /^Filters/ });
  await expect(label(page, 'Category', 'Adult')).toBeHidden();
  await toggle.click();
  await label(page, 'Category', 'Adult').click();
  await expect(shownVendors(page)).toHaveCount(4);
  await expectNotHydrated(page);
  await scripts.release();
  await expect(page.getByRole('status').filter({ hasText: /vendors/ })).toHaveText('4 of 17 vendors');
  await expect(toggle.getByText('1 chosen')).toBeVisible();
  await expect(toggle.locator('..')).toHaveAttribute('open', '');
});

test('a vendor category chosen before hydration is taken up: the count and the request band follow once ready', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = await openBeforeHydration(page, '/vendor-integrations');
  await label(page, 'Category', 'Adult').click();
  await scripts.release();
  await expect(page.getByRole('status').filter({ hasText: /vendors/ })).toHaveText('4 of 17 vendors');
  await expect(page.locator('section#request').getByRole('heading', { level: 2 })).toHaveText(
    'Missing a Vendor in Adult?',
  );
  // The name box then narrows within the chosen category.
  await page.getByRole('searchbox', { name: 'Find a vendor' }).fill('honey');
  await expect(shownVendors(page)).toHaveText(["Honey's Place"]);
});
