import { balancedGrid, vendorGridStyle } from '@/lib/vendors/grid';

/** The cards in each row, as the grid lays them out (a spanning last card counts once). */
const rows = (count: number, maxColumns: number) => {
  const { columns } = balancedGrid(count, maxColumns);
  return Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
};

describe('balancedGrid', () => {
  it("lays out the directory's categories without a lone or half-empty last row at four columns", () => {
    expect(rows(7, 4)).toEqual([4, 3]); // Furniture
    expect(rows(4, 4)).toEqual([4]); // Adult
    expect(rows(2, 4)).toEqual([2]); // Marketplaces, Automotive, Medical Supplies: two wide cards
    expect(balancedGrid(2, 4)).toEqual({ columns: 2, lastSpan: 1 });
  });

  it('prefers even rows to a last row with one card', () => {
    expect(rows(5, 4)).toEqual([3, 2]);
    expect(rows(6, 4)).toEqual([3, 3]);
    expect(rows(9, 4)).toEqual([3, 3, 3]);
    expect(rows(10, 4)).toEqual([4, 4, 2]);
    expect(rows(3, 4)).toEqual([3]);
  });

  it('never leaves one card alone in the last row when some column count avoids it', () => {
    for (let count = 2; count <= 40; count += 1) {
      for (const max of [2, 3, 4, 5]) {
        const { columns, lastSpan } = balancedGrid(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const counts = Array.from({ length: max - 1 }, (_, index) => index + 2);
        const avoidable = counts.some((candidate) => count <= candidate || count % candidate !== 1);
        if (!avoidable) continue;
        const lone = count > columns && count % columns === 1;
        expect({ count, max, lone, lastSpan }).toEqual({ count, max, lone: false, lastSpan: 1 });
      }
    }
  });

  it('lets an unavoidable lone last card span its row', () => {
    // Two columns (640-1023 px) cannot share 7 or 3 cards evenly: the last one takes the row.
    expect(balancedGrid(7, 2)).toEqual({ columns: 2, lastSpan: 2 });
    expect(balancedGrid(3, 2)).toEqual({ columns: 2, lastSpan: 2 });
    expect(balancedGrid(4, 2)).toEqual({ columns: 2, lastSpan: 1 });
    expect(balancedGrid(13, 4)).toEqual({ columns: 4, lastSpan: 4 });
  });

  it('keeps a single card at the width of a card', () => {
    expect(balancedGrid(1, 4)).toEqual({ columns: 2, lastSpan: 1 });
    expect(balancedGrid(1, 2)).toEqual({ columns: 2, lastSpan: 1 });
  });
});

describe('vendorGridStyle', () => {
  it('writes the columns and the last span for each width', () => {
    expect(vendorGridStyle(7)).toEqual({
      '--cols-sm': '2',
      '--last-span-sm': '2',
      '--cols-lg': '4',
      '--last-span-lg': '1',
    });
    expect(vendorGridStyle(2)).toEqual({
      '--cols-sm': '2',
      '--last-span-sm': '1',
      '--cols-lg': '2',
      '--last-span-lg': '1',
    });
  });
});
