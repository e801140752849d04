'use client';

import { useId, useState } from 'react';
import { applyQuantityDelta } from '@/lib/docs/quantity-delta';
import { CalculatorField, CalculatorFrame, parseNumber } from './CalculatorParts';

/** The spec's example: vendor 10, delta 3. */
const example = { vendor: '10', delta: '3' };

export function QuantityDeltaCalculator() {
  const [values, setValues] = useState(example);
  const id = useId();
  const vendor = parseNumber(values.vendor);
  const delta = parseNumber(values.delta);
  const result = applyQuantityDelta(vendor, delta);

  return (
    <CalculatorFrame
      title="Quantity Delta calculator"
      intro="Enter the vendor's quantity and your Quantity Delta to see what your store receives."
      result={
        result.ok ? (
          <>
            <p className="text-lg font-semibold text-ink">
              Sent to your store: <span data-testid="store-quantity">{result.quantity}</span>
            </p>
            <p className="mt-2 text-sm text-ink-muted">
              {vendor} − {delta} = {result.raw}
              {result.raw <= 0 ? ', which is zero or less, so your store gets 0.' : '.'}
            </p>
          </>
        ) : (
          <p className="font-semibold text-danger-700">{result.error}</p>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CalculatorField
          id={`${id}-vendor`}
          label="Vendor quantity"
          value={values.vendor}
          onChange={(value) => setValues((current) => ({ ...current, vendor: value }))}
          step="1"
        />
        <CalculatorField
          id={`${id}-delta`}
          label="Quantity Delta"
          value={values.delta}
          onChange={(value) => setValues((current) => ({ ...current, delta: value }))}
          step="1"
        />
      </div>
    </CalculatorFrame>
  );
}
