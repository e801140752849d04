import 'server-only';
import { z } from 'zod';
import { portraitHref, portraitSchema } from '@/lib/brand/portrait';
import { swatchNames } from '@/lib/brand/identity';
import { storeSketchIds } from '@/lib/brand/sketches';
import { brandLogoSchema, sameMark } from '@/lib/brand/wordmark';
import { caseStudyHref } from '@/lib/site/routes';
import { loadContentDir, loadContentFile } from './load';
import { renderMarkdown } from './markdown';
import { getPlans, planIds } from './plans';
import { closingCtaSchema, fillClosingCta, fillTemplate, templateSchema, text } from './schemas';
import { customerFigures, getStatsFile, type Stat } from './stats';
import { getVendorPages, type VendorPage } from './vendors';

const dir = 'case-studies';

/** A figure that reads as a marketing statistic: a percentage, a multiple (3x) or hours saved. */
export const isStatistic = (value: string) => /%|\d\s*x\b|\bhours?\b/i.test(value);
const pageFile = 'index';

/** One side of a story's before-and-after figure: when, the number the bar is drawn from, and how it reads. */
const outcomeSideSchema = z.object({ when: text, value: z.number().nonnegative(), figure: text });

export const caseStudySchema = z.object({
  title: z.string().min(10),
  company: z.string().min(1),
  industry: z.string().min(3),
  summary: z.string().min(40),
  /** Whether the story has a card on /case-studies (FashionPlus has a page but no card). */
  listed: z.boolean(),
  order: z.number().int().positive(),
  /** The company's wordmark (components/ui/Wordmark.tsx): its symbol and lettering, in the text's colour. */
  logo: brandLogoSchema,
  /**
   * The colour of its tile where the story presents it on its own (the glance card, its card on
   * /case-studies): one of the vendors' swatches (lib/brand/identity.ts), chosen for its trade as a
   * store's own colour would be (a customer is a store, with no vendor category to take its tone from),
   * and no two customers alike.
   */
  tone: z.enum(swatchNames),
  vendors: z.array(z.string()).min(1),
  /**
   * How many vendors it connected, where several are stores of one kind (FashionPlus's partner brands are each a
   * Shopify store): its quote's facts count them. Without it, one vendor a kind.
   */
  vendorCount: z.number().int().positive().optional(),
  /** The plan the customer is on, and how long from sign-up to its vendors syncing: the glance card's facts. */
  plan: z.enum(planIds),
  liveIn: text,
  /**
   * How soon it was up and running, in the store owner's words, for the glance card ("All four
   * manufacturers syncing within a week"; "Live in: 1 week / four manufacturers" read oddly: outside review).
   */
  launch: z.string().min(20).max(60),
  /**
   * The rollout's lead under its title: what was live when, in a sentence or two from its own steps
   * (a span filled from a template, "Week 1 to Month 6, in 5 steps", read as generated: outside review).
   */
  rolloutIntro: z.string().min(40),
  challenge: z.string().min(40),
  solution: z.string().min(40),
  /** Each figure with what it replaced and what replaced it: the page draws them as before and after. */
  results: z
    .array(
      z.object({
        // The site quotes one set of statistics (content/marketing/stats.md): a rate, a multiple or
        // hours saved must be one of them. A plain fact of the story ("4 vendors", "1 week") is its own.
        value: text.refine((value) => !isStatistic(value) || customerFigures().includes(value), {
          message:
            "a rate, a multiple or hours saved must be one of the customers' figures in content/marketing/stats.md",
        }),
        label: z.string().min(5),
        before: z.string().min(10),
        /** What replaced `before`, in words: the hero states the figure, so the Results table does not again. */
        after: z.string().min(10),
      }),
    )
    .min(1),
  /**
   * Where the figures come from and when they were taken, under the Results heading: bare figures read as
   * unsourced claims (outside review BBBB: "92%, 45%, 14 min give no source or date").
   */
  resultsSource: z.string().min(40),
  /** The rollout as it happened, in order: when ("Week 1"), what was done and what it changed. */
  timeline: z
    .array(z.object({ when: text, title: text, text: z.string().min(40) }))
    .min(3)
    .max(6),
  /**
   * The store behind the story, beside its mark in the hero: what it sells. Its catalog's size is a
   * result (the outcome's figure), so the glance card leaves it to the Results (outside review).
   */
  store: z.object({
    sells: text,
    /** Three of its goods as its storefront shows them (the hero's picture of the store): drawn, named, priced. */
    products: z
      .array(z.object({ name: text, price: z.string().regex(/^\$\d+$/), sketch: z.enum(storeSketchIds) }))
      .length(3),
  }),
  /**
   * The story's result as one before-and-after figure drawn to scale: two of its own numbers (each
   * stated elsewhere in the story), what changed, and a caption saying why.
   */
  outcome: z.object({
    title: text,
    change: text,
    before: outcomeSideSchema,
    after: outcomeSideSchema,
    caption: z.string().min(20),
  }),
  /** The customer's own words: the story's pull quote and, where Home names the story, its testimonial. */
  quote: z
    .object({
      content: z.string().min(40),
      /**
       * What Home's testimonial quotes from the same person: other words than the pull quote on the
       * story's own page, so a reader who follows the testimonial does not meet it twice.
       */
      testimonial: z.string().min(40).optional(),
      author: text,
      /** The spec's testimonial image: the author's portrait file, which the build draws from `portrait`. */
      image: text,
      portrait: portraitSchema,
      position: text,
      rating: z.number().int().min(1).max(5),
    })
    .refine(({ author, image }) => image === portraitHref(author), {
      message: "must be the author's portrait file, /people/<their name>.svg",
      path: ['image'],
    }),
});

const caseStudiesPageSchema = z.object({
  title: text,
  description: z.string().min(40),
  intro: z.string().min(40),
  eyebrow: text,
  cta: closingCtaSchema,
  /** The words around each story on its own page; the closing call names the story's {company}. */
  story: z.object({
    backLink: text,
    glanceTitle: text,
    planLabel: text,
    liveInLabel: text,
    resultsTitle: text,
    /** The name of the hero's row of result figures, for a screen reader. */
    keyFiguresLabel: text,
    beforeLabel: text,
    afterLabel: text,
    challengeTitle: text,
    solutionTitle: text,
    timelineTitle: text,
    vendorsTitle: text,
    sellsLabel: text,
    /** The name of the hero's picture of the store's shelf, for a screen reader. */
    storefrontLabel: templateSchema('company'),
    outcomeTitle: text,
    cta: closingCtaSchema.extend({ title: templateSchema('company'), text: templateSchema('company', 'plan') }),
  }),
});

type CaseStudyData = z.infer<typeof caseStudySchema>;
export type CaseStudy = Omit<CaseStudyData, 'challenge' | 'solution'> & {
  slug: string;
  href: string;
  challengeHtml: string;
  solutionHtml: string;
  /** The pages of the vendors it names, in the directory's order. */
  vendorPages: VendorPage[];
  /** How long until its vendors synced, without what was live by then ("1 week"). */
  liveInTime: string;
  planName: string;
};

export type CustomerQuote = CaseStudyData['quote'] & {
  company: string;
  /** The store's mark, set at the head of its quote (as on its story). */
  logo: CaseStudyData['logo'];
  tone: CaseStudyData['tone'];
  href: string;
  /** The checkable facts of the story's glance card. */
  facts: { vendors: number; plan: string; time: string };
};

export function getCaseStudiesPage() {
  return loadContentFile(dir, pageFile, caseStudiesPageSchema).data;
}

/** Every case study, in `order`; the vendor slugs each names must have a vendor page. */
function loadCaseStudies() {
  const studies = loadContentDir(dir, caseStudySchema, { except: [pageFile] }).sort(
    (a, b) => a.data.order - b.data.order,
  );
  assertOwnFigures(studies);
  // The customers' strip sets their marks side by side: each with a symbol of its own.
  const alike = sameMark(studies.map(({ data }) => ({ name: data.company, logo: data.logo })));
  if (alike.length) throw new Error(`content/case-studies: ${alike.join('; ')}`);
  const tones = new Map<string, string>();
  for (const { data } of studies) {
    const other = tones.get(data.tone);
    if (other) throw new Error(`content/case-studies: ${data.company} and ${other} share the tone "${data.tone}"`);
    tones.set(data.tone, data.company);
  }
  return studies;
}

/** The time in a story's `liveIn` ("1 week" of "1 week, four manufacturers"). */
const liveInTime = (liveIn: string) => liveIn.split(', ')[0]!;

/** Each story's figures are its own: one figure in two stories reads as recycled proof. */
export function assertOwnFigures(studies: { slug: string; data: Pick<CaseStudyData, 'results'> }[]) {
  const owner = new Map<string, string>();
  for (const { slug, data } of studies) {
    for (const { value } of data.results) {
      const other = owner.get(value);
      if (other) throw new Error(`content/case-studies: "${value}" is a result of both ${other} and ${slug}`);
      owner.set(value, slug);
    }
  }
}

async function toCaseStudy({ slug, data }: { slug: string; data: CaseStudyData }): Promise<CaseStudy> {
  const vendorPages = await getVendorPages();
  const unknown = data.vendors.filter((vendor) => !vendorPages.some((page) => page.slug === vendor));
  if (unknown.length) throw new Error(`content/case-studies/${slug}.md: unknown vendor slug(s) ${unknown.join(', ')}`);
  const { challenge, solution, ...rest } = data;
  const [challengeHtml, solutionHtml] = await Promise.all([renderMarkdown(challenge), renderMarkdown(solution)]);
  return {
    ...rest,
    slug,
    href: caseStudyHref(slug),
    challengeHtml: challengeHtml.html,
    solutionHtml: solutionHtml.html,
    vendorPages: vendorPages.filter((page) => data.vendors.includes(page.slug)),
    liveInTime: liveInTime(data.liveIn),
    planName: getPlans().find((plan) => plan.id === data.plan)!.name,
  };
}

/** The closing band of a story's page, naming its company and the plan its glance card states. */
export function storyClosing(cta: z.infer<typeof caseStudiesPageSchema>['story']['cta'], study: CaseStudy) {
  return fillClosingCta(cta, { company: study.company, plan: study.planName });
}

const numberWords: Record<string, string> = { a: '1', one: '1', two: '2', three: '3', four: '4', five: '5' };

/**
 * Where a story's times disagree: its `liveIn` ("2 days") must be a step of its rollout ("Day 2") and
 * the number its `launch` line states ("Stock syncing in 2 days"), so the top, the glance card and the
 * rollout tell one story (a closing "within a week" under "in 2 days" read as a contradiction: outside review).
 */
export function launchMismatches(study: Pick<CaseStudy, 'slug' | 'liveIn' | 'launch' | 'timeline'>): string[] {
  const [count, unit] = liveInTime(study.liveIn).split(' ');
  const step = `${unit!.startsWith('day') ? 'Day' : unit!.startsWith('week') ? 'Week' : 'Month'} ${count}`;
  const problems: string[] = [];
  if (!study.timeline.some((item) => item.when === step))
    problems.push(`${study.slug}: liveIn "${study.liveIn}" has no rollout step "${step}"`);
  // "in 2 days", "within a week", "by day 3": each as a number and its unit ("2 day", "1 week", "3 day").
  const lower = study.launch.toLowerCase();
  const said = [
    ...[...lower.matchAll(/\b(\d+|a|one|two|three|four|five) (day|week|month)/g)].map(([, n, u]) => [n!, u!] as const),
    ...[...lower.matchAll(/\b(day|week|month) (\d+)/g)].map(([, u, n]) => [n!, u!] as const),
  ].map(([n, u]) => `${numberWords[n] ?? n} ${u}`);
  if (!said.includes(`${count} ${unit!.replace(/s$/, '')}`))
    problems.push(`${study.slug}: launch "${study.launch}" does not say ${count} ${unit}`);
  return problems;
}

export async function getAllCaseStudies(): Promise<CaseStudy[]> {
  return Promise.all(loadCaseStudies().map(toCaseStudy));
}

/** The stories with a card on /case-studies. */
export async function getListedCaseStudies(): Promise<CaseStudy[]> {
  return (await getAllCaseStudies()).filter((study) => study.listed);
}

/** The quotes of the named stories, in that order, each with its company (Home's testimonials). */
export function getCustomerQuotes(slugs: string[]): CustomerQuote[] {
  const studies = loadCaseStudies();
  return slugs.map((slug) => {
    const study = studies.find((file) => file.slug === slug);
    if (!study) throw new Error(`Unknown case study "${slug}" (content/case-studies/)`);
    const { testimonial, ...quote } = study.data.quote;
    const { company, logo, tone, vendors, vendorCount, plan, liveIn } = study.data;
    return {
      ...quote,
      content: testimonial ?? quote.content,
      company,
      logo,
      tone,
      href: caseStudyHref(slug),
      facts: {
        vendors: vendorCount ?? vendors.length,
        plan: getPlans().find((entry) => entry.id === plan)!.name,
        time: liveInTime(liveIn),
      },
    };
  });
}

/**
 * How long the named stories took to go live (their `liveIn`, "2 days, both vendors syncing"), as
 * figures: the time, what was live by then, and the story it comes from.
 */
export function getGoLiveTimes(slugs: string[]): Stat[] {
  const studies = loadCaseStudies();
  return slugs.map((slug) => {
    const study = studies.find((file) => file.slug === slug);
    if (!study) throw new Error(`Unknown case study "${slug}" (content/case-studies/)`);
    const [value = '', ...rest] = study.data.liveIn.split(', ');
    if (!rest.length) throw new Error(`content/case-studies/${slug}.md: liveIn must read "<time>, <what was live>"`);
    return {
      value,
      label: rest.join(', '),
      source: {
        text: fillTemplate(getStatsFile().storySource, { company: study.data.company }),
        href: caseStudyHref(slug),
      },
    };
  });
}

/** A story as the source of a figure: its company, its page and the figures of its results. */
export function getCaseStudySource(slug: string): {
  company: string;
  href: string;
  results: { value: string; before: string }[];
} {
  const study = loadCaseStudies().find((file) => file.slug === slug);
  if (!study) throw new Error(`Unknown case study "${slug}" (content/case-studies/)`);
  return { company: study.data.company, href: caseStudyHref(slug), results: study.data.results };
}

export async function getCaseStudySlugs(): Promise<string[]> {
  return loadCaseStudies().map((file) => file.slug);
}

export async function getCaseStudy(slug: string): Promise<CaseStudy | undefined> {
  const file = loadCaseStudies().find((study) => study.slug === slug);
  return file ? toCaseStudy(file) : undefined;
}
