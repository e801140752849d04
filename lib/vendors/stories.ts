import 'server-only';
import { getListedCaseStudies } from '@/lib/content/case-studies';

export type VendorStory = { company: string; href: string };

/**
 * The listed case studies whose store uses the vendor (each story's `vendors`, content/case-studies/*):
 * the proof on a vendor's page that a real store runs it. Kept apart from lib/content/vendors.ts,
 * which the case studies' loader itself reads.
 */
export async function getVendorStories(slug: string): Promise<VendorStory[]> {
  return (await getListedCaseStudies())
    .filter((study) => study.vendors.includes(slug))
    .map(({ company, href }) => ({ company, href }));
}
