import { cn } from '@/lib/util/cn';
import type { PriceExample } from '@/lib/content/product-examples';
import { applyPriceRule, formatAmount } from '@/lib/docs/price-rule';
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

/** What the MAP floor and the MSRP ceiling did to the price: [when applied, when not]. */
const PRICE_STEP_OUTCOMES = {
  map: ['Raised to MAP', 'Above MAP, kept'],
  msrp: ['Lowered to MSRP', 'Under MSRP, kept'],
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
        note: `MAP ${formatAmount(map)}`,
        price: mapStep!.price,
        applied: mapStep!.applied,
      },
      {
        key: 'msrp',
        label: PRICE_STEP_LABELS.msrp,
        note: `MSRP ${formatAmount(msrp)}`,
        price: msrpStep!.price,
        applied: msrpStep!.applied,
      },
    ],
  };
}

const percent = (value: number, max: number) => `${Math.min(100, (value / max) * 100).toFixed(2)}%`;

/**
 * A price built step by step by applyPriceRule (the function of the docs' calculator): bars on one
 * scale, with the MAP floor and MSRP ceiling drawn across them.
 */
export function PriceBuildVisual({ caption, ...example }: PriceExample & { caption: string }) {
  const { price, rows } = priceSteps(example);
  const max = Math.max(example.msrp, ...rows.map((row) => row.price)) * 1.12;
  const limits = [
    { key: 'map', label: PRICE_STEP_LABELS.map, amount: example.map, tone: 'bg-success-700' },
    { key: 'msrp', label: PRICE_STEP_LABELS.msrp, amount: example.msrp, tone: 'bg-danger-600' },
  ];
  return (
    <figure>
      <VisualStage>
        <div className={frameClass}>
          <p className={frameBarClass}>Vendor Settings · {PRICE_STEP_LABELS.final}</p>
          {/* The two lines across the bars, named: where MAP and MSRP stand on the same scale. */}
          <p className="flex flex-wrap justify-end gap-x-4 gap-y-1 px-4 pt-4 text-xs text-ink-muted sm:px-5">
            {limits.map(({ key, label, amount, tone }) => (
              <span key={key} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={cn('h-3 w-0.5 rounded', tone)} />
                {label} <span className="font-semibold text-ink tabular-nums">{formatAmount(amount)}</span>
              </span>
            ))}
          </p>
          <ol className="space-y-3 px-4 pt-3 pb-4 sm:px-5 sm:pb-5" data-testid="price-steps">
            {rows.map((row) => (
              <li key={row.key} className="price-step">
                <span className="leading-tight">
                  <span className="block font-semibold text-ink">{row.label}</span>
                  {row.note && (
                    <span
                      className={cn('block text-xs', row.applied ? 'font-semibold text-brand-700' : 'text-ink-muted')}
                    >
                      {PRICE_STEP_OUTCOMES[row.key as 'map' | 'msrp'][row.applied ? 0 : 1]}
                    </span>
                  )}
                </span>
                <span className="price-step-bar" aria-hidden="true">
                  <span
                    className={cn(
                      'absolute inset-y-0 left-0 rounded-full',
                      row.key === 'cost' ? 'bg-ink-subtle' : row.applied ? 'bg-brand-600' : 'bg-brand-300',
                    )}
                    style={{ width: percent(row.price, max) }}
                  />
                  {limits.map(({ key, amount, tone }) => (
                    <span
                      key={key}
                      className={cn('absolute -inset-y-1.5 w-0.5 rounded', tone)}
                      style={{ left: percent(amount, max) }}
                    />
                  ))}
                </span>
                <span className="text-right font-semibold text-ink tabular-nums" data-testid="price-step-amount">
                  {formatAmount(row.price)}
                </span>
              </li>
            ))}
          </ol>
          <p className="flex items-baseline justify-between gap-3 border-t border-line bg-surface-muted px-4 py-3 sm:px-5">
            <span className="text-sm font-semibold text-ink">{PRICE_STEP_LABELS.final}</span>
            <span className="text-2xl font-bold text-brand-700 tabular-nums" data-testid="price-final">
              {formatAmount(price)}
            </span>
          </p>
        </div>
      </VisualStage>
      <figcaption className="mt-3 text-center text-sm text-balance text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
