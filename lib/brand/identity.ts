/**
 * The colours of the fictional customers' marks (content/case-studies/*.md: a case study's card and
 * glance tint its symbol with its tone) and of the one neutral tile a drawn product picture gives
 * every vendor row (slate: components/marketing/HeroSceneArt.tsx, lib/brand/wordmark.ts `vendorLogo`).
 * Real brands get no colour of their own: a coloured symbol per vendor read as a fake logo (outside
 * review). People keep one ground (lib/brand/portrait-art.ts).
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
  /** The vendors' one neutral row marker in a drawn product picture: no brand's colour. */
  slate: { from: '#475569', to: '#334155' },
} as const satisfies Record<string, Swatch>;
export type SwatchName = keyof typeof swatches;
export const swatchNames = Object.keys(swatches) as [SwatchName, ...SwatchName[]];

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
