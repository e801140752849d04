import 'server-only';
import { z } from 'zod';
import { getCaseStudySource, getCustomerQuotes, getGoLiveTimes, type CustomerQuote } from './case-studies';
import { loadContentFile } from './load';
import { featureVisualsSchema, stepScenesSchema } from './product-examples';
import { renderMarkdown } from './markdown';
import { heroSceneSchema } from './hero-scene';
import { featureScenesSchema } from './feature-scenes';
import { portraitSchema } from '@/lib/brand/portrait';
import { docHref } from '@/lib/site/routes';
import { teamZones } from '@/lib/site/team-zones';
import { pageLinks } from '@/lib/site/site';
import {
  closingCtaSchema as closingCta,
  ctaSchema as cta,
  fillTemplate,
  iconCardSchema as card,
  templateSchema,
  iconName as icon,
  pageKey,
  text,
} from './schemas';
import { planIds } from './plans';
import { getStatsFile, statIdsSchema, type Stat, type StatsFile } from './stats';

const year = z.string().regex(/^\d{4}$/);
const docSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const seo = z.object({ title: text, description: z.string().min(50) });
const heading = z.object({ eyebrow: text.optional(), title: text, intro: text.optional() });
// A page's pick of the site FAQ (content/faq/), by question id: each question at most once.
const faqQuestions = z
  .array(text)
  .min(3)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'a question is picked twice' });

const homeFields = z.object({
  seo,
  hero: z.object({ eyebrow: text, title: text, intro: text, primary: cta, secondary: cta }),
  // Each highlight names the features that deliver it, by title (the check below keeps them in step).
  highlights: z
    .array(
      card.extend({
        features: z.array(text).min(1),
        // What the tile shows of the product: its picture (pictures, below; illustration, not live data).
        picture: z.enum(['sync', 'order', 'price', 'analytics']),
      }),
    )
    .length(4)
    .refine((highlights) => new Set(highlights.map((highlight) => highlight.picture)).size === 4, {
      message: 'each highlight shows its own picture',
    }),
  pictures: featureScenesSchema,
  preview: heroSceneSchema,
  /** The live vendors' wall; {count} is how many are live, every one named. */
  worksWith: z.object({
    eyebrow: text,
    title: templateSchema('count'),
    link: cta,
    /** The age-restricted distributors as one cell, to their closed group in the directory ({count}: how many). */
    adult: z.object({ label: templateSchema('count'), note: text }),
  }),
  features: heading.extend({
    items: z.array(card).length(8),
    /** After the intro, a link to the section that measures the heading's figure. */
    source: z.object({ label: text, section: z.string().regex(/^[a-z][a-z0-9-]*$/) }),
  }),
  // The quotes live in their case studies; Home names the stories (getHomeContent resolves them).
  testimonials: heading.extend({
    stories: z.array(text).length(3),
    /** Under the quotes, the way to every story (Condomania's among them). */
    allStories: cta,
    /** Under each quote: the story's facts as its glance card states them. */
    facts: templateSchema('vendors', 'plan', 'time'),
    /** Each quote's one link: to the case study it comes from. */
    storyLink: templateSchema('company'),
  }),
  // The figures of content/marketing/stats.md, by id (getHomeContent resolves them with their sources).
  results: heading.extend({ stats: statIdsSchema, beforeLabel: text }),
  faq: heading.extend({ questions: faqQuestions, contactText: text, contactLink: cta }),
  cta: closingCta,
});

export const homeSchema = homeFields.superRefine(({ highlights, features }, context) => {
  const grouped = highlights.flatMap((highlight) => highlight.features);
  const titles = features.items.map((item) => item.title);
  const missing = titles.filter((title) => !grouped.includes(title));
  const unknown = grouped.filter((title) => !titles.includes(title));
  const twice = grouped.filter((title, index) => grouped.indexOf(title) !== index);
  if (missing.length || unknown.length || twice.length)
    context.addIssue({
      code: 'custom',
      path: ['highlights'],
      message: `every feature belongs to exactly one highlight (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}; twice: ${twice.join(', ') || 'none'})`,
    });
});

const featuresSchema = z.object({
  seo,
  // The hero's picture: a row per section, its words filled from the section's own example (FeatureHubVisual).
  // The next step under the statement, as Home and Security offer one: the title and two lines alone
  // left the text's column thin beside the picture (outside review U).
  hero: heading.extend({
    primary: cta,
    secondary: cta,
    feed: z.object({
      label: text,
      title: text,
      /** The two ways the rows' data travels: in from the vendors (the first three), out to them and back (orders). */
      lanes: z.tuple([text, text]),
      rows: z.array(z.object({ text, value: text })).length(4),
    }),
    /** In the hero picture's title bar: its figures are samples. */
    note: text,
  }),
  sections: z
    .array(
      z.object({
        id: text,
        icon,
        eyebrow: text,
        title: text,
        intro: text,
        points: z.array(z.object({ title: text, text })).min(3),
      }),
    )
    .length(4),
  extras: heading.extend({
    items: z.array(card.extend({ details: z.array(text).max(10).optional(), action: text.optional() })).length(6),
  }),
  visuals: featureVisualsSchema,
  // The close: a line a plan (each linking to its card), then the plans; no sentence, no second way on (the hero has it).
  cta: closingCta
    .pick({ title: true, primary: true })
    .extend({ plans: z.array(z.object({ plan: z.enum(planIds), text })).length(3) }),
});

export const pricingSchema = z.object({
  seo,
  hero: heading,
  plans: z.object({
    title: text,
    popular: text,
    customPrice: text,
    customNote: text,
    included: text,
    compareAction: text,
  }),
  toggle: z.object({ legend: text, monthly: text, annual: text }),
  setupFees: heading.extend({
    items: z.array(z.object({ icon, title: text, price: text, unit: text.optional(), text })).length(3),
  }),
  customSolution: z.object({ title: text, text, link: cta }),
  faq: heading.extend({ questions: faqQuestions, link: cta }),
  cta: closingCta,
});

const howItWorksSchema = z.object({
  seo,
  hero: heading,
  steps: z
    .array(
      z.object({
        number: z.string().regex(/^\d\d$/),
        icon,
        title: text,
        /** How long the step takes the owner ("About 5 minutes"). */
        takes: text,
        text,
        points: z.array(text).min(2),
      }),
    )
    .length(4),
  // The first week in the order an owner lives it: when each thing happens and what they see.
  firstWeek: heading.extend({ moments: z.array(z.object({ when: text, title: text, text })).min(3) }),
  // The benefit statistics: how long customers took to go live, read from their case studies.
  // Beside the customers' times: what the same work takes without Linkwell, as a figure and its label.
  goLive: z.object({
    title: text,
    intro: text,
    /** Over the customers' times: whose figures they are, so they do not read as the agency's. */
    storiesEyebrow: text,
    /** Each story, with what was live by its time, said here as a phrase (its `liveIn` is a case study's fragment). */
    stories: z.array(z.object({ story: text, label: text })).length(3),
    compare: z.object({ eyebrow: text, value: text, label: text, upkeep: text }),
  }),
  scenes: stepScenesSchema,
  cta: closingCta,
});

/** About's story: the milestones run oldest first, from the founding year. */
export const aboutStorySchema = z
  .object({
    title: text,
    founded: year,
    /** The story's signature: who started Linkwell (members of the team), and as what. */
    signed: z.object({ names: z.array(text).min(1), role: text }),
    milestonesLabel: text,
    milestones: z.array(z.object({ year, title: text, text })).min(3),
  })
  .refine(({ founded, milestones }) => milestones[0]?.year === founded, {
    message: 'the first milestone must be the founding year',
    path: ['milestones', 0, 'year'],
  })
  .refine(({ milestones }) => milestones.slice(1).every((m, i) => m.year >= (milestones[i]?.year ?? '')), {
    message: 'milestones must be in order, oldest first',
    path: ['milestones'],
  });

/** Where a store owner checks one of About's claims: a page of the site, or a documentation guide. */
const checkLink = z.union([
  cta,
  z.object({ label: text, doc: docSlug }).transform(({ label, doc }) => ({ label, href: docHref(doc) })),
]);

const aboutSchema = z.object({
  seo,
  hero: heading,
  story: aboutStorySchema,
  // Each value: the value itself (SPEC's word), the small label over its promise that says it in a phrase of our own
  // (label: the word alone, in capitals, read as a stock value label: outside reviews ZZZZ, AAAAA, DDDDD), the concrete
  // promise it makes a store owner (title, the heading), what the owner gets in a plain sentence or two
  // (text: not the value word forced in to open it, "Excellence is checked: ...", outside review) and
  // the page that shows it (link).
  values: heading.extend({
    items: z
      .array(
        z
          .object({ value: text, label: text, title: text, text, link: checkLink })
          .refine((item) => !item.text.startsWith(item.value) && !item.title.includes(item.value), {
            message:
              "a value's word is its label: the heading and sentence under it say what the owner gets, without the word",
          })
          .refine((item) => item.label.toLowerCase().includes(item.value.toLowerCase()), {
            message: "a value's label says its word",
          }),
      )
      .length(4),
  }),
  // Each person's portrait is drawn when the site builds (lib/brand/portrait.ts), never initials or an icon.
  team: heading.extend({
    /** Before each person's `before` line on About ("Before Linkwell:"). */
    beforeLabel: text,
    /** Under the team, how to reach them: a store question to support, joining us to careers (drawn portraits
        and no way to write to the people read as no real people: outside review TT). */
    reach: z.object({ title: text, support: text, supportLink: text, careers: text, careersLink: text }),
    members: z
      .array(
        z
          .object({
            name: text,
            role: text,
            /** Where they work from, as "City, ST" ("Denver, CO"), and its US time zone (the Careers time-zone strip). */
            location: z.string().regex(/^[^,]+, [A-Z]{2}$/, 'a city and its state, as "Denver, CO"'),
            zone: z.enum(teamZones),
            portrait: portraitSchema,
            /** The part of Linkwell they answer for (Security names its owner by it). */
            owns: text,
            /** What they do for a customer, in one concrete line (About sets it under their place). */
            helps: text,
            /** What they did before Linkwell, in one concrete line (About sets it under `helps`). */
            before: text,
          })
          // The city alone, where a line names the place beside an hour ("10 AM in Portland").
          .transform((member) => ({ ...member, city: member.location.slice(0, member.location.indexOf(',')) })),
      )
      .min(3),
  }),
  // Facts a store owner can check before connecting, each with the page that backs it up; the last
  // is the company itself (its registered name and address, lib/site/company.ts) with the documents
  // that commit us.
  trust: heading.extend({
    items: z.array(card.extend({ link: checkLink })).length(4),
    company: z.object({
      icon,
      title: text,
      legalNameLabel: text,
      addressLabel: text,
      addressNote: text,
      documents: z
        .array(
          z
            .object({ label: text, page: pageKey })
            .transform(({ page, label }) => ({ label, href: pageLinks[page].href })),
        )
        .min(2),
    }),
  }),
  // `source`: what the figures count and as of when, one line under them.
  impact: heading.extend({ stats: statIdsSchema, source: text }),
  cta: closingCta,
});

const faqPageSchema = z.object({
  seo,
  hero: heading,
  all: z.object({ title: text }),
  linkLabel: text,
  guideLabel: text,
  /** Beside the answers, under the categories from 1024 px: the questions asked most, by id (content/faq/). */
  mostAsked: z.object({ title: text, questions: z.array(z.string()).min(1) }),
  /** Under "No matching questions": what to try, over the most-asked questions (components/marketing/FaqNoResults.tsx). */
  noResults: z.object({ text }),
  contact: z.object({ title: text, text, chatButton: text, link: cta }),
});
const releaseNotesPageSchema = z.object({
  seo,
  hero: heading,
  feedLabel: text,
  /** Beside the feed's button: what subscribing gives, in one plain line. */
  feedNote: text,
  /** Under a folded release's first changes, the way to the rest. */
  moreChanges: z.object({ one: text, other: templateSchema('count') }),
});

/** A band of figures as a page shows it: its heading, and each figure with its source. */
type StatBandContent<Band> = Omit<Band, 'stats'> & { items: Stat[] };

type HomeFile = z.infer<typeof homeSchema>;
export type HomeContent = Omit<HomeFile, 'testimonials' | 'results'> & {
  testimonials: Omit<HomeFile['testimonials'], 'stories'> & { items: CustomerQuote[] };
  results: StatBandContent<HomeFile['results']>;
};
export type FeaturesContent = z.infer<typeof featuresSchema>;
export type FeatureSectionContent = FeaturesContent['sections'][number];
export type PricingContent = z.infer<typeof pricingSchema>;
type HowItWorksFile = z.infer<typeof howItWorksSchema>;
type HowItWorksContent = Omit<HowItWorksFile, 'goLive'> & {
  goLive: Omit<HowItWorksFile['goLive'], 'stories'> & { items: Stat[] };
};
type AboutFile = z.infer<typeof aboutSchema>;
export type AboutContent = Omit<AboutFile, 'impact'> & {
  impact: StatBandContent<AboutFile['impact']>;
  storyHtml: string;
};
export type FaqPageContent = z.infer<typeof faqPageSchema>;
type ReleaseNotesPageContent = z.infer<typeof releaseNotesPageSchema>;
export type FeatureCard = z.infer<typeof card>;

/**
 * The figures with these ids (content/marketing/stats.md), in this order, each with its source: a
 * customer's figure links to its case study, whose results must hold it; a figure across every
 * store carries its scope. One set for every page, so no two pages quote a figure differently.
 */
export function resolveStats({ storySource, figures }: StatsFile, ids: string[]): Stat[] {
  return ids.map((id) => {
    const figure = figures[id];
    if (!figure) throw new Error(`Unknown figure "${id}" (content/marketing/stats.md)`);
    const { value, label } = figure;
    if ('scope' in figure) return { value, label, source: { text: figure.scope } };
    const study = getCaseStudySource(figure.story);
    const result = study.results.find((candidate) => candidate.value === value);
    if (!result)
      throw new Error(
        `content/marketing/stats.md: "${id}" (${value}) is not among the results of case study "${figure.story}"`,
      );
    const { company, href } = study;
    return {
      value,
      label,
      before: result.before,
      basis: figure.basis,
      source: { text: fillTemplate(storySource, { company }), href },
    };
  });
}

export const getStats = (ids: string[]): Stat[] => resolveStats(getStatsFile(), ids);

const statBand = <Band extends { stats: string[] }>({ stats, ...heading }: Band): StatBandContent<Band> =>
  ({ ...heading, items: getStats(stats) }) as StatBandContent<Band>;

export function getHomeContent(): HomeContent {
  const { testimonials, results, ...home } = loadContentFile('marketing', 'home', homeSchema).data;
  const { stories, ...heading } = testimonials;
  // The quotes live in their case studies; Home names the stories (one source, not a second copy).
  const items = getCustomerQuotes(stories);
  return { ...home, testimonials: { ...heading, items }, results: statBand(results) };
}
export const getFeaturesContent = (): FeaturesContent => loadContentFile('marketing', 'features', featuresSchema).data;
export const getPricingContent = (): PricingContent => loadContentFile('marketing', 'pricing', pricingSchema).data;
export function getHowItWorksContent(): HowItWorksContent {
  const { goLive, ...page } = loadContentFile('marketing', 'how-it-works', howItWorksSchema).data;
  const { stories, ...band } = goLive;
  const times = getGoLiveTimes(stories.map(({ story }) => story));
  return {
    ...page,
    goLive: { ...band, items: times.map((time, index) => ({ ...time, label: stories[index]!.label })) },
  };
}
export const getFaqPageContent = (): FaqPageContent => loadContentFile('marketing', 'faq', faqPageSchema).data;
export const getReleaseNotesPageContent = (): ReleaseNotesPageContent =>
  loadContentFile('marketing', 'release-notes', releaseNotesPageSchema).data;

/** The about page: frontmatter plus the story, which is the Markdown body. */
export async function getAboutContent(): Promise<AboutContent> {
  const { data, body } = loadContentFile('marketing', 'about', aboutSchema);
  return { ...data, impact: statBand(data.impact), storyHtml: (await renderMarkdown(body)).html };
}
