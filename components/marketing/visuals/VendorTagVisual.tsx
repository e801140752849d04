import { Icon } from '@/components/ui/Icon';
import { fillTemplate } from '@/lib/content/schemas';
import type { ReleaseVisual } from '@/lib/content/product-examples';

/** Two-way sync: a store product whose tags gain the vendor tag, and under it the link that follows (in a release's picture column). */
export function VendorTagVisual({ product, tags, vendor, linked }: Extract<ReleaseVisual, { kind: 'vendor-tag' }>) {
  return (
    <div className="flex flex-col items-start gap-3 text-xs">
      <span className="min-w-0 rounded-xl bg-surface-raised p-3 ring-1 ring-line">
        <span className="block font-semibold text-ink">{product}</span>
        <span className="mt-2 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <span key={tag} className="rounded-md bg-surface-muted px-2 py-0.5 text-ink-muted ring-1 ring-line">
              {tag}
            </span>
          ))}
          <span className="rounded-md bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200">
            + {vendor.name}
          </span>
        </span>
      </span>
      <span className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-block rotate-90 text-ink-subtle">
          →
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-success-50 px-3 py-1.5 font-semibold text-success-700">
          <Icon name="plug" className="size-4" />
          {fillTemplate(linked, { vendor: vendor.name })}
        </span>
      </span>
    </div>
  );
}
