import {
  emptyChoiceRules,
  featureRules,
  normaliseVendorText,
  vendorCountText,
  vendorMatches,
} from '@/lib/vendors/filter';

const nora = { name: 'Nora', category: 'Furniture', features: ['ftp', 'cost', 'map'] };
const honeys = { name: "Honey's Place", category: 'Adult', features: ['api', 'cost'] };
const jj = { name: 'James+James', category: 'Furniture', features: ['api', 'cost', 'map'] };
const amazon = { name: 'Amazon MCF', category: 'Marketplaces', features: ['api'] };
const all = { query: '', category: null, feature: null };

describe('vendor filter', () => {
  it('keeps every vendor with no query and no category', () => {
    for (const vendor of [nora, honeys, jj, amazon]) expect(vendorMatches(vendor, all)).toBe(true);
  });

  it('matches the starts of the name words, in any case, without accents or punctuation', () => {
    expect(vendorMatches(nora, { ...all, query: 'NOR' })).toBe(true);
    expect(vendorMatches(nora, { ...all, query: 'ora' })).toBe(false);
    expect(vendorMatches(honeys, { ...all, query: 'honeys' })).toBe(true);
    expect(vendorMatches(honeys, { ...all, query: "honey's pl" })).toBe(true);
    expect(vendorMatches(honeys, { ...all, query: 'place' })).toBe(true);
    expect(vendorMatches(jj, { ...all, query: 'jamesjames' })).toBe(true);
    expect(vendorMatches(amazon, { ...all, query: 'mcf amaz' })).toBe(true);
    expect(vendorMatches(amazon, { ...all, query: 'amazon prime' })).toBe(false);
    expect(normaliseVendorText('  Décor & Lighting ')).toBe('decor lighting');
  });

  it('keeps only the chosen category, together with the query', () => {
    const furniture = { ...all, category: 'Furniture' };
    expect(vendorMatches(nora, furniture)).toBe(true);
    expect(vendorMatches(amazon, furniture)).toBe(false);
    expect(vendorMatches(jj, { ...all, query: 'nora', category: 'Furniture' })).toBe(false);
    expect(vendorMatches(amazon, { ...all, query: 'amazon', category: 'Furniture' })).toBe(false);
  });

  it('keeps only the vendors with the chosen capability, together with the category and the query', () => {
    expect([nora, honeys, jj, amazon].filter((vendor) => vendorMatches(vendor, { ...all, feature: 'api' }))).toEqual([
      honeys,
      jj,
      amazon,
    ]);
    expect(vendorMatches(nora, { ...all, feature: 'map' })).toBe(true);
    expect(vendorMatches(honeys, { ...all, feature: 'map' })).toBe(false);
    expect(vendorMatches(jj, { ...all, category: 'Furniture', feature: 'api' })).toBe(true);
    expect(vendorMatches(nora, { ...all, category: 'Furniture', feature: 'api' })).toBe(false);
    expect(vendorMatches(jj, { query: 'nora', category: null, feature: 'api' })).toBe(false);
  });

  it('writes a CSS rule per capability that hides the vendors (and where they are named again), and the categories, without it', () => {
    const rules = featureRules('vendor-feature', ['api', 'map']);
    expect(rules).toBe(
      'body:has(input[name="vendor-feature"][value="api"]:checked) :is([data-vendor-name],[data-vendor-mirror]):not([data-vendor-features~="api"]),' +
        'body:has(input[name="vendor-feature"][value="api"]:checked) [data-vendor-category]:not(:has([data-vendor-features~="api"])){display:none}' +
        'body:has(input[name="vendor-feature"][value="map"]:checked) :is([data-vendor-name],[data-vendor-mirror]):not([data-vendor-features~="map"]),' +
        'body:has(input[name="vendor-feature"][value="map"]:checked) [data-vendor-category]:not(:has([data-vendor-features~="map"])){display:none}',
    );
  });

  it('shows the empty note by CSS, without scripts only, for each category and capability that share no vendor', () => {
    const groups = { category: 'vendor-category', feature: 'vendor-feature' };
    expect(emptyChoiceRules(groups, [])).toBe('');
    expect(emptyChoiceRules(groups, [{ category: 'Medical Supplies', feature: 'api' }])).toBe(
      '@media (scripting:none){body:has(input[name="vendor-category"][value="Medical Supplies"]:checked)' +
        ':has(input[name="vendor-feature"][value="api"]:checked) [data-vendor-empty-note]{display:block}}',
    );
  });

  it('writes the count for all, some and none', () => {
    const texts = {
      countAll: '{total} vendors',
      countSome: '{count} of {total} vendors',
      countNone: 'No vendors match',
    };
    expect(vendorCountText(texts, 17, 17)).toBe('17 vendors');
    expect(vendorCountText(texts, 3, 17)).toBe('3 of 17 vendors');
    expect(vendorCountText(texts, 0, 17)).toBe('No vendors match');
  });
});
