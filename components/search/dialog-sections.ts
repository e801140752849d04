import type { LoadedSiteSearch } from '@/lib/search/load';
import type { SearchGroup } from '@/lib/search/rank';
import { markTerms } from '@/lib/search/site';
import type { SearchTexts } from '@/lib/search/types';
import { docsSearchHref } from '@/lib/site/routes';
import type { SearchOptionData } from './SearchOption';

export type DialogSection = { label: string; options: SearchOptionData[] };

/**
 * The dialog's listbox: the groups found for `query`, else (nothing typed, or nothing found) the
 * popular articles, as the empty dialog shows them: one list, one look. Options are numbered in
 * order from `baseId`, so the arrow keys and aria-activedescendant follow the rows as they read.
 */
export function dialogSections({
  index,
  groups,
  query,
  terms,
  text,
  baseId,
}: {
  index: LoadedSiteSearch | null;
  groups: SearchGroup[];
  query: string;
  terms: string[];
  text: SearchTexts;
  baseId: string;
}): DialogSection[] {
  if (!index) return [];
  let position = 0;
  const option = (data: Omit<SearchOptionData, 'id'>): SearchOptionData => ({
    id: `${baseId}-option-${position++}`,
    ...data,
  });
  if (!query.trim() || !groups.length) {
    const popular = index.popular.map((link) =>
      option({ href: link.href, title: link.title, text: link.text, terms: [] }),
    );
    return [{ label: text.popularTitle, options: popular }];
  }
  return groups.map((group) => ({
    label: text.groups[group.kind],
    options: [
      ...group.hits.map(({ record, terms: matched }) =>
        option({
          href: record.href,
          record,
          title: record.title,
          terms: markTerms(index, [...matched, ...terms], query),
        }),
      ),
      // The documentation box lists more for the same words: a last row opens its full list, so the
      // two searches give one answer (an outside review read them as two searches that disagree).
      ...(group.total && group.total > group.hits.length
        ? [
            option({
              href: docsSearchHref(query),
              title: text.allDocs.replace('{count}', `${group.total}`),
              terms: [],
              more: true,
            }),
          ]
        : []),
    ],
  }));
}
