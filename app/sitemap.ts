import type { MetadataRoute } from 'next';
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getAllPositions } from '@/lib/content/careers';
import { getAllDocs, getApiReference } from '@/lib/content/docs';
import { getVendorPages } from '@/lib/content/vendors';
import { pageRoutes } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/routes';

export const dynamic = 'force-static';

/** Every pre-rendered page: those of lib/site/site.ts's page links, then each item's page from the loader that builds it. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [vendors, caseStudies, positions, api] = await Promise.all([
    getVendorPages(),
    getAllCaseStudies(),
    getAllPositions(),
    getApiReference(),
  ]);
  const docs = getAllDocs();
  // An article's lastmod is its last-updated day; the other pages have none we could vouch for.
  const lastModified = new Map(docs.map((doc) => [doc.href, doc.updated]));
  const routes = [
    ...pageRoutes(),
    ...docs.map((doc) => doc.href),
    api.href,
    ...vendors.map((vendor) => vendor.href),
    ...caseStudies.map((study) => study.href),
    ...positions.map((position) => position.href),
  ];
  return routes.map((route) => ({
    url: absoluteUrl(route),
    ...(lastModified.has(route) && { lastModified: lastModified.get(route) }),
    changeFrequency: 'weekly',
    priority: route === '/' ? 1 : 0.7,
  }));
}
