import { fillTemplate } from '@/lib/content/schemas';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';
import { vendorSampleRows } from '@/lib/vendors/sample';

/**
 * One product from the vendor as a sync delivers it to the store, labelled as a sample: the fields
 * its content says it syncs (cost where cost syncs, MAP where the vendor publishes one), the SKU in
 * code type, the figures in even digits.
 */
export function VendorSampleRecord({ vendor, text }: { vendor: VendorDetail; text: VendorPageContent['sample'] }) {
  const gaps = { vendor: vendor.name };
  return (
    <figure className="mt-6 rounded-card border border-line bg-surface-raised text-sm shadow-sm">
      <figcaption className="border-b border-line px-4 py-3">
        <span className="rounded-full px-2 py-0.5 text-xs font-medium text-ink ring-1 ring-line">{text.label}</span>
        <span className="mt-2 block font-semibold text-ink">{fillTemplate(text.title, gaps)}</span>
      </figcaption>
      <dl className="divide-y divide-line px-4">
        {vendorSampleRows(vendor.sample, text.columns).map((row) => (
          <div key={row.key} className="flex justify-between gap-4 py-2">
            <dt className="text-ink-muted">{row.term}</dt>
            <dd
              className={
                row.key === 'sku'
                  ? 'font-mono text-ink'
                  : row.key === 'product'
                    ? 'text-right font-medium text-ink'
                    : 'font-medium text-ink tabular-nums'
              }
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="border-t border-line px-4 py-3 text-xs text-ink-muted">
        {fillTemplate(text.note, gaps)}
        {vendor.map && <> {fillTemplate(text.mapNote, gaps)}</>}
      </p>
    </figure>
  );
}
