/**
 * Whole numbers in US English ("1,068", "$1,068"), written out by hand rather than with `Intl` or
 * `toLocaleString`: the browser's first locale-aware format loads its ICU data, which measured
 * 90-210 ms on a phone-speed CPU (4x throttling), inside the hydration of the page that asks.
 * Every number the site formats is a whole count or a whole-dollar price in en-US.
 */
export function formatInteger(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = Number.isFinite(rounded) ? String(rounded) : '0';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** Whole US dollars: 1068 -> "$1,068", -5 -> "-$5". */
export function formatUsd(value: number): string {
  const grouped = formatInteger(value);
  return grouped.startsWith('-') ? `-$${grouped.slice(1)}` : `$${grouped}`;
}
