import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, test, type Page } from '../helpers/test';
import { checkoutLinks } from '../../../lib/site/site';
import { expectNoAxeViolations } from '../helpers/axe';

/** The spec's plan table (section 9), spelled out. */
const pricedPlans = [
  {
    id: 'basic',
    button: 'Start Free Trial on Basic',
    monthly: '$99',
    annual: '$89',
    total: '$1,068 billed annually',
    limits: ['1 store', 'Up to 2 vendors', '200 orders/month', '1,000 products'],
    checkout: checkoutLinks.basic,
  },
  {
    id: 'plus',
    button: 'Start Free Trial on Plus',
    monthly: '$199',
    annual: '$179',
    total: '$2,148 billed annually',
    limits: ['2 stores', 'Up to 6 vendors', '400 orders/month', '5,000 products'],
    checkout: checkoutLinks.plus,
  },
  {
    id: 'premium',
    button: 'Start Free Trial on Premium',
    monthly: '$299',
    annual: '$269',
    total: '$3,228 billed annually',
    limits: ['3 stores', 'Up to 12 vendors', '1,000 orders/month', '25,000 products'],
    checkout: checkoutLinks.premium,
  },
] as const;

const card = (page: Page, id: string) => page.locator(`[data-plan="${id}"]`);

async function expectPeriod(page: Page, period: 'annual' | 'monthly') {
  for (const plan of pricedPlans) {
    // Both periods are in the page; the chosen one's is the one shown.
    const price = card(page, plan.id).getByTestId('plan-price').locator('[data-billing]:visible');
    // Annual's saving in the line under its price, the month-to-month price beside the yearly total (only the toggle
    // showed it: outside review WWW); no monthly price struck through beside it (a sale tag: outside reviews XXX,
    // UUUU, VVVV, XXXX).
    if (period === 'annual') {
      await expect(price).toHaveText(`${plan.annual}/month${plan.total}, or ${plan.monthly} month to month`);
      await expect(price.locator('s, del')).toHaveCount(0);
      // The month-to-month price on its own line in every card (one line in one card, two in the next: ZZZZ).
      await expect(price.getByText(`or ${plan.monthly} month to month`)).toHaveCSS('display', 'block');
    } else {
      await expect(price).toHaveText(`${plan.monthly}/monthBilled monthly`);
      await expect(price.locator('s')).toHaveCount(0);
    }
    await expect(card(page, plan.id).getByRole('link', { name: new RegExp(plan.button) })).toHaveAttribute(
      'href',
      plan.checkout[period],
    );
  }
  // The plain line under the toggle says how the prices shown are billed (the pill alone left it unclear),
  // annual's with what it saves a year in dollars, plan by plan the cards' monthly prices less their annual ones.
  await expect(page.getByRole('group', { name: 'Billing period' }).locator('p[data-billing]:visible')).toHaveText(
    period === 'annual' ? 'Billed annually: save up to $360 a year' : 'Billed monthly',
  );
}

test.describe('pricing page', () => {
  test('annual billing is the default, labelled Save 10%, with per-month prices, annual totals and annual checkout links', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    const toggle = page.getByRole('group', { name: 'Billing period' });
    await expect(toggle.getByRole('radio', { name: 'Annual Save 10%' })).toBeChecked();
    await expect(toggle.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    await expectPeriod(page, 'annual');
  });

  test('the saving is said twice over the plans, by the toggle: its Annual option and the line under it, not on each card', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    // The hero, the toggle and the four cards, as a reader sees them ("(save $120)" on each card as well said
    // it five times: outside review).
    const shown = [await page.locator('main [data-hero]').innerText(), await page.locator('#plans').innerText()].join(
      '\n',
    );
    expect(shown.match(/\bsave\b/gi)).toEqual(['Save', 'save']);
    // The percent on the option, the dollars a year in the line under it: the saving in two forms, not one echoed.
    await expect(page.getByRole('radio', { name: 'Annual Save 10%' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Billing period' }).locator('p[data-billing]:visible')).toHaveText(
      'Billed annually: save up to $360 a year',
    );
    for (const plan of pricedPlans) await expect(card(page, plan.id)).not.toContainText(/save/i);
  });

  test('the toggle switches the displayed prices and the checkout links, by mouse and keyboard', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('group', { name: 'Billing period' }).getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expectPeriod(page, 'monthly');
    await expect(page.getByText('Showing monthly prices, billed every month.')).toBeAttached();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Annual Save 10%' })).toBeChecked();
    await expectPeriod(page, 'annual');
  });

  test('plan cards: limits, external checkout in a new tab, Enterprise Contact Sales to /contact', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    await expect(page.locator('[data-plan] h3')).toHaveText(['Basic', 'Plus', 'Premium', 'Enterprise']);
    for (const plan of pricedPlans) {
      await expect(card(page, plan.id).getByTestId('plan-limits').getByRole('listitem')).toHaveText([...plan.limits]);
      const link = card(page, plan.id).getByRole('link', { name: `${plan.button} (opens in a new tab)` });
      // One name on every plan's button, the plan said to a screen reader (five names for one action: outside
      // review RRRR).
      const drawn = await link.filter({ visible: true }).evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
        return copy.textContent!.trim();
      });
      expect(drawn).toBe('Start Free Trial');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const enterprise = card(page, 'enterprise');
    await expect(enterprise.getByTestId('plan-price')).toContainText('Custom');
    // What the quote is made of ("Priced to your volume" read as vague: outside review YYYYY).
    await expect(enterprise).toContainText('Quoted on your stores, vendors and orders');
    await expect(enterprise.getByTestId('plan-limits').getByRole('listitem')).toHaveText([
      'Unlimited stores',
      'Unlimited vendors',
      'Unlimited orders',
      'Unlimited products',
    ]);
    const contact = enterprise.getByRole('link', { name: 'Contact Sales' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(contact).not.toHaveAttribute('target', /.+/);
    await expect(card(page, 'plus')).toContainText('Most popular');
    // Each card builds on the one before, said once over its list; the Enterprise card reads as a plan with
    // no limits (its "Beyond Premium" box and "custom limits" read oddly there: outside review).
    for (const [id, lead] of [
      ['plus', 'Everything in Basic, plus:'],
      ['premium', 'Everything in Plus, plus:'],
      ['enterprise', 'Everything in Premium, plus:'],
    ] as const)
      await expect(card(page, id).getByRole('heading', { level: 4, name: lead })).toBeVisible();
    await expect(enterprise).toContainText('For high-volume sellers who need custom terms.');
    await expect(page.getByRole('list', { name: 'Plans' })).not.toContainText(/Beyond|custom limits/);
    await expect(card(page, 'basic').getByRole('heading', { level: 4, name: 'Included' })).toBeAttached();
  });

  test('on a wide screen the four cards line up row by row, with the Most popular badge centred', async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    const ids = ['basic', 'plus', 'premium', 'enterprise'];
    const top = async (locator: ReturnType<typeof card>) => (await locator.boundingBox())!.y;
    // Enterprise's description runs a line longer; its price, button and limits still start level with the others.
    for (const part of ['plan-price', 'plan-limits']) {
      const tops = await Promise.all(ids.map((id) => top(card(page, id).getByTestId(part))));
      expect(new Set(tops.map(Math.round)).size, `${part} tops: ${tops.join(', ')}`).toBe(1);
    }
    const buttons = await Promise.all(ids.map((id) => top(card(page, id).getByRole('link').first())));
    expect(new Set(buttons.map(Math.round)).size, `button tops: ${buttons.join(', ')}`).toBe(1);
    // As Linear's and Stripe's cards: the price and its button first, then the limits, then the list.
    for (const id of ids) {
      const [priceBox, buttonBox, limitsBox] = await Promise.all([
        card(page, id).getByTestId('plan-price').boundingBox(),
        card(page, id).getByRole('link').first().boundingBox(),
        card(page, id).getByTestId('plan-limits').boundingBox(),
      ]);
      expect(buttonBox!.y, id).toBeGreaterThan(priceBox!.y + priceBox!.height);
      expect(limitsBox!.y, id).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
    }
    // The trial is said once, in the hero, not in small print under each button (outside review).
    await expect(page.getByRole('list', { name: 'Plans' })).not.toContainText('free trial');
    const trial = page.getByRole('main').getByText('Try any plan free for 14 days', { exact: false });
    await expect(trial).toHaveCount(1);
    const toggle = page.getByRole('group', { name: 'Billing period' });
    expect((await trial.boundingBox())!.y).toBeLessThan((await toggle.boundingBox())!.y);
    const plus = (await card(page, 'plus').boundingBox())!;
    const badge = (await card(page, 'plus').getByText('Most popular').boundingBox())!;
    expect(Math.abs(badge.x + badge.width / 2 - (plus.x + plus.width / 2))).toBeLessThan(1);
  });

  test('the cards read without small grey print: what a plan includes is in the text colour, at a readable size', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    // Long runs of small grey text (add-on line, trial notes, "Beyond" boxes) made the cards dense: outside review.
    for (const id of ['basic', 'plus', 'premium', 'enterprise']) {
      const [item, title] = await Promise.all(
        [card(page, id).locator('li:has(use[href$="#check"])').first(), card(page, id).locator('h3')].map((element) =>
          element.evaluate((node) => ({
            size: parseFloat(getComputedStyle(node).fontSize),
            color: getComputedStyle(node).color,
          })),
        ),
      );
      expect(item!.size, id).toBeGreaterThanOrEqual(14);
      expect(item!.color, id).toBe(title!.color);
      await expect(card(page, id).getByTestId('plan-fit')).toHaveCount(0);
    }
  });

  test('plan gates and support tiers', async ({ visitor: page }) => {
    await page.goto('/pricing');
    // The cards list what each plan includes; what Basic and Plus lack (the plans' not-included list) is
    // said once, by the comparison table (crossed rows on the cards repeated it: outside review).
    await expect(page.locator('[data-plan] use[href$="#cross"]')).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Compare Every Plan' });
    for (const gate of ['API access', 'AI listing optimization', 'Pre-push product editing']) {
      await expect(card(page, 'basic')).not.toContainText(gate);
      await expect(card(page, 'plus')).not.toContainText(gate);
      const cells = table.getByRole('row', { name: new RegExp(`^${gate}`) }).getByRole('cell');
      expect(
        await cells.evaluateAll((all) => all.map((cell) => cell.querySelector('.sr-only')?.textContent)),
        gate,
      ).toEqual(['Not included', 'Not included', 'Included', 'Included']);
    }
    // Basic's bulk product creation costs extra: never ticked on its card; the table says Extra fee in plain
    // words (below; "Paid add-on" read as jargon: outside review), and Plus's card names it free.
    const basic = card(page, 'basic');
    const ticked = await basic.locator('li:has(use[href$="#check"])').allTextContents();
    expect(ticked.length).toBeGreaterThan(2);
    expect(ticked.join(' ')).not.toMatch(/bulk/i);
    await expect(
      table
        .getByRole('row', { name: /^Bulk product creation/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Quoted per catalog');
    await expect(page.getByRole('main')).not.toContainText(/add-on/i);
    const premium = card(page, 'premium');
    await expect(premium).toContainText('API access');
    await expect(premium).toContainText('AI listing optimization');
    await expect(premium).toContainText('Pre-push product editing in a staging area');
    // Round the clock, and how soon a reply comes, said together so the two read as one promise.
    await expect(premium).toContainText('24/7 dedicated support, replying in about 2 hours');
    await expect(premium).toContainText('A dedicated account manager');
    await expect(card(page, 'basic')).toContainText('Standard email support, replying in about 24 hours');
    await expect(card(page, 'plus')).toContainText('Free bulk product creation');
    await expect(card(page, 'plus')).toContainText('Priority email and chat support, replying within 8 business hours');
  });

  test('after the plans, one price system: the Integration Setup Fees band, its three fees and the custom quote at their foot', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    // The band names what it is; no "Other Ways to Pay" over a second price system (setup fees beside
    // "Product Sync Only" discounts like "$15 off $89" muddied a clear 4-plan page: outside review).
    const band = page.getByRole('region', { name: 'Integration Setup Fees' });
    await expect(band.getByRole('heading', { level: 2 })).toHaveText('Integration Setup Fees');
    await expect(band).toContainText('Paid once, on top of your plan.');
    await expect(page.getByRole('region', { name: 'Other Ways to Pay' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(
      /Other Ways to Pay|Product Sync Only|Pay Less Each Month|Sync More for the Same Price/i,
    );
    await expect(page.locator('#product-sync-only')).toHaveCount(0);
    // The band comes after the plan cards and their comparison, never before.
    expect(
      await band.evaluate((element) =>
        Boolean(document.getElementById('compare-plans')!.compareDocumentPosition(element) & 4),
      ),
    ).toBe(true);
    // The SPEC's three setup fees, a card each.
    const fees = band.getByTestId('setup-fee');
    await expect(fees.getByRole('heading', { level: 3 })).toHaveText([
      'Pre-built Integration',
      'CSV, XML or FTP Integration',
      'Custom API Integration',
    ]);
    // Cheapest first, as a price list reads ($500 before $300 read as unordered: outside review OOOO).
    await expect(fees.nth(0)).toContainText('Free');
    await expect(fees.nth(1)).toContainText('$300 per vendor');
    await expect(fees.nth(2)).toContainText('$500 per vendor');
    // The vendor no fee covers: a quote, at the fees' foot.
    const custom = band.getByRole('region', { name: 'Need a Custom Solution?' });
    await expect(custom.getByRole('heading', { level: 3 })).toHaveText('Need a Custom Solution?');
    await expect(custom.getByRole('link', { name: 'Request Integration' })).toHaveAttribute(
      'href',
      '/custom-integrations',
    );
    // The only tables on the page are the plan comparison: no sync-only price list.
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Compare Every Plan' })).toHaveCount(1);
    await expect(band).not.toContainText(/\/month|off \$/);
  });

  // One panel left in the band read as a leftover box: the fees sit straight on the band, the quote under them.
  for (const width of [375, 1024, 1440])
    test(`at ${width} px the setup fees sit straight on their band, the custom quote close under them, no sideways scroll`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      const band = page.getByRole('region', { name: 'Integration Setup Fees' });
      const custom = band.getByRole('region', { name: 'Need a Custom Solution?' });
      const tiles = await band
        .getByTestId('setup-fee')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      const [heading, customBox] = await Promise.all([band.locator('h2').boundingBox(), custom.boundingBox()]);
      // The first tile starts at the heading's edge: no panel around the fees.
      expect(Math.abs(tiles[0]!.left - heading!.x), 'first tile level with the heading').toBeLessThan(1);
      if (width >= 1024) {
        // Three columns, their tops level, across the band's width.
        expect(new Set(tiles.map((tile) => Math.round(tile.top))).size).toBe(1);
        expect(tiles[2]!.right - tiles[0]!.left).toBeGreaterThan(customBox!.width - 2);
      } else {
        // Stacked on a phone, each as wide as the band's content.
        expect(new Set(tiles.map((tile) => Math.round(tile.left))).size).toBe(1);
        for (const tile of tiles) expect(Math.abs(tile.width - customBox!.width)).toBeLessThan(2);
      }
      const lowest = Math.max(...tiles.map((tile) => tile.bottom));
      expect(customBox!.y - lowest, 'space over the quote').toBeGreaterThan(16);
      expect(customBox!.y - lowest, 'space over the quote').toBeLessThan(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

  test('one FAQ, each question once: trial, proration, sync-only discounts, 60-day retention and both overage readings in one answer', async ({
    visitor: page,
  }) => {
    await page.goto('/pricing');
    const faq = page.locator('#faq');
    // The page's only questions are in this FAQ, and none is asked twice.
    const asked = await faq.locator('details:not([open]) > summary').allInnerTexts();
    expect(asked.length).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('main').locator('details')).toHaveCount(asked.length);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.filter((question) => /free trial/i.test(question))).toEqual(['How does the 14-day free trial work?']);
    expect(asked.filter((question) => /overage|above my plan/i.test(question))).toEqual([
      'Is there an automatic overage charge if I exceed my limits?',
    ]);
    // Sync-only is asked here, its discounts said in words (its price list left the page: outside review).
    expect(asked.filter((question) => /product sync/i.test(question))).toEqual([
      'Is there a cheaper option if I only need product sync?',
    ]);

    const open = async (question: string) => {
      const summary = faq.locator('summary').filter({ has: page.getByRole('heading', { name: question }) });
      await summary.click();
      return summary.locator('xpath=following-sibling::div[1]');
    };
    const trial = await open('How does the 14-day free trial work?');
    await expect(trial).toContainText('14-day free trial');
    await expect(trial).toContainText('the number of products you can sync is capped');
    await expect(await open('Can I change my plan later?')).toContainText(
      'An upgrade takes effect immediately and is billed pro rata',
    );
    await expect(await open('What happens if I cancel?')).toContainText('We keep your data for 60 days');
    await expect(await open('Do you offer refunds?')).toContainText('not refunded pro rata when you cancel');
    // The spec states both readings of overage; the one answer keeps both.
    const overage = await open('Is there an automatic overage charge if I exceed my limits?');
    await expect(overage).toContainText('There is no automatic overage charge');
    await expect(overage).toContainText('we warn you by email and in your dashboard');
    await expect(overage).toContainText('billed per order');
    const cheaper = await open('Is there a cheaper option if I only need product sync?');
    await expect(cheaper).toContainText('a monthly discount of $15 on Basic, $25 on Plus or $50 on Premium');
    await expect(cheaper.getByRole('link')).toHaveText(['Contact sales']);
    await expect(cheaper.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
    await expect(faq.getByRole('link', { name: 'See all FAQs' })).toHaveAttribute('href', '/faq');
    // Several answers stay open at once.
    await expect(faq.locator('details[open]')).toHaveCount(6);
  });

  test('closes on a band for the reader still choosing: the trial back at the plans, or sales', async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pricing');
    const band = page.getByRole('region', { name: 'Not Sure Which Plan Fits?' });
    await expect(band).toContainText('14-day free trial on every plan');
    // Both ways for a reader still choosing, in the buttons' order (sales alone over Start Free Trial read as copy
    // and button disagreeing: outside review PP); changing plans is the FAQ's answer above, not said again here.
    await expect(band).toContainText(
      "Start a trial on the plan nearest your store, or tell sales how many vendors and products you have and we'll name the one that fits.",
    );
    await expect(band.getByRole('link')).toHaveText(['Start Free Trial', 'Contact Sales']);
    await expect(band).not.toContainText('Change plans');
    // The band comes last in the page, after the FAQ.
    expect(
      await band.evaluate((element) => {
        const faq = document.getElementById('faq')!;
        return Boolean(faq.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await band.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/pricing#plans$/);
    // The plan cards, where each plan's trial starts, come into view below the header (their buttons
    // end each card, under the lists).
    await expect(page.locator('[data-plan="plus"]').getByTestId('plan-price')).toBeInViewport();
  });
});

test.describe('pricing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the annual prices, annual totals and working annual checkout links, switches to monthly, and the FAQ answers', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('radio', { name: 'Annual Save 10%' })).toBeChecked();
    await expectPeriod(page, 'annual');
    // The toggle is native radios whose choice CSS applies: it switches prices and links without JavaScript.
    await page.getByRole('group', { name: 'Billing period' }).getByText('Monthly', { exact: true }).click();
    await expectPeriod(page, 'monthly');
    await page
      .getByRole('group', { name: 'Billing period' })
      .locator('label')
      .filter({ hasText: /^Annual/ })
      .click();
    await expectPeriod(page, 'annual');
    await expect(page.locator('#faq')).toContainText('There is no automatic overage charge');
    // The answers are native disclosures: a question opens without JavaScript.
    await page
      .locator('#faq summary')
      .filter({ hasText: 'Is there an automatic overage charge if I exceed my limits?' })
      .click();
    await expect(
      page.locator('#faq').getByText('There is no automatic overage charge', { exact: false }),
    ).toBeVisible();
  });
});

test('the comparison table puts every plan side by side, from the plans data, as a real table', async ({
  visitor: page,
}) => {
  const plans = (
    matter(fs.readFileSync(path.join(process.cwd(), 'content', 'marketing', 'plans.md'), 'utf8')).data as {
      plans: { name: string; limits: Record<string, string> }[];
    }
  ).plans;
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Compare Every Plan' });
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(plans.length);
  // Each column headed by its plan's name (its price under it: comparison-sticky.spec.ts).
  await expect(table.locator('thead th > span:first-child')).toHaveText(plans.map((plan) => plan.name));
  for (const [key, label] of Object.entries({
    stores: 'Stores',
    vendors: 'Vendors',
    orders: 'Orders',
    products: 'Products',
  })) {
    const row = table.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row.getByRole('cell')).toHaveText(plans.map((plan) => plan.limits[key]!));
  }
  // The spec's gates: API access is Premium (and Enterprise) only.
  // (what a screen reader says of each cell: the dash is hidden from it, the words are hidden on screen)
  const apiCells = table.getByRole('row', { name: /^API access/ }).getByRole('cell');
  expect(
    await apiCells.evaluateAll((cells) => cells.map((cell) => cell.querySelector('.sr-only')?.textContent)),
  ).toEqual(['Not included', 'Not included', 'Included', 'Included']);
  // Basic pays for bulk creation: the table says so in words, not with a check, and how the fee is set.
  await expect(table.getByRole('row', { name: /^Bulk product creation/ }).getByRole('cell')).toHaveText([
    'Quoted per catalog',
    'Free',
    'Free',
    'Free',
  ]);
  // The support tiers by the spec's names, under a row name they read right with ("Channels" made
  // "24/7 dedicated support" a channel: outside review).
  await expect(table.getByRole('row', { name: /^Support level/ }).getByRole('cell')).toHaveText([
    'Standard email',
    'Priority email and chat',
    '24/7 dedicated support',
    '24/7 dedicated support',
  ]);
  await expect(table.getByRole('row', { name: /^Channels/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /^Response time/ }).getByRole('cell')).toHaveText([
    'About 24 hours',
    'Within 8 business hours',
    // Day or night is the row above's 24/7: said again, the cell ran to two lines at 1440 px (outside review KKKKK).
    'About 2 hours',
    // Enterprise's terms are its own (the spec names the tiers of the three priced plans).
    'Set in your agreement',
  ]);
});

test('on a phone, the comparison group labels span the table, in view without any sideways scroll', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Compare Every Plan' });
  const labels = table.locator('th[scope="colgroup"]');
  await expect(labels).toHaveText(['Limits', 'Automation', 'Support']);
  const tableBox = (await table.boundingBox())!;
  for (const label of await labels.all()) {
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(tableBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.width, 'the label spans the table').toBeGreaterThan(tableBox.width - 2);
  }
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  // The plan switch's names each clear of the card's edges by 16 px or more, "Enterprise" too (it ran to the edge
  // in four equal quarters: outside review LLL), each on one line.
  const card = (await page.getByTestId('plan-comparison').boundingBox())!;
  const names = await page
    .getByRole('group', { name: 'Plan to compare' })
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => {
        // The name's text alone (the label holds its radio too, drawn off-screen).
        const range = document.createRange();
        range.selectNodeContents([...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return {
          left: Math.min(...rects.map((rect) => rect.left)),
          right: Math.max(...rects.map((rect) => rect.right)),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        };
      }),
    );
  expect(names).toHaveLength(4);
  expect(names[0]!.left - card.x, 'Basic clear of the left edge').toBeGreaterThanOrEqual(16);
  expect(card.x + card.width - names[3]!.right, 'Enterprise clear of the right edge').toBeGreaterThanOrEqual(16);
  for (const name of names) expect(name.lines).toBe(1);
});

test('setup fees: each fee stands on a tile of its own, off the band ground, with room inside, in both themes', async ({
  visitor: page,
}) => {
  // Outside review: "The 'Other ways to pay' block is dense" (three fees ran together in their panel).
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/pricing');
    const tiles = page.locator('#setup-fees').getByTestId('setup-fee');
    await expect(tiles).toHaveCount(3);
    const looks = await tiles.evaluateAll((found) =>
      found.map((tile) => {
        const style = getComputedStyle(tile);
        const panel = getComputedStyle(tile.closest('section')!);
        return {
          ground: style.backgroundColor !== panel.backgroundColor && style.backgroundColor !== 'rgba(0, 0, 0, 0)',
          padded: parseFloat(style.paddingLeft) >= 16 && parseFloat(style.paddingTop) >= 16,
          rounded: parseFloat(style.borderTopLeftRadius) >= 8,
        };
      }),
    );
    for (const look of looks) expect(look, scheme).toEqual({ ground: true, padded: true, rounded: true });
  }
  // Three across from 768 px: stacked one to a row a tablet's width was left empty (outside review OOOO).
  await page.setViewportSize({ width: 768, height: 900 });
  const tops = await page
    .locator('#setup-fees')
    .getByTestId('setup-fee')
    .evaluateAll((found) => found.map((tile) => Math.round(tile.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

for (const width of [375, 768, 1440])
  test(`/pricing at ${width} px: which plan fits is said in each card, by who it is for and its vendor limit, with no line of plan names over the cards`, async ({
    visitor: page,
  }) => {
    // Outside review II: the "Which Plan Fits:" line broke with Premium and Enterprise each alone on a centred line.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Which Plan Fits:' })).toHaveCount(0);
    await expect(page.locator('#plans')).not.toContainText('Which Plan Fits');
    const cards = page.getByRole('list', { name: 'Plans' });
    // Nothing between the billing toggle and the cards but space.
    const toggle = (await page.getByRole('group', { name: 'Billing period' }).boundingBox())!;
    expect((await cards.boundingBox())!.y - (toggle.y + toggle.height)).toBeLessThan(120);
    for (const [id, who, vendors] of [
      ['basic', 'For one store putting its first vendors on autopilot.', 'Up to 2 vendors'],
      ['plus', 'For growing stores adding vendors every month.', 'Up to 6 vendors'],
      ['premium', 'For brands that want the API and every automation.', 'Up to 12 vendors'],
      ['enterprise', 'For high-volume sellers who need custom terms.', 'Unlimited vendors'],
    ]) {
      // Under the plan's name, who it is for; the vendor limit the first rule of its card.
      const plan = card(page, id!);
      await expect(plan.locator('h3 + p')).toHaveText(who!);
      await expect(plan.getByTestId('plan-limits')).toContainText(vendors!);
      const [name, limit] = [
        (await plan.locator('h3').boundingBox())!,
        (await plan.getByTestId('plan-limits').getByText(vendors!).boundingBox())!,
      ];
      expect(limit.y - name.y, id).toBeLessThan(360);
    }
  });

// Outside review CCC: at 768 px the comparison wrapped "1,000 / products" and "Unlimited / stores" and "Enterprise" touched
// the table's edge; review LLL: at 1024 px "200 orders/ month" and "Up to 12 vendors"; review BBBB: at 768 px "1,000
// orders/ month" and "Unlimited products" at the edge. Every plan's name and each limit on one line, the last column's
// text clear of the card's edge.
for (const [width, limits] of [
  [768, ['Stores', 'Vendors', 'Orders', 'Products']],
  [1024, ['Stores', 'Vendors', 'Orders', 'Products']],
  [1180, ['Stores', 'Vendors', 'Orders', 'Products']],
] as const)
  test(`at ${width} px the comparison sets each plan name and each limit on one line, the last name clear of the edge`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const table = page.getByRole('table', { name: 'Compare Every Plan' });
    const edge = (await table.boundingBox())!;
    // The lines a cell's text takes, and where its text ends on the right.
    const text = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return {
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          right: Math.max(...rects.map((rect) => rect.right)),
        };
      });
    const names = table.locator('thead th > span:first-child');
    await expect(names).toHaveText(['Basic', 'Plus', 'Premium', 'Enterprise']);
    for (const name of await names.all()) expect((await text(name)).lines, await name.innerText()).toBe(1);
    const last = await text(names.last());
    expect(edge.x + edge.width - last.right, 'Enterprise clear of the edge').toBeGreaterThanOrEqual(12);
    for (const limit of limits) {
      const cells = table.getByRole('row', { name: new RegExp(`^${limit}`) }).getByRole('cell');
      await expect(cells).toHaveCount(4);
      for (const cell of await cells.all())
        expect((await text(cell)).lines, `${limit}: ${await cell.innerText()}`).toBe(1);
      const lastValue = await text(cells.last());
      expect(
        edge.x + edge.width - lastValue.right,
        `${limit}: Enterprise's value clear of the edge`,
      ).toBeGreaterThanOrEqual(12);
    }
  });

// Outside review: "Basic's 'Bulk product creation: Extra fee' is never priced anywhere". The SPEC names no figure, so the
// cell says how the fee is set and links to the people who quote it, on a phone's one-plan table too.
for (const width of [375, 1440])
  test(`at ${width} px Basic's bulk creation fee says how it is priced and where to get a quote, with no invented price`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    if (width < 768)
      await page
        .getByRole('group', { name: 'Plan to compare' })
        .locator('label')
        .filter({ hasText: /^Basic$/ })
        .click();
    const cell = page
      .getByRole('table', { name: 'Compare Every Plan' })
      .getByRole('row', { name: /^Bulk product creation/ })
      .getByRole('cell')
      .first();
    await expect(cell).toBeVisible();
    // One line, a value in the cell's own ink, so the row is as tall as its neighbours (the words over a second link
    // made it three lines tall: outside review); not a link (a blue "Quoted per catalog" among the ticks read as a
    // link rather than a value: outside review TT). Where to get the quote is the note under the table.
    await expect(cell).toHaveText('Quoted per catalog');
    await expect(cell).not.toContainText('$');
    await expect(cell.getByRole('link')).toHaveCount(0);
    const note = page.getByTestId('plan-comparison').locator('table + p');
    await expect(note).toContainText('Bulk product creation on Basic is quoted per catalog');
    const quote = note.getByRole('link', { name: 'Ask for a quote' });
    await expect(quote).toBeVisible();
    await expect(quote).toHaveAttribute('href', '/contact');
    if (width >= 1024) {
      const rows = page.getByRole('table', { name: 'Compare Every Plan' }).getByRole('row');
      const [bulk, routing] = await Promise.all(
        [/^Bulk product creation/, /^Order routing and tracking sync/].map(
          async (name) => (await rows.filter({ has: page.getByRole('rowheader', { name }) }).boundingBox())!.height,
        ),
      );
      expect(Math.abs(bulk! - routing!)).toBeLessThan(2);
    }
  });

// Outside review: "the left column of the 'Plans and Billing' FAQ band is empty under its heading". The heading
// stands over the questions, three a column from 1024 px, so no column stands empty; the way to every FAQ follows
// them (over them it stood alone between the heading and the questions: outside review VV).
for (const width of [1024, 1440])
  test(`at ${width} px the Plans and Billing band leaves no column empty: its questions in two even columns under the heading`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const band = page.locator('#faq');
    const heading = (await band.getByRole('heading', { level: 2, name: 'Plans and Billing' }).boundingBox())!;
    const link = (await band.getByRole('link', { name: 'See all FAQs' }).boundingBox())!;
    const lists = await band.locator('details').evaluateAll((items) =>
      [...new Set(items.map((item) => item.parentElement!))].map((list) => {
        const { x, y, width, bottom } = list.getBoundingClientRect();
        return { x, y, right: x + width, bottom, count: list.querySelectorAll('details').length };
      }),
    );
    expect(lists.map((list) => list.count)).toEqual([3, 3]);
    const [left, right] = lists as [(typeof lists)[0], (typeof lists)[0]];
    for (const list of lists) {
      expect(list.y, 'the questions under the heading').toBeGreaterThan(heading.y + heading.height);
      expect(link.y, 'the link to every FAQ after them').toBeGreaterThan(list.bottom);
    }
    expect(link.y - Math.max(...lists.map((list) => list.bottom)), 'close under them').toBeLessThan(48);
    expect(Math.round(left.x), 'the first column under the heading').toBe(Math.round(heading.x));
    expect(Math.abs(left.y - right.y), 'the columns level').toBeLessThanOrEqual(1);
    expect(right.x, 'side by side').toBeGreaterThan(left.right);
    expect(Math.abs(left.bottom - right.bottom), 'and as tall as each other').toBeLessThanOrEqual(40);
    const edge = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Get Started' })
      .evaluate((element) => element.getBoundingClientRect().right);
    expect(Math.abs(edge - right.right), 'to the page edge').toBeLessThanOrEqual(40);
  });

// Below 1024 px the two halves stack as one list: two boxes with a gap between them read as a rendering break
// (outside review MMM).
for (const width of [375, 768])
  test(`at ${width} px the Plans and Billing questions read as one list, the halves joined with one rule between them`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const halves = await page.locator('#faq details').evaluateAll((items) =>
      [...new Set(items.map((item) => item.parentElement!))].map((list) => {
        const style = getComputedStyle(list);
        const { top, bottom } = list.getBoundingClientRect();
        return { top, bottom, bottomBorder: style.borderBottomWidth, topRadius: style.borderTopLeftRadius };
      }),
    );
    expect(halves).toHaveLength(2);
    const [first, second] = halves as [(typeof halves)[0], (typeof halves)[0]];
    expect(Math.round(second.top), 'no gap between the halves').toBe(Math.round(first.bottom));
    expect(first.bottomBorder, "one rule between them: the second half's top").toBe('0px');
    expect(second.topRadius, 'square where they meet').toBe('0px');
  });

// Outside review: "The comparison table is small, low-contrast grey text; big empty gaps between sections." At 1440 px
// it reads at 16 px, its feature names and values in the body text colour, and each band starts close under the last.
test('at 1440 px the comparison reads at 16 px in the body colour, close under the plans and over the setup fees', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Compare Every Plan' });
  const row = table.getByRole('row', { name: /^Response time/ });
  const [label, value, ink] = await Promise.all(
    [row.getByRole('rowheader'), row.getByRole('cell').first(), page.locator('#compare-plans-title')].map((element) =>
      element.evaluate((node) => ({
        size: parseFloat(getComputedStyle(node).fontSize),
        color: getComputedStyle(node).color,
      })),
    ),
  );
  for (const text of [label!, value!]) {
    expect(text.size).toBeGreaterThanOrEqual(15);
    expect(text.color).toBe(ink!.color);
  }
  // Each feature's name on one line from 1280 px: only the longest values may wrap.
  for (const name of ['Hourly inventory sync with Quantity Delta', 'Custom vendor integrations']) {
    const header = table.getByRole('rowheader', { name });
    const [box, lineHeight] = await Promise.all([
      header.boundingBox(),
      header.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight)),
    ]);
    expect(box!.height, name).toBeLessThan(1.5 * lineHeight + 32);
  }
  // At 1440 px every value on one line too ("24/7 dedicated support" and the response times ran to two
  // in the Support group: outside review KKKKK).
  // (cells in words: a check or a dash is an icon beside words for screen readers only)
  const twoLineValues = await table.locator('tbody td').evaluateAll((cells) =>
    cells
      .filter((cell) => !cell.querySelector('svg, [aria-hidden="true"]'))
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(cell).lineHeight);
      })
      .map((cell) => cell.textContent),
  );
  expect(twoLineValues, 'values on two lines at 1440 px').toEqual([]);
  const gap = async (above: string, below: string) => {
    const [a, b] = await Promise.all([page.locator(above).boundingBox(), page.locator(below).boundingBox()]);
    return b!.y - (a!.y + a!.height);
  };
  // From the plan cards to the table's heading, and from the setup fees' quote to the FAQ's eyebrow.
  expect(await gap('#plans [data-plan="basic"]', '#compare-plans-title')).toBeLessThan(110);
  expect(await gap('#custom-solution-title', '#faq-title')).toBeLessThan(190);
});

test('from 1024 px the FAQ’s two columns of questions line up row by row (a two-line question at a column’s head put every row beside it out of line: outside review TTT)', async ({
  visitor: page,
}) => {
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const columns = page.locator('#faq .faq-halves > *');
    await expect(columns).toHaveCount(2);
    const tops = async (column: number) =>
      (await columns.nth(column).locator('summary').all()).map(async (summary) => (await summary.boundingBox())!.y);
    const [left, right] = [await Promise.all(await tops(0)), await Promise.all(await tops(1))];
    expect(left.length, `${width} px`).toBe(3);
    // Every row but the last starts level with its neighbour: only the column's last question may run to two lines.
    for (const row of [0, 1, 2])
      expect(Math.abs(left[row]! - right[row]!), `row ${row + 1} at ${width} px`).toBeLessThan(1);
  }
});
