/**
 * How a category's vendor cards fill their grid on /vendor-integrations, from how many there are:
 * the columns at each width and whether the last card spans its row. The server sets the result as
 * custom properties on the list and the filter sets them again for what it leaves shown, so a
 * category never ends in one card beside empty columns, nor fills half a row.
 */
export type CardGrid = {
  columns: number;
  /** How many columns the last card spans: all of them when one card alone in the last row could not be avoided. */
  lastSpan: number;
};

/** At most two columns from 640 px, four from 1024 px (Tailwind's sm and lg). */
export const vendorGridMaxColumns = { sm: 2, lg: 4 } as const;
export type VendorGridWidth = keyof typeof vendorGridMaxColumns;

/**
 * The columns for `count` cards, up to `maxColumns`: all in one row when they fit (2 cards, two
 * wide ones); otherwise no lone card in the last row if any column count avoids it, then the
 * fewest rows, then the fullest last row, then more columns (7 in four: 4 + 3; 6 in four: 3 + 3;
 * 5: 3 + 2). A single card keeps a card's width rather than stretching across the page.
 */
export function balancedGrid(count: number, maxColumns: number): CardGrid {
  if (count <= 1) return { columns: Math.min(2, maxColumns), lastSpan: 1 };
  if (count <= maxColumns) return { columns: count, lastSpan: 1 };
  let best: { columns: number; score: number[] } | undefined;
  for (let columns = maxColumns; columns >= 2; columns -= 1) {
    const rows = Math.ceil(count / columns);
    // Lower is better, compared in order; on a tie the earlier (wider) column count stays.
    const score = [count % columns === 1 ? 1 : 0, rows, rows * columns - count];
    if (!best || isLower(score, best.score)) best = { columns, score };
  }
  const { columns } = best!;
  return { columns, lastSpan: count % columns === 1 ? columns : 1 };
}

function isLower(a: number[], b: number[]): boolean {
  const index = a.findIndex((value, i) => value !== b[i]);
  return index !== -1 && a[index]! < b[index]!;
}

/** The custom properties of a category's list for `count` shown cards (read by app/globals.css). */
export function vendorGridStyle(count: number): Record<string, string> {
  const style: Record<string, string> = {};
  for (const width of Object.keys(vendorGridMaxColumns) as VendorGridWidth[]) {
    const { columns, lastSpan } = balancedGrid(count, vendorGridMaxColumns[width]);
    style[`--cols-${width}`] = String(columns);
    style[`--last-span-${width}`] = String(lastSpan);
  }
  return style;
}
