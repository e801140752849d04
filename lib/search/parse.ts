import { isSameSiteHref } from './href';
import { searchKinds, type SearchLink, type SearchRecord, type SiteSearchIndex } from './types';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 20_000;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function toRecord(value: unknown): SearchRecord[] {
  if (!isObject(value)) return [];
  const { kind, title, section, href, text } = value;
  if (!searchKinds.includes(kind as SearchRecord['kind']) || !isText(title) || !isText(text)) return [];
  if (!isSameSiteHref(href) || (section !== undefined && !isText(section))) return [];
  return [{ kind: kind as SearchRecord['kind'], title, href, text, ...(section ? { section } : {}) }];
}

function toLink(value: unknown): SearchLink[] {
  return isObject(value) && isText(value.title) && isSameSiteHref(value.href)
    ? [{ title: value.title, href: value.href }]
    : [];
}

/**
 * The fetched index, as far as it is what the build writes: records and links of the wrong shape,
 * or leading off the site, are dropped (whoever altered the file cannot make a result link away).
 */
export function parseSiteSearchIndex(json: unknown): SiteSearchIndex {
  const source = isObject(json) ? json : {};
  const list = (value: unknown) => (Array.isArray(value) ? value.slice(0, 5_000) : []);
  return { records: list(source.records).flatMap(toRecord), popular: list(source.popular).flatMap(toLink) };
}
