import 'server-only';
import { z } from 'zod';
import { loadContentFile } from './load';
import { renderMarkdown } from './markdown';
import { afterSentSchema, ctaSchema, iconCardSchema, iconName } from './schemas';

/** The copy of the three form pages (content/forms/<slug>.md) and the forms' no-JavaScript note, frontmatter validated here. */

const formPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  /** Over the title; a page that opens with a way back instead (/application) has none. */
  eyebrow: z.string().min(1).optional(),
  heading: z.string().min(1),
  intro: z.string().min(1),
  formTitle: z.string().min(1),
  formIntro: z.string().min(1),
});

const contactPageSchema = formPageSchema.extend({
  /** Under the hero on a phone, before the support address (only when one is set): the channels come only after the long form there. */
  emailShortcut: z.string().min(1),
  channelsTitle: z.string().min(1),
  channels: z
    .array(
      z.object({
        icon: iconName,
        title: z.string().min(1),
        text: z.string().min(1),
        /** A button that opens the live chat, with these words. */
        chatButton: z.string().min(1).optional(),
        link: z.string().startsWith('/').optional(),
        linkText: z.string().optional(),
        /** Shows the support address as a mail link; with none set, `formLinkText` leading to the form (MailOrFormLink). */
        supportEmail: z.boolean().optional(),
        formLinkText: z.string().min(1).optional(),
        /** Who answers, by their faces ({names}: the chat's team, lib/chat/team.ts). */
        team: z.string().includes('{names}').optional(),
      }),
    )
    .min(2),
  /** Under the thank-you once the form is sent (AfterSent): what happens next, then pages to read meanwhile. */
  afterSent: afterSentSchema,
});

const customIntegrationsPageSchema = formPageSchema.extend({
  /** The hero's way straight to the form, and the reply promise beside it. */
  quoteAction: z.object({ label: z.string().min(1), note: z.string().min(1) }),
  /** The quote: the one-time fee of each kind of custom build (plans.md's) with what it covers, then what the quote settles. */
  quote: z.object({
    title: z.string().min(1),
    intro: z.string().min(1),
    fees: z.object({
      /** The fee list's accessible name. */
      label: z.string().min(1),
      /** Each fee with the case it applies in, a line, not a heading ("If your vendor has an API"). */
      items: z
        .array(z.object({ when: z.string().min(1), price: z.string().min(1), example: z.string().min(1) }))
        .length(2),
      /** Before each fee's example, a source of its kind ("Such as products.csv"). */
      exampleLead: z.string().min(1),
      note: z.string().min(20),
    }),
    /** Under the fees: the check before asking for a build (a listed vendor has no setup fee), with the way to the list. */
    listed: z.object({ text: z.string().min(20), link: ctaSchema }),
    items: z.array(iconCardSchema).length(3),
  }),
  scene: z.object({
    caption: z.string().min(1),
    sourcesTitle: z.string().min(1),
    sources: z
      .array(z.object({ kind: z.enum(['file', 'api']), name: z.string().min(1), detail: z.string().min(1) }))
      .length(2),
    mappingTitle: z.string().min(1),
    mappings: z
      .array(z.object({ from: z.string().min(1), to: z.string().min(1) }))
      .min(3)
      .max(6),
    store: z.string().min(1),
    storeNote: z.string().min(1),
  }),
  includes: z.object({
    title: z.string().min(1),
    items: z.array(z.object({ icon: iconName, title: z.string().min(1), text: z.string().min(20) })).min(2),
  }),
  /** Beside the form (before it on a phone): what happens once it is sent, in order. */
  afterSending: z.object({
    title: z.string().min(1),
    label: z.string().min(1),
    items: z.array(z.object({ when: z.string().min(1), title: z.string().min(1), text: z.string().min(20) })).min(2),
  }),
});

const applicationPageSchema = formPageSchema.extend({
  /** Under the thank-you: the way back to the roles, then pages to read before a first call (AfterSent). */
  afterSent: afterSentSchema.and(z.object({ back: z.string().min(1) })),
  /**
   * Beside Submit: who reads an application and what for, how long it is kept, as the Privacy Policy says,
   * how to have it deleted sooner (`ask`, a link to where such a request arrives) and the way to the policy.
   */
  privacyNote: z.object({
    text: z.string().min(40),
    ask: z.object({ text: z.string().min(5), label: z.string().min(3) }),
    link: ctaSchema,
  }),
});

export type ContactPage = z.infer<typeof contactPageSchema> & { html: string };
export type CustomIntegrationsPage = z.infer<typeof customIntegrationsPageSchema> & { html: string };
export type ApplicationPage = z.infer<typeof applicationPageSchema> & { html: string };

async function load<S extends z.ZodType>(slug: string, schema: S): Promise<z.infer<S> & { html: string }> {
  const { data, body } = loadContentFile('forms', slug, schema);
  const { html } = await renderMarkdown(body);
  return { ...(data as object), html } as z.infer<S> & { html: string };
}

export const getContactPage = (): Promise<ContactPage> => load('contact', contactPageSchema);
export const getCustomIntegrationsPage = (): Promise<CustomIntegrationsPage> =>
  load('custom-integrations', customIntegrationsPageSchema);
export const getApplicationPage = (): Promise<ApplicationPage> => load('application', applicationPageSchema);

/** Where the note names the address to write to instead (FormNoScriptNote makes it a mailto link). */
export const EMAIL_PLACEHOLDER = '{email}';

const noScriptSchema = z.object({
  note: z
    .string()
    .refine((note) => note.split(EMAIL_PLACEHOLDER).length === 2, `must contain ${EMAIL_PLACEHOLDER} exactly once`),
  /** The note when the address is unset (lib/site/mail-or-form.ts): no other form sends without JavaScript either. */
  noEmailNote: z.string().min(20),
});

/** The note under a form when JavaScript is off (content/forms/no-javascript.md), with an address and without. */
export const getNoScriptNote = (): z.infer<typeof noScriptSchema> =>
  loadContentFile('forms', 'no-javascript', noScriptSchema).data;
