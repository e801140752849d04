import { z } from 'zod';

/**
 * People wear illustrated portraits (issue 49): DiceBear's Notionists style, drawn when the site
 * builds (lib/brand/portrait-art.ts, app/people/[file]/route.ts), one SVG file per person that
 * every page showing them shares as an `<img>`. This module is what pages need: the address.
 */
export { PORTRAITS_PATH, portraitHref } from './portrait-href';

/**
 * What content chooses of a portrait (the rest follows from the name, its seed): the hair, one of
 * Notionists' variant01-variant63, and whether the person wears a beard or glasses.
 */
export const portraitSchema = z.object({
  hair: z
    .string()
    .regex(/^variant(0[1-9]|[1-5]\d|6[0-3])$/, 'one of Notionists\u2019 hair variants, variant01 to variant63'),
  beard: z.boolean().default(false),
  glasses: z.boolean().default(false),
});
export type Portrait = z.infer<typeof portraitSchema>;
