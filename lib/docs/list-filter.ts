import { docHref } from '@/lib/site/routes';
import type { DocCategoryId } from './categories';
import type { IconName } from '@/lib/brand/icons';

/** One article as the documentation index knows it (cards and search). */
export type DocSummary = {
  slug: string;
  title: string;
  description: string;
  category: DocCategoryId;
  /** "N min read", on the landing's cards. */
  readingTime?: string;
  /** Its mark, on the landing's cards (its frontmatter's `icon`). */
  icon?: IconName;
};

/**
 * A search result that is no article (a section of the API reference, a vendor's guide): its address, and the
 * section of the documentation it belongs to, which its card names over its title (an outside review: the box
 * found neither). Its slug is its address, a key in the list.
 */
export type OtherResult = { slug: string; title: string; description: string; href: string; label: string };

export const NO_SEARCH_RESULTS = 'No documentation found for your search.';
export const EMPTY_CATEGORY = 'No articles in this category yet.';

/** "all" shows every category. */
export type CategoryFilter = DocCategoryId | 'all';

/**
 * An article in the list; a search result carries what the search found in it (`Hit`, the site
 * search's DocHit: given by the caller, so this folder never imports the search's).
 */
export type ListedDoc<Hit = unknown> = (DocSummary | OtherResult) & { hit?: Hit };

type DocFilterResult<Hit> = { mode: 'search' | 'category'; articles: ListedDoc<Hit>[]; emptyMessage: string | null };

/**
 * The documentation list rules (the spec's): a non-empty search overrides the category and lists
 * what `find` returns, in its order (the site search's ranking, lib/search/docs.ts: articles, the API reference
 * and the vendors' guides); otherwise the
 * selected category is shown, in sidebar order.
 */
export function filterDocs<Hit extends { href: string; summary?: OtherResult }>(
  docs: DocSummary[],
  query: string,
  category: CategoryFilter,
  find: (query: string) => Hit[],
): DocFilterResult<Hit> {
  if (query.trim()) {
    const articles = find(query).flatMap((hit): ListedDoc<Hit>[] => {
      const doc = docs.find((entry) => docHref(entry.slug) === hit.href) ?? hit.summary;
      return doc ? [{ ...doc, hit }] : [];
    });
    return { mode: 'search', articles, emptyMessage: articles.length ? null : NO_SEARCH_RESULTS };
  }
  const articles: ListedDoc<Hit>[] = category === 'all' ? docs : docs.filter((doc) => doc.category === category);
  return { mode: 'category', articles, emptyMessage: articles.length ? null : EMPTY_CATEGORY };
}
