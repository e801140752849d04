import type { Metadata } from 'next';
import { NOT_FOUND_TITLE, NotFoundContent } from '@/components/layout/NotFoundContent';
import { VendorNotFoundSwitch } from '@/components/vendors/VendorNotFound';
import { getLiveVendors } from '@/lib/content/hero-scene';
import { getNotFoundContent } from '@/lib/content/pages';

const content = getNotFoundContent();

export const metadata: Metadata = { title: NOT_FOUND_TITLE, description: content.text, robots: { index: false } };

export default async function NotFound() {
  const { liveVendorsTitle, ...general } = content;
  return (
    <VendorNotFoundSwitch liveVendors={await getLiveVendors()} liveVendorsTitle={liveVendorsTitle}>
      <NotFoundContent {...general} />
    </VendorNotFoundSwitch>
  );
}
