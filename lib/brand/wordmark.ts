import { z } from 'zod';
import { ICON_SPRITE_PATH } from './icon-sprite';

/**
 * Vendors and customers wear one mark each (issue 49): their name, set in the site's type, beside a
 * symbol of what they sell, all in one ink (the text's colour), as the grey logo walls of Stripe or
 * Linear show customers. Never an imitation of a company's own logo (outside review, 7.7): the
 * symbol says the trade, the name says who. A vendor takes its category's symbol
 * (vendorCategorySymbols), a customer its trade's (content/case-studies/*.md). Filled shapes on a
 * 24 px grid, drawn once in the sprite (app/sprite.svg/route.ts).
 */
export const brandSymbols = {
  /** A pendant lamp: lighting, furniture and décor. */
  lamp: 'M11 1.5h2V7h-2ZM12 6.5c4.6 0 8.2 3.3 8.7 8.5H3.3c.5-5.2 4.1-8.5 8.7-8.5ZM9.2 16.5h5.6a2.8 2.8 0 0 1-5.6 0Z',
  /** A parcel: fulfillment networks and marketplaces. */
  parcel: 'M12 2.2 20.6 6.7 12 11.2 3.4 6.7ZM2.5 8.4l8.7 4.5v9.2l-8.7-4.5ZM21.5 8.4l-8.7 4.5v9.2l8.7-4.5Z',
  /** A heart: sexual wellness. */
  heart:
    'M12 21.2C5.2 16.6 2 12.8 2 8.7 2 5.5 4.4 3 7.5 3c1.9 0 3.5.9 4.5 2.4C13 3.9 14.6 3 16.5 3 19.6 3 22 5.5 22 8.7c0 4.1-3.2 7.9-10 12.5Z',
  /** A wheel: vehicle parts. */
  wheel:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 3.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm0 3.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  /** A cross: medical supplies. */
  cross: 'M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9Z',
  /** A paw: pet supplies. */
  paw: 'M12 12c3.3 0 6.2 3.6 6.2 6.3 0 2-1.6 3.2-3.4 3.2-1.3 0-1.9-.7-2.8-.7s-1.5.7-2.8.7c-1.8 0-3.4-1.2-3.4-3.2C5.8 15.6 8.7 12 12 12ZM2.8 10.2a2.2 2.6 0 1 0 4.4 0 2.2 2.6 0 1 0-4.4 0ZM16.8 10.2a2.2 2.6 0 1 0 4.4 0 2.2 2.6 0 1 0-4.4 0ZM6.8 5.8a2.3 2.8 0 1 0 4.6 0 2.3 2.8 0 1 0-4.6 0ZM12.6 5.8a2.3 2.8 0 1 0 4.6 0 2.3 2.8 0 1 0-4.6 0Z',
  /** A hanger: fashion and apparel. */
  hanger:
    'M12 2.5a3.2 3.2 0 0 1 1.9 5.8c-.5.3-.9.6-.9 1.1v.8l9 6c1 .7.6 2.3-.6 2.3H2.6c-1.2 0-1.6-1.6-.6-2.3l9-6V9.4c0-1.2.8-2 1.6-2.5a1.2 1.2 0 1 0-1.8-1H8.8a3.2 3.2 0 0 1 3.2-3.4ZM12 12.2l-6.4 4.3h12.8Z',
} as const;
export type BrandSymbol = keyof typeof brandSymbols;

/** Each vendor category's symbol: every vendor of a category wears it (lib/content/vendors.ts). */
export const vendorCategorySymbols = {
  Furniture: 'lamp',
  Marketplaces: 'parcel',
  Adult: 'heart',
  Automotive: 'wheel',
  'Medical Supplies': 'cross',
} as const satisfies Record<string, BrandSymbol>;
export type VendorCategoryName = keyof typeof vendorCategorySymbols;

export const brandLogoSchema = z.object({
  symbol: z.enum(Object.keys(brandSymbols) as [BrandSymbol, ...BrandSymbol[]]),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** A vendor's mark: its category's symbol. */
export const vendorLogo = (category: VendorCategoryName): BrandLogo => ({ symbol: vendorCategorySymbols[category] });

/** The symbol's id in the sprite, apart from the icons' ids. */
export const brandSymbolId = (symbol: BrandSymbol) => `brand-${symbol}`;
export const brandSymbolHref = (symbol: BrandSymbol) => `${ICON_SPRITE_PATH}#${brandSymbolId(symbol)}`;

/** Every symbol as a sprite symbol, filled with the colour of the text around it. */
export const brandSymbolSprite = (): string[] =>
  (Object.entries(brandSymbols) as [BrandSymbol, string][]).map(
    ([symbol, d]) =>
      `<symbol id="${brandSymbolId(symbol)}" viewBox="0 0 24 24" fill="currentColor" fill-rule="evenodd"><path d="${d}"/></symbol>`,
  );
