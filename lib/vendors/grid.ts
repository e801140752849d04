/**
 * The columns of a category's card grid on the Vendors page, chosen so no row is left half empty
 * (outside review: "categories with two cards leave half the row empty"). At each width the grid
 * takes the most columns, up to that width's most, that its cards fill exactly: two cards two
 * columns, four cards two then four. A count that no column count divides (seven) takes the most,
 * and its last row is short: every card stays one column wide (outside review: a lone seventh card
 * stretched over two columns read as a featured vendor).
 */
const mostColumns = { sm: 2, lg: 3, xl: 4 } as const;
type Width = keyof typeof mostColumns;

export function vendorGridColumns(count: number): Record<Width, number> {
  const fit = (most: number) => {
    for (let columns = Math.min(most, count); columns > 1; columns -= 1) if (count % columns === 0) return columns;
    return Math.min(most, Math.max(count, 1));
  };
  return { sm: fit(mostColumns.sm), lg: fit(mostColumns.lg), xl: fit(mostColumns.xl) };
}

/** Written out whole, so Tailwind finds each class in the source. */
const columnClasses: Record<Width, Record<number, string>> = {
  sm: { 1: '', 2: 'sm:grid-cols-2' },
  lg: { 1: '', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' },
  xl: { 1: '', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' },
};

/** The grid's column classes for `count` cards. */
export function vendorGridClasses(count: number): string {
  const columns = vendorGridColumns(count);
  return (Object.keys(columns) as Width[]).map((width) => columnClasses[width][columns[width]]).join(' ');
}
