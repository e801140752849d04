import 'server-only';

/**
 * Every pre-rendered route of the site. The sitemap lists exactly these, and the link check
 * verifies each one has a page in out/. Dynamic routes come from the same loaders as their pages.
 */
export const staticRoutes: string[] = ['/', '/privacy', '/terms', '/cookies', '/features', '/pricing', '/how-it-works', '/about', '/faq', '/release-notes'];

export async function getAllRoutes(): Promise<string[]> {
  return [...staticRoutes];
}
