'use client';

import { useId, useState } from 'react';
import { applyPriceRule, formatPrice } from '@/lib/docs/price-rule';
import { CalculatorField, CalculatorFrame, CalculatorSwitch, parseNumber } from './CalculatorParts';

/** The spec's worked example, shown as the starting values (and as the result without JavaScript). */
const example = { cost: '50', markup: '65', map: '85', enforceMap: true, msrp: '100', enforceMsrp: true };

export function PriceRuleCalculator() {
  const [values, setValues] = useState(example);
  const id = useId();
  const set = <K extends keyof typeof example>(key: K, value: (typeof example)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const result = applyPriceRule({
    cost: parseNumber(values.cost),
    markupPercent: parseNumber(values.markup),
    map: values.map.trim() === '' ? null : parseNumber(values.map),
    enforceMap: values.enforceMap,
    msrp: values.msrp.trim() === '' ? null : parseNumber(values.msrp),
    enforceMsrp: values.enforceMsrp,
  });

  return (
    <CalculatorFrame
      title="Price calculator"
      intro="Enter a vendor cost and your rule to see the price Linkwell would set. It starts with the example above."
      result={
        result.ok ? (
          <>
            <p className="text-lg font-semibold text-ink">
              Final price: <span data-testid="final-price">{formatPrice(result.price)}</span>
            </p>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-muted">
              {result.steps.map((step) => (
                <li key={step.kind}>{step.explanation}.</li>
              ))}
            </ol>
          </>
        ) : (
          <p className="font-semibold text-danger-700">{result.error}</p>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CalculatorField
          id={`${id}-cost`}
          label="Vendor cost"
          value={values.cost}
          onChange={(value) => set('cost', value)}
          step="0.01"
        />
        <CalculatorField
          id={`${id}-markup`}
          label="Markup (%)"
          value={values.markup}
          onChange={(value) => set('markup', value)}
          step="0.1"
        />
        <div className="space-y-2">
          <CalculatorField
            id={`${id}-map`}
            label="MAP"
            value={values.map}
            onChange={(value) => set('map', value)}
            step="0.01"
          />
          <CalculatorSwitch
            id={`${id}-enforce-map`}
            label="Enforce MAP"
            checked={values.enforceMap}
            onChange={(checked) => set('enforceMap', checked)}
          />
        </div>
        <div className="space-y-2">
          <CalculatorField
            id={`${id}-msrp`}
            label="MSRP"
            value={values.msrp}
            onChange={(value) => set('msrp', value)}
            step="0.01"
          />
          <CalculatorSwitch
            id={`${id}-enforce-msrp`}
            label="Enforce MSRP"
            checked={values.enforceMsrp}
            onChange={(checked) => set('enforceMsrp', checked)}
          />
        </div>
      </div>
    </CalculatorFrame>
  );
}
