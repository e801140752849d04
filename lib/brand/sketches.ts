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

/**
 * The goods of the case studies' fictional stores, one drawing a product (content/case-studies/*.md
 * `store.products`), so a story shows the store it is about, its shelf as a storefront's product grid
 * (components/case-studies/CaseStudyStorefront.tsx): "no imagery of Evertail's store or products"
 * (outside review). Square, each on the theme's muted ground, the goods in their own colours.
 */
const shelf = (id: string, shapes: string): Sketch => ({
  id,
  box: [96, 96],
  shapes: `<rect width="96" height="96" rx="8" style="${fill('surface-muted')}"/>${shapes}`,
});
const line = 'stroke:var(--color-line-control)';
const glow = `<ellipse cx="48" cy="74" rx="30" ry="9" style="${fill('highlight', 60)}"/>`;
const brass = '#b08d57';
const linen = '#fff8e8';

export const storeSketches = [
  // Lighting: a dome pendant on its cord, lit.
  shelf(
    'shelfPendant',
    glow +
      `<path d="M48 0v30" style="stroke:${product.black};stroke-width:1.5"/>` +
      `<rect x="44" y="28" width="8" height="7" rx="1.5" style="${paint(product.black)}"/>` +
      `<path d="M24 60a24 26 0 0 1 48 0z" style="${paint(product.black)};${line}"/>` +
      `<ellipse cx="48" cy="60" rx="24" ry="4.5" style="${paint(product.lit)}"/>`,
  ),
  // Lighting: a brass wall sconce with its glass globe.
  shelf(
    'shelfSconce',
    glow +
      `<rect x="24" y="28" width="10" height="38" rx="3" style="${paint(brass)}"/>` +
      `<path d="M34 47h16" style="stroke:${brass};stroke-width:4;stroke-linecap:round"/>` +
      `<circle cx="60" cy="42" r="15" style="${paint(product.lit)};stroke:#d9c9a3;stroke-width:1.5"/>` +
      `<rect x="55" y="55" width="10" height="6" rx="1.5" style="${paint(brass)}"/>`,
  ),
  // Lighting: the matte black flush mount of Home's listing, lit, seen from below.
  shelf(
    'shelfFlushMount',
    glow +
      `<path d="M20 44a28 8 0 0 1 56 0v7H20z" style="${paint(product.black)};${line}"/>` +
      `<ellipse cx="48" cy="51" rx="28" ry="8" style="${paint(product.black)};${line}"/>` +
      `<ellipse cx="48" cy="50.5" rx="24" ry="6.5" style="${paint(product.lit)}"/>`,
  ),
  // Pets: a padded harness with its ring.
  shelf(
    'shelfHarness',
    `<circle cx="48" cy="24" r="6" style="fill:none;stroke:#9aa4b2;stroke-width:3"/>` +
      `<path d="M26 36q22-12 44 0l-4 32q-18 8-36 0z" style="${paint('#0f766e')}"/>` +
      `<path d="M28 48q20 8 40 0M30 62q18 7 36 0" style="fill:none;stroke:#99f6e4;stroke-width:3"/>` +
      `<rect x="42" y="30" width="12" height="8" rx="2" style="${paint('#115e59')}"/>`,
  ),
  // Pets: a rope leash, its loop and its clip.
  shelf(
    'shelfLeash',
    `<ellipse cx="34" cy="30" rx="14" ry="10" style="fill:none;stroke:#ea580c;stroke-width:5"/>` +
      `<path d="M44 38q10 16 0 26t16 12" style="fill:none;stroke:#ea580c;stroke-width:5;stroke-linecap:round"/>` +
      `<rect x="58" y="70" width="14" height="9" rx="3" style="${paint('#9aa4b2')}"/>` +
      `<circle cx="72" cy="74.5" r="5" style="fill:none;stroke:#9aa4b2;stroke-width:2.5"/>`,
  ),
  // Pets: a steel bowl of kibble.
  shelf(
    'shelfBowl',
    `<path d="M20 52h56l-7 20H27z" style="${paint('#9aa4b2')}"/>` +
      `<ellipse cx="48" cy="52" rx="28" ry="7" style="${paint('#cbd2db')}"/>` +
      `<ellipse cx="48" cy="52" rx="22" ry="4.5" style="${paint('#92400e')}"/>` +
      `<circle cx="42" cy="50" r="2.5" style="${paint('#b45309')}"/><circle cx="52" cy="49" r="2.5" style="${paint('#b45309')}"/>`,
  ),
  // Personal care: an amber bottle of massage oil with its pump.
  shelf(
    'shelfOil',
    `<rect x="34" y="36" width="28" height="42" rx="6" style="${paint('#b45309')}"/>` +
      `<rect x="36" y="48" width="24" height="18" rx="2" style="${paint(linen)}"/>` +
      `<rect x="42" y="28" width="12" height="9" rx="1.5" style="${paint('#3f3f46')}"/>` +
      `<path d="M46 28v-8h14" style="fill:none;stroke:#3f3f46;stroke-width:3.5"/>`,
  ),
  // Personal care: a tube of gel standing on its cap.
  shelf(
    'shelfTube',
    `<path d="M34 18h28l-4 50H38z" style="${paint('#fce7f3')};stroke:#f9a8d4;stroke-width:1.5"/>` +
      `<rect x="36" y="68" width="24" height="10" rx="2" style="${paint('#be123c')}"/>` +
      `<rect x="40" y="34" width="16" height="14" rx="2" style="${paint('#fda4af')}"/>`,
  ),
  // Personal care: a soy candle in its glass, lit.
  shelf(
    'shelfCandle',
    `<rect x="30" y="44" width="36" height="34" rx="5" style="${paint('#fecdd3')};stroke:#fda4af;stroke-width:1.5"/>` +
      `<ellipse cx="48" cy="46" rx="16" ry="3.5" style="${paint(linen)}"/>` +
      `<path d="M48 44v-6" style="stroke:#3f3f46;stroke-width:1.5"/>` +
      `<path d="M48 24q6 8 0 14q-6-6 0-14z" style="${paint('#f59e0b')}"/>` +
      `<rect x="36" y="56" width="24" height="10" rx="2" style="${paint('#be123c')}"/>`,
  ),
  // Apparel: a linen shirt, flat.
  shelf(
    'shelfShirt',
    `<path d="M36 22 20 30l6 14 8-4v38h28V40l8 4 6-14-16-8q-12 9-24 0z" style="${paint('#d6c6a8')};stroke:#b8a47f;stroke-width:1.5"/>` +
      `<path d="M48 31v44" style="stroke:#b8a47f;stroke-width:1.5"/>`,
  ),
  // Apparel: a wrap dress with its tie.
  shelf(
    'shelfDress',
    `<path d="M40 18h16l3 18 13 42H24l13-42z" style="${paint('#7c3aed')}"/>` +
      `<path d="M37 36h22" style="stroke:#c4b5fd;stroke-width:3"/><path d="M56 37l6 12" style="stroke:#c4b5fd;stroke-width:2.5"/>`,
  ),
  // Apparel: a canvas tote.
  shelf(
    'shelfTote',
    `<path d="M38 42v-8a10 10 0 0 1 20 0v8" style="fill:none;stroke:#8b6b4a;stroke-width:3.5"/>` +
      `<path d="M26 42h44l-3 36H29z" style="${paint('#e7dcc8')};stroke:#c9b99c;stroke-width:1.5"/>` +
      `<rect x="38" y="54" width="20" height="12" rx="2" style="${paint('#5b21b6')}"/>`,
  ),
] as const;
export type StoreSketchId = (typeof storeSketches)[number]['id'];
export const storeSketchIds = storeSketches.map(({ id }) => id) as [string, ...string[]];
