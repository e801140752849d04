import { cn } from '@/lib/util/cn';
import type { PriceExample } from '@/lib/content/product-examples';
import { formatAmount } from '@/lib/docs/price-rule';
import { PRICE_STEP_LABELS, priceSteps } from './PriceBuildVisual';

/**
 * The price rule in one line, computed by applyPriceRule: cost, markup, then whether the MAP floor
 * and the MSRP ceiling changed the price, then the final price. A list, so it reads in order.
 */
export function PricePreview({ example, className }: { example: PriceExample; className?: string }) {
  const { price, rows } = priceSteps(example);
  return (
    <ul
      className={cn('flex flex-wrap items-center gap-1.5 text-xs tabular-nums', className)}
      data-testid="price-preview"
    >
      {rows.map((row) => (
        <li
          key={row.key}
          className={cn(
            'rounded-md px-2 py-1 ring-1',
            row.note && row.applied
              ? 'bg-brand-50 text-brand-800 ring-brand-200'
              : 'bg-surface-raised text-ink-muted ring-line',
          )}
        >
          {row.note ? (
            <>
              {row.note}{' '}
              <span className="font-semibold">{row.applied ? PRICE_STEP_LABELS.applied : PRICE_STEP_LABELS.kept}</span>
            </>
          ) : (
            <>
              {row.label} <span className="font-semibold text-ink">{formatAmount(row.price)}</span>
            </>
          )}
        </li>
      ))}
      <li className="rounded-md bg-brand-600 px-2 py-1 text-white">
        {PRICE_STEP_LABELS.final} <span className="font-bold">{formatAmount(price)}</span>
      </li>
    </ul>
  );
}
