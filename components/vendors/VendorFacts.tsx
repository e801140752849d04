import type { Fact } from '@/components/ui/FactList';
import { TextLink } from '@/components/ui/TextLink';
import type { VendorDetail } from '@/lib/content/vendors';

/**
 * The vendor's detail record as facts for its side card; the website opens in a new tab. What it
 * makes heads the hero. Its directory group is left out: "Listed under Furniture" on a fan or
 * chandelier maker read as a mistake (outside review), and the back link leads to the directory.
 */
export function vendorFacts(vendor: VendorDetail): Fact[] {
  const host = new URL(vendor.website).hostname.replace(/^www\./, '');
  return [
    { term: 'Integration method', value: vendor.integrationMethod },
    { term: 'Setup cost', value: vendor.setupCost },
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
