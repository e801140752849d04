import { z } from 'zod';
import { iconNames } from '@/lib/brand/icons';
import { contactSubjects } from '@/lib/forms/contact-fields';
import { pageLinks } from '@/lib/site/site';

/** Pieces of frontmatter schemas that several kinds of content share. */

export const text = z.string().min(1);

/** An icon named from lib/brand/icons.ts's content icons. */
export const iconName = z.enum(iconNames);

/** A card with an icon, a title and a short text (features, values, benefits). */
export const iconCardSchema = z.object({ icon: iconName, title: text, text });
export type IconCard = z.infer<typeof iconCardSchema>;

export const pageKey = z.enum(Object.keys(pageLinks) as [keyof typeof pageLinks, ...(keyof typeof pageLinks)[]]);

/**
 * A call to action names a page of lib/site/site.ts, never a raw address, and optionally a section
 * of it by element id ("plans": /pricing#plans; the link check holds the id to the built page). A
 * link to Contact may choose the form's subject ("Schedule Demo": /contact?subject=demo#contact-form),
 * so the visitor lands on the form with the reason they clicked already chosen.
 */
export const ctaSchema = z
  .object({
    label: text,
    page: pageKey,
    section: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .optional(),
    subject: z.enum(contactSubjects).optional(),
  })
  .refine(({ page, subject }) => !subject || page === 'contact', { message: 'a subject needs page: contact' })
  .transform(({ label, page, section, subject }) => {
    const query = subject ? `?subject=${subject}` : '';
    const hash = section ?? (subject ? 'contact-form' : '');
    return { label, href: `${pageLinks[page].href}${query}${hash ? `#${hash}` : ''}` };
  });

export const closingCtaSchema = z.object({
  title: text,
  text,
  primary: ctaSchema,
  /** A second way on; a page whose reader has one next step (About) leaves it out. */
  secondary: ctaSchema.optional(),
  note: text.optional(),
  /** A short checklist beside the text (the panel only): what this page's reader needs next. */
  points: z.array(text).max(4).optional(),
});

export type ClosingCta = z.infer<typeof closingCtaSchema>;

/** A text with named gaps, such as "Connect {vendor} to your store.": each gap must be there. */
export const templateSchema = (...gaps: string[]) =>
  text.refine((value) => gaps.every((gap) => value.includes(`{${gap}}`)), {
    message: `must contain ${gaps.map((gap) => `{${gap}}`).join(' and ')}`,
  });

/** Fills the gaps of a template: fillTemplate("About {vendor}", { vendor: "Nora" }) is "About Nora". */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (gap, name: string) => values[name] ?? gap);
}

/**
 * A calendar day such as 2026-10-02, read back as that ISO string. gray-matter turns an unquoted
 * YAML date into a Date; either way it must be a real day (2026-02-30 is refused).
 */
export const calendarDaySchema = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const iso =
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : String(value);
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    ctx.addIssue({ code: 'custom', message: 'expected a date such as 2026-10-02' });
    return z.NEVER;
  }
  return iso;
});

/** "2026-10-02" -> "October 2, 2026" (in UTC, so the day never shifts with the build machine's zone). */
export const formatCalendarDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A closing band whose words name the page's subject: every text of it filled, not only its title. */
export const fillClosingCta = (cta: ClosingCta, values: Record<string, string>): ClosingCta => ({
  ...cta,
  title: fillTemplate(cta.title, values),
  text: fillTemplate(cta.text, values),
  note: cta.note === undefined ? undefined : fillTemplate(cta.note, values),
});

/**
 * What a form's thank-you says next (components/forms/AfterSent.tsx): what happens next as steps, then pages to
 * read meanwhile; either may be left out.
 */
export const afterSentSchema = z
  .object({
    stepsTitle: text.optional(),
    steps: z
      .array(
        z.object({
          title: text,
          text: z.string().min(20),
          /** A button that opens the live chat, with these words. */
          chatButton: text.optional(),
        }),
      )
      .min(2)
      .optional(),
    readsTitle: text.optional(),
    reads: z
      .array(z.object({ href: z.string().startsWith('/'), title: text, text: z.string().min(20) }))
      .min(1)
      .optional(),
  })
  .refine(({ steps, stepsTitle }) => !steps === !stepsTitle, { message: 'steps need a stepsTitle' })
  .refine(({ reads, readsTitle }) => !reads === !readsTitle, { message: 'reads need a readsTitle' })
  .refine(({ steps, reads }) => steps || reads, { message: 'say what happens next, or what to read meanwhile' });

export type AfterSentText = z.infer<typeof afterSentSchema>;

/** The same, its {gaps} filled (a vendor page's, with the vendor's name). */
export function fillAfterSent(text: AfterSentText, values: Record<string, string>): AfterSentText {
  const fill = (template: string) => fillTemplate(template, values);
  return {
    ...text,
    steps: text.steps?.map((step) => ({ ...step, title: fill(step.title), text: fill(step.text) })),
    reads: text.reads?.map((read) => ({ ...read, title: fill(read.title), text: fill(read.text) })),
  };
}
