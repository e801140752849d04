import type { Fact } from '@/components/ui/FactList';
import { TextLink } from '@/components/ui/TextLink';
import type { VendorDetail } from '@/lib/content/vendors';
import { pageLinks } from '@/lib/site/site';
import { slugify } from '@/lib/util/slugify';

/** The vendor's detail record as facts for its side card (what it makes heads the hero); the website opens in a new tab. */
export function vendorFacts(vendor: VendorDetail): Fact[] {
  const host = new URL(vendor.website).hostname.replace(/^www\./, '');
  return [
    { term: 'Integration method', value: vendor.integrationMethod },
    { term: 'Setup cost', value: vendor.setupCost },
    // The directory group, as a link to it: beside "Furniture" alone, a lighting maker read as a furniture maker.
    {
      term: 'Listed under',
      value: (
        <TextLink href={`${pageLinks.vendorIntegrations.href}#${slugify(vendor.category)}`}>{vendor.category}</TextLink>
      ),
    },
    { term: 'Catalog size', value: `${vendor.productCount} products` },
    { term: 'Headquarters', value: vendor.headquarters },
    {
      term: 'Website',
      value: (
        <TextLink href={vendor.website} target="_blank" rel="noopener noreferrer" className="break-words">
          {host}
          <span className="sr-only"> (opens in a new tab)</span>
        </TextLink>
      ),
    },
  ];
}
