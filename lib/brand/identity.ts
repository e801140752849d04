/**
 * The identity system of vendors, customers and people (issue 15): a tile whose shape says what
 * it stands for and whose colour comes from its category (vendors) or its name (companies,
 * people), so the same name has the same colour on every page. Vendors and companies carry a
 * monogram; people carry their role's icon, never initials (issue 24).
 */
export const identityKinds = ['vendor', 'company', 'person'] as const;
export type IdentityKind = (typeof identityKinds)[number];

/** A tile's gradient, light corner to dark corner; white text passes AA (4.5:1) on both ends. */
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
 * tiles and two vendors with the same monogram side by side (Holiday Products and Honey's Place,
 * Medline and McKesson) still look like two brands (tests/unit/vendors: no such pair shares a tone).
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
 * Up to two letters: the initials of the first two words ("Quorum International" -> "QI",
 * "James+James" -> "JJ", "Honey's Place" -> "HP"), or the first letter of a single word.
 */
export function monogramOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
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
