import { stem, words } from '@/lib/search/analyze';
import { allowedEdits, withinEdits } from '@/lib/util/typos';

describe('the search stemmer', () => {
  it.each([
    [['price', 'prices', 'priced', 'pricing'], 'pric'],
    [['vendor', 'vendors', "vendor's"], 'vendor'],
    [['sync', 'syncs', 'synced', 'syncing'], 'sync'],
    [['ship', 'shipped', 'shipping'], 'ship'],
    [['fulfilment', 'fulfillment'], 'fulfil'],
    [['integrate', 'integrated', 'integration', 'integrations'], 'integrat'],
    [['category', 'categories'], 'category'],
    [['store', 'stores', 'storing'], 'stor'],
  ])('makes the forms of one word meet: %p', (forms, expected) => {
    expect(forms.map((form) => stem(words(form)[0]!))).toEqual(forms.map(() => expected));
  });

  it('leaves short words, numbers and words it would spoil alone', () => {
    expect(['api', 'sku', 'status', 'analysis', 'thing', 'add', 'v2'].map(stem)).toEqual([
      'api',
      'sku',
      'status',
      'analysis',
      'thing',
      'add',
      'v2',
    ]);
  });
});

describe('allowedEdits: the one rule for a typo, shared by the search and the 404 page', () => {
  it('allows none below four letters, one from four, two from eight', () => {
    expect([2, 3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('withinEdits (optimal string alignment)', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(withinEdits('shopfiy', 'shopify', 1)).toBe(true);
    expect(withinEdits('dashbaord', 'dashboard', 1)).toBe(true);
    expect(withinEdits('vendros', 'vendors', 1)).toBe(true);
  });

  it('counts insertions, deletions and replacements, and refuses more than allowed', () => {
    expect(withinEdits('ligting', 'lighting', 1)).toBe(true);
    expect(withinEdits('kusco', 'kuzco', 1)).toBe(true);
    expect(withinEdits('kuszo', 'kuzco', 1)).toBe(false);
    expect(withinEdits('kuszo', 'kuzco', 2)).toBe(true);
    expect(withinEdits('abc', 'abcdef', 2)).toBe(false);
  });
});
