import type { VendorCard as VendorCardData, VendorDirectoryView } from '@/lib/content/vendors';
import { VendorCard } from './VendorCard';
import { VendorGroup } from './VendorGroup';

/**
 * The store platform first and apart, one card across the list: listed with its category (the
 * filter finds it there), but no supplier, so it wears its label.
 */
export function VendorPlatformRow({ vendor, text }: { vendor: VendorCardData; text: VendorDirectoryView['platform'] }) {
  return (
    <VendorGroup id="platform" title={text.title} description={text.text} category={vendor.category}>
      <ul className="min-w-0 lg:col-span-3">
        <VendorCard vendor={vendor} label={text.label} />
      </ul>
    </VendorGroup>
  );
}
