import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { vendorStatusLabels, type VendorStatus } from '@/lib/content/vendors';
import { Wordmark } from '@/components/ui/Wordmark';
import { SceneFrame } from './VisualStage';

/**
 * Step 02, drawn as the vendor picker it is: a tile per vendor picked from the plan's list (its
 * wordmark, integration method and status from content/vendors), each ticked, side by side from
 * 640 px (outside review II: the four scenes were the same card of rows), its words at the size of the other
 * scenes' fields so the window fills its stage (small type in a wide frame: outside review); from 1280 px, a
 * little less padding (from 640 px too), so "Kuzco Lighting" keeps to one line (two-line names at 1280 px: outside review IIII).
 */
export function AddVendorsScene({ title, vendors, setup, icon }: StepScenes[1] & { icon: IconName }) {
  return (
    <SceneFrame title={title} icon={icon}>
      <ul className="grid gap-4 p-4 text-sm sm:grid-cols-3 sm:p-5 xl:gap-3 xl:p-4" data-scene="vendors">
        {vendors.map((vendor) => (
          <li
            key={vendor.slug}
            className="relative flex flex-col gap-2 rounded-xl bg-surface-raised p-4 ring-2 ring-brand-600 sm:px-3 sm:pt-9 xl:px-2.5"
          >
            {/* The tick alone, on the tile's ring: a filled box read as an icon standing in for the vendor's mark. */}
            <Icon name="check" className="absolute top-3 right-3 size-4 text-brand-600" />
            <span className="text-base font-semibold text-ink">
              <Wordmark name={vendor.name} logo={vendor.logo} category={vendor.category} wrap />
            </span>
            <span className="text-ink-muted">
              {vendor.integrationMethod} · {setup}
            </span>
            <span className="w-fit rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
              {vendorStatusLabels[vendor.status as VendorStatus]}
            </span>
          </li>
        ))}
      </ul>
    </SceneFrame>
  );
}
