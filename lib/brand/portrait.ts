import { z } from 'zod';

/**
 * People wear illustrated portraits (issue 49): DiceBear's Notionists style, drawn when the site
 * builds (lib/brand/portrait-art.ts, app/people/[file]/route.ts), one SVG file per person that
 * every page showing them shares as an `<img>`. This module is what pages need: the address.
 */
export { PORTRAITS_PATH, portraitHref } from './portrait-href';

/**
 * One treatment for everyone, so the people read as one editorial illustration set rather than a row
 * of app avatars: the drawing's lines in the site's ink on a pale plate (brand-50, a tile that reads on white at 40 px)
 * and one arch behind every figure (brand-200, the niche an editorial portrait stands in). What differs is
 * the person: the face (hair, beard, glasses, a skin tone softened towards the plate) and what they wear
 * (`outfits`, `outfitColours`). One white shirt on everyone and the same three "sparkle" strokes off every
 * head made four people read as one template (outside review); a pale disc behind a centred head read as
 * cartoon avatars (outside reviews, the last KK).
 */
export const portraitPlate = { ground: '#eef4ff', disc: '#bfd4ff', ink: '#0f1b3d' } as const;

/**
 * The same set in the dark theme: a ground in the dark theme's own tones (its raised surface), the
 * arch a light periwinkle, wide enough to sit behind the whole head, so the ink of the hair and lines
 * stands off it (on a navy disc one step lighter than the ground, dark hair disappeared into the tile and
 * small faces lost their outlines: outside review). The clothes keep their colours: muted mid-tones, they
 * glare from neither plate. The file switches
 * by `prefers-color-scheme`, which a browser answers for an SVG `<img>` from the page's `color-scheme`
 * (html.dark sets it), so the site's theme switch turns it.
 */
export const portraitPlateDark = { ground: '#18223d', disc: '#8ea3d8' } as const;

/** How far each skin tone is softened towards the plate, so the face reads as a tint under the lines. */
export const skinSoftening = 0.35;

/** Skin tones, lightest to deepest: the face's fill under the drawing's lines. */
export const skinTones = {
  light: '#f9dcc9',
  fair: '#efc3a1',
  medium: '#d9a274',
  tan: '#b57a4f',
  deep: '#8a573a',
} as const;

/**
 * What a person wears: Notionists' tops drawn in line with plain fills (the ones with solid black
 * panels or printed motifs read as stickers, and their black vanished on the dark plate).
 */
export const outfits = {
  shirt: 'variant14',
  tee: 'variant01',
  jacket: 'variant07',
  overshirt: 'variant05',
  openCollar: 'variant13',
  crewneck: 'variant21',
  hoodie: 'variant23',
  workShirt: 'variant25',
} as const;

/** The clothes' colours: muted, so a face stays the first thing seen, and apart from the blue arch. */
export const outfitColours = {
  sage: '#a9cbb4',
  clay: '#e3ac8f',
  mustard: '#e9c874',
  plum: '#c4a8d4',
  teal: '#86c2c0',
  rose: '#eab3bd',
  sand: '#dccbb0',
  slate: '#9aa7bd',
} as const;

const keys = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/**
 * What content chooses of a portrait (the rest follows from the name, its seed): the hair, one of
 * Notionists' variant01-variant63, whether the person wears a beard or glasses, their skin tone, and
 * what they wear and in which colour (without these, the name picks, so no two customers dress alike by default).
 */
export const portraitSchema = z
  .object({
    hair: z
      .string()
      .regex(/^variant(0[1-9]|[1-5]\d|6[0-3])$/, 'one of Notionists\u2019 hair variants, variant01 to variant63'),
    beard: z.boolean().default(false),
    glasses: z.boolean().default(false),
    skin: z.enum(keys(skinTones)),
    outfit: z.enum(keys(outfits)).optional(),
    colour: z.enum(keys(outfitColours)).optional(),
  })
  // A choice the drawing no longer takes (the per-person `ground`) fails the build instead of lingering in content.
  .strict();
export type Portrait = z.infer<typeof portraitSchema>;
