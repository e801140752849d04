import { cssString } from '@/lib/first-paint/native-choices';

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
  /** On each vendor's item: its capabilities, space-separated (`~=` in CSS finds one). */
  features: 'data-vendor-features',
  /** The note that nothing matches, shown by CSS alone where scripts do not run. */
  emptyNote: 'data-vendor-empty-note',
  requestTitle: 'data-vendor-request-title',
  /** A group's request card: shown only beside an odd last card, so no row is half empty and no row is a request alone. */
  request: 'data-vendor-request',
  /** The band of the list and its status legend, hidden with nothing in it (the empty state says so). */
  list: 'data-vendor-list',
  /** A category's cards closed under a native disclosure (Adult's), opened when the filter asks for them. */
  disclosure: 'data-vendor-disclosure',
  /**
   * A vendor named again outside its closed disclosure (the Adult rows): its name, as on its item; shown and
   * hidden with it, by the script and the capability rules, and never counted.
   */
  mirror: 'data-vendor-mirror',
} as const;

/**
 * The capabilities the filter offers beside the categories: how a vendor connects (API or FTP
 * files), whether its wholesale cost syncs, and whether it publishes MAP prices. Each vendor's come
 * from its content (lib/content/vendors.ts, featuresOf); the chips' words from content/vendors/index.md.
 */
export const vendorFeatures = ['api', 'ftp', 'cost', 'map'] as const;
export type VendorFeature = (typeof vendorFeatures)[number];

export type VendorFilterState = { query: string; category: string | null; feature: string | null };
export type FilterableVendor = { name: string; category: string; features: readonly string[] };

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

/**
 * A vendor is kept when it is in the chosen category and has the chosen capability (or none is
 * chosen) and every word of the query starts one of its name's words.
 */
export function vendorMatches(vendor: FilterableVendor, { query, category, feature }: VendorFilterState): boolean {
  if (category && vendor.category !== category) return false;
  if (feature && !vendor.features.includes(feature)) return false;
  const words = normaliseVendorText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const nameWords = normaliseVendorText(vendor.name).split(' ');
  // From each word of the name on, its words run together: "jamesjames" finds James+James.
  const starts = nameWords.map((_, index) => nameWords.slice(index).join(''));
  return words.every((word) => starts.some((start) => start.startsWith(word)));
}

export type VendorFilterTexts = {
  /** "{total} vendors, 12 live": the loader fills how many are live (lib/content/vendors.ts) */
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

/**
 * The capability chips' rules without JavaScript (as lib/first-paint/native-choices.ts does for the
 * categories): while a capability is checked, the vendors without it are hidden, and so is a
 * category none of whose vendors has it.
 */
export function featureRules(name: string, features: readonly VendorFeature[]): string {
  const { section, item, mirror, features: attribute } = vendorFilterAttributes;
  return features
    .map((feature) => {
      const chosen = `body:has(input[name="${name}"][value="${feature}"]:checked)`;
      const has = `[${attribute}~="${feature}"]`;
      return `${chosen} :is([${item}],[${mirror}]):not(${has}),${chosen} [${section}]:not(:has(${has})){display:none}`;
    })
    .join('');
}

/**
 * Without JavaScript the filter's empty state (a component's) never shows, so a category and a
 * capability that share no vendor (Medical Supplies and API) would leave an empty page: for each
 * such pair, known when the page is built, CSS shows the note instead, only where scripts do not run.
 */
export function emptyChoiceRules(
  groups: { category: string; feature: string },
  pairs: readonly { category: string; feature: VendorFeature }[],
): string {
  if (pairs.length === 0) return '';
  const chosen = (name: string, value: string) =>
    `:has(input[name=${cssString(name)}][value=${cssString(value)}]:checked)`;
  const selectors = pairs.map(
    ({ category, feature }) =>
      `body${chosen(groups.category, category)}${chosen(groups.feature, feature)} [${vendorFilterAttributes.emptyNote}]`,
  );
  return `@media (scripting:none){${selectors.join(',')}{display:block}}`;
}
