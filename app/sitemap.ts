import type { MetadataRoute } from 'next';
import { getSitePages } from '@/lib/content/site-pages';
import { absoluteUrl } from '@/lib/site/routes';

export const dynamic = 'force-static';

/** Every pre-rendered page (lib/content/site-pages.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // An article's lastmod is its last-updated day; the other pages have none we could vouch for.
  return (await getSitePages()).map(({ href, updated }) => ({
    url: absoluteUrl(href),
    ...(updated && { lastModified: updated }),
    changeFrequency: 'weekly',
    priority: href === '/' ? 1 : 0.7,
  }));
}
