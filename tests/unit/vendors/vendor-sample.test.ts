/** @jest-environment node */
import { parseContent } from '@/lib/content/load';
import { featuresOf, getVendor, getVendorDirectory, vendorDetailSchema } from '@/lib/content/vendors';
import { formatUsdCents, samplePrice, vendorSampleRows } from '@/lib/vendors/sample';
import { getVendorStories } from '@/lib/vendors/stories';

const columns = { sku: 'SKU', product: 'Product', stock: 'In stock', cost: 'Your cost', map: 'MAP' };

/** A detail file with the given sample and MAP flag, cost syncing unless told. */
const detail = (sample: string, map: boolean, syncs = '[inventory, price, cost]') =>
  [
    '---',
    'name: Acme',
    'description: Acme sells a great many things to retailers all over the country.',
    'integrationMethod: FTP',
    'setupCost: Free',
    'website: https://acme.example',
    'headquarters: Springfield',
    'category: Furniture',
    'productCount: 5,000+',
    'specialization: Everything for the home',
    `syncs: ${syncs}`,
    `map: ${map}`,
    'goods: downlight',
    `sample: ${sample}`,
    '---',
  ].join('\n');

describe("a vendor's sample record", () => {
  it('writes dollars and cents', () => {
    expect(formatUsdCents(24.8)).toBe('$24.80');
    expect(formatUsdCents(1080)).toBe('$1,080.00');
    expect(formatUsdCents(9.75)).toBe('$9.75');
  });

  it('shows cost and MAP only where the vendor gives them', () => {
    expect(vendorSampleRows({ sku: 'WB-24', product: 'Water bottle', stock: 1311 }, columns)).toEqual([
      { key: 'sku', term: 'SKU', value: 'WB-24' },
      { key: 'product', term: 'Product', value: 'Water bottle' },
      { key: 'stock', term: 'In stock', value: '1,311' },
    ]);
    expect(
      vendorSampleRows({ sku: 'NLR-1', product: 'Downlight', stock: 2, cost: 24.8, map: 41.95 }, columns).map(
        (row) => `${row.term}: ${row.value}`,
      ),
    ).toEqual(['SKU: NLR-1', 'Product: Downlight', 'In stock: 2', 'Your cost: $24.80', 'MAP: $41.95']);
  });

  it('prices the sample as the SPEC orders it: cost plus the markup, raised to MAP when it falls under', () => {
    // The SPEC's own example: cost 50 at +65% is 82.50; a MAP of 85 raises it to 85.
    expect(samplePrice({ sku: 'X-100', product: 'A lamp', stock: 1, cost: 50 }, 65)).toEqual({
      ruled: 82.5,
      atMap: false,
      price: 82.5,
      margin: 32.5,
    });
    expect(samplePrice({ sku: 'X-100', product: 'A lamp', stock: 1, cost: 50, map: 85 }, 65)).toMatchObject({
      atMap: true,
      price: 85,
      margin: 35,
    });
    // Above MAP the rule's price stands; without a cost there is no price to set.
    expect(samplePrice({ sku: 'X-100', product: 'A fan', stock: 1, cost: 212, map: 329 }, 65)!.price).toBe(349.8);
    expect(samplePrice({ sku: 'X-100', product: 'A bottle', stock: 1 }, 65)).toBeUndefined();
  });

  it('refuses a sample whose cost or MAP disagrees with what the vendor syncs and publishes', () => {
    const ok = "{ item: Lamp, sku: AC-100, product: 'A lamp', stock: 3, cost: 10 }";
    expect(() => parseContent(detail(ok, false), vendorDetailSchema, 'acme.md')).not.toThrow();
    expect(() => parseContent(detail(ok, true), vendorDetailSchema, 'acme.md')).toThrow(/sample\.map/);
    expect(() => parseContent(detail(ok, false, '[inventory]'), vendorDetailSchema, 'acme.md')).toThrow(/sample\.cost/);
  });

  it("every vendor page's sample is consistent with its record: Amazon MCF has no cost, the lighting makers a MAP", async () => {
    const amazon = (await getVendor('amazon'))!;
    expect(amazon.sample.cost).toBeUndefined();
    expect(amazon.sample.map).toBeUndefined();
    const nora = (await getVendor('nora'))!;
    expect(nora.map).toBe(true);
    expect(nora.sample.map).toBeGreaterThan(nora.sample.cost!);
  });
});

describe('what a vendor card states and the filter matches', () => {
  it('derives the capabilities from how a vendor connects, what it syncs and whether it publishes MAP', () => {
    expect(featuresOf({ integrationMethod: 'API', syncs: ['inventory', 'orders'], map: false })).toEqual(['api']);
    expect(featuresOf({ integrationMethod: 'FTP', syncs: ['inventory', 'cost'], map: true })).toEqual([
      'ftp',
      'cost',
      'map',
    ]);
  });

  it('gives every card the same facts in one order: method, the filter capabilities it syncs, then its catalog where it has a page', async () => {
    const vendors = (await getVendorDirectory()).categories.flatMap((category) => category.vendors);
    const card = (name: string) => vendors.find((vendor) => vendor.name === name)!;
    expect(card('Nora').facts).toEqual(['FTP', 'Wholesale cost', 'MAP prices', '5,000+ products']);
    // A fulfillment service has no catalog of its own to count (its page says what it fulfills).
    expect(card('Amazon MCF').facts).toEqual(['API']);
    // Not its status again (the badge says it once): what it will sync, in the filter's words.
    expect(card('Medline').facts).toEqual(['FTP', 'Wholesale cost']);
    expect(card('WheelPros').facts).toEqual(['API', 'Wholesale cost', 'MAP prices']);
    for (const vendor of vendors) {
      expect(vendor.facts.join(' ')).not.toMatch(/beta|development|coming soon|live/i);
      // Its home is on its own page only ("United States" beside "Commerce, California" read uneven).
      expect(vendor.facts.join(' ')).not.toMatch(/California|Canada|United States/);
      // Every capability the filter counts it under is stated on the card.
      expect(vendor.facts).toContain(vendor.features[0] === 'api' ? 'API' : 'FTP');
      expect(vendor.facts.includes('Wholesale cost')).toBe(vendor.features.includes('cost'));
      expect(vendor.facts.includes('MAP prices')).toBe(vendor.features.includes('map'));
    }
    expect(card('Amazon MCF').features).toEqual(['api']);
    // Every vendor is a real company: its mark is its name as type, the same for all (no invented symbol,
    // colour or weight posing as its logo: outside review), lib/brand/wordmark.ts.
    for (const name of ['Quorum International', 'Nora', 'Shopify', 'Amazon MCF'])
      expect(card(name).logo).toEqual({ symbol: 'supplier', lettering: { weight: 'semibold' }, tone: 'slate' });
  });
});

describe('stores that use a vendor', () => {
  it('are the listed case studies that name it, and only those (FashionPlus has no card, so it is not named)', async () => {
    expect(await getVendorStories('nora')).toEqual([{ company: 'FixtureFarm', href: '/case-studies/fixturefarm' }]);
    expect(await getVendorStories('amazon')).toEqual([{ company: 'Evertail', href: '/case-studies/evertail' }]);
    expect(await getVendorStories('oxygen')).toEqual([]);
  });
});
