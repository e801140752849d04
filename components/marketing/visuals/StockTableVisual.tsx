import { fillTemplate } from '@/lib/content/schemas';
import type { FeatureVisuals } from '@/lib/content/product-examples';
import { applyQuantityDelta } from '@/lib/docs/quantity-delta';
import { cn } from '@/lib/util/cn';
import { frameClass } from '@/components/ui/DrawnWindow';
import { VisualStage } from './VisualStage';

/**
 * Column headers of the stock table, a word each: the caption names the Quantity Delta (the spec's name), and
 * "Vendor count", "Quantity Delta" and "Store quantity" took two lines each at 1280 and 375 px and squeezed the
 * product names onto two as well (outside review AAA).
 */
const STOCK_COLUMNS = ['Product', 'Vendor', 'Delta', 'Store'] as const;

/**
 * A vendor's stock with Quantity Delta applied, as a real table: every store quantity is computed
 * by applyQuantityDelta, the function the sync uses, from the example in content/.
 */
export function StockTableVisual({ caption, vendor, delta, flooredNote, products }: FeatureVisuals['stock']) {
  const rows = products.map((product) => {
    const result = applyQuantityDelta(product.vendorQuantity, delta);
    if (!result.ok) throw new Error(`Stock example ${product.sku}: ${result.error}`);
    return { ...product, ...result };
  });
  return (
    <VisualStage>
      <div className={cn(frameClass, 'overflow-x-auto')} data-scroll-x>
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="border-b border-line bg-surface-muted px-4 py-3 text-left font-semibold text-ink">
            {fillTemplate(caption, { vendor: vendor.name, delta: String(delta) })}
          </caption>
          <thead className="text-ink-muted">
            <tr className="border-b border-line">
              {STOCK_COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('py-2.5 font-medium sm:px-4', index > 0 ? 'px-2 text-right' : 'px-3')}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line tabular-nums">
            {rows.map((row) => (
              <tr key={row.sku}>
                <th scope="row" className="min-w-28 px-3 py-3 font-normal sm:px-4">
                  <span className="block font-semibold text-ink">{row.name}</span>
                  <span className="font-mono text-ink-muted">{row.sku}</span>
                </th>
                <td className="px-2 py-3 text-right text-ink sm:px-4">{row.vendorQuantity}</td>
                <td className="px-2 py-3 text-right text-ink-muted sm:px-4">−{delta}</td>
                <td className="py-3 pr-3 pl-2 text-right sm:px-4">
                  <span
                    className={cn(
                      'inline-flex min-w-9 justify-center rounded-full px-2.5 py-0.5 font-bold',
                      row.floored ? 'bg-warning-50 text-warning-700' : 'bg-brand-50 text-brand-800',
                    )}
                  >
                    {row.quantity}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          {rows.some((row) => row.floored) && (
            <tfoot>
              <tr className="border-t border-line">
                <td colSpan={4} className="px-4 py-2.5 text-ink-muted">
                  <span className="mr-2 inline-block size-2 rounded-full bg-warning-700" aria-hidden="true" />
                  {flooredNote}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </VisualStage>
  );
}
