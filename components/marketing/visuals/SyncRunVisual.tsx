import { cn } from '@/lib/util/cn';
import { fillTemplate } from '@/lib/content/schemas';
import type { ReleaseVisual } from '@/lib/content/product-examples';
import { Dot, VisualCard } from './HealthCountsVisual';

type SyncRun = Extract<ReleaseVisual, { kind: 'sync-run' }>;

/**
 * One hourly sync of a vendor: each product it checked, the few whose quantity, cost or price changed
 * updated (the change in brand), the rest skipped; at its top right how many it updated, counted from
 * the rows.
 */
export function SyncRunVisual({ title, vendor, products, skipped, summary }: SyncRun) {
  const changed = products.filter((product) => product.change).length;
  return (
    <VisualCard
      title={fillTemplate(title, { vendor: vendor.name })}
      note={fillTemplate(summary, { updated: String(changed), checked: String(products.length) })}
    >
      <dl className="mt-3 space-y-2">
        {products.map(({ name, change }) => (
          <div key={name} className="flex items-center justify-between gap-3">
            {/* The (short) name whole; on a narrow phone the change or 'skipped' takes two lines at the right instead
                of cutting the name (outside review at 375 px: 'Aged brass …'). */}
            <dt className={cn('flex shrink-0 items-center gap-2', change ? 'text-ink' : 'text-ink-muted')}>
              <Dot tone={change ? 'brand' : 'muted'} />
              {name}
            </dt>
            <dd
              className={cn('min-w-0 text-right text-xs', change ? 'font-semibold text-brand-700' : 'text-ink-subtle')}
            >
              {change ?? skipped}
            </dd>
          </div>
        ))}
      </dl>
    </VisualCard>
  );
}
