import { cn } from '@/lib/util/cn';
import type { PriceExample } from '@/lib/content/product-examples';
import { applyPriceRule, formatPrice } from '@/lib/docs/price-rule';
import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';
import { VisualStage } from './VisualStage';

/** The rule's steps as the dashboard names them (spec section 5: markup, then MAP, then MSRP). */
export const PRICE_STEP_LABELS = {
  cost: 'Cost',
  markup: 'Markup',
  map: 'MAP floor',
  msrp: 'MSRP ceiling',
  final: 'Final price',
  applied: 'applied',
  kept: 'no change',
} as const;

/**
 * What the MAP floor and the MSRP ceiling did to the running price, in a few words on one line in the label's
 * column ("Raises the price to 85.00" wrapped there: outside review CCC). A limit that changed nothing says
 * where the price stands against it: "Kept at $85.00" beside the ceiling's $100.00 bar read as a contradiction
 * (outside review JJJ).
 */
const PRICE_STEP_OUTCOMES = {
  map: { applied: (price: string) => `Raised to ${price}`, kept: (price: string) => `${price} is above it` },
  msrp: { applied: (price: string) => `Lowered to ${price}`, kept: (price: string) => `${price} is under it` },
} as const;

/** Runs the real price rule on an example with both protections on; a bad example fails the build. */
export function priceSteps({ cost, markupPercent, map, msrp }: PriceExample) {
  const result = applyPriceRule({ cost, markupPercent, map, enforceMap: true, msrp, enforceMsrp: true });
  if (!result.ok) throw new Error(`Price example: ${result.error}`);
  const [markup, mapStep, msrpStep] = result.steps;
  return {
    price: result.price,
    rows: [
      { key: 'cost', label: PRICE_STEP_LABELS.cost, note: null, price: cost, applied: true },
      {
        key: 'markup',
        label: `${PRICE_STEP_LABELS.markup} ${markupPercent >= 0 ? '+' : ''}${markupPercent}%`,
        note: null,
        price: markup!.price,
        applied: true,
      },
      {
        key: 'map',
        label: PRICE_STEP_LABELS.map,
        note: `MAP ${formatPrice(map)}`,
        price: mapStep!.price,
        applied: mapStep!.applied,
      },
      {
        key: 'msrp',
        label: PRICE_STEP_LABELS.msrp,
        note: `MSRP ${formatPrice(msrp)}`,
        price: msrpStep!.price,
        applied: msrpStep!.applied,
      },
    ],
  };
}

const percent = (value: number, max: number) => `${Math.min(100, (value / max) * 100).toFixed(2)}%`;

/**
 * A price built step by step by applyPriceRule (the function of the docs' calculator): bars on one
 * scale, each row its own figure (the cost, the marked-up price, the MAP floor, the MSRP ceiling), what
 * each limit did to the running price under it, then the final price. The running price shown in the
 * limits' rows, and lines of the limits drawn across every bar, mixed the price with its limits (outside review JJ).
 */
export function PriceBuildVisual({ caption, ...example }: PriceExample & { caption: string }) {
  const { price, rows } = priceSteps(example);
  const max = Math.max(example.msrp, ...rows.map((row) => row.price)) * 1.12;
  const limit = { map: example.map, msrp: example.msrp } as Record<string, number>;
  return (
    <figure>
      <VisualStage>
        <div className={frameClass}>
          <p className={cn(frameBarClass, 'text-sm')}>Vendor Settings · {PRICE_STEP_LABELS.final}</p>
          <ol className="space-y-3 px-4 py-4 sm:px-5 sm:py-5" data-testid="price-steps">
            {rows.map((row) => {
              const amount = limit[row.key] ?? row.price;
              return (
                <li key={row.key} className="price-step">
                  <span className="leading-tight">
                    <span className="block font-semibold text-ink">{row.label}</span>
                    {row.note && (
                      <span
                        className={cn('block text-sm', row.applied ? 'font-semibold text-brand-700' : 'text-ink-muted')}
                      >
                        {PRICE_STEP_OUTCOMES[row.key as 'map' | 'msrp'][row.applied ? 'applied' : 'kept'](
                          formatPrice(row.price),
                        )}
                      </span>
                    )}
                  </span>
                  <span className="price-step-bar" aria-hidden="true">
                    <span
                      className={cn(
                        'absolute inset-y-0 left-0 rounded-full',
                        row.key === 'cost' ? 'bg-ink-subtle' : row.note ? 'bg-brand-300' : 'bg-brand-600',
                      )}
                      style={{ width: percent(amount, max) }}
                    />
                  </span>
                  <span className="text-right font-semibold text-ink tabular-nums" data-testid="price-step-amount">
                    {formatPrice(amount)}
                  </span>
                </li>
              );
            })}
          </ol>
          <p className="flex items-baseline justify-between gap-3 border-t border-line bg-surface-muted px-4 py-3 sm:px-5">
            <span className="text-sm font-semibold text-ink">{PRICE_STEP_LABELS.final}</span>
            <span className="text-2xl font-bold text-brand-700 tabular-nums" data-testid="price-final">
              {formatPrice(price)}
            </span>
          </p>
        </div>
      </VisualStage>
      <figcaption className="mt-3 text-center text-sm text-balance text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
