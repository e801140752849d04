import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { fillTemplate } from '@/lib/content/schemas';
import type { FeatureVisuals } from '@/lib/content/product-examples';
import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';

/** The order status the spec names for an order the vendor has shipped. */
const ORDER_COMPLETE = 'Complete';

/**
 * One store order routed to two vendors by location, then the tracking numbers coming back to the
 * store order; below, the order's life as the spec tells it (detected, routed, shipped, Complete,
 * fulfilled). Each item on a row of its own, its vendor beside it on the same row, so item and vendor
 * line up whatever their text (the store's card beside two vendor cards of other heights read as
 * cramped and misaligned at 1280 px: outside review LLL); on a phone the vendor goes under its item.
 */
export function OrderRoutingVisual({
  caption,
  order,
  store,
  routed,
  location,
  returned,
  items,
  stages,
}: FeatureVisuals['orders']) {
  return (
    <figure>
      {/* No stage: the order and its vendors stand on the section's own ground (four pictures on one tinted stage read as four copies: outside review). */}
      <div className={frameClass} data-mockup>
        <p className={cn(frameBarClass, 'text-sm')}>
          <Icon name="store" className="size-4 text-brand-700" />
          {store}
          <span className="ml-auto font-bold">{order}</span>
        </p>
        <p className="flex items-center gap-2 px-4 pt-4 text-sm font-semibold text-brand-700">
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-white">
            <Icon name="workflow" className="size-4" />
          </span>
          {routed}
        </p>
        <ul className="divide-y divide-line">
          {/* The vendor's side never narrower than its tracking number ("…2174 / 7730" broke at 1280 px: outside review IIIIII). */}
          {items.map((item) => (
            <li
              key={item.name}
              className="grid items-center gap-x-3 gap-y-2 p-4 text-sm sm:grid-cols-[minmax(0,1fr)_1.25rem_minmax(max-content,1fr)]"
            >
              <span>
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="mt-1 flex items-center gap-1 text-ink-muted">
                  <Icon name="orders" className="size-3.5" />
                  {fillTemplate(location, { vendor: item.vendor.name })}
                </span>
              </span>
              <Icon name="arrowRight" className="size-5 rotate-90 text-brand-600 sm:rotate-0" />
              <span className="rounded-lg border border-line bg-surface-muted p-3">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-bold text-ink">{item.vendor.name}</span>
                  <span className="flex items-center gap-1.5 font-semibold text-success-700">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-success-700" />
                    {ORDER_COMPLETE}
                  </span>
                </span>
                <span className="mt-1.5 flex items-center gap-1.5 font-mono whitespace-nowrap">
                  <Icon name="truck" className="size-4 text-brand-700" />
                  {item.tracking}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-4 flex items-center gap-2 rounded-xl bg-surface-raised px-3 py-2.5 text-sm font-semibold text-pretty text-ink ring-1 ring-line">
        <Icon name="check" className="size-4 text-success-700" />
        {returned}
      </p>
      <ul
        className="mt-4 grid grid-cols-5 gap-1 text-center text-xs font-semibold text-ink sm:text-sm"
        data-testid="order-stages"
      >
        {stages.map((stage, index) => (
          <li key={stage} className="relative flex flex-col items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 size-3 rounded-full ring-4 ring-brand-50',
                index === stages.length - 1 ? 'bg-success-700' : 'bg-brand-600',
              )}
            />
            {index > 0 && <span aria-hidden="true" className="absolute top-1 right-1/2 h-1 w-full bg-brand-200" />}
            {stage}
          </li>
        ))}
      </ul>
      <figcaption className="mt-3 text-center text-sm text-balance text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
