import { z } from 'zod';

/**
 * People wear illustrated portraits (issue 49): DiceBear's Notionists style, drawn when the site
 * builds (lib/brand/portrait-art.ts, app/people/[file]/route.ts), one SVG file per person that
 * every page showing them shares as an `<img>`. This module is what pages need: the address.
 */
export { PORTRAITS_PATH, portraitHref } from './portrait-href';

/**
 * One plate and one shirt for everyone, so the people read as one designed set (a team page's
 * illustration series) rather than a row of app avatars: the plate a soft brand-tinted neutral, the
 * shirt the brand's deep navy, the lines in ink. Only the face differs (skin, hair, beard, glasses).
 * Six pastel grounds with a shirt to match read as cartoon avatars (outside review).
 */
export const portraitPlate = { ground: '#e3eafc', shirt: '#1e3a8a' } as const;

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
 * Notionists' variant01-variant63, whether the person wears a beard or glasses, and their skin tone.
 */
export const portraitSchema = z
  .object({
    hair: z
      .string()
      .regex(/^variant(0[1-9]|[1-5]\d|6[0-3])$/, 'one of Notionists\u2019 hair variants, variant01 to variant63'),
    beard: z.boolean().default(false),
    glasses: z.boolean().default(false),
    skin: z.enum(keys(skinTones)),
  })
  // A choice the drawing no longer takes (the per-person `ground`) fails the build instead of lingering in content.
  .strict();
export type Portrait = z.infer<typeof portraitSchema>;
