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
          <li key={vendor.slug} className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate text-ink">
                <Wordmark name={vendor.name} logo={vendor.logo} category={vendor.category} />
              </span>
              <span className="block text-xs text-ink-muted">
                {vendor.integrationMethod} · {setup}
              </span>
            </span>
            <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
              {vendorStatusLabels[vendor.status as VendorStatus]}
            </span>
          </li>
        ))}
      </ul>
    </SceneFrame>
  );
}
