import type { DocCategoryId } from './categories';

/** One article as the documentation index knows it (cards and search). */
export type DocSummary = {
  slug: string;
  title: string;
  description: string;
  category: DocCategoryId;
  readingTime: string;
};

/** A search-index entry: the summary plus the article's plain text (for matching and excerpts). */
export type SearchIndexEntry = DocSummary & { text: string };

export const NO_SEARCH_RESULTS = 'No documentation found for your search.';
export const EMPTY_CATEGORY = 'No articles in this category yet.';

/** "all" shows every category. */
export type CategoryFilter = DocCategoryId | 'all';

type DocFilterResult = { mode: 'search' | 'category'; articles: SearchIndexEntry[]; emptyMessage: string | null };

/** Collapses whitespace and lower-cases, the same way for the index and the query. */
export const normaliseForSearch = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Where the query was found: 0 title, 1 description, 2 content, -1 nowhere. Title matches are listed first. */
export function matchTier(entry: SearchIndexEntry, query: string): number {
  const needle = normaliseForSearch(query);
  return [entry.title, entry.description, entry.text].findIndex((field) => normaliseForSearch(field).includes(needle));
}

/**
 * The documentation list rules: a non-empty search (case-insensitive over title, description
 * and content) overrides the category, title matches first, then description, then content, each
 * in sidebar order; otherwise the selected category is shown.
 */
export function filterDocs(entries: SearchIndexEntry[], query: string, category: CategoryFilter): DocFilterResult {
  if (normaliseForSearch(query)) {
    const articles = entries
      .map((entry) => ({ entry, tier: matchTier(entry, query) }))
      .filter(({ tier }) => tier >= 0)
      .sort((a, b) => a.tier - b.tier)
      .map(({ entry }) => entry);
    return { mode: 'search', articles, emptyMessage: articles.length ? null : NO_SEARCH_RESULTS };
  }
  const articles = category === 'all' ? entries : entries.filter((entry) => entry.category === category);
  return { mode: 'category', articles, emptyMessage: articles.length ? null : EMPTY_CATEGORY };
}
