import 'server-only';
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getAllPositions } from '@/lib/content/careers';
import { getAllDocs, getApiReference } from '@/lib/content/docs';
import { getVendorPages } from '@/lib/content/vendors';
import { categoryTitle } from '@/lib/docs/categories';
import { footerColumns, legalNav, pageLinks, siteTagline } from '@/lib/site/site';
import { shareImageFile } from './share-image-path';

/** What one page's share image says: its title, and the part of the site it belongs to. */
export type ShareImage = { path: string; file: string; title: string; section: string };

/** The column a page sits in, as the footer groups it. */
function sectionOf(href: string): string {
  if (legalNav.some((link) => link.href === href)) return 'Legal';
  return footerColumns.find((column) => column.links.some((link) => link.href === href))?.title ?? 'Linkwell';
}

/** One share image per pre-rendered page, from the same loaders as the pages and the sitemap. */
export async function getShareImages(): Promise<ShareImage[]> {
  const [vendors, caseStudies, positions, api] = await Promise.all([
    getVendorPages(),
    getAllCaseStudies(),
    getAllPositions(),
    getApiReference(),
  ]);
  const pages = Object.values(pageLinks)
    .filter((link) => !link.href.includes('#'))
    .map((link) =>
      link.href === '/'
        ? { path: '/', title: siteTagline, section: 'Shopify store and vendor automation' }
        : { path: link.href, title: link.title, section: sectionOf(link.href) },
    );
  const items = [
    ...getAllDocs().map((doc) => ({
      path: doc.href,
      title: doc.title,
      section: `Documentation · ${categoryTitle(doc.category)}`,
    })),
    { path: api.href, title: api.title, section: 'Documentation · For developers' },
    { path: api.limits.href, title: api.limits.title, section: 'Documentation · API Reference' },
    ...vendors.map((vendor) => ({ path: vendor.href, title: vendor.name, section: 'Vendor integration' })),
    ...caseStudies.map((study) => ({ path: study.href, title: study.title, section: 'Case study' })),
    ...positions.map((position) => ({ path: position.href, title: position.title, section: 'Careers' })),
  ];
  return [...pages, ...items].map((image) => ({ ...image, file: shareImageFile(image.path) }));
}
