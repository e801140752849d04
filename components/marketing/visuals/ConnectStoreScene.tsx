import { Icon } from '@/components/ui/Icon';
import { type IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { SceneFrame } from './VisualStage';

/** Step 01: Shopify Settings with access approved, Sync Data run, and what it pulled in. */
export function ConnectStoreScene({ title, rows, action, result, pulled, icon }: StepScenes[0] & { icon: IconName }) {
  return (
    <SceneFrame title={title} icon={icon}>
      <ul className="divide-y divide-line text-sm">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="text-ink-muted">{row.label}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
              <Icon name="check" className="size-3.5" />
              {row.value}
            </span>
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-3 px-4 py-3">
          <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white shadow-sm">
            <Icon name="sync" className="size-3.5" />
            {action}
          </span>
          <span className="text-sm text-ink-muted">{result}</span>
        </li>
        {pulled.map((row) => (
          <li key={row.label} className="px-4 py-3">
            <span className="text-xs font-semibold text-ink-muted">{row.label}</span>
            <span className="mt-2 flex flex-wrap gap-1.5">
              {row.value.split(', ').map((name) => (
                <span key={name} className="rounded-md bg-surface-muted px-2 py-1 text-xs text-ink ring-1 ring-line">
                  {name}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </SceneFrame>
  );
}
