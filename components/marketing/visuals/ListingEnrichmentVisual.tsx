import { Icon } from '@/components/ui/Icon';
import { Badge } from '@/components/ui/Badge';
import { Sketch } from '@/components/ui/Sketch';
import { productSketch, productSketchEnriched } from '@/lib/brand/sketches';
import { cn } from '@/lib/util/cn';
import { fillTemplate } from '@/lib/content/schemas';
import type { FeatureVisuals } from '@/lib/content/product-examples';
import { frameClass } from '@/components/ui/DrawnWindow';

/** One vendor product as the vendor lists it, then after AI listing optimisation, same SKU. */
export function ListingEnrichmentVisual({ caption, vendor, sku, before, after }: FeatureVisuals['listing']) {
  return (
    <figure>
      {/* No stage: the two listings stand on the section's own ground (four pictures on one tinted stage read as four copies: outside review). */}
      <div className="grid items-center gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]" data-mockup>
        <div className={cn(frameClass, 'p-4 shadow-none')}>
          <p className="text-sm font-semibold text-ink-muted">{before.label}</p>
          <div className="mt-3 opacity-80">
            <Sketch sketch={productSketch} className="h-32 w-full" />
          </div>
          <p className="mt-3 font-mono text-sm leading-5 break-words text-ink">{before.title}</p>
          <p className="mt-2 font-mono text-sm leading-5 break-words text-ink-muted">{before.description}</p>
          <p className="mt-3 font-mono text-sm text-ink-muted">{sku}</p>
        </div>
        <span
          aria-hidden="true"
          className="mx-auto inline-flex size-10 rotate-90 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg sm:rotate-0"
        >
          <Icon name="sparkles" className="size-5" />
        </span>
        <div className={cn(frameClass, 'p-4 ring-2 ring-brand-500')}>
          <p className="flex items-center justify-between gap-2 text-sm font-semibold text-brand-700">
            {after.label}
            <Badge tone="brand">{after.badge}</Badge>
          </p>
          <div className="mt-3">
            <Sketch sketch={productSketchEnriched} className="h-32 w-full" />
          </div>
          <p className="mt-3 text-sm leading-5 font-semibold text-ink">{after.title}</p>
          <p className="mt-2 text-sm leading-5 text-ink-muted">{after.description}</p>
          <p className="mt-3 font-mono text-sm text-ink-muted">{sku}</p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">
        {fillTemplate(caption, { vendor: vendor.name })}
      </figcaption>
    </figure>
  );
}
