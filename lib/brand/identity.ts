/**
 * The colours of the brands' tiles: a vendor's or customer's symbol drawn white on a rounded square
 * of its colour, as integration directories (Zapier, Shopify's App Store) show each partner. The one
 * tile (components/ui/BrandTile.tsx) leads every place a vendor or customer is presented on its own:
 * a directory card, a vendor's hero beside Linkwell's mark, a case study's glance; the Home scene's
 * product picture draws the same tile in its file (components/marketing/HeroSceneArt.tsx). A name in a
 * list or a logo wall (Home's wall and customer strip, a pill, a line of text) keeps the one-ink
 * wordmark (lib/brand/wordmark.ts). People keep one ground (lib/brand/portrait-art.ts).
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
  blue: { from: '#2563eb', to: '#1e40af' },
  orange: { from: '#c2410c', to: '#9a3412' },
} as const satisfies Record<string, Swatch>;
export type SwatchName = keyof typeof swatches;
export const swatchNames = Object.keys(swatches) as [SwatchName, ...SwatchName[]];

/**
 * The order vendors take the swatches in: each tone beside ones of far hues (orange, then teal, then
 * indigo...), so neighbours never read as one family. Every swatch once.
 */
export const toneCycle = [
  'orange',
  'teal',
  'indigo',
  'rose',
  'emerald',
  'sky',
  'violet',
  'amber',
  'fuchsia',
  'blue',
] as const satisfies readonly SwatchName[];

/**
 * Each vendor its tone: the directory walked in its order (category by category), round the cycle.
 * Any ten in a row differ, so no two vendors of a category share a tone, nor two neighbouring cards
 * (outside review: seven furniture vendors in one rust orange read as one). Stable while the list is.
 */
export function assignTones<T>(groups: readonly (readonly T[])[]): SwatchName[][] {
  let at = 0;
  return groups.map((group) => group.map(() => toneCycle[at++ % toneCycle.length]!));
}

/**
 * A tile's shape, the Home scene's and Linkwell's own mark's (lib/brand/logo.ts: rx 8 of 32): corners a
 * quarter of its side, the symbol inset a fifth of it on every side.
 */
export const tileShape = { radius: 0.25, inset: 0.2 } as const;

/** A swatch as the tile's ground: light corner (top left) to dark corner, as the scene's gradients run. */
export const tileBackground = ({ from, to }: Swatch) => `linear-gradient(135deg,${from},${to})`;

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
