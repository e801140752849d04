import { z } from 'zod';
import { ICON_SPRITE_PATH } from './icon-sprite';

/**
 * Vendors and customers wear one mark each (issue 49): their name, set in the site's type, beside a
 * symbol of what they make or sell, all in one ink (the text's colour), as the grey logo walls of
 * Stripe or Linear show customers. Never an imitation of a company's own logo (outside review, 7.7):
 * the symbol says the trade, the name says who. Each vendor has a symbol of its own
 * (content/vendors/index.md: seventeen vendors, seventeen symbols, checked by lib/content/vendors.ts),
 * drawn from what it makes: the chandelier maker a chandelier, the fan maker a fan. A customer takes
 * its trade's (content/case-studies/*.md). One drawing style: filled shapes on a 24 px grid, no
 * letters, cut-outs by the even-odd rule, drawn once in the sprite (app/sprite.svg/route.ts).
 * The same mark everywhere: Home's wall, the directory's cards, a vendor's page. A white symbol on a
 * coloured tile read as an app icon standing in for the company's logo (outside review, round 19);
 * the symbol sits in a quiet outlined tile of the same ink instead, and the name's lettering
 * (brandLetterings) differs from vendor to vendor.
 */
export const brandSymbols = {
  /** A pendant lamp: lighting, furniture and décor. */
  lamp: 'M11 1.5h2V7h-2ZM12 6.5c4.6 0 8.2 3.3 8.7 8.5H3.3c.5-5.2 4.1-8.5 8.7-8.5ZM9.2 16.5h5.6a2.8 2.8 0 0 1-5.6 0Z',
  /** A parcel: order fulfillment. */
  parcel: 'M12 2.2 20.6 6.7 12 11.2 3.4 6.7ZM2.5 8.4l8.7 4.5v9.2l-8.7-4.5ZM21.5 8.4l-8.7 4.5v9.2l8.7-4.5Z',
  /** A heart: sexual wellness. */
  heart:
    'M12 21.2C5.2 16.6 2 12.8 2 8.7 2 5.5 4.4 3 7.5 3c1.9 0 3.5.9 4.5 2.4C13 3.9 14.6 3 16.5 3 19.6 3 22 5.5 22 8.7c0 4.1-3.2 7.9-10 12.5Z',
  /** A wheel: wheels and tires. */
  wheel:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 3.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm0 3.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  /** A cross: medical-surgical supplies. */
  cross: 'M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9Z',
  /** A paw: pet supplies. */
  paw: 'M12 12c3.3 0 6.2 3.6 6.2 6.3 0 2-1.6 3.2-3.4 3.2-1.3 0-1.9-.7-2.8-.7s-1.5.7-2.8.7c-1.8 0-3.4-1.2-3.4-3.2C5.8 15.6 8.7 12 12 12ZM2.8 10.2a2.2 2.6 0 1 0 4.4 0 2.2 2.6 0 1 0-4.4 0ZM16.8 10.2a2.2 2.6 0 1 0 4.4 0 2.2 2.6 0 1 0-4.4 0ZM6.8 5.8a2.3 2.8 0 1 0 4.6 0 2.3 2.8 0 1 0-4.6 0ZM12.6 5.8a2.3 2.8 0 1 0 4.6 0 2.3 2.8 0 1 0-4.6 0Z',
  /** A hanger: fashion and apparel. */
  hanger:
    'M12 2.5a3.2 3.2 0 0 1 1.9 5.8c-.5.3-.9.6-.9 1.1v.8l9 6c1 .7.6 2.3-.6 2.3H2.6c-1.2 0-1.6-1.6-.6-2.3l9-6V9.4c0-1.2.8-2 1.6-2.5a1.2 1.2 0 1 0-1.8-1H8.8a3.2 3.2 0 0 1 3.2-3.4ZM12 12.2l-6.4 4.3h12.8Z',
  /** A recessed downlight in the ceiling, its beam below: recessed and track lighting. */
  downlight:
    'M2 2.5h20V5H2ZM6.5 5h11L16 11H8ZM11 13h2v7.5h-2ZM6.6 12l1.8 1-3.5 6.5-1.8-1ZM17.4 12l-1.8 1 3.5 6.5 1.8-1Z',
  /** A globe pendant on its cord: contemporary light fixtures. */
  globe: 'M9 1.5h6V3H9ZM11.3 3h1.4v4.5h-1.4ZM12 7.5a7 7 0 1 1 0 14 7 7 0 0 1 0-14ZM7 15h10v1.3H7Z',
  /** A ceiling fan seen from below, three blades round the motor: ceiling fans. */
  fan: 'M12 10.6C9.4 10 8.4 6.7 9.4 4.6 10.1 3.2 13.9 3.2 14.6 4.6 15.6 6.7 14.6 10 12 10.6ZM14.42 14.8C16.24 12.85 19.6 13.63 20.92 15.55 21.78 16.85 19.88 20.15 18.32 20.05 16 19.87 13.64 17.35 14.42 14.8ZM9.58 14.8C10.36 17.35 8 19.87 5.68 20.05 4.12 20.15 2.22 16.85 3.08 15.55 4.4 13.63 7.76 12.85 9.58 14.8ZM12 11a2.4 2.4 0 1 1 0 4.8 2.4 2.4 0 0 1 0-4.8Z',
  /** A vase: home décor and accent pieces. */
  vase: 'M8.5 2h7v1.8h-1.2v2.8c2.9 1.3 4.9 4 4.9 7.4 0 3.7-2.4 6.6-4.7 8H9.5c-2.3-1.4-4.7-4.3-4.7-8 0-3.4 2-6.1 4.9-7.4V3.8H8.5Z',
  /** An LED ring pendant on its cord: modern LED lighting. */
  ring: 'M11.2 1.5h1.6v9h-1.6ZM12 10.5c5.2 0 9.5 2 9.5 4.5s-4.3 4.5-9.5 4.5-9.5-2-9.5-4.5 4.3-4.5 9.5-4.5Zm0 2.3c-3.7 0-6.8 1-6.8 2.2s3.1 2.2 6.8 2.2 6.8-1 6.8-2.2-3.1-2.2-6.8-2.2Z',
  /** A chandelier: arms with candles round a crystal drop. */
  chandelier:
    'M11.2 1.5h1.6v3.5h-1.6ZM9.8 5h4.4l-.5 7.5h-3.4ZM2.5 9h2.2v2c0 .9.4 1.5 1.5 1.5h11.6c1.1 0 1.5-.6 1.5-1.5V9h2.2v2c0 2.2-1.3 3.7-3.7 3.7H6.2c-2.4 0-3.7-1.5-3.7-3.7ZM2.5 5.5h2.2V9H2.5ZM19.3 5.5h2.2V9h-2.2ZM12 15.7l1.9 2.9-1.9 3.4-1.9-3.4ZM6 15.7l1.4 2.1L6 20.2l-1.4-2.4ZM18 15.7l1.4 2.1-1.4 2.4-1.4-2.4Z',
  /** A table: solid-wood furniture. */
  table: 'M2 6h20v2.5H2ZM4 8.5h2.2v12H4ZM17.8 8.5H20v12h-2.2ZM6.2 8.5h11.6v1.8H6.2Z',
  /** A storefront under its awning: store-to-store supply. */
  storefront:
    'M4 3h16l2 5a2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0ZM4 12h16v9.5H4Zm6 3.5v6h4v-6Z',
  /** A riding helmet with its visor: powersports parts and gear. */
  helmet: 'M3 19.5V13a9 8.5 0 0 1 18 0v6.5ZM12.5 10.5h7.2v4h-7.2Z',
  /** An adhesive bandage: medical and personal care supplies. */
  bandage:
    'M4.58 13.77 13.77 4.58A4 4 0 0 1 19.42 10.23L10.23 19.42A4 4 0 0 1 4.58 13.77ZM7.76 12.71 12.71 7.76 16.24 11.29 11.29 16.24ZM9.7 13.2a.9.9 0 1 1 1.3-1.3.9.9 0 0 1-1.3 1.3ZM11.8 11.1a.9.9 0 1 1 1.3-1.3.9.9 0 0 1-1.3 1.3ZM10.9 14.4a.9.9 0 1 1 1.3-1.3.9.9 0 0 1-1.3 1.3ZM13 12.3a.9.9 0 1 1 1.3-1.3.9.9 0 0 1-1.3 1.3Z',
  /** A delivery truck: drop shipping to your customers. */
  truck:
    'M1.5 5h13v11h-13ZM15.5 8h4l3 4v4h-7ZM16.5 9.2h2.5l2 2.6h-4.5ZM6 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM18 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  /** A wrapped gift: products for retailers and home parties. */
  gift: 'M11 7.5C9 7.5 6.5 6.8 6.5 4.8c0-1.3 1-2 2.1-1.8 1.4.3 2.4 2.4 2.4 4.5ZM13 7.5c2 0 4.5-.7 4.5-2.7 0-1.3-1-2-2.1-1.8-1.4.3-2.4 2.4-2.4 4.5ZM3 8h8v4H3ZM13 8h8v4h-8ZM4.5 13H11v8.5H4.5ZM13 13h6.5v8.5H13Z',
  /** A drop: personal care and wellness products. */
  drop: 'M12 2c3.5 4.6 7 8.6 7 12.5a7 7 0 0 1-14 0C5 10.6 8.5 6.6 12 2Zm-3.5 12.5c0 2 1.3 3.6 3 4.1l.4-1.3c-1.1-.4-1.9-1.5-1.9-2.8Z',
  /** A warehouse with its loading door: full-line distribution. */
  warehouse: 'M2 9 12 3l10 6v12.5H2Zm5 4v8.5h10V13ZM8.2 14.3h7.6v1.3H8.2ZM8.2 16.9h7.6v1.3H8.2Z',
} as const;
export type BrandSymbol = keyof typeof brandSymbols;

/**
 * How a brand's name is set, in the site's one typeface and the text's colour, so that no two
 * neighbours on a wall read alike (outside review: "a generic icon plus a bold word"): `split`, its
 * first word bold and its descriptor regular (Oxygen Lighting); `solid`, bold throughout and tight;
 * `spaced`, semibold and open-tracked, as an engraved name is; `light`, medium and tight.
 */
export const brandLetterings = {
  split: { lead: 'font-bold tracking-tight', rest: 'font-normal' },
  solid: { lead: 'font-bold tracking-tight', rest: '' },
  spaced: { lead: 'font-semibold tracking-wide', rest: '' },
  light: { lead: 'font-medium tracking-tight', rest: 'font-normal' },
} as const;
export type BrandLettering = keyof typeof brandLetterings;

export const brandLogoSchema = z.object({
  symbol: z.enum(Object.keys(brandSymbols) as [BrandSymbol, ...BrandSymbol[]]),
  lettering: z.enum(Object.keys(brandLetterings) as [BrandLettering, ...BrandLettering[]]).default('split'),
});
/** A mark as written in content: its lettering may be left to the default. */
export type BrandLogo = z.input<typeof brandLogoSchema>;

/** The symbol's id in the sprite, apart from the icons' ids. */
export const brandSymbolId = (symbol: BrandSymbol) => `brand-${symbol}`;
export const brandSymbolHref = (symbol: BrandSymbol) => `${ICON_SPRITE_PATH}#${brandSymbolId(symbol)}`;

/** Every symbol as a sprite symbol, filled with the colour of the text around it. */
export const brandSymbolSprite = (): string[] =>
  (Object.entries(brandSymbols) as [BrandSymbol, string][]).map(
    ([symbol, d]) =>
      `<symbol id="${brandSymbolId(symbol)}" viewBox="0 0 24 24" fill="currentColor" fill-rule="evenodd"><path d="${d}"/></symbol>`,
  );
