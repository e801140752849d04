import type { DocCategoryId } from './categories';

/** One article as the documentation index knows it (cards and search). */
export type DocSummary = {
  slug: string;
  title: string;
  description: string;
  category: DocCategoryId;
  readingTime: string;
};

/** A search-index entry: the summary plus the article's plain text, lower-cased at build time. */
export type SearchIndexEntry = DocSummary & { text: string };

export const NO_SEARCH_RESULTS = 'No documentation found for your search.';
export const EMPTY_CATEGORY = 'No articles in this category yet.';

/** "all" shows every category. */
export type CategoryFilter = DocCategoryId | 'all';

type DocFilterResult = { mode: 'search' | 'category'; articles: SearchIndexEntry[]; emptyMessage: string | null };

/** Collapses whitespace and lower-cases, the same way for the index and the query. */
export const normaliseForSearch = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function matchesQuery(entry: SearchIndexEntry, query: string): boolean {
  const needle = normaliseForSearch(query);
  return (
    normaliseForSearch(entry.title).includes(needle) ||
    normaliseForSearch(entry.description).includes(needle) ||
    entry.text.includes(needle)
  );
}

/**
 * The documentation list rules: a non-empty search (case-insensitive over title, description
 * and content) overrides the category; otherwise the selected category is shown.
 */
export function filterDocs(entries: SearchIndexEntry[], query: string, category: CategoryFilter): DocFilterResult {
  if (normaliseForSearch(query)) {
    const articles = entries.filter((entry) => matchesQuery(entry, query));
    return { mode: 'search', articles, emptyMessage: articles.length ? null : NO_SEARCH_RESULTS };
  }
  const articles = category === 'all' ? entries : entries.filter((entry) => entry.category === category);
  return { mode: 'category', articles, emptyMessage: articles.length ? null : EMPTY_CATEGORY };
}
