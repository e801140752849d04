import 'server-only';
import { z } from 'zod';
import {
  categoryTitle,
  docCategories,
  docCategoryIds,
  docSidebarLinks,
  type DocCategoryId,
} from '@/lib/docs/categories';
import { markdownToPlainText } from '@/lib/docs/plain-text';
import { countWords, readingTimeLabel } from '@/lib/docs/reading-time';
import type { DocSummary } from '@/lib/docs/list-filter';
import { apiCallHref, apiLimitsHref, apiReferenceHref, docCategoryHref, docHref } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';
import { sampleRequest, type SampleRequest } from '@/lib/docs/api-samples';
import { loadContentDir, loadContentFile } from './load';
import { renderMarkdown, type CodeBlock, type Heading } from './markdown';
import { calendarDaySchema, ctaSchema, iconName, pageKey, templateSchema, text } from './schemas';

const DOCS_DIR = 'docs';

/**
 * Where a calculator or a drawn screenshot sits inside an article: an HTML comment on its own line
 * in the Markdown (`<!-- calculator:price-rule -->`, `<!-- figure:shopify-settings -->`).
 */
const partMarker = /<!--\s*(calculator|figure|sample|code):([a-z0-9-]+)\s*-->/;
const calculatorKinds = ['price-rule', 'quantity-delta'] as const;
type CalculatorKind = (typeof calculatorKinds)[number];

const step = z.number().int().positive();

/** Step C: the three credentials pasted into Linkwell's Shopify Settings, numbered as the steps are. */
const shopifySettingsFigureSchema = z
  .object({
    kind: z.literal('shopify-settings'),
    label: text,
    caption: text,
    window: text,
    store: text,
    // A field the owner fills carries its step's number; one Linkwell fills itself (the access token it
    // requests) carries a note instead, never a number (outside review: the token was marked a step).
    fields: z
      .array(
        z
          .object({ label: text, value: text, step: step.optional(), note: text.optional() })
          .strict()
          .refine((field) => (field.step === undefined) !== (field.note === undefined), {
            message: 'a field has a step or a note, not both',
          }),
      )
      .min(1),
    save: z.object({ label: text, step }).strict(),
    sync: z.object({ label: text, step }).strict(),
    result: text,
  })
  .strict();

/** A Linkwell dashboard screen with a form: Add Vendor(s), Vendor Shopify Settings, Vendor Settings. */
const dashboardFormFigureSchema = z
  .object({
    kind: z.literal('dashboard-form'),
    label: text,
    caption: text,
    window: text,
    heading: text,
    /** A badge beside the heading: the plan's vendor count, the vendor being edited. */
    status: text.optional(),
    /** A list on the left from 640 px (the vendors), with the open entry. */
    list: z
      .object({ title: text, items: z.array(text).min(2), active: text })
      .strict()
      .optional(),
    fields: z
      .array(
        z
          .object({
            label: text,
            value: text,
            select: z.boolean().optional(),
            masked: z.boolean().optional(),
            /** A value the screen shows rather than asks for (a timestamp). */
            readOnly: z.boolean().optional(),
            step: step.optional(),
          })
          .strict(),
      )
      .min(1),
    checks: z
      .object({ label: text, items: z.array(text).min(1), step: step.optional() })
      .strict()
      .optional(),
    /** The first is the primary button. */
    actions: z
      .array(z.object({ label: text, icon: z.enum(['sync']).optional(), step: step.optional() }).strict())
      .min(1),
    result: text.optional(),
  })
  .strict();

/** The Quick Start Guide's steps side by side, each the screen it happens on: its fields, its button and what it gives. */
const setupStepsFigureSchema = z
  .object({
    kind: z.literal('setup-steps'),
    label: text,
    caption: text,
    window: text,
    steps: z
      .array(
        z
          .object({
            screen: text,
            fields: z
              .array(z.object({ label: text, value: text, select: z.boolean().optional() }).strict())
              .min(1)
              .max(3),
            action: text,
            result: text,
          })
          .strict(),
      )
      .min(2)
      .max(3),
  })
  .strict();

const docFigureSchema = z.discriminatedUnion('kind', [
  shopifySettingsFigureSchema,
  dashboardFormFigureSchema,
  setupStepsFigureSchema,
]);
export type DocFigure = z.infer<typeof docFigureSchema>;
export type ShopifySettingsFigure = Extract<DocFigure, { kind: 'shopify-settings' }>;
export type DashboardFormFigure = Extract<DocFigure, { kind: 'dashboard-form' }>;
export type SetupStepsFigure = Extract<DocFigure, { kind: 'setup-steps' }>;

/** A code sample of an article (a file's lines to copy), placed by `<!-- sample:id -->` in its body. */
const docSampleSchema = z
  .object({
    label: z.string().min(1),
    language: z.enum(['bash', 'csv', 'javascript', 'json', 'text']),
    code: z.string().min(2),
  })
  .strict();

export const docFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20).max(200),
  category: z.enum(docCategoryIds),
  /** Position inside its category; Getting Started and User Guide together form the reading chain. */
  order: z.number().int().positive(),
  /** Its mark on the documentation landing's card: what it is about at a glance. */
  icon: iconName,
  /** Last-updated day: shown under the title, the JSON-LD dateModified and the sitemap's lastmod. */
  updated: calendarDaySchema,
  /** The article's drawn screenshots by id, placed by `<!-- figure:id -->` markers in its body. */
  figures: z.record(z.string().regex(/^[a-z0-9-]+$/), docFigureSchema).optional(),
  /** Its code samples by id, placed by `<!-- sample:id -->` markers in its body (a dark panel with a copy button). */
  samples: z.record(z.string().regex(/^[a-z0-9-]+$/), docSampleSchema).optional(),
});

type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

/** A link of the docs navigation; an API call's carries its method, shown as a badge before its title. */
export type DocLink = { title: string; href: string; method?: 'GET' | 'POST' | 'PATCH' };

type DocArticle = DocFrontmatter & { slug: string; href: string; words: number; readingTime: string; body: string };

/** A piece of an article page: rendered Markdown, a live calculator or a drawn screenshot. */
export type DocPart =
  | { kind: 'html'; html: string }
  | { kind: 'calculator'; calculator: CalculatorKind }
  | { kind: 'figure'; figure: DocFigure }
  | { kind: 'sample'; sample: z.infer<typeof docSampleSchema> & { id: string } };

type DocPage = DocArticle & {
  parts: DocPart[];
  headings: Heading[];
  categoryTitle: string;
  previous: DocLink;
  next: DocLink;
  /** Troubleshooting articles list their siblings. */
  related: DocLink[];
};

const categoryRank = (id: DocCategoryId) => docCategories.findIndex((category) => category.id === id);

/** Every article, in sidebar order (category, then order). */
export function getAllDocs(): DocArticle[] {
  return loadContentDir(DOCS_DIR, docFrontmatterSchema)
    .map(({ slug, data, body }) => {
      const words = countWords(markdownToPlainText(body));
      return { ...data, slug, href: docHref(slug), words, readingTime: readingTimeLabel(words), body };
    })
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || a.order - b.order);
}

export const getDocSlugs = () => getAllDocs().map((doc) => doc.slug);

/** The reading chain: Getting Started then User Guide, ending at the FAQ. */
export function getDocChain(docs = getAllDocs()): DocArticle[] {
  return docs.filter((doc) => doc.category !== 'troubleshooting');
}

const link = (doc: DocArticle): DocLink => ({ title: doc.title, href: doc.href });

function neighbours(doc: DocArticle, docs: DocArticle[]): { previous: DocLink; next: DocLink; related: DocLink[] } {
  const documentation = pageLinks.documentation;
  if (doc.category === 'troubleshooting') {
    const guides = docs.filter((entry) => entry.category === 'troubleshooting');
    const index = guides.findIndex((entry) => entry.slug === doc.slug);
    return {
      previous:
        index > 0
          ? link(guides[index - 1]!)
          : { title: categoryTitle('troubleshooting'), href: docCategoryHref('troubleshooting') },
      // The last guide goes on to the FAQ, as the reading chain does: never back to the index.
      next: index < guides.length - 1 ? link(guides[index + 1]!) : pageLinks.faq,
      related: guides.filter((entry) => entry.slug !== doc.slug).map(link),
    };
  }
  const chain = getDocChain(docs);
  const index = chain.findIndex((entry) => entry.slug === doc.slug);
  return {
    previous: index > 0 ? link(chain[index - 1]!) : documentation,
    next: index < chain.length - 1 ? link(chain[index + 1]!) : pageLinks.faq,
    related: [],
  };
}

/**
 * Splits rendered HTML at the part markers (remark keeps HTML comments as they are; a labelled fenced block
 * leaves one, renderMarkdown's codePanels). A marker that names no calculator, or no figure of the article's
 * frontmatter, fails the build, as does a fenced block in a language the highlighter does not know.
 */
export function splitParts(
  html: string,
  doc: Pick<DocArticle, 'slug' | 'figures' | 'samples'> & { code?: CodeBlock[] },
): DocPart[] {
  const pieces = html.split(new RegExp(partMarker.source, 'g'));
  const parts: DocPart[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    const piece = pieces[index]!;
    if (piece.trim()) parts.push({ kind: 'html', html: piece });
    const [kind, id] = [pieces[index + 1], pieces[index + 2]];
    if (kind === undefined || id === undefined) continue;
    if (kind === 'calculator') {
      if (!(calculatorKinds as readonly string[]).includes(id))
        throw new Error(`docs/${doc.slug}.md: no calculator named "${id}"`);
      parts.push({ kind: 'calculator', calculator: id as CalculatorKind });
    } else if (kind === 'code') {
      const block = doc.code?.[Number(id)];
      const language = docSampleSchema.shape.language.safeParse(block?.language);
      if (!block || !language.success)
        throw new Error(`docs/${doc.slug}.md: a fenced block "${block?.label}" in a language not highlighted`);
      parts.push({ kind: 'sample', sample: { ...block, language: language.data, id: `doc-code-${id}` } });
    } else if (kind === 'sample') {
      const sample = doc.samples?.[id];
      if (!sample) throw new Error(`docs/${doc.slug}.md: no sample "${id}" in its frontmatter`);
      parts.push({ kind: 'sample', sample: { ...sample, id: `doc-sample-${id}` } });
    } else {
      const figure = doc.figures?.[id];
      if (!figure) throw new Error(`docs/${doc.slug}.md: no figure "${id}" in its frontmatter`);
      parts.push({ kind: 'figure', figure });
    }
  }
  return parts;
}

export async function getDocBySlug(slug: string): Promise<DocPage | undefined> {
  const docs = getAllDocs();
  const doc = docs.find((entry) => entry.slug === slug);
  if (!doc) return undefined;
  const { html, headings, code } = await renderMarkdown(doc.body, { headingAnchors: true, codePanels: true });
  return {
    ...doc,
    parts: splitParts(html, { ...doc, code }),
    headings,
    categoryTitle: categoryTitle(doc.category),
    ...neighbours(doc, docs),
  };
}

export const toSummary = (doc: DocArticle): DocSummary => ({
  slug: doc.slug,
  title: doc.title,
  description: doc.description,
  category: doc.category,
});

const API_DIR = 'docs/api';

const apiFieldSchema = z
  .object({
    name: z.string().min(1),
    type: z.enum(['string', 'number', 'boolean']),
    in: z.enum(['body', 'path', 'query']).default('body'),
    /** An optional query field: in the table, left out of the samples (they send what the spec's examples send). */
    optional: z.boolean().default(false),
    /** An optional query field's value when left out; the samples send it (limit=50, as the spec's example). */
    default: z.number().optional(),
    description: z.string().min(1),
    example: z.union([z.string(), z.number(), z.boolean()]),
  })
  .strict();

const apiCallSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    /** The sidebar's label, one line at its width beside the method (the title stays the section's heading). */
    nav: z.string().min(1).max(16),
    method: z.enum(['GET', 'POST', 'PATCH']),
    path: z.string().startsWith('/wh/api/'),
    summary: z.string().min(1),
    /** A section of Errors, Pagination and Rate Limits the call follows, linked after the summary ("See Pagination."). */
    see: z
      .object({ label: z.string().min(1), section: z.string().regex(/^[a-z0-9-]+$/) })
      .strict()
      .optional(),
    fields: z.array(apiFieldSchema).default([]),
    /** The success status, "201 Created". */
    status: z.string().regex(/^2\d\d [A-Z]/),
    /** The Returns block's lead, over the response's fields, where they need one. */
    response: z.string().min(1).optional(),
    /** The call's own error, if any, before the link to Errors and Limits. */
    errors: z.string().min(1).optional(),
    responseExample: z.string().min(2),
  })
  .strict();

/** A response field's type and one-line description, written once for every call whose response has it. */
const apiResponseFieldSchema = z
  .object({ type: z.enum(['string', 'number', 'boolean', 'object']), description: z.string().min(1).max(90) })
  .strict();

/** A code sample of the reference's guide sections, placed by `<!-- sample:id -->` in its body. */
const apiSampleSchema = z
  .object({ label: z.string().min(1), language: z.enum(['bash', 'javascript', 'json']), code: z.string().min(2) })
  .strict();

/** A call's request set in the guide (Authentication's authenticated request): written in the page's languages as the calls' are. */
const apiRequestSampleSchema = z.object({ label: z.string().min(1), call: z.string().min(1) }).strict();

const apiSamplesSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.union([apiSampleSchema, apiRequestSampleSchema]));

/** Each guide section's line for the site search, by its heading's id: what it is found by, and what its result card reads. */
const apiSummariesSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.string().min(20).max(120)).default({});

const apiReferenceSchema = z.object({
  title: z.string().min(1),
  summaries: apiSummariesSchema,
  authHeader: z.string().min(1),
  samples: apiSamplesSchema,
  responseFields: z.record(z.string().regex(/^[a-zA-Z]+$/), apiResponseFieldSchema),
  calls: z.array(apiCallSchema).min(1),
});

/** The API reference's second page: errors, pagination and rate limits. */
const apiLimitsSchema = z.object({
  title: text,
  description: z.string().min(50).max(200),
  summaries: apiSummariesSchema,
  samples: apiSamplesSchema,
});

/** A field of a call's response, as its Returns block lists it. */
export type ApiResponseField = z.infer<typeof apiResponseFieldSchema> & { name: string };
/** A call, with its response's fields in the order its example shows them (a list's: those of each item). */
export type ApiCall = z.infer<typeof apiCallSchema> & { returns: ApiResponseField[] };
export type ApiSample = (z.infer<typeof apiSampleSchema> | { label: string; request: SampleRequest }) & { id: string };
/** The guide before the calls: rendered Markdown with code samples where `<!-- sample:id -->` places them; each section's heading starts an html part. */
export type ApiGuidePart =
  { kind: 'html'; html: string; opensSection: boolean } | { kind: 'sample'; sample: ApiSample };
/** A guide of the API reference: its sections (h2), for the sidebar, and its parts. */
type ApiGuide = { guide: ApiGuidePart[]; sections: Heading[] };
export type ApiLimitsPage = z.infer<typeof apiLimitsSchema> & ApiGuide & { href: string };
export type ApiReference = Omit<z.infer<typeof apiReferenceSchema>, 'calls' | 'responseFields'> &
  ApiGuide & {
    calls: ApiCall[];
    introHtml: string;
    href: string;
    /** Errors, pagination and rate limits, on a page of their own. */
    limits: ApiLimitsPage;
  };

const helpCenterSchema = z.object({
  title: text,
  description: z.string().min(50),
  intro: text,
  /** The article the hero offers a newcomer, beside the intro. */
  start: z.object({
    line: text,
    label: text,
    slug: text,
    /** The drawn setup steps the start card opens with, each with how long it takes (no visitor's progress). */
    checklist: z.object({
      title: text,
      steps: z.array(z.object({ text, takes: text })).min(2),
    }),
  }),
  search: z.object({
    placeholder: text,
    hint: text,
    keyHint: text,
    oneMatch: text,
    matches: templateSchema('count'),
    /** Under the spec's no-results sentence: the query, and what to try. */
    searched: templateSchema('query'),
    clear: text,
    /** Beside the count while there are results: the keys that open and walk them (DocsBrowser). */
    resultsHint: text,
  }),
  /** The docs bar's tabs (DocsBar): the guides (the landing and its articles) and the API reference. */
  bar: z.object({ docs: text, api: text }),
  /** The short line under each category of the landing: the three article categories and the two that lead elsewhere. */
  categories: z.object({
    'getting-started': text,
    'user-guide': text,
    troubleshooting: text,
    integrations: text,
    api: text,
  }),
  /** The landing's sidebar: its sections, each with how many it holds ("4" and, for a screen reader, " articles"), then other pages. */
  browse: z.object({
    title: text,
    articles: text,
    vendors: text,
    calls: text,
    /** The Integrations card's link to the vendor directory. */
    directory: text,
    /** Beside it, the way to ask for a vendor not in the directory yet. */
    request: text,
    /** Under each vendor's name in the card: "By {method}" (API, FTP). */
    byMethod: text.regex(/\{method\}/, 'needs {method}'),
    /** Under the columns, the age-restricted vendors the card leaves to the directory, counted ({count}) and linked. */
    restricted: text.regex(/\{count\}/, 'needs {count}'),
    moreTitle: text,
    more: z.array(pageKey).min(1),
  }),
  article: z.object({
    relatedTitle: text,
    allDocsLabel: text,
    updatedLabel: text,
    copyPage: text,
    copied: text,
    copiedStatus: templateSchema('title'),
    copyFailed: text,
    menuLabel: text,
    menuCloseLabel: text,
  }),
  api: z.object({
    badge: text,
    noBody: text,
    /** Before a call's success status: "Returns 201 Created". */
    returns: text,
    /** After a call's own error, the link to every error's shape (Errors and Limits). */
    errorsLink: text,
    /** The toggle of a call's folded Returns fields. */
    fields: templateSchema('count'),
    /** The toggle of a call's samples below 768 px, folded there (ApiReference). */
    example: text,
    /** The reference page's meta description. */
    description: z.string().min(50),
    /** The landing's API card: who it is for (above its title), its list of calls' name, and its link to the full reference. */
    audience: text,
    callsTitle: text,
    fullReference: text,
  }),
  help: z.object({ title: text, text, link: ctaSchema }),
});

export type HelpCenterContent = z.infer<typeof helpCenterSchema>;

/** The words of the documentation's own pages: the index, an article's closing links, the API labels, the help band. */
export function getHelpCenterContent(): HelpCenterContent {
  return loadContentFile(`${DOCS_DIR}/pages`, 'help-center', helpCenterSchema).data;
}

/** The article the landing's hero offers a newcomer (`start` in help-center.md), with its address. */
export function getStartArticle(content: HelpCenterContent = getHelpCenterContent()) {
  const doc = getAllDocs().find((article) => article.slug === content.start.slug);
  if (!doc) throw new Error(`content/docs/pages/help-center.md: start names no article ("${content.start.slug}")`);
  return { ...toSummary(doc), href: doc.href };
}

const sampleMarker = /<!--\s*sample:([a-z0-9-]+)\s*-->/g;
/** Where a guide's section (h2) begins in its rendered HTML (lib/content/markdown.ts wraps each heading). */
const sectionStart = /(?=<div class="heading-anchor-wrapper">\s*<h2)/;

/** Markdown with `<!-- sample:id -->` markers to the guide's parts. A marker naming no sample fails the build. */
async function renderApiGuide(
  markdown: string,
  samples: z.infer<typeof apiSamplesSchema>,
  file: string,
  calls: ApiCall[] = [],
) {
  const { html, headings } = await renderMarkdown(markdown, { headingAnchors: true, codeWords: true });
  const guide: ApiGuidePart[] = [];
  html.split(sampleMarker).forEach((piece, index) => {
    if (index % 2 === 0) {
      // A section's heading opens a part of its own, so the page can set its samples beside its words.
      for (const html of piece.split(sectionStart))
        if (html.trim()) guide.push({ kind: 'html', html, opensSection: html.search(sectionStart) === 0 });
      return;
    }
    const sample = samples[piece];
    if (!sample) throw new Error(`docs/api/${file}.md: no sample "${piece}" in its frontmatter`);
    const id = `api-sample-${piece}`;
    if ('call' in sample) {
      const call = calls.find((entry) => entry.id === sample.call);
      if (!call) throw new Error(`docs/api/${file}.md: sample "${piece}" names no call ("${sample.call}")`);
      const request = sampleRequest(call, call.id === 'count-products');
      guide.push({ kind: 'sample', sample: { id, label: sample.label, request } });
    } else guide.push({ kind: 'sample', sample: { ...sample, id } });
  });
  return { guide, sections: headings.filter((heading) => heading.depth === 2) };
}

/**
 * The reference: its first paragraph is the intro under the title; the sections after it (from the
 * first `##`: base URL, authentication) are its guide, before the calls. Errors, pagination and rate
 * limits are a second page (errors-and-limits.md), as the reference's HTML is budgeted.
 */
export async function getApiReference(): Promise<ApiReference> {
  const { data: file, body } = loadContentFile(API_DIR, 'reference', apiReferenceSchema);
  const { responseFields, ...data } = file;
  const calls = data.calls.map((call) => ({ ...call, returns: responseFieldsOf(call, responseFields) }));
  const split = body.search(/^## /m);
  const { html: introHtml } = await renderMarkdown(split < 0 ? body : body.slice(0, split), { codeWords: true });
  const guide = await renderApiGuide(split < 0 ? '' : body.slice(split), data.samples, 'reference', calls);
  const limitsFile = loadContentFile(API_DIR, 'errors-and-limits', apiLimitsSchema);
  const limits = {
    ...limitsFile.data,
    ...(await renderApiGuide(limitsFile.body, limitsFile.data.samples, 'errors-and-limits')),
    href: apiLimitsHref,
  };
  return { ...data, calls, introHtml, ...guide, href: apiReferenceHref, limits };
}

/**
 * A call's Returns fields, read from its response example (a list's first item), so the block and the
 * sample beside it cannot disagree; each field's type and description are written once in
 * `responseFields`, and a field with none, or a type the example contradicts, fails the build.
 */
function responseFieldsOf(
  call: z.infer<typeof apiCallSchema>,
  fields: Record<string, z.infer<typeof apiResponseFieldSchema>>,
): ApiResponseField[] {
  const example: unknown = JSON.parse(call.responseExample);
  const item = (Array.isArray(example) ? example[0] : example) as Record<string, unknown>;
  return Object.entries(item).map(([name, value]) => {
    const field = fields[name];
    if (!field)
      throw new Error(`docs/api/reference.md: the response field "${name}" of ${call.id} has no responseFields entry`);
    if (field.type !== typeof value)
      throw new Error(`docs/api/reference.md: ${call.id}'s "${name}" is a ${typeof value}, not a ${field.type}`);
    return { name, ...field };
  });
}

/**
 * The docs sidebar of the API reference's pages: the article categories folded to links to the
 * landing (an API reference's sidebar leads with the API, and both pages' HTML is budgeted: the list
 * is sent twice, sidebar and drawer), and the API Reference group open at its sections and calls.
 */
export function getApiNavigation(api: ApiReference): DocsNavGroup[] {
  const items = [
    ...api.sections.map((section) => ({ title: section.text, href: `${api.href}#${section.id}` })),
    ...api.calls.map((call) => ({ title: call.nav, href: apiCallHref(call.id), method: call.method })),
  ];
  // Errors, pagination and rate limits are a page of their own, as the guide says: a group of their own
  // under that page's title, which leads there (outside review: listed among the reference's sections
  // they contradicted "a page of their own").
  const limits = api.limits.sections.map((section) => ({
    title: section.text,
    href: `${api.limits.href}#${section.id}`,
  }));
  // The other sections as one group of links like the calls' (bare "Getting Started →" rows read as
  // folded headings, not as navigation: an outside review); each leads to its place on the landing.
  const guides = getDocsNavigation().flatMap((group) => {
    if (group.title === api.title) return [];
    const category = docCategories.find((entry) => entry.title === group.title);
    return [{ title: group.title, href: category ? docCategoryHref(category.id) : group.href! }];
  });
  return [
    { title: pageLinks.documentation.title, items: guides },
    { title: api.title, items },
    { title: api.limits.title, page: api.limits.href, items: limits },
  ];
}

/** One group of the docs sidebar: a category with its articles, or a link that leads elsewhere. */
export type DocsNavGroup = {
  title: string;
  /** A group that is one link, leading elsewhere (no items). */
  href?: string;
  /** A group of another page's sections: its title links to that page. */
  page?: string;
  items: DocLink[];
};

/**
 * The docs sidebar and drawer: the three categories with their articles in Back/Next order (the
 * order getAllDocs sorts by), then Integrations and API Reference, which lead to their pages.
 */
export function getDocsNavigation(docs = getAllDocs()): DocsNavGroup[] {
  return [
    ...docCategories.map((category) => ({
      title: category.title,
      items: docs.filter((doc) => doc.category === category.id).map(link),
    })),
    ...docSidebarLinks.map((entry) => ({
      title: entry.title,
      href: entry.href === '#api' ? `${pageLinks.documentation.href}#api` : entry.href,
      items: [],
    })),
  ];
}
