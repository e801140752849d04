import { z } from 'zod';
import { ICON_SPRITE_PATH } from './icon-sprite';

/**
 * Vendors and customers wear one mark each (issue 49): a small geometric symbol drawn for the mark
 * beside its name, set in the site's type. In a list or a logo wall (Home's wall and customer strip, a
 * pill, a quote's signature) the symbol is in one ink, the text's colour, as the grey logo walls of
 * Stripe or Linear show customers; where a brand is presented on its own (a directory card, a vendor's
 * hero, a case study's glance) the same symbol is drawn white on the brand's tile, its colour
 * (components/ui/BrandTile.tsx, lib/brand/identity.ts), as integration directories show each partner:
 * small and monochrome beside a name, a symbol alone read as a UI icon (outside review). Never an
 * imitation of a company's own logo: the shapes only hint at the trade (a crystal's facets for the
 * chandelier maker, a honeycomb cell for Honey's Place). Pictograms of lamps, parcels and trucks read
 * as stock icons beside a word (outside review), so every symbol is built from the same few primitives
 * (discs, bars, triangles, quarter circles) on a 24 px grid, filled, cut by the even-odd rule, with no
 * letters and no UI icon's shape. Each brand has a symbol of its own (content/vendors/index.md:
 * seventeen vendors, seventeen symbols, checked by lib/content/vendors.ts; a customer's in
 * content/case-studies/*.md), drawn once in the sprite (app/sprite.svg/route.ts).
 */
export const brandSymbols = {
  /** A pendant's shade on its stem: a lighting store. */
  lamp: 'M11 2h2v6h-2ZM7 8h10l4.5 10h-19Z',
  /** A pad and three toes: pet supplies. */
  paw: 'M12 11a7 7 0 0 1 7 7v3.5H5V18a7 7 0 0 1 7-7ZM4.5 5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM12 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM19.5 5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  /** Two discs whose overlap is cut away: sexual wellness. */
  heart: 'M8.5 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14ZM15.5 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14Z',
  /** An open triangle, a hanger's outline: fashion and apparel. */
  hanger: 'M12 3 22 21H2Zm0 7.2L7.1 18h9.8Z',
  /** A ceiling bar over a bowl: recessed and track lighting. */
  downlight: 'M2.5 3.5h19V7h-19ZM3 9.5h18a9 9 0 0 1-18 0Z',
  /** A ring with a small disc beside it: contemporary light fixtures. */
  globe:
    'M10 6a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM19.5 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  /** Two long and two short quarter circles, a turning blade: ceiling fans. */
  fan: 'M12 12V2A10 10 0 0 1 22 12ZM12 12v10A10 10 0 0 1 2 12ZM12 12H6a6 6 0 0 1 6-6ZM12 12h6a6 6 0 0 1-6 6Z',
  /** An open arch: home décor. */
  vase: 'M4 22V11a8 8 0 0 1 16 0v11Zm4-3.5h8V11a4 4 0 0 0-8 0Z',
  /** A flat ring: LED ring lighting. */
  ring: 'M12 4.5c5.5 0 10 3.4 10 7.5s-4.5 7.5-10 7.5S2 16.1 2 12s4.5-7.5 10-7.5Zm0 3.7c-3.8 0-6.6 1.7-6.6 3.8s2.8 3.8 6.6 3.8 6.6-1.7 6.6-3.8-2.8-3.8-6.6-3.8Z',
  /** A cut crystal, crown over pavilion: chandeliers. */
  chandelier: 'M7 3h10l4.5 6H2.5ZM2.5 10.5h19L12 22Z',
  /** Two squares, one set over the other: a pair of makers' names (James+James). */
  table: 'M2.5 2.5h12v12h-12ZM9.5 9.5h12v12h-12Zm2 2v3h3v-3Z',
  /** A cube in three faces: order fulfillment. */
  parcel: 'M12 2.2 20.6 6.7 12 11.2 3.4 6.7ZM2.5 8.4l8.7 4.5v9.2l-8.7-4.5ZM21.5 8.4l-8.7 4.5v9.2l8.7-4.5Z',
  /** A scalloped awning over a counter: store-to-store supply. */
  storefront: 'M2 3h20v6a3.33 3.33 0 0 1-6.67 0 3.33 3.33 0 0 1-6.66 0A3.33 3.33 0 0 1 2 9ZM4 14h16v7.5H4Z',
  /** A dome with a visor cut: powersports parts and gear. */
  helmet: 'M2.5 20v-6a9.5 9.5 0 0 1 19 0v6Zm9.5-9v3.5h9V11Z',
  /** A disc with four holes round its centre: wheels and tires. */
  wheel:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 3a1.8 1.8 0 1 0 0 3.6A1.8 1.8 0 0 0 12 5Zm-5 6.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6Zm10 0a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM12 15.4a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6Z',
  /** A capsule in two halves: medical and personal care supplies. */
  bandage: 'M8 5h3.2v14H8a7 7 0 0 1 0-14ZM12.8 5H16a7 7 0 0 1 0 14h-3.2Z',
  /** Four squares round an empty centre, a cross: medical-surgical supplies. */
  cross: 'M9 2h6v6H9ZM2 9h6v6H2ZM16 9h6v6h-6ZM9 16h6v6H9Z',
  /** Two slanted bars, moving: drop shipping to your customers. */
  truck: 'M6 4h9l-4 16H2ZM17 4h5l-4 16h-5Z',
  /** A bow over a box: gifts and party products. */
  gift: 'M2.5 3 12 8.5 21.5 3v11L12 8.5 2.5 14ZM4 15.5h16V21H4Z',
  /** A honeycomb cell: Honey's Place. */
  drop: 'M12 1.5 21.1 6.75v10.5L12 22.5 2.9 17.25V6.75Zm0 5.2-4.6 2.65v5.3L12 17.3l4.6-2.65v-5.3Z',
  /** Three stacked bars, a pallet load: full-line distribution. */
  warehouse: 'M2 16h20v5.5H2ZM5.5 9.5h13v5h-13ZM9 3h6v5H9Z',
} as const;
export type BrandSymbol = keyof typeof brandSymbols;

/**
 * Each brand's lettering: one family, as the customer walls of Stripe or Linear are (outside review:
 * monospace and italic names among sans ones read as "random fonts", improvised). Every name in the
 * site's sans, tight, as it is written (no forced capitals or lowercase), at one size and one ink;
 * a brand differs by its symbol and by its weight, chosen in its content where the name warrants it
 * (a short name bold, a long one medium). Strict, so a face, italic or case trick left in content fails the build.
 */
const weights = { medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold' } as const;

export const letteringSchema = z
  .object({
    weight: z.enum(Object.keys(weights) as [keyof typeof weights, ...(keyof typeof weights)[]]).default('semibold'),
  })
  .strict();
export type Lettering = z.infer<typeof letteringSchema>;

/** The lettering's utility classes. */
export const letteringClassName = (lettering: Lettering) => `tracking-tight ${weights[lettering.weight]}`;

/**
 * The names of a list whose marks are drawn alike (a loader's check): every mark shares the family's
 * lettering, so two brands are told apart by their symbols, which must differ.
 */
export function sameMark(brands: { name: string; logo: { symbol: BrandSymbol } }[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { name, logo } of brands) {
    const other = seen.get(logo.symbol);
    if (other) problems.push(`${name} and ${other} share the symbol "${logo.symbol}"`);
    else seen.set(logo.symbol, name);
  }
  return problems;
}

export const brandLogoSchema = z.object({
  symbol: z.enum(Object.keys(brandSymbols) as [BrandSymbol, ...BrandSymbol[]]),
  lettering: letteringSchema,
});
/** A mark as the loaders hand it on: its symbol and its whole lettering. */
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** The symbol's id in the sprite, apart from the icons' ids. */
export const brandSymbolId = (symbol: BrandSymbol) => `brand-${symbol}`;
export const brandSymbolHref = (symbol: BrandSymbol) => `${ICON_SPRITE_PATH}#${brandSymbolId(symbol)}`;

/** Every symbol as a sprite symbol, filled with the colour of the text around it (white on a tile). */
export const brandSymbolSprite = (): string[] =>
  (Object.entries(brandSymbols) as [BrandSymbol, string][]).map(
    ([symbol, d]) =>
      `<symbol id="${brandSymbolId(symbol)}" viewBox="0 0 24 24" fill="currentColor" fill-rule="evenodd"><path d="${d}"/></symbol>`,
  );
