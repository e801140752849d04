import { acronyms, createSiteSearch, FIELD_BOOSTS, queryWords, rankArticles, rankRecords } from '@/lib/search/rank';
import { articlesMeant, markTerms, rankMeant, searchSite } from '@/lib/search/site';
import type { SearchRecord } from '@/lib/search/types';

const record = (kind: SearchRecord['kind'], title: string, text: string, section?: string): SearchRecord => ({
  kind,
  title,
  text,
  href: `/${kind}/${title.toLowerCase().replace(/\W+/g, '-')}`,
  ...(section ? { section } : {}),
});

const records: SearchRecord[] = [
  record('docs', 'Add a Vendor', 'Open the vendor list and enter credentials.', 'Step 2: Credentials'),
  record('docs', 'Health Check', 'Products fail when the SKU differs.', 'Inventory mismatch'),
  record('docs', 'Pricing Rules', 'Inventory is not touched by price rules.'),
  record('faq', 'How often does inventory sync?', 'About hourly when conditions are ideal.', 'Integrations'),
  record('vendor', 'Nora', 'Lighting and furniture, synced through the API.', 'Furniture'),
  record('page', 'Inventory', 'Keeps stock levels in step.'),
  record('position', 'Integration Engineer', 'Build vendor connectors.', 'Remote (USA)'),
];
const search = createSiteSearch(records);
const titles = (query: string) =>
  searchSite(search, query).flatMap((group) => group.hits.map((hit) => hit.record.title));

describe('searchSite', () => {
  it('ranks a record holding an acronym typed in capitals in that case above one holding the word in another', () => {
    const cased = createSiteSearch([
      record('docs', 'Add a Vendor', 'Pick its collection.', 'Map the vendor'),
      record('docs', 'Pricing Rules', 'The price is raised to the MAP.', 'The floor'),
    ]);
    const order = (query: string) => rankRecords(cased, query).map((hit) => hit.record.title);
    expect(order('MAP')).toEqual(['Pricing Rules', 'Add a Vendor']);
    // As the dialog and the box mean it (lib/search/site.ts), an acronym the site writes in capitals, typed so, finds
    // only where it stands in capitals (an outside review: "MAP" marked the verb "map" in the Quick Start Guide).
    expect(rankMeant(cased, 'MAP').map((hit) => hit.record.title)).toEqual(['Pricing Rules']);
    // Typed in lower case (or as one capital), the heading that says "Map" keeps its place.
    expect(order('map')).toEqual(['Add a Vendor', 'Pricing Rules']);
    expect(order('Map')).toEqual(['Add a Vendor', 'Pricing Rules']);
    expect(acronyms('MAP pricing for SKU A')).toEqual(['MAP', 'SKU']);
  });

  it('lists only the records that write a spelled-out acronym in capitals when it is typed so, and every one when typed in lower case', () => {
    const spelled = createSiteSearch([
      record('docs', 'Add a Vendor', 'Pick its collection and map its location.', 'Map the vendor'),
      record('docs', 'Pricing Rules', 'The MAP (minimum advertised price) is the floor.', 'The floor'),
    ]);
    const order = (query: string) => rankRecords(spelled, query).map((hit) => hit.record.title);
    // Outside review I: "MAP" listed the verb's articles as equal hits.
    expect(order('MAP')).toEqual(['Pricing Rules']);
    expect(order('map')).toEqual(['Add a Vendor', 'Pricing Rules']);
    // With no record writing it in capitals, the capitals find the word as typed in any case.
    expect(order('COLLECTION')).toEqual(['Add a Vendor']);
  });

  it('lists what explains the query, a heading that begins with it, above a step that names it later in the same band', () => {
    const steps = createSiteSearch([
      record(
        'docs',
        'Quantity Check',
        'Take the delta off the count. The quantity delta is 3.',
        '1. Subtract the Quantity Delta',
      ),
      record('docs', 'Inventory Management', 'Keep a few units back.', 'Quantity Delta: Your Safety Stock'),
    ]);
    const order = (query: string) => rankRecords(steps, query).map((hit) => hit.record.section);
    // The step scores higher on text (it says the words twice) but only names them; the heading is about them.
    expect(order('quantity delta')).toEqual(['Quantity Delta: Your Safety Stock', '1. Subtract the Quantity Delta']);
    // A word the heading does not begin with orders them by their text again.
    expect(order('delta')).toEqual(['1. Subtract the Quantity Delta', 'Quantity Delta: Your Safety Stock']);
  });

  it('boosts title over section heading over text', () => {
    expect(FIELD_BOOSTS.title).toBeGreaterThan(FIELD_BOOSTS.section);
    expect(FIELD_BOOSTS.section).toBeGreaterThan(FIELD_BOOSTS.text);
    const hits = rankRecords(search, 'inventory');
    const score = (title: string) => hits.find((hit) => hit.record.title === title)!.score;
    // Title, then a section heading, then the text alone.
    expect(score('Inventory')).toBeGreaterThan(score('Health Check'));
    expect(score('Health Check')).toBeGreaterThan(score('Pricing Rules'));
  });

  it('groups results by kind, the group with the best hit first, best first inside, each without its passing mentions', () => {
    const groups = searchSite(search, 'inventory');
    // The page named "Inventory", then the docs and the question that hold the word in a heading or title
    // (equals in the order of searchKinds); the article with the word in its text alone is left out.
    expect(groups.map((group) => group.kind)).toEqual(['page', 'docs', 'faq']);
    expect(groups[1]!.hits.map((hit) => hit.record.title)).toEqual(['Health Check']);
    expect(rankArticles(search, 'inventory').map((hit) => hit.record.title)).toEqual(['Health Check', 'Pricing Rules']);
  });

  it('finds words by their beginning and despite a typo', () => {
    expect(titles('credent')).toEqual(['Add a Vendor']);
    expect(titles('credentails')).toEqual(['Add a Vendor']);
    expect(titles('ligting')).toEqual(['Nora']);
  });

  it('wants every word: a word that matches nothing finds nothing (issue 49)', () => {
    expect(titles('vendor credentials')).toEqual(['Add a Vendor']);
    expect(titles('nora zebra')).toEqual([]);
    expect(titles('inventory credentials')).toEqual([]);
    // Filler around what is looked for is not a word that must match.
    expect(titles('something like nora please')).toEqual(['Nora']);
    expect(titles('zzqxv-nothing-like-this')).toEqual([]);
  });

  it('ranks a record with the word in its title above one with it in the text (issue 49: "vendor")', () => {
    const docs = createSiteSearch([
      record(
        'docs',
        'Pricing Rules',
        'Each vendor has rules: vendor cost, vendor margin, vendor rounding for every vendor.',
      ),
      record('docs', 'Add a Vendor', 'Open the list and enter the credentials.'),
    ]);
    expect(searchSite(docs, 'vendor')[0]!.hits.map((hit) => hit.record.title)).toEqual([
      'Add a Vendor',
      'Pricing Rules',
    ]);
  });

  it('reports the indexed words that matched, for highlighting', () => {
    const [hit] = searchSite(search, 'hourl').flatMap((group) => group.hits);
    expect(hit!.terms).toEqual(['hourly']);
  });

  it('finds nothing for a blank query and keeps at most six results per group', () => {
    expect(searchSite(search, '   ')).toEqual([]);
    const many = createSiteSearch(Array.from({ length: 10 }, (_, index) => record('docs', `Sync ${index}`, 'sync')));
    expect(searchSite(many, 'sync')[0]!.hits).toHaveLength(6);
  });

  it('drops the passing mentions of a group headed by a title when other groups list theirs', () => {
    const site = createSiteSearch([
      record('faq', 'Do my customers get tracking numbers?', 'Yes, from the vendor.'),
      record('faq', 'What is Linkwell?', 'A hub: inventory, orders and tracking.'),
      record('docs', 'Order Management', 'Orders go to the vendor; tracking comes back.'),
    ]);
    const rows = searchSite(site, 'tracking').flatMap((group) => group.hits.map((hit) => hit.record.title));
    expect(rows).toEqual(['Do my customers get tracking numbers?', 'Order Management']);
    // Alone, the group keeps its mentions.
    const faqOnly = createSiteSearch(site.records.filter((item) => item.kind === 'faq'));
    expect(searchSite(faqOnly, 'tracking').flatMap((group) => group.hits)).toHaveLength(2);
  });

  it('finds every form of a word by its stem: price, prices, priced, pricing', () => {
    const priced = createSiteSearch([
      record('page', 'Pricing', 'Plans for every store.'),
      record('docs', 'Rules', 'A product is priced by its rules.'),
    ]);
    for (const query of ['price', 'prices', 'priced', 'pricing'])
      expect(searchSite(priced, query).flatMap((group) => group.hits.map((hit) => hit.record.title))).toEqual([
        'Pricing',
        'Rules',
      ]);
    // The words shown marked are the indexed ones.
    expect(searchSite(priced, 'price')[1]!.hits[0]!.terms).toContain('priced');
  });

  it("drops a group's passing mentions when a later group holds the query in a title", () => {
    const site = createSiteSearch([
      record('page', 'Pricing', 'Plans, billed monthly. Map your vendors first.'),
      record('page', 'Features', 'Map each vendor field; prices follow.'),
      record('page', 'About', 'We map catalogs and price them.'),
      record('docs', 'Pricing Rules', 'Map a markup to each vendor price.'),
    ]);
    const rows = searchSite(site, 'map pricing').flatMap((group) => group.hits.map((hit) => hit.record.title));
    expect(rows).toEqual(['Pricing', 'Pricing Rules']);
    // With no better group after it, a group keeps every hit.
    expect(searchSite(site, 'map').flatMap((group) => group.hits)).toHaveLength(4);
  });

  it('takes a word the site uses as typed, not as a typo of another word (tracking is not trading)', () => {
    const shop = createSiteSearch([
      record('vendor', 'Williams Trading Co', 'Wholesale distributor.'),
      record('docs', 'Order Management', 'Tracking numbers return to Shopify.'),
    ]);
    const found = searchSite(shop, 'tracking').flatMap((group) => group.hits.map((hit) => hit.record.title));
    expect(found).toEqual(['Order Management']);
    // A word the site does not use still finds its near neighbour.
    expect(searchSite(shop, 'tradng').flatMap((group) => group.hits.map((hit) => hit.record.title))).toEqual([
      'Williams Trading Co',
    ]);
  });

  it('counts a swapped pair of letters as one typo', () => {
    const shops = createSiteSearch([
      record('vendor', 'Shopify', 'The store platform.'),
      record('vendor', 'Nora', 'Lighting.'),
    ]);
    expect(searchSite(shops, 'shopfiy')[0]!.hits.map((hit) => hit.record.title)).toEqual(['Shopify']);
    expect(searchSite(shops, 'shpofiy')).toEqual([]);
  });

  it('finds a word by its synonyms (content/search/synonyms.json), an exact word first', () => {
    const jobs = createSiteSearch(
      [record('page', 'Careers', 'Open positions.'), record('faq', 'Do you have jobs for students?', 'No.')],
      [['job', 'career', 'hiring']],
    );
    expect(titles('hiring')).toEqual([]);
    expect(searchSite(jobs, 'hiring').flatMap((group) => group.hits.map((hit) => hit.record.title))).toEqual([
      'Careers',
      'Do you have jobs for students?',
    ]);
    const questions = createSiteSearch(
      [record('faq', 'Are you hiring?', 'Yes.'), record('faq', 'Do you have jobs for students?', 'No.')],
      [['job', 'career', 'hiring']],
    );
    expect(searchSite(questions, 'jobs')[0]!.hits.map((hit) => hit.record.title)).toEqual([
      'Do you have jobs for students?',
      'Are you hiring?',
    ]);
  });

  it('puts the page a query names first, also with one more word that the page holds elsewhere', () => {
    const site = createSiteSearch([
      record('faq', 'Can I contact sales by phone?', 'Sales answers by email, contact form or phone.'),
      record('page', 'Contact', 'Write to our team or to sales.'),
      record('docs', 'Pricing Rules', 'Rules that set each price.'),
      record('page', 'Pricing', 'Plans and their prices.'),
    ]);
    const first = (query: string) => searchSite(site, query)[0]!.hits[0]!.record.title;
    expect(first('contact sales')).toBe('Contact');
    expect(first('contact')).toBe('Contact');
    expect(first('pricing')).toBe('Pricing');
    expect(first('price')).toBe('Pricing');
    // An article named exactly by the query comes before the page named by one of its words.
    expect(first('pricing rules')).toBe('Pricing Rules');
  });

  it('leaves function words out of a query, unless it has nothing else', () => {
    expect(queryWords('How much does it cost?')).toEqual(['cost']);
    expect(queryWords('what is it')).toEqual(['what', 'is', 'it']);
  });
  it('puts an article whose title holds the query above its own sections and other articles (an outside review: "inventory")', () => {
    const docs = createSiteSearch(
      [
        record('docs', 'Quantity Check', 'Inventory and Qty that look wrong: inventory, inventory.', 'Qty is synced'),
        {
          ...record(
            'docs',
            'Inventory Management',
            'Qty, quantities and inventory that look wrong.',
            'When Quantities Look Wrong',
          ),
          href: '/docs/inventory-management#wrong',
        },
        { ...record('docs', 'Inventory Management', 'How stock flows.'), href: '/docs/inventory-management' },
      ],
      [['inventory', 'stock', 'qty', 'quantity']],
    );
    // The article first, one row each (its own section no more), then the other article that mentions the word.
    const rows = searchSite(docs, 'inventory')[0]!.hits.map((hit) => hit.record.href);
    expect(rows).toEqual(['/docs/inventory-management', '/docs/quantity-check']);
  });

  it('lists each article once, at its best record, in the order the documentation box uses', () => {
    const docs = createSiteSearch([
      {
        ...record('docs', 'Order Management', 'Tracking numbers return.', 'The Life of an Order'),
        href: '/docs/orders#life',
      },
      { ...record('docs', 'Order Management', 'Orders reach the vendor; tracking follows.'), href: '/docs/orders' },
      { ...record('docs', 'Dashboard Overview', 'Tracking per order.', 'Orders'), href: '/docs/dashboard#orders' },
    ]);
    const dialog = searchSite(docs, 'tracking')[0]!.hits.map((hit) => hit.record.href.split('#')[0]);
    expect(dialog).toEqual(['/docs/orders', '/docs/dashboard']);
    expect(rankArticles(docs, 'tracking').map((hit) => hit.record.href.split('#')[0])).toEqual(dialog);
  });

  it('marks the words typed (stem, beginning, typo); a synonym only in a record that synonyms alone found', () => {
    const stock = createSiteSearch(
      [
        record('docs', 'Quantity Check', 'Check that Qty is synced and the quantity is right.'),
        record('vendor', 'Shopify', 'Stock levels every hour.'),
        record('vendor', 'Amazon', 'Stock and inventory every hour.'),
      ],
      [['inventory', 'stock', 'qty', 'quantity']],
    );
    const hits = searchSite(stock, 'inventory').flatMap((group) => group.hits);
    const terms = (title: string) => [...hits.find((hit) => hit.record.title === title)!.terms].sort();
    // An outside review: Shopify's row, found by "stock", showed no match; the row holding "inventory" marks that alone.
    expect(terms('Shopify')).toContain('stock');
    expect(terms('Amazon')).toEqual(['inventory']);
    expect(searchSite(stock, 'qty')[0]!.hits[0]!.terms).toEqual(['qty']);
    expect(searchSite(stock, 'quantiy')[0]!.hits[0]!.terms).toEqual(['quantity']);
  });

  it('shows an article at a section where the typed word stands when a synonym found its best one', () => {
    const docs = createSiteSearch(
      [
        { ...record('docs', 'Quantity Check', 'Qty must be ticked. Qty, qty.', 'Qty is synced'), href: '/docs/qc#qty' },
        {
          ...record('docs', 'Quantity Check', 'Linkwell reads the vendor inventory hourly.', 'Last sync'),
          href: '/docs/qc#sync',
        },
      ],
      [['inventory', 'qty']],
    );
    const [hit] = rankArticles(docs, 'inventory');
    expect(hit!.record.href).toBe('/docs/qc#sync');
    expect(hit!.terms).toEqual(['inventory']);
  });

  it('takes a finished word as typed: "add" in "add vendor" is not the beginning of "address"', () => {
    const site = createSiteSearch([
      record('page', 'Privacy Policy', 'Your vendor address and email address.'),
      record('docs', 'Add a Vendor', 'Added vendors sync hourly.'),
    ]);
    const found = (query: string) =>
      searchSite(site, query).flatMap((group) => group.hits.map((hit) => hit.record.title));
    expect(found('add vendor')).toEqual(['Add a Vendor']);
    // The last word may still be being typed.
    expect(found('vendor add')).toEqual(['Add a Vendor', 'Privacy Policy']);
  });

  // An outside review: on /documentation "MAP" listed and marked the verb "map" of the Quick Start Guide.
  it('finds and marks an acronym typed in capitals only where it stands in capitals, its plural too', () => {
    const cased = createSiteSearch([
      record('docs', 'Prepare Your Products', 'Every variant needs the vendor SKUs.'),
      record('docs', 'Quick Start Guide', 'Map the sku column of your file.'),
      record('docs', 'Product Creation', 'Import a CSV file.'),
      record('docs', 'Pricing Rules', 'The price never drops under the MAP.', 'The Floor'),
      record('docs', 'Add a Vendor', 'Then map the vendor.', 'Mapping'),
    ]);
    const found = (query: string) => rankMeant(cased, query).map((hit) => hit.record.title);
    expect(found('SKU')).toEqual(['Prepare Your Products']);
    expect(found('sku').sort()).toEqual(['Prepare Your Products', 'Quick Start Guide']);
    expect(found('MAP')).toEqual(['Pricing Rules']);
    expect(found('map').sort()).toEqual(['Add a Vendor', 'Pricing Rules', 'Quick Start Guide']);
    // A phrase the ranking has no word for keeps the acronym's case too (rankArticles' fallback).
    expect(articlesMeant(cased, 'MAP').map((hit) => hit.record.title)).toEqual(['Pricing Rules']);
    // A word typed in capitals that the site never writes so is read as the word ("PRICE" with caps lock on).
    expect(found('PRICE')).toEqual(['Pricing Rules']);
    // Marked in capitals only: every form of its stem the record matched stands for the acronym.
    expect(markTerms(cased, ['map', 'mapping', 'vendor'], 'MAP vendor')).toEqual(['MAP', 'vendor']);
    expect(markTerms(cased, ['map', 'mapping'], 'map')).toEqual(['map', 'mapping']);
  });

  // An outside review: "tracking" listed the vendor Nora in the dialog because its page says "track lighting".
  it("finds a vendor's page for a verb form typed only by a verb form, not by its bare word; the docs keep their stems", () => {
    const tracked = createSiteSearch([
      record('vendor', 'Nora', 'Recessed, track lighting and LED fixtures.'),
      record('vendor', 'Kuzco Lighting', 'Orders come back with tracking numbers.'),
      record('docs', 'Order Management', 'Linkwell brings the tracking number back.'),
      record('docs', 'Dashboard Overview', 'Track every sync.'),
    ]);
    const found = (query: string) => rankMeant(tracked, query).map((hit) => hit.record.title);
    expect(found('tracking').sort()).toEqual(['Dashboard Overview', 'Kuzco Lighting', 'Order Management']);
    expect(found('track')).toContain('Nora');
    expect(found('tracks')).toContain('Nora');
    expect(found('lights').sort()).toEqual(['Kuzco Lighting', 'Nora']);
    expect(found('tracking numbers').sort()).toEqual(['Kuzco Lighting', 'Order Management']);
  });
});
