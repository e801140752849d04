import { Icon } from '@/components/ui/Icon';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import { type IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { SceneFrame } from './VisualStage';

/**
 * Step 01, drawn as the connect dialog it is (outside review II: the four scenes were the same card
 * of rows): the store and Linkwell joined, access approved, Sync Data pressed and what it pulled in.
 */
export function ConnectStoreScene({ title, rows, action, result, pulled, icon }: StepScenes[0] & { icon: IconName }) {
  return (
    <SceneFrame title={title} icon={icon}>
      <div className="p-4 text-center text-sm" data-scene="connect">
        {/* The store as a shopping bag, not the step's storefront: the title bar shows that icon once. */}
        <div aria-hidden="true" className="flex items-center justify-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-lg bg-success-50 text-success-700">
            <Icon name="orders" className="size-5" />
          </span>
          <span className="h-0.5 w-10 rounded-full bg-success-700" />
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-success-50 text-success-700">
            <Icon name="check" className="size-4" />
          </span>
          <span className="h-0.5 w-10 rounded-full bg-success-700" />
          <svg width="32" height="32">
            <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
          </svg>
        </div>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {rows.map((row) => (
            <li key={row.label} className="rounded-xl bg-surface-muted px-3 py-2 ring-1 ring-line">
              <span className="block text-xs text-ink-muted">{row.label}</span>
              <span className="mt-0.5 inline-flex items-center gap-1 font-semibold text-success-700">
                <Icon name="check" className="size-3.5" />
                {row.value}
              </span>
            </li>
          ))}
        </ul>
        {/* Sync Data with what it did beside it (one line where the window is wide enough). */}
        <p className="mt-3 flex flex-wrap items-center justify-center gap-x-2 gap-y-2">
          <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white shadow-sm">
            <Icon name="sync" className="size-4" />
            {action}
          </span>
          <span className="text-ink-muted">{result}</span>
        </p>
      </div>
      <ul className="divide-y divide-line border-t border-line bg-surface-muted text-sm">
        {pulled.map((row) => (
          <li key={row.label} className="px-4 py-2.5">
            <span className="text-xs font-semibold text-ink-muted">{row.label}</span>
            <span className="mt-1.5 flex flex-wrap gap-1.5">
              {row.value.split(', ').map((name) => (
                <span key={name} className="rounded-md bg-surface-raised px-2 py-1 text-xs text-ink ring-1 ring-line">
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
