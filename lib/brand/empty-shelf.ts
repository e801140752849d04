import { carton, goodsSketches, warmLight, type Sketch } from './sketches';

const fill = (token: string, mix?: number) =>
  mix === undefined
    ? `fill:var(--color-${token})`
    : `fill:color-mix(in srgb,var(--color-${token}) ${mix}%,transparent)`;
/** The rack's steel, the same grey as the warehouse rack of the goods' drawings. */
const steelGrey = '#7c8594';
const steel = `fill:${steelGrey}`;
/** Where each drawing of the goods (a 48 px tile's shapes) stands on the shelf, and its scale. */
const shelfGoods: [drawing: keyof typeof goodsSketches, x: number, y: number, scale: number][] = [
  ['vase', 47.6, 49.3, 1.35],
  ['candle', 207.6, 49.3, 1.35],
  ['giftbox', 104.8, 119.4, 1.3],
  ['bottle', 154.8, 119.4, 1.3],
  ['mailer', 208.8, 119.4, 1.3],
];
const placed = (x: number, y: number, scale: number, shapes: string, part = '') =>
  `<g${part && ` data-part="${part}"`} transform="translate(${x} ${y}) scale(${scale})">${shapes}</g>`;
/** The slots' shelf labels along the top board, each slot's middle; the third is the empty slot's. */
const slots = [80, 130, 186, 240];
const EMPTY = 2;

/**
 * The 404 page's drawing (components/layout/NotFoundContent.tsx), in the site's own: a store's shelf
 * stocked with the goods its vendors supply (the vendor directory's drawings, in their own colours, and
 * its kraft cartons), one slot on it empty, a dashed outline over a shelf label in the brand's blue, lit
 * by the matte black pendant over it: what was asked for is not on the shelf (a store, a dashed route
 * and a pin read as generic: outside review KK). The rack's ground and labels in the theme's tokens, so
 * both themes draw it; no words, figures or logos; nothing moves. From the sprite, as the other sketches:
 * drawn in the page it weighed 1.2 KB of its HTML, sent twice.
 */
export const emptyShelfSketch: Sketch = {
  id: 'emptyShelf',
  box: [320, 190],
  shapes:
    `<path d="M16 187h288" style="fill:none;stroke:var(--color-line);stroke-width:3;stroke-linecap:round"/>` +
    // The light cast down on the empty slot.
    `<path data-part="light" d="M173 38 158 106h56l-15-68z" style="${warmLight(0.4)}"/>` +
    `<g data-part="rack" style="${steel}">` +
    `<rect x="40" y="40" width="6" height="147" rx="2"/><rect x="274" y="40" width="6" height="147" rx="2"/>` +
    `<rect x="34" y="106" width="252" height="7" rx="2"/><rect x="34" y="174" width="252" height="7" rx="2"/></g>` +
    `<g data-part="goods">` +
    carton(112, 72, 32, 34) +
    carton(56, 140, 34, 34) +
    carton(63, 125, 20, 15) +
    shelfGoods.map(([drawing, x, y, scale]) => placed(x, y, scale, goodsSketches[drawing])).join('') +
    `</g>` +
    `<rect data-part="empty-slot" x="166" y="64" width="40" height="42" rx="4" style="${fill('brand-50', 60)};stroke:var(--color-brand-500);stroke-width:2.5;stroke-dasharray:5 6;stroke-linecap:round"/>` +
    slots
      .map((x, index) =>
        index === EMPTY
          ? `<rect data-part="slot-label" x="${x - 10}" y="109" width="20" height="10" rx="2" style="${fill('brand-500')}"/>`
          : `<rect x="${x - 10}" y="109" width="20" height="10" rx="2" style="${fill('surface-raised')};stroke:var(--color-line-control)"/>` +
            `<path d="M${x - 5} 114h10" style="fill:none;stroke:#7c8594;stroke-width:1.5;stroke-linecap:round"/>`,
      )
      .join('') +
    placed(
      154.8,
      0,
      1.3,
      goodsSketches.pendant +
        // Its cord and dome's rim in the rack's steel: in black alone, the lamp was almost lost on the dark
        // theme's navy (outside review ZZ2).
        `<path d="M24 0v15M11 30a13 14 0 0 1 26 0" style="fill:none;stroke:${steelGrey};stroke-width:.9"/>`,
      'pendant',
    ),
};
