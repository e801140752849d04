import { EMPTY_CATEGORY, filterDocs, NO_SEARCH_RESULTS, type DocSummary } from '@/lib/docs/list-filter';
import { searchDocs } from '@/lib/search/docs';
import { createSiteSearch } from '@/lib/search/rank';
import type { SearchRecord } from '@/lib/search/types';

type Article = DocSummary & { href: string; text: string };

const entry = (
  slug: string,
  category: DocSummary['category'],
  title: string,
  description: string,
  text: string,
): Article => ({
  slug,
  href: `/documentation/${slug}`,
  category,
  title,
  description,
  text,
});

/** The records the site's index holds for these articles: the opening (description and text), as lib/search/build-index.ts writes it. */
const recordsOf = (articles: Article[]): SearchRecord[] =>
  articles.map((doc) => ({ kind: 'docs', title: doc.title, href: doc.href, text: `${doc.description} ${doc.text}` }));

/** The box's rules over these articles with the site search's engine, as DocsBrowser runs them. */
const filter = (articles: Article[], query: string, category: Parameters<typeof filterDocs>[2] = 'all') => {
  const search = createSiteSearch(recordsOf(articles));
  return filterDocs(articles, query, category, (text) => searchDocs(search, text));
};
const slugs = (articles: Article[], query: string) => filter(articles, query).articles.map((doc) => doc.slug);

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

describe('filterDocs with the site search engine', () => {
  it('shows the selected category without a search', () => {
    expect(filter(index, '', 'troubleshooting').articles.map((doc) => doc.slug)).toEqual([
      'health-check',
      'pricing-rules',
    ]);
    expect(filter(index, '', 'all').articles).toHaveLength(3);
  });

  it('searches title, description and content case-insensitively', () => {
    expect(slugs(index, 'QUICK start')).toEqual(['quick-start-guide']);
    expect(slugs(index, 'msrp')).toEqual(['pricing-rules']);
    expect(slugs(index, 'Duplicate  SKU')).toEqual(['health-check']);
  });

  it('ranks a title match above a description match above a text match', () => {
    const ranked = [
      entry('a-content', 'user-guide', 'Orders', 'Routing.', 'the pricing of each order and its route'),
      entry('b-description', 'user-guide', 'Markup', 'Pricing with markup.', ''),
      entry('c-title', 'troubleshooting', 'Pricing Rules', 'Rules.', ''),
    ];
    expect(slugs(ranked, 'PRICING')).toEqual(['c-title', 'b-description', 'a-content']);
  });

  it('finds what people mean, as the site search does: other forms of a word, a swapped pair of letters', () => {
    expect(slugs(index, 'enforcing')).toEqual(['pricing-rules']);
    expect(slugs(index, 'duplciate')).toEqual(['health-check']);
  });

  it('finds an exact phrase typed, even part of a word or words the ranking leaves out', () => {
    expect(slugs(index, 'sku and missing')).toEqual(['health-check']);
    // A function word alone and the middle of a word: no term of the ranking stands for them.
    expect(slugs(index, 'then')).toEqual(['quick-start-guide']);
    expect(slugs(index, 'PLICATE')).toEqual(['health-check']);
  });

  it('a non-empty search overrides the selected category', () => {
    const result = filter(index, 'account', 'troubleshooting');
    expect(result.mode).toBe('search');
    expect(result.articles.map((doc) => doc.slug)).toEqual(['quick-start-guide']);
  });

  it('a blank search is no search', () => {
    expect(filter(index, '   ', 'getting-started')).toMatchObject({ mode: 'category', emptyMessage: null });
  });

  it('says so when nothing matches and when a category is empty', () => {
    expect(filter(index, 'zebra')).toEqual({
      mode: 'search',
      articles: [],
      emptyMessage: 'No documentation found for your search.',
    });
    expect(filter(index, '', 'user-guide')).toEqual({
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
