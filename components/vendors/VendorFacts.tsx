import type { Fact } from '@/components/ui/FactList';
import type { VendorDetail } from '@/lib/content/vendors';

/** The vendor's detail record as facts for its side card; the website opens in a new tab. */
export function vendorFacts(vendor: VendorDetail): Fact[] {
  const host = new URL(vendor.website).hostname.replace(/^www\./, '');
  return [
    { term: 'Integration method', value: vendor.integrationMethod },
    { term: 'Setup cost', value: vendor.setupCost },
    { term: 'Category', value: vendor.category },
    { term: 'Products', value: `${vendor.productCount} (approximate)` },
    { term: 'Specialization', value: vendor.specialization },
    { term: 'Headquarters', value: vendor.headquarters },
    {
      term: 'Website',
      value: (
        <a
          href={vendor.website}
          target="_blank"
          rel="noopener noreferrer"
          className="break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {host}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
  ];
}
