import { normaliseVendorText, vendorCountText, vendorMatches } from '@/lib/vendors/filter';

const nora = { name: 'Nora', category: 'Furniture' };
const honeys = { name: "Honey's Place", category: 'Adult' };
const jj = { name: 'James+James', category: 'Furniture' };
const amazon = { name: 'Amazon MCF', category: 'Marketplaces' };
const all = { query: '', category: null };

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
    const furniture = { query: '', category: 'Furniture' };
    expect(vendorMatches(nora, furniture)).toBe(true);
    expect(vendorMatches(amazon, furniture)).toBe(false);
    expect(vendorMatches(jj, { query: 'nora', category: 'Furniture' })).toBe(false);
    expect(vendorMatches(amazon, { query: 'amazon', category: 'Furniture' })).toBe(false);
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
