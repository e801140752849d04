import { parseSiteSearchIndex } from './parse';
import { createSiteSearchFromIndex, type SiteSearch } from './rank';
import { siteSearchIndexHref, type SearchLink } from './types';

/** The site's search index, made searchable, with the popular articles it lists. */
export type LoadedSiteSearch = SiteSearch & { popular: SearchLink[] };

let indexRequest: Promise<LoadedSiteSearch> | null = null;

/** The index, fetched once for the dialog and the documentation box alike (again after a failure). */
export function loadSiteSearch(): Promise<LoadedSiteSearch> {
  indexRequest ??= fetch(siteSearchIndexHref)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((json: unknown) => {
      const index = parseSiteSearchIndex(json);
      return { ...createSiteSearchFromIndex(index), popular: index.popular };
    })
    .catch((error: unknown) => {
      indexRequest = null;
      throw error;
    });
  return indexRequest;
}
