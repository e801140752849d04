/**
 * The Vendors page's filter (components/vendors/VendorFilter.tsx), as pure logic: which vendors a
 * name query and a category keep, and the count line. The page renders every vendor on the
 * server; the filter only hides, so without JavaScript the list is complete.
 */
/**
 * The attributes the server puts on each category's section, each vendor's item and the title of
 * the request band after the list: the filter finds them by these, and names the chosen category in
 * that title.
 */
export const vendorFilterAttributes = {
  section: 'data-vendor-category',
  item: 'data-vendor-name',
  requestTitle: 'data-vendor-request-title',
} as const;

export type VendorFilterState = { query: string; category: string | null };
export type FilterableVendor = { name: string; category: string };

/** Lower case without accents or punctuation: "Honey's" and "honeys", "Décor" and "decor" meet. */
export function normaliseVendorText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A vendor is kept when it is in the chosen category (or none is chosen) and every word of the query starts one of its name's words. */
export function vendorMatches(vendor: FilterableVendor, { query, category }: VendorFilterState): boolean {
  if (category && vendor.category !== category) return false;
  const words = normaliseVendorText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const nameWords = normaliseVendorText(vendor.name).split(' ');
  // From each word of the name on, its words run together: "jamesjames" finds James+James.
  const starts = nameWords.map((_, index) => nameWords.slice(index).join(''));
  return words.every((word) => starts.some((start) => start.startsWith(word)));
}

export type VendorFilterTexts = {
  /** "{total} vendors" */
  countAll: string;
  /** "{count} of {total} vendors" */
  countSome: string;
  /** "No vendors match" */
  countNone: string;
};

/** The live count line: every vendor, some of them, or none. */
export function vendorCountText(texts: VendorFilterTexts, count: number, total: number): string {
  const template = count === total ? texts.countAll : count === 0 ? texts.countNone : texts.countSome;
  return template.replace('{count}', String(count)).replace('{total}', String(total));
}
