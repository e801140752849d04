import type { Metadata } from 'next';
import { NOT_FOUND_TITLE, NotFoundContent } from '@/components/layout/NotFoundContent';
import { VendorNotFoundSwitch } from '@/components/vendors/VendorNotFound';
import { getNotFoundContent } from '@/lib/content/pages';

const content = getNotFoundContent();

export const metadata: Metadata = { title: NOT_FOUND_TITLE, description: content.text, robots: { index: false } };

export default function NotFound() {
  return (
    <VendorNotFoundSwitch>
      <NotFoundContent {...content} />
    </VendorNotFoundSwitch>
  );
}
