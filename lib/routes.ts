import 'server-only';
import { getCaseStudySlugs } from './content/case-studies';
import { getPositionSlugs } from './content/careers';
import { getAllDocs } from './content/docs';
import { getVendorSlugs } from './content/vendors';

/**
 * Every pre-rendered route of the site. The sitemap lists exactly these, and the link check
 * verifies each one has a page in out/. Dynamic routes come from the same loaders as their pages.
 */
export const staticRoutes: string[] = [
  '/',
  '/features',
  '/pricing',
  '/how-it-works',
  '/about',
  '/faq',
  '/release-notes',
  '/documentation',
  '/vendor-integrations',
  '/case-studies',
  '/careers',
  '/contact',
  '/custom-integrations',
  '/application',
  '/privacy',
  '/terms',
  '/cookies',
];

export async function getAllRoutes(): Promise<string[]> {
  return [
    ...staticRoutes,
    ...getAllDocs().map((doc) => doc.href),
    ...(await getVendorSlugs()).map((slug) => `/vendor-integrations/${slug}`),
    ...(await getCaseStudySlugs()).map((slug) => `/case-studies/${slug}`),
    ...(await getPositionSlugs()).map((slug) => `/careers/${slug}`),
  ];
}
