import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';
import type { HealthCounts } from '@/lib/content/product-examples';

/** The card a release's picture is drawn on (health counts, a price preview, a sync run): its title, a note at its right, its rows. */
export function VisualCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-raised p-4 text-sm ring-1 ring-line">
      <p className="flex items-baseline justify-between gap-3 text-xs">
        <span className="font-semibold text-ink">{title}</span>
        {note && <span className="shrink-0 text-ink-muted">{note}</span>}
      </p>
      {children}
    </div>
  );
}

/** A row's dot: where products fail (warning), were changed (brand), pass (success) or were left alone (muted). */
const dotTones = {
  success: 'bg-success-700',
  warning: 'bg-warning-700',
  brand: 'bg-brand-600',
  muted: 'bg-ink-subtle',
} as const;

export function Dot({ tone }: { tone: keyof typeof dotTones }) {
  return <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', dotTones[tone])} />;
}

/** A vendor's health counts: one row per cause, a dot and a warm figure where products fail. */
export function HealthCountsVisual({ title, items, note }: HealthCounts & { note?: string }) {
  return (
    <VisualCard title={title} note={note}>
      <dl className="mt-3 space-y-2">
        {items.map((item) => (
          <div key={item.label} className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-ink-muted">
              <Dot tone={item.healthy ? 'success' : 'warning'} />
              {item.label}
            </dt>
            <dd
              className={cn(
                'font-semibold whitespace-nowrap tabular-nums',
                item.healthy ? 'text-ink' : 'text-warning-700',
              )}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </VisualCard>
  );
}
