import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { VendorNotFoundSwitch } from '@/components/vendors/VendorNotFound';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <VendorNotFoundSwitch>
      <NotFoundContent />
    </VendorNotFoundSwitch>
  );
}
