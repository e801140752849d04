import { isSameSiteHref } from '@/lib/site/same-site';
import { slugify } from '@/lib/util/slugify';
import { searchKinds, type SearchLink, type SearchRecord, type SiteSearchIndex } from './types';

type Loose = Record<string, unknown>;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 20_000;
const list = (value: unknown) => (Array.isArray(value) ? (value.slice(0, 5_000) as (Loose | null)[]) : []);

/**
 * The fetched index, as far as it is what the build writes: records and links of the wrong shape,
 * or leading off the site, are dropped (whoever altered the file cannot make a result link away).
 */
export function parseSiteSearchIndex(json: unknown): SiteSearchIndex {
  const source = (json ?? {}) as Loose;
  const records = list(source.records).flatMap((item): SearchRecord[] => {
    const { kind, title, section, category, text } = item ?? {};
    // A bare "#" stands for the section's heading slugified (packSiteSearchIndex, lib/search/build-index.ts).
    const href =
      isText(section) && isText(item?.href) && item.href.endsWith('#') ? item.href + slugify(section) : item?.href;
    return searchKinds.includes(kind as SearchRecord['kind']) &&
      isText(title) &&
      isText(text) &&
      isSameSiteHref(href) &&
      (section === undefined || isText(section)) &&
      (category === undefined || isText(category))
      ? [
          {
            kind: kind as SearchRecord['kind'],
            title,
            href,
            text,
            ...(section ? { section } : {}),
            ...(category ? { category } : {}),
          },
        ]
      : [];
  });
  const popular = list(source.popular).flatMap((item): SearchLink[] =>
    isText(item?.title) && isSameSiteHref(item?.href)
      ? [{ title: item.title, href: item.href, ...(isText(item.text) ? { text: item.text.slice(0, 200) } : {}) }]
      : [],
  );
  const synonyms = list(source.synonyms).flatMap((group): string[][] => {
    const words = Array.isArray(group) ? group.filter((word): word is string => isText(word) && word.length <= 40) : [];
    return words.length > 1 ? [words.slice(0, 50)] : [];
  });
  return { records, popular, synonyms };
}
