import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { type IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { SceneFrame } from './VisualStage';

/** One moment of the day: its mark on the line that joins them, what happened and when (or how it stands). */
function Moment({
  mark,
  label,
  value,
  last = false,
}: {
  mark: ReactNode;
  label: string;
  value: ReactNode;
  last?: boolean;
}) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="flex flex-col items-center">
        {mark}
        {!last && <span className="w-0.5 flex-1 bg-line" />}
      </span>
      <span className={`flex flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1 ${last ? '' : 'pb-4'}`}>
        <span className="font-medium text-ink">{label}</span>
        {value}
      </span>
    </li>
  );
}

const tick = (
  <span className="inline-flex size-6 items-center justify-center rounded-full bg-success-50 text-success-700">
    <Icon name="check" className="size-3.5" />
  </span>
);

const badge = 'rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700';

/**
 * Step 04, drawn as the day's timeline it is (outside review II: the four scenes were the same card
 * of rows): when the vendor connected, first synced and finished its catalog, its health now, and the
 * first order shipped.
 */
export function MonitorScene({ title, vendor, rows, health, order, icon }: StepScenes[3] & { icon: IconName }) {
  return (
    <SceneFrame title={`${vendor.name} · ${title}`} icon={icon}>
      <ul className="p-4 text-sm sm:px-6" data-scene="timeline">
        {rows.map((row) => (
          <Moment
            key={row.label}
            mark={tick}
            label={row.label}
            value={<span className="text-ink-muted tabular-nums">{row.value}</span>}
          />
        ))}
        <Moment
          mark={
            <span className="inline-flex size-6 items-center justify-center">
              <span className="relative flex size-2.5">
                <span className="absolute inset-0 animate-ping rounded-full bg-success-700 opacity-60 motion-reduce:animate-none" />
                <span className="relative size-2.5 rounded-full bg-success-700" />
              </span>
            </span>
          }
          label={health.label}
          value={<span className={badge}>{health.value}</span>}
        />
        <Moment
          last
          mark={
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="truck" className="size-3.5" />
            </span>
          }
          label={order.label}
          value={<span className={badge}>{order.value}</span>}
        />
      </ul>
    </SceneFrame>
  );
}
