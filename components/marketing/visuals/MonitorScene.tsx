import { Icon } from '@/components/ui/Icon';
import { type IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { SceneFrame } from './VisualStage';

/** Step 04: the first day with a vendor (when it connected, first synced and finished its catalog), its health and the first order. */
export function MonitorScene({ title, vendor, rows, health, order, icon }: StepScenes[3] & { icon: IconName }) {
  return (
    <SceneFrame title={`${vendor.name} · ${title}`} icon={icon}>
      <ul className="grid grid-cols-3 divide-x divide-line border-b border-line text-center">
        {rows.map((row) => (
          <li key={row.label} className="px-2 py-3">
            <span className="block text-xs text-ink-muted">{row.label}</span>
            <span className="mt-1 block text-sm font-semibold text-ink">{row.value}</span>
          </li>
        ))}
      </ul>
      <ul className="divide-y divide-line text-sm">
        <li className="flex items-center justify-between gap-3 px-4 py-3">
          <span className="flex items-center gap-2 text-ink">
            <span aria-hidden="true" className="relative flex size-2.5">
              <span className="absolute inset-0 animate-ping rounded-full bg-success-700 opacity-60 motion-reduce:animate-none" />
              <span className="relative size-2.5 rounded-full bg-success-700" />
            </span>
            {health.label}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
            <Icon name="check" className="size-3.5" />
            {health.value}
          </span>
        </li>
        <li className="flex items-center justify-between gap-3 px-4 py-3">
          <span className="flex items-center gap-2 text-ink">
            <Icon name="truck" className="size-4 text-brand-700" />
            {order.label}
          </span>
          <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
            {order.value}
          </span>
        </li>
      </ul>
    </SceneFrame>
  );
}
