import { vendorGridClasses, vendorGridColumns } from '@/lib/vendors/grid';

describe("a vendor category's grid", () => {
  it('fills its rows: two cards two columns at every width, four cards two then four', () => {
    expect(vendorGridColumns(2)).toEqual({ sm: 2, lg: 2, xl: 2 });
    expect(vendorGridColumns(4)).toEqual({ sm: 2, lg: 2, xl: 4 });
    expect(vendorGridColumns(6)).toEqual({ sm: 2, lg: 3, xl: 3 });
    expect(vendorGridClasses(2)).toBe('sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-2');
  });

  it('takes the most columns when none divides the count (its last row short), and one for one card', () => {
    expect(vendorGridColumns(7)).toEqual({ sm: 2, lg: 3, xl: 4 });
    expect(vendorGridColumns(1)).toEqual({ sm: 1, lg: 1, xl: 1 });
    expect(vendorGridClasses(1).trim()).toBe('');
  });
});
