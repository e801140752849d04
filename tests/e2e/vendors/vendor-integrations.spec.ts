import { expect, test, type Page } from '../helpers/test';

/** The Adult cards wait under their closed disclosure (outside review RR); a person opens it to see them. */
const openAdult = async (page: Page) => {
  const details = page.locator('details[data-vendor-disclosure]');
  if ((await details.getAttribute('open')) === null) await details.locator('> summary').click();
};
/** The spec's vendors by category, with status and the slug of live vendors' pages. */
const categories: {
  name: string;
  vendors: { name: string; status: 'Live' | 'Beta' | 'Coming Soon'; slug?: string }[];
}[] = [
  {
    name: 'Furniture',
    vendors: [
      { name: 'Nora', status: 'Live', slug: 'nora' },
      { name: 'Oxygen Lighting', status: 'Live', slug: 'oxygen' },
      { name: 'Quorum International', status: 'Live', slug: 'quorum' },
      { name: 'Cyan Design', status: 'Live', slug: 'cyan' },
      { name: 'Kuzco Lighting', status: 'Live', slug: 'kuzco' },
      { name: 'Crystorama', status: 'Live', slug: 'crystorama' },
      { name: 'James+James', status: 'Beta' },
    ],
  },
  {
    // Shopify with the marketplaces, as the spec lists it (labelled Partner stores, a partner's store as supplier).
    name: 'Marketplaces',
    vendors: [
      { name: 'Amazon MCF', status: 'Live', slug: 'amazon' },
      { name: 'Shopify', status: 'Live', slug: 'shopify' },
    ],
  },
  {
    name: 'Adult',
    vendors: [
      { name: 'Entrenue', status: 'Live', slug: 'entrenue' },
      { name: 'Holiday Products', status: 'Live', slug: 'holiday' },
      { name: "Honey's Place", status: 'Live', slug: 'honey' },
      { name: 'Williams Trading Co', status: 'Live', slug: 'williams' },
    ],
  },
  {
    name: 'Automotive',
    vendors: [
      { name: 'Parts Unlimited', status: 'Beta' },
      { name: 'WheelPros', status: 'Coming Soon' },
    ],
  },
  {
    name: 'Medical Supplies',
    vendors: [
      { name: 'Medline', status: 'Beta' },
      { name: 'McKesson', status: 'Coming Soon' },
    ],
  },
];

/** A category's region, named by its heading: the spec's Furniture is headed as what it holds (outside review TT). */
const headings: Record<string, string> = { Furniture: 'Furniture and Lighting' };
const categorySection = (page: Page, name: string) =>
  page.getByRole('region', { name: headings[name] ?? name, exact: true });
const vendorCard = (page: Page, category: string, vendor: string) =>
  categorySection(page, category)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: vendor, exact: true }) });

test('every vendor appears under its category with its status written on a badge', async ({ visitor: page }) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Integrations');
  for (const category of categories) {
    const section = categorySection(page, category.name);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(category.vendors.map((vendor) => vendor.name));
    for (const vendor of category.vendors) {
      await expect(vendorCard(page, category.name, vendor.name)).toContainText(`Status: ${vendor.status}`);
    }
  }
});

test('Learn More appears on live vendors only and leads to their page', async ({ visitor: page }) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  for (const category of categories) {
    for (const vendor of category.vendors) {
      const learnMore = vendorCard(page, category.name, vendor.name).getByRole('link', { name: /Learn More/ });
      if (vendor.status === 'Live') {
        await expect(learnMore).toHaveAccessibleName(`Learn More about ${vendor.name}`);
        await expect(learnMore).toHaveAttribute('href', `/vendor-integrations/${vendor.slug}`);
      } else {
        await expect(learnMore).toHaveCount(0);
        // Its foot still offers the next step: early access or word of the launch, on the Contact page.
        const meanwhile = vendor.status === 'Beta' ? 'Join the Beta' : 'Get Notified';
        const link = vendorCard(page, category.name, vendor.name).getByRole('link', { name: meanwhile });
        await expect(link).toHaveAccessibleName(`${meanwhile} for ${vendor.name}`);
        await expect(link).toHaveAttribute('href', '/contact');
      }
    }
  }
  await expect(page.getByRole('main').getByRole('link', { name: /Learn More/ })).toHaveCount(12);
  // Said to a screen reader, never printed: twelve visible "Learn More"s read as a template (outside review).
  // The vendor's name is the link, its focus ring drawn round the whole card.
  await expect(page.getByRole('main').getByText('Learn More')).toHaveCount(0);
  const nora = vendorCard(page, 'Furniture', 'Nora');
  const link = nora.getByRole('link', { name: 'Learn More about Nora' });
  await expect(link.getByRole('heading', { level: 3 })).toHaveText('Nora');
  await link.focus();
  await expect(nora).not.toHaveCSS('box-shadow', 'none');
  // The whole card is its one link (seventeen bare "Learn More"s to aim at read as a template: outside
  // review): a click on its name or what it makes follows it; the link's name says which vendor.
  // On what it makes, under its mark's plate; then on another card's name.
  await vendorCard(page, 'Furniture', 'Crystorama').click({ position: { x: 40, y: 85 } });
  await expect(page).toHaveURL(/\/vendor-integrations\/crystorama$/);
  await page.goBack();
  await vendorCard(page, 'Automotive', 'WheelPros').click({ position: { x: 40, y: 30 } });
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await openAdult(page);
  await vendorCard(page, 'Adult', "Honey's Place")
    .getByRole('link', { name: /Learn More/ })
    .click();
  await expect(page).toHaveURL(/\/vendor-integrations\/honey$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Honey's Place");
});

test('a group with no live vendor is told by its badges and the legend, no line repeated under each group', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  // Said word for word under Automotive and Medical Supplies, the line read as filler (outside review).
  await expect(page.getByText(/Nothing here is live yet/)).toHaveCount(0);
  await expect(page.getByText('None live yet')).toHaveCount(0);
  for (const [group, beta, soon] of [
    ['Medical Supplies', 'Medline', 'McKesson'],
    ['Automotive', 'Parts Unlimited', 'WheelPros'],
  ] as const) {
    await expect(categorySection(page, group).getByRole('heading', { level: 3 })).toHaveText([beta, soon]);
    await expect(vendorCard(page, group, beta)).toContainText('Status: Beta');
    await expect(vendorCard(page, group, soon)).toContainText('Status: Coming Soon');
  }
  // The legend says once what each status means.
  // Closed under the count, so it never pushes the list down; opened, it says what each status means.
  const legend = page.getByRole('region', { name: 'What the Statuses Mean' });
  await expect(legend.getByText('In development')).toBeHidden();
  await legend.getByText('What the Statuses Mean').click();
  await expect(legend).toContainText('Running with a small group of stores');
  await expect(legend.getByText(/^In development/)).toBeVisible();
  // Furniture says its makers sell lighting first, so the lighting makers under it read as meant.
  await expect(categorySection(page, 'Furniture')).toContainText('Lighting, décor and furniture makers');
});

test("Shopify, a partner's Shopify store as your supplier, is a card with the marketplaces, labelled Partner stores, no wide card of its own", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/vendor-integrations');
  // No band of its own before the groups: its one card across the list wasted the width (outside review).
  await expect(page.locator('#platform')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Store Platform' })).toHaveCount(0);
  const marketplaces = categorySection(page, 'Marketplaces');
  await expect(marketplaces).toContainText("Shopify's own integration links a partner's store to yours as a supplier.");
  const card = vendorCard(page, 'Marketplaces', 'Shopify');
  // "Shopify" alone in a list of suppliers read as the store's own platform, listed by mistake (outside review).
  await expect(card).toContainText('Partner stores');
  await expect(vendorCard(page, 'Marketplaces', 'Amazon MCF')).not.toContainText('Partner stores');
  await expect(card.getByRole('link', { name: 'Learn More about Shopify' })).toHaveAttribute(
    'href',
    '/vendor-integrations/shopify',
  );
  // Half the list's width, beside Amazon MCF on one row, as wide as a Furniture card.
  const [shopify, amazon, nora] = await Promise.all([
    card.boundingBox(),
    vendorCard(page, 'Marketplaces', 'Amazon MCF').boundingBox(),
    vendorCard(page, 'Furniture', 'Nora').boundingBox(),
  ]);
  expect(Math.abs(shopify!.width - nora!.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(shopify!.y - amazon!.y)).toBeLessThanOrEqual(1);
  // The filter finds it with the marketplaces, as the spec lists it.
  await page
    .getByRole('group', { name: 'Category' })
    .getByText(/^Marketplaces \d+$/)
    .click();
  await expect(card).toBeVisible();
  await expect(categorySection(page, 'Furniture')).toBeHidden();
  // Its page wears the label.
  await page.goto('/vendor-integrations/shopify');
  await expect(page.locator('main [data-hero]')).toContainText('Partner stores');
});

test('Request Integration links lead to /custom-integrations', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/vendor-integrations');
  const main = page.getByRole('main');
  // The hero's and the closing band's; every group's live cards pair up, so no request card fills a half
  // row (the filter shows one beside an odd last card: vendor-layout.spec.ts).
  const links = main.getByRole('link', { name: 'Request Integration', exact: true });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/custom-integrations');
  await expect(main.locator('[data-vendor-request]:visible')).toHaveCount(0);
  // With Wholesale cost chosen Marketplaces keeps Shopify alone: its request card fills the row's other half,
  // drawn as an action, a tinted card with a button, not a dashed outline read as one more vendor.
  await page
    .getByRole('group', { name: 'Connects and syncs' })
    .getByText(/^Wholesale cost \d+$/)
    .click();
  const requests = main.locator('[data-vendor-request]:visible');
  await expect(requests.filter({ hasText: 'Ship Through Another Network?' })).toHaveCount(1);
  for (const request of await requests.all()) {
    expect(await request.evaluate((card) => getComputedStyle(card).borderStyle)).not.toBe('dashed');
    await expect(request.locator('a.btn')).toHaveText('Request Integration');
  }
});

/** What each detail page must show: the spec record's fields (a fulfillment service's `fulfills` for its catalog size). */
type Detail = {
  slug: string;
  name: string;
  /** Its name after the first time, where its name is two words or more (outside review UUU). */
  short?: string;
  method: string;
  /** Step 2's title where its method's usual word is wrong for the vendor (outside review QQQQQ). */
  credential?: string;
  category: string;
  hq: string;
  host: string;
} & ({ products: string; fulfills?: undefined } | { products?: undefined; fulfills: string });
const details: Detail[] = [
  {
    slug: 'nora',
    name: 'Nora',
    method: 'FTP',
    category: 'Furniture',
    products: '5,000+',
    hq: 'Commerce, California',
    host: 'noralighting.com',
  },
  {
    slug: 'oxygen',
    name: 'Oxygen Lighting',
    short: 'Oxygen',
    method: 'FTP',
    category: 'Furniture',
    products: '2,000+',
    hq: 'United States',
    host: 'oxygenlighting.com',
  },
  {
    slug: 'quorum',
    name: 'Quorum International',
    short: 'Quorum',
    method: 'FTP',
    category: 'Furniture',
    products: '5,000+',
    hq: 'Fort Worth, Texas',
    host: 'quorumintl.com',
  },
  {
    slug: 'cyan',
    name: 'Cyan Design',
    short: 'Cyan',
    method: 'FTP',
    category: 'Furniture',
    products: '5,000+',
    hq: 'United States',
    host: 'cyandesign.biz',
  },
  {
    slug: 'kuzco',
    name: 'Kuzco Lighting',
    short: 'Kuzco',
    method: 'FTP',
    category: 'Furniture',
    products: '2,000+',
    hq: 'Surrey, BC, Canada',
    host: 'kuzcolighting.com',
  },
  {
    slug: 'crystorama',
    name: 'Crystorama',
    method: 'FTP',
    category: 'Furniture',
    products: '3,000+',
    hq: 'Westbury, New York',
    host: 'crystorama.com',
  },
  {
    slug: 'amazon',
    name: 'Amazon MCF',
    method: 'API',
    credential: 'SP-API Refresh Token',
    category: 'Marketplaces',
    // A fulfillment service: what it fulfills, not a catalog size (its catalog is the store's own stock).
    fulfills: "Your store's orders, from Amazon's network",
    hq: 'Seattle, Washington',
    host: 'sell.amazon.com',
  },
  {
    slug: 'shopify',
    name: 'Shopify',
    method: 'API',
    category: 'Marketplaces',
    products: '2,000+',
    hq: 'Ottawa, Ontario, Canada',
    host: 'shopify.com',
  },
  {
    slug: 'entrenue',
    name: 'Entrenue',
    method: 'API',
    category: 'Adult',
    products: '10,000+',
    hq: 'United States',
    host: 'entrenue.com',
  },
  {
    slug: 'holiday',
    name: 'Holiday Products',
    method: 'FTP',
    category: 'Adult',
    products: '5,000+',
    hq: 'United States',
    host: 'holidayproducts.com',
  },
  {
    slug: 'honey',
    name: "Honey's Place",
    method: 'API',
    category: 'Adult',
    products: '15,000+',
    hq: 'San Fernando, California',
    host: 'honeysplace.com',
  },
  {
    slug: 'williams',
    name: 'Williams Trading Co',
    short: 'Williams Trading',
    method: 'API',
    category: 'Adult',
    products: '20,000+',
    hq: 'Pennsauken, New Jersey',
    host: 'williams-trading.com',
  },
];

for (const vendor of details) {
  test(`/vendor-integrations/${vendor.slug} shows the vendor's record, what syncs and the request section`, async ({
    visitor: page,
  }) => {
    await page.goto(`/vendor-integrations/${vendor.slug}`);
    await expect(page).toHaveTitle(`${vendor.name} Integration | Linkwell`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vendor.name);
    // One picture of the connection, beside the text: its mark, a product and what travels each way. A
    // Vendor, Linkwell, Store icon strip under the buttons repeated it ("filler": outside reviews).
    const hero = page.locator('main [data-hero]');
    await expect(hero.getByRole('figure')).toHaveCount(1);
    // Its mark is the lockup's over the title: the picture does not repeat it (outside review).
    await expect(hero.getByRole('figure').locator(`[data-brand="${vendor.name}"]`)).toHaveCount(0);
    await expect(hero.getByText('Your store', { exact: true })).toHaveCount(0);
    // Its name alone: no mark, and no drawing of its goods, which the sample record under it already shows
    // (the same picture twice, on Amazon MCF one box for a brand and a water bottle: outside review OO).
    await expect(page.getByRole('heading', { level: 1 }).locator('svg')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Status: Live');

    const facts = page.getByRole('region', { name: 'Integration Details' });
    const fact = (term: string) => facts.locator('dt', { hasText: term }).locator('+ dd');
    // How it connects, in words, said once: here (a Feed card in the About said it again: outside review).
    const feed = vendor.method === 'API' ? 'API connection' : 'FTP file exchange';
    await expect(fact('Integration method')).toHaveText(feed);
    await expect(fact('Setup cost')).toHaveText('Free');
    // No "Listed under Furniture" on a lighting maker (it read as a mistake): the trade heads the hero.
    await expect(facts).not.toContainText('Listed under');
    await expect(page.locator('main')).not.toContainText(`Listed under ${vendor.category}`);
    if (vendor.products) await expect(fact('Catalog size')).toHaveText(`${vendor.products} products`);
    else {
      await expect(fact('Fulfills')).toHaveText(vendor.fulfills!);
      await expect(facts).not.toContainText('Catalog size');
    }
    await expect(fact('Headquarters')).toHaveText(vendor.hq);
    // Its status alone over the title: what it makes is the introduction's, said once in the first
    // screen (a line over the title and a "Makes" card in the About said it three times: outside review).
    // (Shopify wears the platform's label beside it: Partner stores.)
    await expect(page.locator('main [data-hero] p').filter({ hasText: 'Status: Live' })).toHaveText(
      vendor.slug === 'shopify' ? 'Status: LivePartner stores' : 'Status: Live',
    );
    const website = fact('Website').getByRole('link');
    await expect(website).toHaveAttribute('href', new RegExp(`^https://(www\\.)?${vendor.host.replace(/\./g, '\\.')}`));
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    // Plain headings: the page is the vendor's, so they do not repeat its name.
    await expect(page.getByRole('heading', { level: 2, name: 'About', exact: true })).toBeVisible();
    // The About is the vendor's text; the facts to scan (its feed, its SKU matching) are the record's, beside
    // it, each once (a Feed card here, the record and What Syncs said the method three times: outside review).
    const about = page.getByRole('region', { name: 'About', exact: true });
    await expect(about.locator('dt')).toHaveCount(0);
    await expect(facts.locator('dt')).toHaveText([
      'Integration method',
      'Setup cost',
      vendor.products ? 'Catalog size' : 'Fulfills',
      'SKU matching',
      'Headquarters',
      'Website',
    ]);
    // The feed said once: the hero's picture does not repeat it.
    await expect(page.locator('main [data-hero]')).not.toContainText(feed);
    // How its SKUs meet yours; the sample SKU itself is the hero's, said once (vendor-layout.spec.ts).
    await expect(fact('SKU matching')).toHaveText('Exact, to your SKUs');
    const connecting = `Two Ways to Connect ${vendor.name}`;
    const steps = page.getByRole('region', { name: connecting }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText([
      'Add the Vendor',
      `Enter Its ${vendor.credential ?? (vendor.method === 'API' ? 'API Key' : 'FTP Login')}`,
      'Map and Sync',
      // Under the steps, what to have at hand, so the column runs beside the form without a gap (form-columns.spec.ts).
      'Have These at Hand',
    ]);
    // What to have at hand starts with the Smart Collection: the credential is step 2's, said once (the list
    // said it again: outside review MM, "the same facts told three times").
    // After the title's first time, its short name ("Kuzco Lighting" in every line read as machine-filled: outside
    // review UUU).
    const short = vendor.short ?? vendor.name;
    await expect(page.getByRole('region', { name: connecting }).getByRole('listitem').nth(3)).toHaveText(
      `A Smart Collection for ${short} that matches its vendor tag`,
    );
    // What the credential is for, in the store owner's terms ("the vendor never sees your store password" under a
    // vendor's own login read oddly: outside review UUUUU).
    await expect(page.locator('main')).toContainText(
      `${short} issues to your account: Linkwell reads ${short}'s catalog with it.`,
    );
    await expect(page.locator('main')).not.toContainText('store password');
    await expect(page.locator('main')).not.toContainText('issued to your account');
    const syncs = page.getByRole('region', { name: 'What Syncs' }).getByRole('heading', { level: 3 });
    await expect(syncs).toHaveText(
      vendor.slug === 'amazon'
        ? ['Inventory', 'Orders', 'Tracking']
        : ['Inventory', 'Price', 'Cost', 'Orders', 'Tracking'],
    );
    // What syncs names the vendor, not "the vendor" (the same words on every page read as the Features page
    // again: outside review KK).
    await expect(page.getByRole('region', { name: 'What Syncs' })).toContainText(
      vendor.method === 'API' ? `${vendor.name}'s API` : 'FTP server',
    );
    await expect(page.getByRole('region', { name: 'What Syncs' })).not.toContainText(/\b(the|this) vendor\b/);
    // Its full name once there, in the first row; its short name after it.
    if (vendor.short)
      expect(
        (await page.getByRole('region', { name: 'What Syncs' }).innerText()).split(vendor.name).length - 1,
        `${vendor.name}'s full name in What Syncs`,
      ).toBe(1);
    // Its rows alone under the heading: no paragraph over them saying the feed, the credential, the hourly
    // sync and MAP again (outside review MM).
    await expect(page.getByRole('region', { name: 'What Syncs' }).locator('h2 + p')).toHaveCount(0);

    const request = page.locator('section#request-integration');
    // Every vendor with a page is live: it is connected in the dashboard; the form asks our team to help.
    // Two ways side by side: the steps to connect it yourself, its credential named for its method, beside the form.
    // In a store owner's words ("Or Set It Up With Us", "Sent from this page, your request already names…"
    // read awkwardly: outside review).
    await expect(request.getByRole('heading', { level: 2 })).toHaveText([connecting, 'Let Our Team Set It Up']);
    await expect(
      request.getByText(`We connect ${short} with you on a short call, usually within hours.`),
    ).toBeVisible();
    await expect(request).not.toContainText('already names');
    // The times themselves are How It Works', linked (said here word for word as on Home and How It Works:
    // outside review KK).
    const lead = page.getByRole('region', { name: connecting }).locator('h2 + div');
    await expect(lead).toHaveText(
      `Connect it yourself in the dashboard, or let our team do it with you on a call. Either way, the whole catalog arrives with the first full sync. How long each step takes.`,
    );
    await expect(lead.getByRole('link', { name: 'How long each step takes' })).toHaveAttribute('href', '/how-it-works');
    await expect(page.getByRole('main')).not.toContainText(/under 5 minutes|a few hours to 1-2 days/);
    await expect(page.getByRole('link', { name: 'How connecting works' })).toHaveAttribute(
      'href',
      '/documentation/add-vendor',
    );
    await expect(request.getByRole('form', { name: `Request a ${vendor.name} integration` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Integration', exact: true })).toHaveAttribute(
      'href',
      '/custom-integrations',
    );
  });
}

test("a live vendor's main action, Connect, leads to the dashboard where it is connected, not to a form", async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations/amazon');
  const logIn = await page.locator('header a:text-is("Log in")').first().getAttribute('href');
  expect(logIn).toMatch(/^https:\/\//);
  await expect(page.getByRole('link', { name: 'Connect Amazon MCF', exact: true })).toHaveAttribute('href', logIn!);
  await expect(page.locator('a[href="#request-integration"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request This Integration' })).toHaveCount(0);
  // The form stays below, for a store that wants our team to set it up with them.
  await expect(page.getByRole('form', { name: 'Request a Amazon MCF integration' })).toBeAttached();
});

// Outside review: Amazon MCF's page said MCF "holds your stock, not your prices", then had its steps sync price
// and cost and its reader keep a price rule with MAP and MSRP at hand. Its page follows its record (inventory,
// orders, tracking; no MAP): the steps sync quantity only, no price rule, and nothing on it reads its prices.
for (const width of [1440, 375])
  test(`Amazon MCF's page at ${width} px: it syncs stock, never prices; its steps and What Syncs name neither price, cost nor MAP`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/vendor-integrations/amazon');
    const main = page.locator('main');
    await expect(main).toContainText(
      'Pick its Smart Collection and Location and what syncs (quantity only), then press Sync Products.',
    );
    const atHand = main.locator('h3:text-is("Have These at Hand") + ul li');
    await expect(atHand).toHaveCount(3);
    await expect(atHand.last()).toHaveText(
      'No price rule: Amazon MCF sends no prices, so yours stay the ones you set in Shopify',
    );
    const text = await main.innerText();
    expect(text).not.toMatch(/\b(MAP|MSRP)\b/);
    expect(text).not.toMatch(/markup|price, cost|Your price rule|stock and prices/i);
    // How often it syncs, said once, by its Inventory row.
    await expect(page.getByRole('region', { name: 'What Syncs' })).toContainText(
      "Stock levels are read from Amazon MCF's API, typically every hour",
    );
    expect(text).not.toContain('every hourly sync');
  });

test('the Adult category comes last, apart under its age-restricted note, and its vendors suggest only each other', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  const sections = page.locator('main section[data-vendor-category]');
  await expect(sections.last()).toHaveAttribute('data-vendor-category', 'Adult');
  await expect(sections.last()).toContainText('Age-restricted');
  await expect(page.getByRole('group', { name: 'Category' }).locator('label').last()).toHaveText(/^Adult \d+$/);
  await page.goto('/vendor-integrations/amazon');
  await expect(page.locator('#more-vendors li')).not.toHaveCount(0);
  await expect(
    page.locator(
      '#more-vendors li a[href$="/entrenue"], #more-vendors li a[href$="/holiday"], #more-vendors li a[href$="/honey"], #more-vendors li a[href$="/williams"]',
    ),
  ).toHaveCount(0);
  // Each suggested vendor with what it supplies drawn beside its name, as its directory card (plain text cards read
  // as a list: outside reviews KKKKKK, MMMMMM); the age-restricted ones without, as their pictures wait for a choice.
  const cards = page.locator('#more-vendors li');
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) await expect(card.locator('svg use[href*="#goods-"]')).toHaveCount(1);
  await page.goto('/vendor-integrations/honey');
  await expect(page.locator('#more-vendors li')).toHaveCount(3);
  await expect(page.locator('#more-vendors svg use[href*="#goods-"]')).toHaveCount(0);
  const suggested = await page
    .locator('#more-vendors li a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')).sort());
  expect(suggested).toEqual([
    '/vendor-integrations/entrenue',
    '/vendor-integrations/holiday',
    '/vendor-integrations/williams',
  ]);
});

for (const { slug, method, toStore, toVendor } of [
  {
    slug: 'entrenue',
    method: 'API connection',
    toStore: ['Inventory', 'Price', 'Cost', 'Tracking'],
    toVendor: { label: 'To the vendor', items: ['Orders'] },
  },
  {
    slug: 'nora',
    method: 'FTP file exchange',
    toStore: ['Inventory', 'Price', 'Cost', 'Tracking'],
    toVendor: { label: 'To the vendor', items: ['Orders'] },
  },
  {
    slug: 'amazon',
    method: 'API connection',
    toStore: ['Inventory', 'Tracking'],
    toVendor: { label: 'To the vendor', items: ['Orders'] },
  },
]) {
  test(`/vendor-integrations/${slug} draws its own data flow from its record`, async ({ visitor: page }) => {
    await page.goto(`/vendor-integrations/${slug}`);
    const scene = page.getByRole('figure').filter({ hasText: /connects to your store/ });
    // One composed card: its caption is the stage's title, inside it, over the sample (outside review: a
    // caption floating under the card read as stray); the sample's label sits on the sample.
    const caption = scene.locator('figcaption');
    // The vendor named by its lockup and its title only: neither the caption nor a mark in the picture says
    // it again (the name three times in the hero: outside review), nor its method, which the About states.
    await expect(caption).toHaveText('How it connects to your store');
    await expect(scene.locator('[data-brand]')).toHaveCount(0);
    const [stage, captionBox, card] = await Promise.all([
      scene.locator('xpath=..').boundingBox(),
      caption.boundingBox(),
      scene.getByText('Sample record').boundingBox(),
    ]);
    expect(captionBox!.y).toBeGreaterThan(stage!.y);
    expect(captionBox!.y + captionBox!.height).toBeLessThan(card!.y);
    await expect(scene).not.toContainText(method);
    // What travels each way: in the picture under 1280 px, under the hero's buttons from 1280 px (the default 1280).
    const lanes = page.locator('main [data-hero] [data-vendor-lanes]').filter({ visible: true });
    await expect(lanes).toHaveCount(1);
    await expect(lanes.getByRole('listitem')).toHaveText([...toStore, ...toVendor.items]);
    await expect(lanes).toContainText(toVendor.label);
    await expect(scene).toContainText('Your Shopify store');
    // Its foot suggests other vendors, never itself.
    await expect(page.locator(`#more-vendors a[href="/vendor-integrations/${slug}"]`)).toHaveCount(0);
    await expect(page.locator('#more-vendors li')).toHaveCount(slug === 'entrenue' ? 3 : 4);
  });
}

test('each vendor card names the vendor as type, no symbol or tile posing as its logo, and says what it makes beside its category', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  // Seventeen vendors, the four Adult ones named again in rows under their closed disclosure.
  const marks = page.getByRole('main').locator('li [data-brand]');
  await expect(marks).toHaveCount(21);
  // A real company's name alone: no symbol, picture or tile (invented marks read as fake logos: outside review).
  await expect(page.getByRole('main').locator('li [data-brand] :is(svg, img, [data-tone])')).toHaveCount(0);
  // A chandelier maker is in Furniture, and its card says chandeliers.
  await expect(vendorCard(page, 'Furniture', 'Crystorama')).toContainText('Chandeliers and decorative lighting');
  await page.goto('/vendor-integrations/crystorama');
  await expect(page.locator('header, main').getByText('Chandeliers and decorative lighting').first()).toBeVisible();
});

test("each live card shows a drawing of its trade's goods from the sprite, cards side by side never the same, apart from its name", async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  const drawings = page.getByRole('main').locator('li[data-vendor-name] [data-vendor-goods]');
  // The twelve live vendors, each a drawing (outside review: "all cards look the same: text only").
  await expect(drawings).toHaveCount(12);
  const found = await drawings.evaluateAll((nodes) =>
    nodes.map((node) => {
      const card = node.closest('li')!;
      const svg = node.querySelector('svg')!;
      const box = svg.getBoundingClientRect();
      const name = card.querySelector('[data-brand]')!.getBoundingClientRect();
      return {
        name: card.getAttribute('data-vendor-name'),
        goods: node.getAttribute('data-vendor-goods'),
        href: svg.querySelector('use')!.getAttribute('href'),
        hidden: svg.getAttribute('aria-hidden'),
        size: box.width,
        top: Math.round(card.getBoundingClientRect().top),
        // Under the name, beside what it makes, so it never reads as the company's logo beside it.
        gap: box.top - name.bottom,
      };
    }),
  );
  for (const drawing of found) {
    expect(drawing.href, `${drawing.name}`).toBe(`/sprite.svg#goods-${drawing.goods}`);
    expect(drawing.hidden).toBe('true');
    // 80 px from 640 px, a catalog's thumbnail (at 56 "the product thumbnails are tiny": outside review KKKK).
    expect(drawing.size, `${drawing.name}: its drawing's size`).toBeGreaterThanOrEqual(80);
    expect(drawing.gap, `${drawing.name}: under its name`).toBeGreaterThanOrEqual(0);
  }
  const byName = Object.fromEntries(found.map((drawing) => [drawing.name, drawing.goods]));
  expect(byName).toMatchObject({
    Nora: 'downlight',
    Crystorama: 'chandelier',
    'Amazon MCF': 'shelves',
    Shopify: 'store',
  });
  // The four age-restricted vendors each their own drawing, and no two of the twelve alike (all four wore one
  // parcel: outside review JJ).
  expect(byName).toMatchObject({
    Entrenue: 'mailer',
    "Honey's Place": 'candle',
    'Holiday Products': 'giftbox',
    'Williams Trading Co': 'bottle',
  });
  expect(new Set(found.map((drawing) => drawing.goods)).size).toBe(12);
  // Cards of one row differ at a glance.
  for (const top of new Set(found.map((drawing) => drawing.top))) {
    const row = found.filter((drawing) => drawing.top === top);
    expect(new Set(row.map((drawing) => drawing.goods)).size, `row at ${top}`).toBe(row.length);
  }
});

test('a live card states what sets it apart (catalog, an example at its store price, what a sale leaves); a row not live yet how it connects; no home', async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations');
  await openAdult(page);
  // A live vendor's facts are a spec strip, a term over each value, in one order on every card (chips of
  // text read as "text boxes": outside review); one not live yet says them in its row's one line.
  const facts = (category: string, vendor: string) => vendorCard(page, category, vendor).locator('dl dd');
  const rowFacts = async (category: string, vendor: string) =>
    (await vendorCard(page, category, vendor).locator('p').innerText()).split(' · ').slice(1);
  // What sets it apart, as a store owner weighs it: one product, the price a store lists it at, and what that sale
  // leaves (outside review: "repeated 5,000+ / FTP files / Cost + MAP" on most cards).
  await expect(vendorCard(page, 'Furniture', 'Nora').locator('dl dt')).toHaveText([
    'Example',
    'Your price',
    'Your margin',
  ]);
  await expect(facts('Furniture', 'Nora')).toHaveText(['Downlight', '$41.95', '$17.15']);
  await expect(facts('Furniture', 'Crystorama')).toHaveText(['Chandelier', '$1,080.00', '$468.00']);
  // A fulfillment network holds stock, not prices: figures where the others have figures (outside review AAA), and
  // the card beside it states the same terms, so the two read alike (outside reviews TTT, VVV, WWW).
  for (const vendor of ['Amazon MCF', 'Shopify'])
    await expect(vendorCard(page, 'Marketplaces', vendor).locator('dl dt')).toHaveText([
      'Example',
      'In stock',
      'Setup',
    ]);
  await expect(facts('Marketplaces', 'Amazon MCF')).toHaveText(['Bottle', '311', 'Free']);
  await expect(facts('Marketplaces', 'Shopify')).toHaveText(['Tote bag', '54', 'Free']);
  // A vendor not live yet: what it will sync, not its status again (the badge says it, once).
  expect(await rowFacts('Automotive', 'Parts Unlimited')).toEqual(['FTP', 'Wholesale cost', 'MAP prices']);
  expect(await rowFacts('Medical Supplies', 'McKesson')).toEqual(['FTP', 'Wholesale cost']);
  expect((await rowFacts('Furniture', 'James+James')).join(' ')).not.toMatch(/beta/i);
  // Where a vendor is based is on its own page, not on a card (it read at uneven detail there).
  const cards = page.getByRole('main').locator('li[data-vendor-name]');
  await expect(cards).toHaveCount(17);
  await expect(cards.filter({ hasText: /Commerce, California|United States|Seattle|Canada/ })).toHaveCount(0);
  // A live card's example and what its sale leaves differ from card to card; a row not live yet states its method
  // and what the filter counts it under.
  const examples = new Set<string>();
  let live = 0;
  for (const card of await cards.all()) {
    const name = await card.getAttribute('data-vendor-name');
    const features = (await card.getAttribute('data-vendor-features'))!.split(' ');
    const spec = await card.locator('dl dd').allInnerTexts();
    if (spec.length > 0) {
      live += 1;
      examples.add(spec.join(' / '));
      // A price (and what it leaves) exactly where the vendor sends a cost, but in the marketplaces, whose two cards
      // state stock and setup alike.
      const priced = features.includes('cost') && !['Amazon MCF', 'Shopify'].includes(name!);
      expect(/\$/.test(spec[1]!), `${name}: its price`).toBe(priced);
      expect(/\$/.test(spec[2]!), `${name}: what a sale leaves`).toBe(priced);
      continue;
    }
    const stated = (await card.locator('p').innerText()).split(' · ').slice(1);
    expect(stated[0], `${name}: its method`).toBe(features.includes('api') ? 'API' : 'FTP');
    expect(stated.includes('Wholesale cost'), `${name}: wholesale cost`).toBe(features.includes('cost'));
    expect(stated.includes('MAP prices'), `${name}: MAP prices`).toBe(features.includes('map'));
  }
  expect(examples.size).toBe(live);
  // Its name leads the card, the heading, set as type: the page's sans, upright, as written, one weight for
  // every vendor (a weight of its own per brand styled a name like a logo; monospace and italic names among
  // sans ones read as improvised: outside review), the whole name in one span, nothing drawn beside it.
  const lettering = (category: string, vendor: string) =>
    vendorCard(page, category, vendor)
      .locator('h3 [data-brand] > span')
      .evaluate((name) => {
        const style = getComputedStyle(name);
        const body = getComputedStyle(document.body).fontFamily;
        return `${style.fontFamily === body} ${style.fontWeight} ${style.textTransform} ${style.fontStyle} ${name.children.length} ${name.parentElement!.children.length}`;
      });
  const letterings = await Promise.all(
    [
      ['Furniture', 'Nora'],
      ['Furniture', 'Quorum International'],
      ['Marketplaces', 'Amazon MCF'],
      ['Marketplaces', 'Shopify'],
    ].map(([category, vendor]) => lettering(category!, vendor!)),
  );
  expect(new Set(letterings)).toEqual(new Set(['true 600 none normal 0 1']));
});

for (const { slug, goods, price, rule } of [
  { slug: 'nora', goods: 'downlight', price: '$41.95', rule: 'Cost + 65% is $40.92, under MAP, so it lists at MAP.' },
  {
    slug: 'crystorama',
    goods: 'chandelier',
    price: '$1,080.00',
    rule: 'Cost + 65% is $1,009.80, under MAP, so it lists at MAP.',
  },
  { slug: 'shopify', goods: 'tote', price: '$29.70', rule: 'Set by your price rule: cost + 65%.' },
  { slug: 'holiday', goods: 'giftbox', price: '$16.09', rule: 'Set by your price rule: cost + 65%.' },
  {
    slug: 'amazon',
    // The sample's own drawing, a water bottle (as Amazon's racks of cartons it read as a wrong picture: GGGG).
    goods: 'flask',
    price: null,
    rule: 'Amazon MCF ships it from your own stock; its price stays the one you set.',
  },
])
  test(`/vendor-integrations/${slug}: the hero's sample is a product as it lands in the store, its drawing, title and price from cost and rule`, async ({
    visitor: page,
  }) => {
    await page.goto(`/vendor-integrations/${slug}`);
    const record = page.locator('main [data-hero] [data-sample-record]');
    // Its picture: the vendor's goods drawn from the sprite, beside its title (outside review: "no product photos").
    const product = record.locator(`[data-sample-product="${goods}"]`);
    const drawing = product.locator('svg').first();
    await expect(drawing.locator('use')).toHaveAttribute('href', `/sprite.svg#goods-${goods}`);
    const [drawn, title] = await Promise.all([drawing.boundingBox(), product.locator('p').first().boundingBox()]);
    expect(drawn!.width).toBeGreaterThanOrEqual(64);
    expect(title!.x).toBeGreaterThan(drawn!.x + drawn!.width);
    // The price the store lists it at, and how the rule set it, once each.
    if (price) await expect(record.locator('[data-sample-price]')).toHaveText(`Your price: ${price}`);
    else await expect(record.locator('[data-sample-price]')).toHaveCount(0);
    await expect(record.locator('[data-sample-rule]')).toHaveText(rule);
    await expect(page.getByRole('main').getByText(rule)).toHaveCount(1);
  });

test("a vendor's page names the stores whose case study uses it, and shows a labelled sample of a synced product", async ({
  visitor: page,
}) => {
  await page.goto('/vendor-integrations/nora');
  const hero = page.locator('main [data-hero]');
  // One sentence, no label ending in a colon (outside review: "See It in Use:" read oddly).
  await expect(hero).toContainText("See Nora at work in FixtureFarm's case study.");
  await expect(hero).not.toContainText('in Use:');
  await expect(hero.getByRole('link', { name: "FixtureFarm's case study" })).toHaveAttribute(
    'href',
    '/case-studies/fixturefarm',
  );
  // The hero's picture shows one product of the vendor's catalog, labelled as a sample, its figures large.
  const sample = hero.getByRole('figure').filter({ hasText: 'Sample record' });
  // Its label on one line with the sample's chip (the two lines of "One product, as it reaches your store" made the hero's picture
  // taller than its text).
  await expect(sample).toContainText('As it reaches your store');
  await expect(sample).not.toContainText('One product');
  await expect(sample).toContainText('6-inch LED retrofit downlight, white trim');
  // MAP sets its price, and its figure is among the sample's, so the rule's "under MAP, so it lists at MAP" can be
  // checked against it (outside review TT: "never shows what MAP is").
  await expect(sample.locator('dt')).toHaveText(['In stock', 'Your cost', 'MAP']);
  await expect(sample.locator('dd')).toHaveText(['214', '$24.80', '$41.95']);
  await expect(sample.locator('[data-sample-price]')).toHaveText('Your price: $41.95');
  await expect(sample.locator('[data-sample-rule]')).toHaveText('Cost + 65% is $40.92, under MAP, so it lists at MAP.');
  // MAP is the Price row's and the sample's: no paragraph over What Syncs says it a third time (outside review MM).
  await expect(page.getByRole('region', { name: 'What Syncs' })).toContainText(
    "Prices follow your price rules (markup, MAP and MSRP) whenever Nora's price file changes.",
  );
  await expect(page.locator('main')).not.toContainText('your price rules never list below it');
  // Matching by SKU is the record's and the About's: What Syncs no longer says it a third time before the form
  // (outside review: "long and heavy on text before the connect form").
  await expect(page.getByRole('region', { name: 'What Syncs' })).not.toContainText('matched to your product by SKU');

  // Amazon MCF syncs no cost and publishes no MAP: its sample shows neither. Two stories use it, one listed.
  await page.goto('/vendor-integrations/amazon');
  const amazon = page.getByRole('figure').filter({ hasText: 'Sample record' });
  await expect(amazon.locator('dt')).toHaveText(['In stock']);
  await expect(amazon).not.toContainText('MAP');
  await expect(page.locator('main [data-hero]').getByRole('link', { name: "Evertail's case study" })).toHaveAttribute(
    'href',
    '/case-studies/evertail',
  );

  // A vendor no story names claims no store.
  await page.goto('/vendor-integrations/oxygen');
  await expect(page.locator('main [data-hero]')).not.toContainText('at work in');
});

// What Syncs from 1024 px: three rows (Amazon MCF's) three to a line, so no half-empty line stands under two (outside
// review SS: "the What Syncs grid leaves an empty cell"); five one a line, each name in a column of its own beside what
// it does (two to a line, the fifth ran alone across both: outside review GGGGG).
for (const width of [1024, 1440])
  test(`What Syncs at ${width} px: three rows side by side on one line, five one a line with their names in a column`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const rows = () =>
      page
        .getByRole('region', { name: 'What Syncs' })
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            const name = item.querySelector('h3')!.getBoundingClientRect();
            const text = item.querySelector('p')!.getBoundingClientRect();
            return { top: Math.round(box.top), width: Math.round(box.width), name, text };
          }),
        );
    await page.goto('/vendor-integrations/amazon');
    const amazon = await rows();
    expect(amazon).toHaveLength(3);
    expect(new Set(amazon.map(({ top }) => top)).size, 'one line').toBe(1);
    await page.goto('/vendor-integrations/nora');
    const nora = await rows();
    expect(nora).toHaveLength(5);
    expect(new Set(nora.map(({ top }) => top)).size, 'five lines').toBe(5);
    expect(new Set(nora.map(({ width }) => width)).size, 'all as wide').toBe(1);
    // Each name beside its text, the texts starting in one column.
    for (const { name, text } of nora) {
      expect(text.left).toBeGreaterThan(name.right);
      expect(Math.abs(text.top - name.top)).toBeLessThan(6);
      expect(Math.round(text.left)).toBe(Math.round(nora[0]!.text.left));
    }
  });
