/**
 * Small decorative drawings that pages use from the icon sprite (app/sprite.svg/route.ts) like
 * icons, so a page carries `<use href="/sprite.svg#id">` and not the shapes, twice (markup and RSC
 * payload). Their colours are the site's tokens, so they follow the chosen theme.
 */
export type Sketch = { id: string; box: [width: number, height: number]; shapes: string };

const fill = (token: string, mix?: number) =>
  mix === undefined
    ? `fill:var(--color-${token})`
    : `fill:color-mix(in srgb,var(--color-${token}) ${mix}%,transparent)`;

/**
 * A ceiling light (ListingEnrichmentVisual.tsx): as a vendor's catalog shows it, or after AI listing
 * optimisation, lit and on the brand tint.
 */
const ceilingLight = (enriched: boolean): Sketch => ({
  id: enriched ? 'productSketchEnriched' : 'productSketch',
  box: [120, 72],
  shapes:
    `<rect width="120" height="72" rx="8" style="${fill(enriched ? 'brand-50' : 'surface-muted')}"/>` +
    `<rect x="30" y="16" width="60" height="6" rx="3" style="${fill('ink-subtle')}"/>` +
    `<path d="M34 22h52l-6 14H40z" style="${fill(enriched ? 'ink' : 'ink-subtle')}"/>` +
    (enriched ? `<path d="M42 38h36l10 22H32z" style="${fill('brand-300', 60)}"/>` : ''),
});
export const productSketch = ceilingLight(false);
export const productSketchEnriched = ceilingLight(true);

export const sketches = [productSketch, productSketchEnriched] as const;

/** A sketch as a symbol of the sprite. */
export const sketchSymbol = ({ id, box, shapes }: Sketch) =>
  `<symbol id="${id}" viewBox="0 0 ${box[0]} ${box[1]}">${shapes}</symbol>`;
