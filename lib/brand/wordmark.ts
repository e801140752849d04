import { z } from 'zod';
import { ICON_SPRITE_PATH } from './icon-sprite';

/**
 * Marks, and who may wear one. Vendors, Shopify and Amazon are real companies whose logos we may not
 * show, and a symbol invented for a real brand reads as a fake logo (outside review: "Shopify appears
 * as a magenta shop glyph and Amazon MCF as an orange box"). So a real brand is its name, set as type
 * in the site's sans at one weight (Wordmark, `vendorLogo`), and nothing posing as its mark. Only the
 * fictional stores of the case studies wear a symbol of their own: a small geometric shape hinting at
 * the trade (a barn with a lamp for a lighting store), built from discs, bars and triangles on a 24 px
 * grid, filled, cut by the even-odd rule, with no letters and no UI icon's shape (content/case-studies/*.md,
 * no two alike), drawn once in the sprite (app/sprite.svg/route.ts). A drawn product picture (Home's
 * dashboard scene) marks a vendor's row with a line drawing of what it supplies (a lamp, a parcel:
 * components/marketing/HeroSceneArt.tsx `supplyDrawings`), plainly not any company's logo.
 */
export const brandSymbols = {
  /** A barn with a pendant lamp cut out of it: a lighting store (a lone shade read as a generic icon). */
  barn: 'M12 1.5 22.5 9v13.5h-21V9ZM11.25 8h1.5v3.5h-1.5ZM8.5 11.5h7l2.5 6h-12Z',
  /** A tail curled round on itself to its tip: pet supplies (a paw read as a generic pet glyph: outside review). */
  tail: 'M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20ZM15 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 1 1 0-13ZM15 8a2.5 2.5 0 1 1 0 5 2.5 2.5 0 1 1 0-5Z',
  /** Two discs whose overlap is cut away: sexual wellness. */
  heart: 'M8.5 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14ZM15.5 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14Z',
  /** An open triangle, a hanger's outline: fashion and apparel. */
  hanger: 'M12 3 22 21H2Zm0 7.2L7.1 18h9.8Z',
  /** Three stacked loads, a supplier: the vendors' placeholder symbol, never drawn (`isTypeOnly`). */
  supplier: 'M2 16h20v5.5H2ZM5.5 9.5h13v5h-13ZM9 3h6v5H9Z',
} as const;
export type BrandSymbol = keyof typeof brandSymbols;

/**
 * A name's lettering: one family, as the customer walls of Stripe or Linear are (outside review:
 * monospace and italic names among sans ones read as "random fonts", improvised). Every name in the
 * site's sans, tight, as it is written (no forced capitals or lowercase), at one size and one ink.
 * A customer's weight is chosen in its content; every vendor's is the house's semibold (`vendorLogo`),
 * so no real brand's name is styled to look like its logo. Strict, so a face, italic or case trick
 * left in content fails the build.
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

/** A customer's own symbol: any but the vendors' row marker. */
export const customerSymbols = (Object.keys(brandSymbols) as BrandSymbol[]).filter((symbol) => symbol !== 'supplier');

export const brandLogoSchema = z.object({
  symbol: z.enum(customerSymbols as [BrandSymbol, ...BrandSymbol[]]),
  lettering: letteringSchema,
});
/** A mark as the loaders hand it on: its symbol and its whole lettering. */
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/**
 * Every vendor's mark, the same for all: its name as type at the house's weight. Its `supplier` symbol
 * and neutral `slate` tone only say so (`isTypeOnly`): a Wordmark never draws them.
 */
export const vendorLogo = { symbol: 'supplier', lettering: { weight: 'semibold' }, tone: 'slate' } as const;
/** A mark that is a name alone: a real company's (a vendor's, Shopify's, Amazon's). */
export const isTypeOnly = (logo: { symbol: BrandSymbol }) => logo.symbol === vendorLogo.symbol;

/** The symbol's id in the sprite, apart from the icons' ids. */
export const brandSymbolId = (symbol: BrandSymbol) => `brand-${symbol}`;
export const brandSymbolHref = (symbol: BrandSymbol) => `${ICON_SPRITE_PATH}#${brandSymbolId(symbol)}`;

/** Every symbol as a sprite symbol, filled with the colour of the text around it (white on a tile). */
export const brandSymbolSprite = (): string[] =>
  (Object.entries(brandSymbols) as [BrandSymbol, string][]).map(
    ([symbol, d]) =>
      `<symbol id="${brandSymbolId(symbol)}" viewBox="0 0 24 24" fill="currentColor" fill-rule="evenodd"><path d="${d}"/></symbol>`,
  );
