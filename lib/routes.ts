import 'server-only';
import { getAllDocs } from './content/docs';

/**
 * Every pre-rendered route of the site. The sitemap lists exactly these, and the link check
 * verifies each one has a page in out/. Dynamic routes come from the same loaders as their pages.
 */
export const staticRoutes: string[] = ['/', '/privacy', '/terms', '/cookies', '/documentation'];

export async function getAllRoutes(): Promise<string[]> {
  return [...staticRoutes, ...getAllDocs().map((doc) => doc.href)];
}
