import 'server-only';
import { getAllCaseStudies } from './case-studies';
import { getAllPositions } from './careers';
import { getAllDocs, getApiReference } from './docs';
import { getVendorPages } from './vendors';
import { pageLinks } from '@/lib/site/site';

export type SitePage = { href: string; title: string; /** An article's last-updated day. */ updated?: string };

/**
 * Every pre-rendered page with its title, in sitemap order: the page links of lib/site/site.ts that
 * are pages of their own (not an #anchor), then each item's page from the loader that builds it.
 * The sitemap lists them; the 404 page matches a mistyped address against them.
 */
export async function getSitePages(): Promise<SitePage[]> {
  const [vendors, caseStudies, positions, api] = await Promise.all([
    getVendorPages(),
    getAllCaseStudies(),
    getAllPositions(),
    getApiReference(),
  ]);
  return [
    ...Object.values(pageLinks)
      .filter((link) => !link.href.includes('#'))
      .map(({ title, href }) => ({ title, href })),
    ...getAllDocs().map((doc) => ({ title: doc.title, href: doc.href, updated: doc.updated })),
    { title: api.title, href: api.href },
    { title: api.limits.title, href: api.limits.href },
    ...vendors.map((vendor) => ({ title: `${vendor.name} integration`, href: vendor.href })),
    ...caseStudies.map((study) => ({ title: `${study.company} case study`, href: study.href })),
    ...positions.map((position) => ({ title: position.title, href: position.href })),
  ];
}
