import { z } from 'zod';

/**
 * People wear illustrated portraits (issue 49): DiceBear's Notionists style, drawn when the site
 * builds (lib/brand/portrait-art.ts, app/people/[file]/route.ts), one SVG file per person that
 * every page showing them shares as an `<img>`. This module is what pages need: the address.
 */
export { PORTRAITS_PATH, portraitHref } from './portrait-href';

/**
 * The grounds a portrait stands on: soft tints around the brand blue, each with the shirt the person
 * wears on it, the same hue a few steps deeper (lib/brand/portrait-art.ts). Light enough for the
 * drawing's dark lines in both themes.
 */
export const portraitGrounds = {
  blue: { ground: '#dce8ff', shirt: '#6f95f7' },
  sky: { ground: '#d9eef8', shirt: '#4ba3d3' },
  violet: { ground: '#e6e1fa', shirt: '#8f7fe8' },
  mint: { ground: '#d8efe6', shirt: '#45a887' },
  peach: { ground: '#fbe3d4', shirt: '#e48a67' },
  sand: { ground: '#f5ead0', shirt: '#d6a446' },
} as const;

/** Skin tones, lightest to deepest: the face's fill under the drawing's lines. */
export const skinTones = {
  light: '#f9dcc9',
  fair: '#efc3a1',
  medium: '#d9a274',
  tan: '#b57a4f',
  deep: '#8a573a',
} as const;

const keys = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/**
 * What content chooses of a portrait (the rest follows from the name, its seed): the hair, one of
 * Notionists' variant01-variant63, whether the person wears a beard or glasses, their skin tone and
 * the ground they stand on (chosen per person, so people shown side by side stand on different ones).
 */
export const portraitSchema = z.object({
  hair: z
    .string()
    .regex(/^variant(0[1-9]|[1-5]\d|6[0-3])$/, 'one of Notionists\u2019 hair variants, variant01 to variant63'),
  beard: z.boolean().default(false),
  glasses: z.boolean().default(false),
  skin: z.enum(keys(skinTones)),
  ground: z.enum(keys(portraitGrounds)),
});
export type Portrait = z.infer<typeof portraitSchema>;
