import type * as icons from './icons';
import type { IconShape } from './icons';

/** Where the build writes the sprite of every icon (app/sprite.svg/route.ts). */
export const ICON_SPRITE_PATH = '/sprite.svg';

/** Each icon's id: its constant's name in lib/brand/icons.ts without "Icon" (tests/unit/icons.test.tsx holds them equal). */
export type IconId = {
  [K in keyof typeof icons]: (typeof icons)[K] extends IconShape ? (K extends `${infer Id}Icon` ? Id : never) : never;
}[keyof typeof icons];

/** The address of one icon's symbol. */
export const iconHref = (id: IconId) => `${ICON_SPRITE_PATH}#${id}`;

const isIconShape = (value: unknown): value is IconShape =>
  typeof value === 'object' && value !== null && typeof (value as IconShape).id === 'string' && 'd' in value;

/** Every icon among a module's exports (lib/brand/icons.ts), once each, in id order. */
export function iconsOf(exports: Record<string, unknown>): IconShape[] {
  const byId = new Map<string, IconShape>();
  for (const value of Object.values(exports))
    if (isIconShape(value)) {
      const seen = byId.get(value.id);
      if (seen && seen !== value) throw new Error(`icons: two icons share the id "${value.id}"`);
      byId.set(value.id, value);
    }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * One symbol per icon, carrying its own box, stroke and fill: a page's `<svg><use href="/sprite.svg#id">`
 * is then just the size and colour (currentColor inherits into the symbol). `extraSymbols` are
 * written as given (the brand mark, in its own colours).
 */
export function iconSprite(icons: readonly IconShape[], extraSymbols: readonly string[] = []): string {
  const symbols = icons.map((icon) => {
    const box = icon.box ?? 24;
    const paint = icon.filled
      ? 'fill="currentColor"'
      : `fill="none" stroke="currentColor" stroke-width="${icon.strokeWidth ?? 1.8}" stroke-linecap="round" stroke-linejoin="round"`;
    const accent = icon.accent ? `<path d="${icon.accent.d}" stroke-width="${icon.accent.strokeWidth}"/>` : '';
    return `<symbol id="${icon.id}" viewBox="0 0 ${box} ${box}" ${paint}><path d="${icon.d}"/>${accent}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...extraSymbols].join('')}</svg>\n`;
}
