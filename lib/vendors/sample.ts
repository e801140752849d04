import { formatInteger } from '@/lib/util/number';

export type VendorSample = { item?: string; sku: string; product: string; stock: number; cost?: number; map?: number };
type Columns = { sku: string; product: string; stock: string; cost: string; map: string; price?: string };

/** Dollars and cents in en-US: 1080 -> "$1,080.00", 24.8 -> "$24.80". */
export function formatUsdCents(value: number): string {
  const cents = Math.round(value * 100);
  return `$${formatInteger(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A vendor's sample record as the rows the page shows: SKU, product and stock always; cost and MAP
 * only where the vendor's content gives them (cost where it syncs, MAP where it publishes one).
 */
export function vendorSampleRows(
  sample: VendorSample,
  columns: Columns,
): { key: keyof Columns; term: string; value: string }[] {
  const rows: { key: keyof Columns; term: string; value: string }[] = [
    { key: 'sku', term: columns.sku, value: sample.sku },
    { key: 'product', term: columns.product, value: sample.product },
    { key: 'stock', term: columns.stock, value: formatInteger(sample.stock) },
  ];
  if (sample.cost !== undefined) rows.push({ key: 'cost', term: columns.cost, value: formatUsdCents(sample.cost) });
  if (sample.map !== undefined) rows.push({ key: 'map', term: columns.map, value: formatUsdCents(sample.map) });
  return rows;
}

/**
 * The price a store lists the sample at under a markup rule, in the SPEC's order: cost plus the markup,
 * rounded to cents, then raised to MAP where the vendor publishes one and the markup falls under it
 * (cost 50 at +65% is 82.50; a MAP of 85 raises it to 85). None without a cost (Amazon MCF ships your own stock).
 */
export function samplePrice(sample: VendorSample, markup: number) {
  if (sample.cost === undefined) return undefined;
  const ruled = Math.round(sample.cost * (100 + markup)) / 100;
  const atMap = sample.map !== undefined && ruled < sample.map;
  const price = atMap ? sample.map! : ruled;
  return { ruled, atMap, price, margin: Math.round((price - sample.cost) * 100) / 100 };
}
