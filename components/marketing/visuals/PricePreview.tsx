import { cn } from '@/lib/util/cn';
import type { PriceExample } from '@/lib/content/product-examples';
import { formatPrice } from '@/lib/docs/price-rule';
import { PRICE_STEP_LABELS, priceSteps } from './PriceBuildVisual';

/**
 * The price rule in one line, computed by applyPriceRule: cost, markup, then whether the MAP floor
 * and the MSRP ceiling changed the price, then the final price. A list, so it reads in order.
 * `stacked`: a row a step, the figure at the right and the final price under a rule (a release's card).
 */
export function PricePreview({
  example,
  className,
  stacked = false,
}: {
  example: PriceExample;
  className?: string;
  stacked?: boolean;
}) {
  const { price, rows } = priceSteps(example);
  const row = stacked ? 'flex justify-between gap-3' : 'rounded-md px-2 py-1 ring-1';
  return (
    <ul
      className={cn(
        'tabular-nums',
        stacked ? 'mt-3 space-y-2 text-ink-muted' : 'flex flex-wrap items-center gap-1.5 text-xs',
        className,
      )}
      data-testid="price-preview"
    >
      {rows.map(({ key, note, applied, label, price }) => {
        const changed = note && applied;
        return (
          <li
            key={key}
            className={cn(
              row,
              !stacked &&
                (changed ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-surface-raised text-ink-muted ring-line'),
            )}
          >
            {note ?? label}{' '}
            <span className={cn('font-semibold', !note && 'text-ink', stacked && changed && 'text-brand-700')}>
              {note ? (applied ? PRICE_STEP_LABELS.applied : PRICE_STEP_LABELS.kept) : formatPrice(price)}
            </span>
          </li>
        );
      })}
      <li
        className={
          stacked
            ? 'flex justify-between gap-3 border-t border-line pt-1 text-ink'
            : 'rounded-md bg-brand-600 px-2 py-1 text-white'
        }
      >
        {PRICE_STEP_LABELS.final}{' '}
        <span className={cn('font-bold', stacked && 'text-brand-700')}>{formatPrice(price)}</span>
      </li>
    </ul>
  );
}
