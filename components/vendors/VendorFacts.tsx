import type { Fact } from '@/components/ui/FactList';
import { TextLink } from '@/components/ui/TextLink';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';

/**
 * The vendor's record as facts for its side column, each stated once on the page (outside review:
 * "repeats the same facts (FTP, Free, 2,000+)"): how its feed arrives, in words ("FTP file exchange"),
 * its setup cost, its catalog (a fulfillment service, whose catalog is the store's own stock, what it
 * fulfills instead: "20,000+ products" at Amazon MCF meant nothing, outside review), how its SKUs are matched (its sample SKU is the hero's), where it is and
 * its website (in a new tab). What it makes heads the hero. Its directory group is left out: "Listed
 * under Furniture" on a fan or chandelier maker read as a mistake (outside review), and the back link
 * leads to the directory.
 */
export function vendorFacts(
  vendor: VendorDetail,
  text: Pick<VendorPageContent, 'glance'> & { method: VendorPageContent['flow']['method'] },
): Fact[] {
  const host = new URL(vendor.website).hostname.replace(/^www\./, '');
  return [
    { term: 'Integration method', value: text.method[vendor.integrationMethod] },
    { term: 'Setup cost', value: vendor.setupCost },
    vendor.productCount
      ? { term: 'Catalog size', value: `${vendor.productCount} products` }
      : { term: 'Fulfills', value: vendor.fulfills! },
    { term: text.glance.sku, value: text.glance.skuValue },
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
