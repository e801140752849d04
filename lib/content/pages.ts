import 'server-only';
import { z } from 'zod';
import { loadContentFile } from './load';
import { ctaSchema, text } from './schemas';

/** Pages of their own that are none of the other kinds: content/pages/<name>.md. */

const notFoundSchema = z.object({ text, homeLink: ctaSchema, docsLink: ctaSchema });

export type NotFoundContent = z.infer<typeof notFoundSchema>;

/** The words of the not-found page under its title, "Page Not Found". */
export function getNotFoundContent(): NotFoundContent {
  return loadContentFile('pages', 'not-found', notFoundSchema).data;
}
