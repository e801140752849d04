import { EMPTY_CATEGORY, filterDocs, matchTier, NO_SEARCH_RESULTS, type SearchIndexEntry } from '@/lib/docs/search';

const entry = (
  slug: string,
  category: SearchIndexEntry['category'],
  title: string,
  description: string,
  text: string,
): SearchIndexEntry => ({
  slug,
  category,
  title,
  description,
  text,
  readingTime: '2 min read',
});

const index = [
  entry(
    'quick-start-guide',
    'getting-started',
    'Quick Start Guide',
    'Three steps to begin.',
    'create your account then connect',
  ),
  entry(
    'health-check',
    'troubleshooting',
    'Health Check',
    'Why products fail.',
    'duplicate sku and missing vendor tag',
  ),
  entry('pricing-rules', 'troubleshooting', 'Pricing Rules', 'Markup, MAP and MSRP.', 'enforce map floor'),
];

describe('filterDocs', () => {
  it('shows the selected category without a search', () => {
    expect(filterDocs(index, '', 'troubleshooting').articles.map((doc) => doc.slug)).toEqual([
      'health-check',
      'pricing-rules',
    ]);
    expect(filterDocs(index, '', 'all').articles).toHaveLength(3);
  });

  it('searches title, description and content case-insensitively', () => {
    expect(filterDocs(index, 'QUICK start', 'all').articles.map((doc) => doc.slug)).toEqual(['quick-start-guide']);
    expect(filterDocs(index, 'msrp', 'all').articles.map((doc) => doc.slug)).toEqual(['pricing-rules']);
    expect(filterDocs(index, 'Duplicate  SKU', 'all').articles.map((doc) => doc.slug)).toEqual(['health-check']);
  });

  it('lists title matches first, then description matches, then content matches, each in sidebar order', () => {
    const ranked = [
      entry('a-content', 'user-guide', 'Orders', 'Routing.', 'the pricing of each order'),
      entry('b-description', 'user-guide', 'Markup', 'Pricing with markup.', ''),
      entry('c-title', 'troubleshooting', 'Pricing Rules', 'Rules.', 'pricing'),
      entry('d-title', 'troubleshooting', 'Pricing FAQ', 'Questions.', ''),
    ];
    expect(filterDocs(ranked, 'PRICING', 'all').articles.map((doc) => doc.slug)).toEqual([
      'c-title',
      'd-title',
      'b-description',
      'a-content',
    ]);
    expect(matchTier(ranked[0]!, 'pricing')).toBe(2);
    expect(matchTier(ranked[0]!, 'zebra')).toBe(-1);
  });

  it('a non-empty search overrides the selected category', () => {
    const result = filterDocs(index, 'account', 'troubleshooting');
    expect(result.mode).toBe('search');
    expect(result.articles.map((doc) => doc.slug)).toEqual(['quick-start-guide']);
  });

  it('a blank search is no search', () => {
    expect(filterDocs(index, '   ', 'getting-started')).toMatchObject({ mode: 'category', emptyMessage: null });
  });

  it('says so when nothing matches and when a category is empty', () => {
    expect(filterDocs(index, 'zebra', 'all')).toEqual({
      mode: 'search',
      articles: [],
      emptyMessage: 'No documentation found for your search.',
    });
    expect(filterDocs(index, '', 'user-guide')).toEqual({
      mode: 'category',
      articles: [],
      emptyMessage: 'No articles in this category yet.',
    });
    expect([NO_SEARCH_RESULTS, EMPTY_CATEGORY]).toEqual([
      'No documentation found for your search.',
      'No articles in this category yet.',
    ]);
  });
});
