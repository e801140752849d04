import { cn } from '@/lib/util/cn';
import type { HealthCounts } from '@/lib/content/product-examples';

/** A vendor's health counts: one row per cause, a dot and a warm figure where products fail. */
export function HealthCountsVisual({ title, items, note }: HealthCounts & { note?: string }) {
  return (
    <div className="rounded-xl bg-surface-raised p-4 text-sm ring-1 ring-line">
      <p className="flex items-baseline justify-between gap-3 text-xs">
        <span className="font-semibold text-ink">{title}</span>
        {note && <span className="shrink-0 text-ink-muted">{note}</span>}
      </p>
      <dl className="mt-3 space-y-2">
        {items.map((item) => (
          <div key={item.label} className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-ink-muted">
              <span
                aria-hidden="true"
                className={cn('size-2 shrink-0 rounded-full', item.healthy ? 'bg-success-700' : 'bg-warning-700')}
              />
              {item.label}
            </dt>
            <dd className={cn('font-semibold tabular-nums', item.healthy ? 'text-ink' : 'text-warning-700')}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
