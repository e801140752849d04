import { Icon } from '@/components/ui/Icon';
import { Wordmark } from '@/components/ui/Wordmark';
import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';
import { frameClass } from '@/components/ui/DrawnWindow';
import { StoreMark, VisualStage } from './VisualStage';

type Flow = VendorPageContent['flow'];

/**
 * A vendor's own data flow, drawn from its frontmatter: how it connects (its integration method),
 * what travels to the store and what travels back to the vendor (its syncs), and the store.
 * Twelve vendors, twelve true pictures; plain text in reading order, arrows as decoration.
 */
export function VendorFlowScene({ vendor, flow }: { vendor: VendorDetail; flow: Flow }) {
  const gaps = { vendor: vendor.name };
  const toVendor = vendor.syncDetails.filter((sync) => flow.vendorBound.includes(sync.item));
  const toStore = vendor.syncDetails.filter((sync) => !flow.vendorBound.includes(sync.item));
  return (
    <figure>
      <VisualStage className="text-sm">
        <div className={`${frameClass} flex items-center gap-3 p-4`}>
          <span className="min-w-0">
            <span className="block text-base text-ink">
              <Wordmark name={vendor.name} logo={vendor.logo} category={vendor.category} />
            </span>
            <span className="block text-xs text-ink-muted">
              {fillTemplate(flow.method[vendor.integrationMethod], gaps)}
            </span>
          </span>
        </div>
        <div className={cn('grid gap-3 py-3', toVendor.length > 0 && 'grid-cols-2')}>
          <Lane label={flow.toStore} items={toStore} direction="down" />
          {toVendor.length > 0 && (
            <Lane
              label={fillTemplate(flow.toVendor, gaps)}
              items={toVendor}
              direction="up"
              note={flow.vendorBoundNote}
            />
          )}
        </div>
        <p className="mb-3 text-center text-xs font-semibold text-brand-700">{flow.hub}</p>
        <div className={`${frameClass} flex items-center gap-3 p-4`}>
          <StoreMark size="lg" />
          <span className="font-semibold text-ink">{flow.store}</span>
        </div>
      </VisualStage>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">{fillTemplate(flow.caption, gaps)}</figcaption>
    </figure>
  );
}

/** One direction of travel: its arrow, its label and the items that take it. */
function Lane({
  label,
  items,
  direction,
  note,
}: {
  label: string;
  items: VendorDetail['syncDetails'];
  direction: 'down' | 'up';
  /** What the items carry, under them (orders: what reaches the vendor). */
  note?: string;
}) {
  return (
    <div className="rounded-xl border border-dashed border-brand-200 bg-surface-raised p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
        <Icon
          name="arrowRight"
          className={cn('size-4 text-brand-600', direction === 'down' ? 'rotate-90' : '-rotate-90')}
        />
        {label}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {items.map((sync) => (
          <li key={sync.item} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {sync.title}
          </li>
        ))}
      </ul>
      {note && <p className="mt-2 text-xs leading-5 text-ink-muted">{note}</p>}
    </div>
  );
}
