/**
 * Quantity Delta (safety stock): subtracted from the vendor's count before it is sent to the
 * store; a result at or below zero is sent as 0.
 */

type QuantityDeltaResult = { ok: true; quantity: number; raw: number; floored: boolean } | { ok: false; error: string };

export const QUANTITY_ERRORS = {
  vendorQuantity: 'Enter the vendor quantity as a whole number of 0 or more, for example 10.',
  delta: 'Enter the Quantity Delta as a whole number of 0 or more, for example 3.',
} as const;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function applyQuantityDelta(vendorQuantity: number, delta: number): QuantityDeltaResult {
  if (!isCount(vendorQuantity)) return { ok: false, error: QUANTITY_ERRORS.vendorQuantity };
  if (!isCount(delta)) return { ok: false, error: QUANTITY_ERRORS.delta };
  const raw = vendorQuantity - delta;
  return { ok: true, raw, quantity: Math.max(0, raw), floored: raw < 0 };
}
