import { z } from 'zod';
import { pageLinks } from '@/lib/site';

/** Pieces of frontmatter schemas that several kinds of content share. */

export const text = z.string().min(1);

export const pageKey = z.enum(Object.keys(pageLinks) as [keyof typeof pageLinks, ...(keyof typeof pageLinks)[]]);

/** A call to action names a page of lib/site.ts, never a raw address. */
export const ctaSchema = z.object({ label: text, page: pageKey }).transform(({ label, page }) => ({ label, href: pageLinks[page].href }));

export const closingCtaSchema = z.object({ title: text, text, primary: ctaSchema, secondary: ctaSchema, note: text.optional() });

export type ClosingCta = z.infer<typeof closingCtaSchema>;

/** A text with named gaps, such as "Connect {vendor} to your store.": each gap must be there. */
export const templateSchema = (...gaps: string[]) =>
  text.refine((value) => gaps.every((gap) => value.includes(`{${gap}}`)), { message: `must contain ${gaps.map((gap) => `{${gap}}`).join(' and ')}` });

/** Fills the gaps of a template: fillTemplate("About {vendor}", { vendor: "Nora" }) is "About Nora". */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (gap, name: string) => values[name] ?? gap);
}
