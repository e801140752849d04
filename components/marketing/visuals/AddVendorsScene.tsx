import type { IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { vendorStatusLabels, type VendorStatus } from '@/lib/content/vendors';
import { Wordmark } from '@/components/ui/Wordmark';
import { SceneFrame } from './VisualStage';

/** Step 02: vendors picked from the list, each with its wordmark, integration method and status from content/vendors. */
export function AddVendorsScene({ title, vendors, setup, icon }: StepScenes[1] & { icon: IconName }) {
  return (
    <SceneFrame title={title} icon={icon}>
      <ul className="divide-y divide-line text-sm">
        {vendors.map((vendor) => (
          // On a phone the name takes the row's full width (a long one such as Williams Trading Co was
          // cut short beside the status), and the status moves down beside the method.
          <li key={vendor.slug} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3">
            <span className="col-span-2 text-ink sm:col-span-1">
              <Wordmark name={vendor.name} logo={vendor.logo} category={vendor.category} />
            </span>
            <span className="text-sm text-ink-muted">
              {vendor.integrationMethod} · {setup}
            </span>
            <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700 sm:col-start-2 sm:row-span-2 sm:row-start-1">
              {vendorStatusLabels[vendor.status as VendorStatus]}
            </span>
          </li>
        ))}
      </ul>
    </SceneFrame>
  );
}
