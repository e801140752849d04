/**
 * The colours of vendors, customers and people (issues 15, 49): from a vendor's category or from a
 * customer's or person's name, so the same name has the same colour on every page. Vendors and
 * customers wear it in their wordmark's symbol (lib/brand/wordmark.ts), people behind their portrait.
 */

/** A gradient, light corner to dark corner; white text passes AA (4.5:1) on both ends. */
export type Swatch = { from: string; to: string };

export const swatches = {
  amber: { from: '#b45309', to: '#92400e' },
  indigo: { from: '#4f46e5', to: '#3730a3' },
  rose: { from: '#e11d48', to: '#9f1239' },
  sky: { from: '#0369a1', to: '#075985' },
  teal: { from: '#0f766e', to: '#115e59' },
  violet: { from: '#7c3aed', to: '#5b21b6' },
  emerald: { from: '#047857', to: '#065f46' },
  fuchsia: { from: '#c026d3', to: '#86198f' },
  cyan: { from: '#0e7490', to: '#155e75' },
  blue: { from: '#2563eb', to: '#1e40af' },
  orange: { from: '#c2410c', to: '#9a3412' },
} as const satisfies Record<string, Swatch>;
export type SwatchName = keyof typeof swatches;

/**
 * Vendors take one of their category's two tones, by name, so a category reads as one family of
 * marks and neighbours (Holiday Products and Honey's Place, Medline and McKesson) still look like
 * two brands (tests/unit/vendors: no such pair shares a tone).
 */
export const categorySwatches = {
  Furniture: ['amber', 'orange'],
  Marketplaces: ['indigo', 'violet'],
  Adult: ['rose', 'fuchsia'],
  Automotive: ['sky', 'blue'],
  'Medical Supplies': ['teal', 'emerald'],
} as const satisfies Record<string, readonly [SwatchName, SwatchName]>;
/** The vendor categories that have a colour; lib/content/vendors.ts accepts no other. */
export type IdentityCategory = keyof typeof categorySwatches;

/**
 * Companies and people: one of these, chosen by name. Eleven entries (a prime) spread the hash
 * well; the order is such that the names shown side by side today (the testimonials, the About
 * team, the case studies) get colours of different families.
 */
const nameSwatches: readonly SwatchName[] = [
  'blue',
  'emerald',
  'sky',
  'rose',
  'fuchsia',
  'teal',
  'orange',
  'amber',
  'indigo',
  'cyan',
  'violet',
];

/** FNV-1a over the lower-cased name, then MurmurHash3's finaliser: stable across builds and machines. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function swatchFor({ name, category }: { name: string; category?: IdentityCategory }): Swatch {
  if (category) return swatches[categorySwatches[category][hashName(name) % 2]!];
  return swatches[nameSwatches[hashName(name) % nameSwatches.length]!];
}

/**
 * A wordmark symbol's colour in each theme: the swatch's light corner on a light page, its 300-400
 * tint on a dark one, where the dark corner would sink into the background.
 */
export const darkThemeTones: Record<SwatchName, string> = {
  amber: '#fbbf24',
  indigo: '#a5b4fc',
  rose: '#fb7185',
  sky: '#38bdf8',
  teal: '#2dd4bf',
  violet: '#c4b5fd',
  emerald: '#34d399',
  fuchsia: '#e879f9',
  cyan: '#22d3ee',
  blue: '#60a5fa',
  orange: '#fb923c',
};

/** The name of the swatch swatchFor picks. */
export function swatchNameFor(identity: { name: string; category?: IdentityCategory }): SwatchName {
  const swatch = swatchFor(identity);
  return (Object.keys(swatches) as SwatchName[]).find((key) => swatches[key] === swatch)!;
}

export function toneFor(identity: { name: string; category?: IdentityCategory }): { light: string; dark: string } {
  return { light: swatchFor(identity).from, dark: darkThemeTones[swatchNameFor(identity)] };
}

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
