import { Icon } from '@/components/ui/Icon';
import { vendorStatuses, type VendorDirectoryView } from '@/lib/content/vendors';
import { VendorStatusBadge } from './VendorStatusBadge';

/**
 * What the statuses mean, closed beside the filter's count: the badges say their status in words,
 * and the legend open above the list pushed the first vendor below the fold (outside review).
 */
export function VendorStatusLegend({
  directory,
}: {
  directory: Pick<VendorDirectoryView, 'statusesTitle' | 'statuses'>;
}) {
  return (
    <section aria-labelledby="statuses-title">
      <details className="group mt-1 text-sm">
        <summary
          id="statuses-title"
          className="inline-flex cursor-pointer list-none items-center gap-1 font-medium text-brand-700"
        >
          {directory.statusesTitle}
          <Icon name="chevronDown" className="size-4 group-open:rotate-180" />
        </summary>
        <dl className="mt-3 grid gap-3">
          {vendorStatuses.map((status) => (
            <div key={status} className="flex gap-3">
              <dt className="w-28 shrink-0 whitespace-nowrap">
                <VendorStatusBadge status={status} />
              </dt>
              <dd className="text-ink-muted">{directory.statuses[status]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
