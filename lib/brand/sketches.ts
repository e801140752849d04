/**
 * Small decorative drawings that pages use from the icon sprite (app/sprite.svg/route.ts) like
 * icons, so a page carries `<use href="/sprite.svg#id">` and not the shapes, twice (markup and RSC
 * payload). The scene around a product (its backdrop, its light) is drawn in the site's tokens, so it
 * follows the chosen theme; the product itself keeps its own colours in both themes (a matte black
 * light drawn in ink turned white in dark mode).
 */
export type Sketch = { id: string; box: [width: number, height: number]; shapes: string };

/** The product's own colours, the same in both themes: its matte black body and its lit diffuser. */
const product = { black: '#1d2129', unlit: '#c9ced8', lit: '#fff8e8' };
const paint = (colour: string) => `fill:${colour}`;

const fill = (token: string, mix?: number) =>
  mix === undefined
    ? `fill:var(--color-${token})`
    : `fill:color-mix(in srgb,var(--color-${token}) ${mix}%,transparent)`;

/**
 * A matte black LED flush mount seen from below (ListingEnrichmentVisual.tsx): the black rim above
 * its round diffuser, as a product photo shows it. The vendor's catalog shot is flat and unlit, on
 * grey; after AI listing optimisation it is lit, its warm light cast around it, on the brand tint.
 */
const ceilingLight = (enriched: boolean): Sketch => ({
  id: enriched ? 'productSketchEnriched' : 'productSketch',
  box: [120, 72],
  shapes:
    `<rect width="120" height="72" rx="8" style="${fill(enriched ? 'brand-50' : 'surface-muted')}"/>` +
    (enriched ? `<ellipse cx="60" cy="40" rx="46" ry="20" style="${fill('highlight', 70)}"/>` : '') +
    // The black rim keeps an outline in the theme's control line, so it stands out on a dark backdrop too.
    `<path d="M28 28a32 8 0 0 1 64 0v7H28z" style="${paint(product.black)};stroke:var(--color-line-control)"/>` +
    `<ellipse cx="60" cy="35" rx="32" ry="8" style="${paint(product.black)};stroke:var(--color-line-control)"/>` +
    `<ellipse cx="60" cy="34.5" rx="28" ry="6.5" style="${paint(enriched ? product.lit : product.unlit)}"/>` +
    (enriched ? '' : `<ellipse cx="60" cy="34.5" rx="18" ry="3.5" style="fill:#fff;opacity:.45"/>`),
});
export const productSketch = ceilingLight(false);
export const productSketchEnriched = ceilingLight(true);

export const sketches = [productSketch, productSketchEnriched] as const;

/** A sketch as a symbol of the sprite. */
export const sketchSymbol = ({ id, box, shapes }: Sketch) =>
  `<symbol id="${id}" viewBox="0 0 ${box[0]} ${box[1]}">${shapes}</symbol>`;
