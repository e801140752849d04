import 'server-only';
import { z } from 'zod';
import { loadContentFile } from './load';
import { pageLinks } from '@/lib/site/site';
import { ctaSchema, iconName, pageKey, text } from './schemas';

/** Pages of their own that are none of the other kinds: content/pages/<name>.md. */

const notFoundSchema = z.object({
  text,
  /** Above the address asked for, which the page's script writes in (lib/first-paint/not-found.ts). */
  requestedLabel: text,
  homeLink: ctaSchema,
  /** Beside Back to Home: for a visitor who followed one of our own links here. */
  reportLink: ctaSchema,
  searchLabel: text,
  searchPlaceholder: text,
  popularTitle: text,
  /** The destinations in titled groups, each with its line. */
  popular: z
    .array(
      z.object({
        title: text,
        links: z
          .array(
            z.object({ page: pageKey, icon: iconName, text }).transform(({ page, icon, text }) => ({
              title: pageLinks[page].title,
              href: pageLinks[page].href,
              icon,
              text,
            })),
          )
          .min(2),
      }),
    )
    .min(2),
  /** Above the live vendors, on a missing vendor's page. */
  liveVendorsTitle: text,
  /** Under the live vendors: the way to one that is not among them. */
  vendorRequest: z.object({ text, link: ctaSchema }),
  /** For "Did you mean": a word people type (docs) and the words of the address it stands for (documentation). */
  aliases: z.record(z.string().regex(/^[a-z0-9]+$/), z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
});

export type NotFoundContent = z.infer<typeof notFoundSchema>;

/** The words of the not-found page under its title, "Page Not Found". */
export function getNotFoundContent(): NotFoundContent {
  return loadContentFile('pages', 'not-found', notFoundSchema).data;
}
