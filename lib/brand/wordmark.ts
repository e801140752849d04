import { z } from 'zod';
import { ICON_SPRITE_PATH } from './icon-sprite';

/**
 * Vendors and customers wear wordmarks (issue 49): their name set as a logo beside a simple symbol,
 * never coloured initials. Content picks each brand's symbol and type (content/vendors/index.md,
 * content/case-studies/*.md); the colour comes from the identity system (lib/brand/identity.ts).
 * The symbols are filled shapes on a 24 px grid, drawn once in the sprite (app/sprite.svg/route.ts).
 */
export const brandSymbols = {
  arc: 'M2 18a10 10 0 0 1 20 0h-4a6 6 0 0 0-12 0Zm7.5 0a2.5 2.5 0 0 1 5 0Z',
  leaf: 'M4 20C4 10 10 4 20 4c0 10-6 16-16 16Zm2.5-2.5 8-8-1-1-8 8Z',
  drop: 'M12 2.5c4 5 6.5 8.5 6.5 12a6.5 6.5 0 0 1-13 0c0-3.5 2.5-7 6.5-12Z',
  spark: 'M12 2c.9 5.4 4.6 9.1 10 10-5.4.9-9.1 4.6-10 10-.9-5.4-4.6-9.1-10-10 5.4-.9 9.1-4.6 10-10Z',
  hex: 'M12 2l8.7 5v10L12 22l-8.7-5V7Zm0 5.5L8.1 9.75v4.5L12 16.5l3.9-2.25v-4.5Z',
  wave: 'M2 8.5c3.3-3 6.7-3 10 0s6.7 3 10 0v4.5c-3.3 3-6.7 3-10 0s-6.7-3-10 0Zm0 8c3.3-3 6.7-3 10 0s6.7 3 10 0V20c-3.3 3-6.7 3-10 0s-6.7-3-10 0Z',
  orbit:
    'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19Zm0 3.5a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 3.25a2.75 2.75 0 1 1 0 5.5 2.75 2.75 0 0 1 0-5.5Z',
  blocks: 'M3 3h8v8H3Zm10 0h8v8h-8ZM3 13h8v8H3Zm14 0a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  peak: 'M1.5 20.5 9 6l4.2 8 3-4.5 6.3 11Z',
  bloom:
    'M12 12c0-6 2-10 5-10s5 2 5 5-4 5-10 5Zm0 0c0 6-2 10-5 10s-5-2-5-5 4-5 10-5Zm0 0c-6 0-10-2-10-5s2-5 5-5 5 4 5 10Zm0 0c6 0 10 2 10 5s-2 5-5 5-5-4-5-10Z',
  chevron: 'M2 4h6.5l6 8-6 8H2l6-8Zm9.5 0H16l6 8-6 8h-4.5l6-8Z',
  diamond: 'M12 1.5 22.5 12 12 22.5 1.5 12Zm0 5.5L7 12l5 5 5-5Z',
  half: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 3v14a7 7 0 0 0 0-14Z',
  triad:
    'M12 2.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm-5.5 9.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm11 0a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
} as const;
export type BrandSymbol = keyof typeof brandSymbols;

/** How the name is set: each a different logotype, so two brands side by side read as two brands. */
export const wordmarkTypes = ['bold', 'caps', 'light', 'serif'] as const;
export type WordmarkType = (typeof wordmarkTypes)[number];

export const brandLogoSchema = z.object({
  symbol: z.enum(Object.keys(brandSymbols) as [BrandSymbol, ...BrandSymbol[]]),
  type: z.enum(wordmarkTypes),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** The symbol's id in the sprite, apart from the icons' ids. */
export const brandSymbolId = (symbol: BrandSymbol) => `brand-${symbol}`;
export const brandSymbolHref = (symbol: BrandSymbol) => `${ICON_SPRITE_PATH}#${brandSymbolId(symbol)}`;

/** Every symbol as a sprite symbol, filled with the colour of the wordmark that uses it. */
export const brandSymbolSprite = (): string[] =>
  (Object.entries(brandSymbols) as [BrandSymbol, string][]).map(
    ([symbol, d]) =>
      `<symbol id="${brandSymbolId(symbol)}" viewBox="0 0 24 24" fill="currentColor" fill-rule="evenodd"><path d="${d}"/></symbol>`,
  );
