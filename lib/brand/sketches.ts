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
/**
 * The warm light a lit product casts, the same in both themes, as the product is: in the highlight token it turned a
 * charcoal disc in dark mode, where that token is a dark tint for marked text (outside review PPPP).
 */
export const warmLight = (opacity: number) => `fill:#ffd98a;fill-opacity:${opacity};filter:blur(2px)`;

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
    (enriched ? `<ellipse cx="60" cy="40" rx="46" ry="20" style="${warmLight(0.6)}"/>` : '') +
    // The black rim keeps an outline in the theme's control line, so it stands out on a dark backdrop too.
    `<path d="M28 28a32 8 0 0 1 64 0v7H28z" style="${paint(product.black)};stroke:var(--color-line-control)"/>` +
    `<ellipse cx="60" cy="35" rx="32" ry="8" style="${paint(product.black)};stroke:var(--color-line-control)"/>` +
    `<ellipse cx="60" cy="34.5" rx="28" ry="6.5" style="${paint(enriched ? product.lit : product.unlit)}"/>` +
    (enriched ? '' : `<ellipse cx="60" cy="34.5" rx="18" ry="3.5" style="fill:#fff;opacity:.45"/>`),
});
export const productSketch = ceilingLight(false);
export const productSketchEnriched = ceilingLight(true);

/** The colours of the goods a vendor supplies, the same in both themes, as a catalog photo shows them. */
const goods = {
  white: '#f4f5f7',
  bronze: '#5c4330',
  wood: '#9a6b45',
  glaze: '#9dbcae',
  glazeLight: '#c6dccf',
  kraft: '#c99a62',
  kraftSide: '#a97b48',
  kraftTop: '#ddb583',
  tape: '#e9d3a8',
  wax: '#f3e6cf',
  lavender: '#b9a7d6',
  teal: '#2f6f6a',
  tealLid: '#3c827c',
  gold: '#e3b54a',
};
/** A line in a product's own colour (a cord, a chain, a downrod). */
const cord = (colour: string, width = 1.2) => `fill:none;stroke:${colour};stroke-width:${width};stroke-linecap:round`;
/** An outline in the theme's control line, so a dark or pale product stands out on either backdrop. */
const edge = 'stroke:var(--color-line-control);stroke-width:.6';
/** A carton in three-quarter view, its front's top left corner at x, y: front, side and top faces and its tape. */
export const carton = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x} ${y}h${w}v${h}h-${w}z" style="${paint(goods.kraft)};${edge}"/>` +
  `<path d="M${x + w} ${y}l6-5v${h}l-6 5z" style="${paint(goods.kraftSide)};${edge}"/>` +
  `<path d="M${x} ${y}l6-5h${w}l-6 5z" style="${paint(goods.kraftTop)};${edge}"/>` +
  `<path d="M${x + w / 2 - 2} ${y}l6-5h4l-6 5z" style="${paint(goods.tape)}"/>` +
  `<rect x="${x + w / 2 - 2}" y="${y}" width="4" height="${Math.min(6, h)}" style="${paint(goods.tape)}"/>`;

/**
 * What a vendor supplies, one drawing per trade for its card in the directory and the product on its page
 * (lib/content/vendors.ts `goods`): the goods themselves in their own colours on a muted tile, never any
 * company's logo (a real brand is its name as type: lib/brand/wordmark.ts). Age-restricted vendors' goods are
 * drawn as the everyday things they also ship, each its own (a mailer, a candle, a gift box, a lotion bottle):
 * four alike parcels read as one icon (outside review JJ); nothing explicit.
 */
const goodsFrame = (id: string, shapes: string): Sketch => ({
  id: `goods-${id}`,
  box: [48, 48],
  shapes: `<rect width="48" height="48" rx="10" style="${fill('surface-muted')}"/>` + shapes,
});
/** The shadow a standing object casts on its tile. */
const shadow = `<ellipse cx="24" cy="42" rx="13" ry="2.5" style="${fill('line', 80)}"/>`;
const glow = (cy: number, rx: number, ry: number) =>
  `<ellipse cx="24" cy="${cy}" rx="${rx}" ry="${ry}" style="${warmLight(0.5)}"/>`;
export const goodsSketches = {
  /** A recessed downlight in the ceiling, its white trim and the light it casts. */
  downlight:
    `<rect width="48" height="15" rx="10" style="${fill('line', 70)}"/><rect y="8" width="48" height="7" style="${fill('line', 70)}"/>` +
    `<path d="M13 16 5 42h38l-8-26z" style="${warmLight(0.4)}"/>` +
    `<ellipse cx="24" cy="15" rx="13" ry="4" style="${paint(goods.white)};${edge}"/>` +
    `<ellipse cx="24" cy="15" rx="9" ry="2.6" style="${paint(product.lit)}"/>`,
  /** A round pendant: its cord, its matte black dome and the light under it. */
  pendant:
    glow(36, 16, 7) +
    `<path d="M24 0v15" style="${cord(product.black)}"/>` +
    `<path d="M11 30a13 14 0 0 1 26 0z" style="${paint(product.black)};${edge}"/>` +
    `<ellipse cx="24" cy="30" rx="10" ry="2.2" style="${paint(product.lit)}"/>`,
  /** A linear LED pendant on its two cables, its lit strip and its light. */
  linear:
    glow(34, 21, 7) +
    `<path d="M11 0v21M37 0v21" style="${cord(product.black, 0.8)}"/>` +
    `<rect x="5" y="20" width="38" height="5" rx="1.5" style="${paint(product.black)};${edge}"/>` +
    `<rect x="7" y="24.2" width="34" height="1.6" rx=".8" style="${paint(product.lit)}"/>`,
  /** A bronze chandelier: its chain, curved arms, candle lights and crystal drops. */
  chandelier:
    glow(24, 20, 12) +
    `<path d="M24 0v12" style="${cord(goods.bronze, 1.4)}"/>` +
    `<path d="M9 22c0 8 10 9 15 9s15-1 15-9M16 22c0 5 4 7 8 7s8-2 8-7M24 12v22" style="${cord(goods.bronze, 1.6)}"/>` +
    [9, 16, 32, 39]
      .map(
        (x) =>
          `<rect x="${x - 1.5}" y="15" width="3" height="7" rx=".8" style="${paint(goods.white)};${edge}"/>` +
          `<ellipse cx="${x}" cy="13.2" rx="1.3" ry="2" style="${paint(product.lit)}"/>` +
          `<path d="M${x} 24v4" style="${cord('#cfd8e3', 0.6)}"/><circle cx="${x}" cy="29.5" r="1.6" style="fill:#e6edf5;${edge}"/>`,
      )
      .join('') +
    `<circle cx="24" cy="36" r="2.2" style="fill:#e6edf5;${edge}"/>`,
  /** A ceiling fan seen from below the ceiling: downrod, bronze motor, two of its wooden blades and its light. */
  fan:
    `<path d="M24 0v14" style="${cord(goods.bronze, 2)}"/>` +
    `<path d="M20 19 3 23.5c-1 .3-.8 2.3.4 2.2L20 23zM28 19l17 4.5c1 .3.8 2.3-.4 2.2L28 23z" style="${paint(goods.wood)};${edge}"/>` +
    `<path d="M17 21a7 6 0 0 1 14 0v2H17z" style="${paint(goods.bronze)};${edge}"/>` +
    `<ellipse cx="24" cy="26" rx="4.5" ry="3" style="${paint(product.lit)};${edge}"/>` +
    glow(37, 12, 5),
  /** A glazed ceramic vase on its shadow. */
  vase:
    shadow +
    `<path d="M20 7h8v4c5 3 8 8 8 15s-4 16-12 16-12-9-12-16 3-12 8-15z" style="${paint(goods.glaze)};${edge}"/>` +
    `<ellipse cx="24" cy="7" rx="4" ry="1.2" style="${paint(goods.glazeLight)};${edge}"/>` +
    `<path d="M17 22c1-4 3-6 5-7" style="${cord(goods.glazeLight, 2)}"/>`,
  /** A fulfillment warehouse's rack: two shelves of cartons. */
  shelves:
    `<path d="M7 6v38M41 6v38M7 24h34M7 43h34" style="${cord('#7c8594', 1.6)}"/>` +
    carton(10, 14, 10, 9) +
    carton(24, 16, 8, 7) +
    carton(10, 34, 8, 8) +
    carton(22, 32, 12, 10),
  /** A storefront with its striped awning: the store every vendor syncs into. */
  store:
    `<rect x="9" y="17" width="30" height="25" style="${fill('surface-raised')};${edge}"/>` +
    `<path d="M7 10h34l2 8H5z" style="${fill('brand-600')}"/>` +
    `<path d="M13.8 10h6.8v8h-6.8zM27.4 10h6.8v8h-6.8z" style="${fill('brand-50')}"/>` +
    `<rect x="13" y="25" width="9" height="17" style="${fill('brand-100')};${edge}"/>` +
    `<rect x="26" y="25" width="9" height="9" style="${fill('brand-50')};${edge}"/>` +
    `<path d="M5 42h38" style="${cord('#7c8594', 1.2)}"/>`,
  /** A padded mailer with its plain shipping label, as a discreet drop-ship order reaches the customer. */
  mailer:
    shadow +
    `<path d="M6 14h36v25H6z" style="${paint(goods.kraft)};${edge}"/>` +
    `<path d="M6 18h36" style="${cord(goods.kraftSide, 1.2)}"/>` +
    `<rect x="19" y="23" width="18" height="11" rx="1" style="${paint(goods.white)};${edge}"/>` +
    `<path d="M22 27h12M22 30.5h7" style="${cord('#7c8594', 0.9)}"/>` +
    `<path d="M10 24v8M12 24v8M14.5 24v8" style="${cord(goods.kraftSide, 1)}"/>`,
  /** A soy candle in a glass jar, lit, its lavender label. */
  candle:
    glow(14, 9, 6) +
    shadow +
    `<path d="M24 13.5v4" style="${cord('#3b3b3b', 0.8)}"/>` +
    `<path d="M24 7c2 3 2.5 5 0 7-2.5-2-2-4 0-7z" style="${paint(product.lit)}"/>` +
    `<rect x="13" y="17" width="22" height="25" rx="4" style="fill:#dfe9ee;fill-opacity:.75;${edge}"/>` +
    `<rect x="14.8" y="21" width="18.4" height="19" rx="3" style="${paint(goods.wax)}"/>` +
    `<rect x="13" y="27" width="22" height="9" style="${paint(goods.lavender)};${edge}"/>`,
  /** A gift box, its lid tied with a ribbon and a bow (a sampler set, as a boutique sells it). */
  giftbox:
    shadow +
    `<rect x="10" y="22" width="28" height="20" style="${paint(goods.teal)};${edge}"/>` +
    `<rect x="8" y="16" width="32" height="7" style="${paint(goods.tealLid)};${edge}"/>` +
    `<path d="M22 16h4v26h-4z" style="${paint(goods.gold)}"/>` +
    `<path d="M24 16c-3-6-10-6-9-1 1 3 6 2 9 1zM24 16c3-6 10-6 9-1-1 3-6 2-9 1z" style="${paint(goods.gold)};${edge}"/>`,
  /** A pump bottle of lotion, its label and its pump. */
  bottle:
    shadow +
    `<path d="M20 7h10v3.5H20zM30 7.5h5.5v2.2H30zM23 10.5h2v6h-2z" style="${paint('#7c8594')};${edge}"/>` +
    `<rect x="19.5" y="16" width="9" height="4.5" rx="1" style="${paint('#7c8594')};${edge}"/>` +
    `<rect x="15" y="20" width="18" height="22" rx="4" style="${paint(goods.white)};${edge}"/>` +
    `<rect x="17" y="26" width="14" height="10" rx="1" style="${paint(goods.glaze)}"/>` +
    `<path d="M20 29.5h8M20 32.5h5" style="${cord(goods.white, 0.9)}"/>`,
  /** An insulated steel water bottle, powder-coated, its steel cap and carry loop (a fulfillment network's sample). */
  flask:
    shadow +
    `<path d="M21 6.5a3 3 0 0 1 6 0" style="${cord('#7c8594', 1.4)}"/>` +
    `<rect x="18.5" y="6.5" width="11" height="6" rx="2" style="${paint('#aeb6c2')};${edge}"/>` +
    `<path d="M19.5 12.5h9v2c2.5 1.2 3.5 3 3.5 5.5v19a3 3 0 0 1-3 3H19a3 3 0 0 1-3-3V20c0-2.5 1-4.3 3.5-5.5z" style="${paint(goods.teal)};${edge}"/>` +
    `<path d="M19.5 21v16" style="${cord(goods.tealLid, 2)}"/>`,
  /** A natural linen tote bag on its two handles (a Shopify merchant's product). */
  tote:
    shadow +
    `<path d="M18 19v-6a6 6 0 0 1 12 0v6" style="${cord('#a58a62', 1.8)}"/>` +
    `<path d="M11 18h26l-2 24H13z" style="${paint('#e6d9bf')};${edge}"/>` +
    `<path d="M11.4 22.5h25.2" style="${cord('#cbb894', 0.8)}"/>` +
    `<rect x="19" y="28" width="10" height="7" rx="1" style="${paint(goods.glaze)}"/>`,
} as const;
export type GoodsDrawing = keyof typeof goodsSketches;
export const goodsDrawings = Object.keys(goodsSketches) as [GoodsDrawing, ...GoodsDrawing[]];
/** A vendor's goods as a sketch of the sprite. */
export const goodsSketch = (drawing: GoodsDrawing): Sketch => goodsFrame(drawing, goodsSketches[drawing]);

export const sketches = [productSketch, productSketchEnriched, ...goodsDrawings.map(goodsSketch)] as const;

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
const shelfGlow = `<ellipse cx="48" cy="74" rx="30" ry="9" style="${warmLight(0.5)}"/>`;
const brass = '#b08d57';
const linen = '#fff8e8';

export const storeSketches = [
  // Lighting: a dome pendant on its cord, lit.
  shelf(
    'shelfPendant',
    shelfGlow +
      `<path d="M48 0v30" style="stroke:${product.black};stroke-width:1.5"/>` +
      `<rect x="44" y="28" width="8" height="7" rx="1.5" style="${paint(product.black)}"/>` +
      `<path d="M24 60a24 26 0 0 1 48 0z" style="${paint(product.black)};${line}"/>` +
      `<ellipse cx="48" cy="60" rx="24" ry="4.5" style="${paint(product.lit)}"/>`,
  ),
  // Lighting: a brass wall sconce with its glass globe.
  shelf(
    'shelfSconce',
    shelfGlow +
      `<rect x="24" y="28" width="10" height="38" rx="3" style="${paint(brass)}"/>` +
      `<path d="M34 47h16" style="stroke:${brass};stroke-width:4;stroke-linecap:round"/>` +
      `<circle cx="60" cy="42" r="15" style="${paint(product.lit)};stroke:#d9c9a3;stroke-width:1.5"/>` +
      `<rect x="55" y="55" width="10" height="6" rx="1.5" style="${paint(brass)}"/>`,
  ),
  // Lighting: the matte black flush mount of Home's listing, lit, seen from below.
  shelf(
    'shelfFlushMount',
    shelfGlow +
      `<path d="M20 44a28 8 0 0 1 56 0v7H20z" style="${paint(product.black)};${line}"/>` +
      `<ellipse cx="48" cy="51" rx="28" ry="8" style="${paint(product.black)};${line}"/>` +
      `<ellipse cx="48" cy="50.5" rx="24" ry="6.5" style="${paint(product.lit)}"/>`,
  ),
  // Pets: a step-in harness seen from above, its neck and girth loops joined by the back strap, the leash's ring
  // on it and the girth's buckle at its side (a solid body with two bands read as a bucket: outside review KKKK).
  shelf(
    'shelfHarness',
    `<ellipse cx="48" cy="64" rx="27" ry="12" style="fill:none;stroke:#0f766e;stroke-width:7"/>` +
      `<ellipse cx="48" cy="64" rx="27" ry="12" style="fill:none;stroke:#5eead4;stroke-width:1.2;stroke-dasharray:2 2"/>` +
      `<ellipse cx="48" cy="30" rx="17" ry="9" style="fill:none;stroke:#0f766e;stroke-width:6"/>` +
      `<rect x="42" y="36" width="12" height="24" rx="3" style="${paint('#115e59')}"/>` +
      `<circle cx="48" cy="44" r="4.5" style="fill:none;stroke:#9aa4b2;stroke-width:2.5"/>` +
      `<rect x="70" y="58" width="9" height="11" rx="2" style="${paint('#9aa4b2')}"/>`,
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
