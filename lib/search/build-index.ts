import 'server-only';
import { getAllCaseStudies, getCaseStudiesPage } from '@/lib/content/case-studies';
import { getAllPositions, getCareersPage } from '@/lib/content/careers';
import { getAllDocs, getApiReference, getHelpCenterContent, type ApiReference } from '@/lib/content/docs';
import { getFaqCategories } from '@/lib/content/faq';
import { legalFrontmatterSchema } from '@/lib/content/legal';
import { loadContentFile } from '@/lib/content/load';
import {
  getAboutContent,
  getFaqPageContent,
  getFeaturesContent,
  getHomeContent,
  getHowItWorksContent,
  getPricingContent,
  getReleaseNotesPageContent,
} from '@/lib/content/marketing';
import { categoryTitle, docSidebarLinks, type DocCategoryId } from '@/lib/docs/categories';
import { markdownToPlainText } from '@/lib/docs/plain-text';
import { getPlans, isPricedPlan } from '@/lib/content/plans';
import { getReleaseNotes } from '@/lib/content/release-notes';
import { getVendor, getVendorDirectory } from '@/lib/content/vendors';
import { getApplicationPage, getContactPage, getCustomIntegrationsPage } from '@/lib/content/form-pages';
import { apiCallAnchor, docHref } from '@/lib/site/routes';
import { getSecurityContent } from '@/lib/content/security';
import { pageLinks } from '@/lib/site/site';
import { slugify } from '@/lib/util/slugify';
import { isSameSiteHref } from '@/lib/site/same-site';
import { popularArticleSlugs, synonymGroups } from './content';
import { markdownSections } from './sections';
import type { SearchRecord, SiteSearchIndex } from './types';

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
/** Facts as sentences, so a snippet cut from them never runs one into the next ("…merchants Ottawa," read as one: outside review RR). */
const sentences = (...parts: (string | undefined)[]) =>
  parts
    .filter(Boolean)
    .map((part) => (/[.!?]$/.test(part!) ? part : `${part}.`))
    .join(' ');

/**
 * Headings that only point elsewhere ("Next step" under four articles): their text is links to
 * articles indexed on their own, and as results they read as noise (an outside review). Their
 * sections are left out of the index.
 */
const NAVIGATION_HEADING =
  /^(next steps?|whats next|read next|related( articles| guides| topics)?|see also|learn more|further reading|more help)$/;
/** Headings that name no subject: their text is the article's own opening, found with the article. */
const OPENING_HEADING = /^(overview|introduction|before you (begin|start)|in this (article|guide))$/;
const headingKey = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a docs heading is generic (navigation or an unnamed opening), so it is no result of its own. */
export const isGenericHeading = (heading: string) =>
  NAVIGATION_HEADING.test(headingKey(heading)) || OPENING_HEADING.test(headingKey(heading));

/**
 * One record per section of a docs article; the opening links to the article itself and holds its
 * description (alone when the article starts with a heading), so the description is always found.
 * A generic heading is no record: a navigation section is dropped, an "Overview" joins the opening.
 */
export function docRecords(doc: {
  title: string;
  href: string;
  description: string;
  body: string;
  category?: DocCategoryId;
}): SearchRecord[] {
  const sections = markdownSections(doc.body);
  if (!sections[0] || sections[0].id) sections.unshift({ id: null, heading: null, text: '' });
  const opening = sections[0]!;
  const kept = sections.filter((section) => {
    if (!section.heading || !isGenericHeading(section.heading)) return true;
    if (OPENING_HEADING.test(headingKey(section.heading))) opening.text = join(opening.text, section.text);
    return false;
  });
  return kept.map((section) =>
    section.id
      ? {
          kind: 'docs',
          title: doc.title,
          section: section.heading!,
          href: `${doc.href}#${section.id}`,
          text: section.text,
        }
      : {
          kind: 'docs',
          title: doc.title,
          ...(doc.category ? { category: categoryTitle(doc.category) } : {}),
          href: doc.href,
          text: join(doc.description, section.text),
        },
  );
}

const htmlToText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A legal page in full, one record per section, so that a question it answers finds it. */
function legalRecords(entry: { slug: 'privacy' | 'terms' | 'cookies'; body: string; data: { description: string } }) {
  const link = pageLinks[entry.slug];
  return markdownSections(entry.body).map((section): SearchRecord =>
    section.id
      ? {
          kind: 'page',
          title: link.title,
          section: section.heading!,
          href: `${link.href}#${section.id}`,
          text: section.text,
        }
      : { kind: 'page', title: link.title, href: link.href, text: join(entry.data.description, section.text) },
  );
}

/**
 * The API reference's two pages as documentation (found by the documentation box too, labelled API Reference): each
 * page, its guide sections by their summaries (a line each, in the words developers type: "JWT", "429"; the
 * index has no room for their text, budgets.spec.ts) and its calls by their summaries and paths.
 */
export function apiRecords(api: ApiReference): SearchRecord[] {
  const category = docSidebarLinks[1].title;
  const record = (title: string, href: string, text: string, section?: string): SearchRecord =>
    section ? { kind: 'docs', title, section, href, text } : { kind: 'docs', title, category, href, text };
  const guide = (
    page: { title: string; href: string; sections: { id: string; text: string }[] },
    summaries: Record<string, string>,
  ) =>
    page.sections.map((section) =>
      record(page.title, `${page.href}#${section.id}`, summaries[section.id] ?? '', section.text),
    );
  return [
    // The reference itself, so that a query naming it ("api") finds its page.
    record(api.title, api.href, join(htmlToText(api.introHtml), api.calls.map((call) => call.title).join(', '))),
    ...guide(api, api.summaries),
    ...api.calls.map((call) =>
      record(
        api.title,
        `${api.href}#${apiCallAnchor(call.id)}`,
        join(call.summary, `${call.method} ${call.path}`),
        call.title,
      ),
    ),
    // The second page by its sections alone: its title names them all, so its opening would come before the one asked for ("rate limit").
    ...guide(api.limits, api.limits.summaries),
  ];
}

async function mainPageRecords(): Promise<SearchRecord[]> {
  const page = (link: { title: string; href: string }, text: string, section?: string, anchor?: string) =>
    ({ kind: 'page', title: link.title, section, href: anchor ? `${link.href}#${anchor}` : link.href, text }) as const;
  const home = getHomeContent();
  const features = getFeaturesContent();
  const pricing = getPricingContent();
  const howItWorks = getHowItWorksContent();
  const about = await getAboutContent();
  const security = await getSecurityContent();
  const help = getHelpCenterContent();
  const api = await getApiReference();
  const directory = await getVendorDirectory();
  const [contact, quote, application] = await Promise.all([
    getContactPage(),
    getCustomIntegrationsPage(),
    getApplicationPage(),
  ]);
  const legal = (['privacy', 'terms', 'cookies'] as const).map((slug) => ({
    ...loadContentFile('legal', slug, legalFrontmatterSchema),
    slug,
  }));
  const titles = (items: { title: string }[]) => items.map((item) => item.title).join(', ');
  // A marketing page's full text: each card's title with its text, each figure with its label. Not
  // a card's drawn sample rows ("Nora: +65% · Delta 3 · Wall Sconces"): read as a result's snippet,
  // a picture's sample data looked like noise (outside review).
  const cards = (items: { title: string; text: string }[]) =>
    items.map((item) => join(`${item.title}:`, item.text)).join(' ');
  const stats = (items: { value: string; label: string }[]) =>
    items.map((item) => `${item.value} ${item.label}`).join(', ');
  return [
    page(
      pageLinks.home,
      join(
        home.seo.description,
        home.hero.title,
        home.hero.intro,
        // The home page's cards summarise the Features page (indexed in full): their titles only, so
        // that a problem in their words ("stock levels wrong") finds the guide that solves it, not the summary.
        titles(home.highlights),
        titles(home.features.items),
        home.results.title,
        stats(home.results.items),
      ),
    ),
    page(pageLinks.features, join(features.seo.description, cards(features.extras.items))),
    // Each feature under its name, which the page shows as its tag ("Order processing"): a destination
    // of its own, so "order" finds order automation on Features with the guide, above passing mentions
    // (an outside review: Pricing Rules' "The Three Rules, in Order" came before it). In Title Case, as every
    // other result's title ("Order processing" among them read as a slip: outside review LLLLLL).
    ...features.sections.map((section): SearchRecord => ({
      kind: 'page',
      title: section.eyebrow.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
      category: pageLinks.features.title,
      href: `${pageLinks.features.href}#${section.id}`,
      text: join(`${section.title}.`, section.intro, cards(section.points)),
    })),
    page(
      pageLinks.pricing,
      join(
        pricing.seo.description,
        pricing.hero.intro,
        // The plans as their cards read: name, prices, limits and what each includes.
        getPlans()
          .map((plan) =>
            join(
              `${plan.name}:`,
              isPricedPlan(plan) ? `$${plan.monthlyPrice} a month ($${plan.annualPrice} billed annually).` : '',
              plan.description,
              Object.values(plan.limits).join(', '),
              plan.builtOn,
              plan.features.join(', '),
              plan.addOns.join(', '),
            ),
          )
          .join(' '),
        pricing.setupFees.items.map((item) => `${item.title}: ${item.text}`).join(' '),
        pricing.customSolution.title,
        pricing.customSolution.text,
      ),
    ),
    page(
      pageLinks.howItWorks,
      join(
        howItWorks.seo.description,
        // The steps' words, not their who-does-what points: the index has little room (budgets.spec.ts).
        howItWorks.steps.map((step) => join(`${step.title}:`, step.text)).join(' '),
        stats(howItWorks.goLive.items),
      ),
    ),
    page(
      pageLinks.about,
      join(
        about.seo.description,
        htmlToText(about.storyHtml),
        // Each promise under its value's word, which the page shows as its tag: "excellence" finds About.
        cards(about.values.items.map((item) => ({ title: `${item.value}. ${item.title}`, text: item.text }))),
        about.team.members.map((member) => `${member.name}, ${member.role}.`).join(' '),
        stats(about.impact.items),
      ),
    ),
    // Its title only: the facts are each stated, and indexed, on the page it links to.
    page(pageLinks.security, security.seo.title),
    page(pageLinks.faq, getFaqPageContent().seo.description),
    page(pageLinks.releaseNotes, join(getReleaseNotesPageContent().seo.description)),
    ...getReleaseNotes().map((note) =>
      page(pageLinks.releaseNotes, join(note.summary, note.displayDate), `Version ${note.version}`, note.anchor),
    ),
    page(pageLinks.documentation, help.description),
    ...apiRecords(api),
    page(pageLinks.vendorIntegrations, join(directory.description, directory.intro)),
    page(pageLinks.caseStudies, getCaseStudiesPage().description),
    page(pageLinks.careers, getCareersPage().description),
    page(pageLinks.contact, contact.description),
    page(pageLinks.customIntegrations, quote.description),
    page(pageLinks.application, application.description),
    ...legal.flatMap(legalRecords),
  ];
}

async function vendorRecords(): Promise<SearchRecord[]> {
  const directory = await getVendorDirectory();
  const records = await Promise.all(
    directory.categories.flatMap((category) =>
      category.vendors.map(async (vendor): Promise<SearchRecord> => {
        const detail = vendor.slug ? await getVendor(vendor.slug) : undefined;
        return {
          kind: 'vendor',
          title: vendor.name,
          // Its trade where it has one, else its category as the list heads it ("Kuzco Lighting · Furniture" read as
          // a mislabel beside the directory's Lighting: outside review PPPP).
          section: vendor.trade ?? category.title ?? category.name,
          // A vendor without a page of its own is found in its category on the list.
          href: vendor.href ?? `${pageLinks.vendorIntegrations.href}#${slugify(category.name)}`,
          text: sentences(vendor.description, detail?.specialization, detail?.headquarters, detail?.integrationMethod),
        };
      }),
    ),
  );
  return records;
}

/** Everything the site search finds, built with the site (app/search-index.json/route.ts). */
export async function buildSiteSearchIndex(): Promise<SiteSearchIndex> {
  const docs = getAllDocs();
  const faq = await getFaqCategories();
  const studies = await getAllCaseStudies();
  const positions = await getAllPositions();
  const records: SearchRecord[] = [
    ...docs.flatMap(docRecords),
    ...faq.flatMap((category) =>
      category.items.map((item): SearchRecord => ({
        kind: 'faq',
        title: item.question,
        section: category.title,
        href: `${pageLinks.faq.href}#${item.id}`,
        text: markdownToPlainText(item.answer),
      })),
    ),
    ...(await vendorRecords()),
    ...studies.map((study): SearchRecord => ({
      kind: 'case-study',
      title: study.company,
      section: study.industry,
      href: study.href,
      // The summary already names the story's main figures; its results list is left out to keep the index in budget.
      // Its vendors by name: "crystorama" found the vendor, not the story of the store that connected it (outside
      // review YYYYY).
      text: join(study.title, study.summary, `Vendors: ${study.vendorPages.map((vendor) => vendor.name).join(', ')}.`),
    })),
    ...positions.map((position): SearchRecord => ({
      kind: 'position',
      title: position.title,
      section: position.location,
      href: position.href,
      // The page it belongs to is named too, so "developer job" (job, career: one synonym group) finds the position.
      text: join(position.description, position.department, pageLinks.careers.title),
    })),
    ...(await mainPageRecords()),
  ];
  const unsafe = records.filter((record) => !isSameSiteHref(record.href));
  if (unsafe.length)
    throw new Error(`Search records must link inside the site: ${unsafe.map((r) => r.href).join(', ')}`);
  const popular = popularArticleSlugs.map((slug) => {
    const doc = docs.find((entry) => entry.slug === slug);
    if (!doc) throw new Error(`content/search/search.json: popular article "${slug}" is not in content/docs`);
    return { title: doc.title, href: docHref(slug), text: doc.description };
  });
  return { records, popular, synonyms: synonymGroups };
}

/**
 * The index as the build writes it (app/search-index.json): a section's address whose anchor is its
 * heading slugified is written with a bare "#", which parseSiteSearchIndex fills in again. The anchor
 * repeated each heading in lower case, which no longer compresses with it now that headings are in
 * Title Case (docs/look-and-feel.md): about 300 B of the file's 25 KB budget.
 */
export function packSiteSearchIndex(index: SiteSearchIndex): SiteSearchIndex {
  return {
    ...index,
    records: index.records.map((record) =>
      record.section && record.href.endsWith(`#${slugify(record.section)}`)
        ? { ...record, href: record.href.slice(0, record.href.lastIndexOf('#') + 1) }
        : record,
    ),
  };
}
