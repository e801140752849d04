import { applyQuantityDelta, QUANTITY_ERRORS } from '@/lib/docs/quantity-delta';

describe('applyQuantityDelta', () => {
  it('vendor 10, delta 3 gives 7 (the spec example)', () => {
    expect(applyQuantityDelta(10, 3)).toEqual({ ok: true, quantity: 7, raw: 7, floored: false });
  });

  it('vendor 10, delta 5 gives 5', () => {
    expect(applyQuantityDelta(10, 5)).toMatchObject({ quantity: 5 });
  });

  it('a result at zero shows 0 and a result below zero shows 0', () => {
    expect(applyQuantityDelta(3, 3)).toEqual({ ok: true, quantity: 0, raw: 0, floored: false });
    expect(applyQuantityDelta(4, 5)).toEqual({ ok: true, quantity: 0, raw: -1, floored: true });
  });

  it('a delta of 0 sends the vendor count unchanged', () => {
    expect(applyQuantityDelta(12, 0)).toMatchObject({ quantity: 12 });
  });

  it.each([
    [-1, 3, QUANTITY_ERRORS.vendorQuantity],
    [2.5, 3, QUANTITY_ERRORS.vendorQuantity],
    [Number.NaN, 3, QUANTITY_ERRORS.vendorQuantity],
    [10, -2, QUANTITY_ERRORS.delta],
    [10, 1.5, QUANTITY_ERRORS.delta],
  ])('rejects vendor %p with delta %p', (vendor, delta, message) => {
    expect(applyQuantityDelta(vendor, delta)).toEqual({ ok: false, error: message });
  });
});
