import 'server-only';
import { z } from 'zod';
import { getCustomerQuotes, type CustomerQuote } from './case-studies';
import { loadContentFile } from './load';
import { featureVisualsSchema, healthCountsSchema, stepScenesSchema } from './product-examples';
import { renderMarkdown } from './markdown';
import { heroSceneSchema } from './hero-scene';
import {
  closingCtaSchema as closingCta,
  ctaSchema as cta,
  iconCardSchema as card,
  iconName as icon,
  text,
} from './schemas';

const year = z.string().regex(/^\d{4}$/);
const stat = z.object({ value: text, label: text });
const seo = z.object({ title: text, description: z.string().min(50) });
const heading = z.object({ eyebrow: text.optional(), title: text, intro: text.optional() });
// A page's pick of the site FAQ (content/faq/), by question id: each question at most once.
const faqQuestions = z
  .array(text)
  .min(3)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'a question is picked twice' });

const homeFields = z.object({
  seo,
  hero: z.object({ eyebrow: text, title: text, intro: text, primary: cta, secondary: cta, note: text }),
  // Each highlight names the features that deliver it, by title (the check below keeps them in step).
  highlights: z
    .array(
      card.extend({
        features: z.array(text).min(1),
        // A small sample figure under a short column (illustration, not live data).
        sample: healthCountsSchema.extend({ note: text }).optional(),
      }),
    )
    .length(4),
  preview: heroSceneSchema,
  worksWith: z.object({ title: text, link: cta }),
  features: heading.extend({ items: z.array(card).length(8) }),
  // The quotes live in their case studies; Home names the stories (getHomeContent resolves them).
  testimonials: heading.extend({ stories: z.array(text).length(3) }),
  results: heading.extend({ items: z.array(stat).length(3) }),
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
  hero: heading,
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
  extras: heading.extend({ items: z.array(card.extend({ details: z.array(text).max(4).optional() })).length(6) }),
  visuals: featureVisualsSchema,
  cta: closingCta,
});

export const pricingSchema = z.object({
  seo,
  hero: heading,
  plans: z.object({ title: text, popular: text, customPrice: text, customNote: text }),
  toggle: z.object({ legend: text, monthly: text, annual: text }),
  syncOnly: heading,
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
    .array(z.object({ number: z.string().regex(/^\d\d$/), icon, title: text, text, points: z.array(text).min(2) }))
    .length(4),
  benefits: heading.extend({ items: z.array(stat.extend({ text })).min(3) }),
  scenes: stepScenesSchema,
  cta: closingCta,
});

/** About's story: the milestones run oldest first, from the founding year. */
export const aboutStorySchema = z
  .object({
    title: text,
    founded: year,
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

const aboutSchema = z.object({
  seo,
  hero: heading,
  story: aboutStorySchema,
  values: heading.extend({ items: z.array(card).length(4) }),
  // A person's tile shows their role's icon (components/marketing/Person.tsx), never initials.
  team: heading.extend({ members: z.array(z.object({ name: text, role: text, icon, bio: text })).min(3) }),
  impact: heading.extend({ items: z.array(stat).length(3) }),
  cta: closingCta,
});

const faqPageSchema = z.object({ seo, hero: heading, contact: z.object({ title: text, text, link: cta }) });
const releaseNotesPageSchema = z.object({ seo, hero: heading, feedLabel: text });

type HomeFile = z.infer<typeof homeSchema>;
export type HomeContent = Omit<HomeFile, 'testimonials'> & {
  testimonials: Omit<HomeFile['testimonials'], 'stories'> & { items: CustomerQuote[] };
};
type FeaturesContent = z.infer<typeof featuresSchema>;
export type PricingContent = z.infer<typeof pricingSchema>;
type HowItWorksContent = z.infer<typeof howItWorksSchema>;
export type AboutContent = z.infer<typeof aboutSchema> & { storyHtml: string };
type FaqPageContent = z.infer<typeof faqPageSchema>;
type ReleaseNotesPageContent = z.infer<typeof releaseNotesPageSchema>;
export type FeatureCard = z.infer<typeof card>;

export function getHomeContent(): HomeContent {
  const { testimonials, ...home } = loadContentFile('marketing', 'home', homeSchema).data;
  const { stories, ...heading } = testimonials;
  // The quotes live in their case studies; Home names the stories (one source, not a second copy).
  return { ...home, testimonials: { ...heading, items: getCustomerQuotes(stories) } };
}
export const getFeaturesContent = (): FeaturesContent => loadContentFile('marketing', 'features', featuresSchema).data;
export const getPricingContent = (): PricingContent => loadContentFile('marketing', 'pricing', pricingSchema).data;
export const getHowItWorksContent = (): HowItWorksContent =>
  loadContentFile('marketing', 'how-it-works', howItWorksSchema).data;
export const getFaqPageContent = (): FaqPageContent => loadContentFile('marketing', 'faq', faqPageSchema).data;
export const getReleaseNotesPageContent = (): ReleaseNotesPageContent =>
  loadContentFile('marketing', 'release-notes', releaseNotesPageSchema).data;

/** The about page: frontmatter plus the story, which is the Markdown body. */
export async function getAboutContent(): Promise<AboutContent> {
  const { data, body } = loadContentFile('marketing', 'about', aboutSchema);
  return { ...data, storyHtml: (await renderMarkdown(body)).html };
}
