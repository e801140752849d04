// @ts-check
/**
 * The site's own content, read once when the receiver starts (no network): the plans and their
 * prices, the vendor list, the documentation articles, the chat's labels and the support hours.
 * The receiver's chat answers (replies.mjs) quote only what these files say.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { projectRoot } from '../lib/paths.mjs';

/** @param {...string} parts */
const read = (...parts) => fs.readFileSync(path.join(projectRoot, ...parts), 'utf8');
/** @param {...string} parts */
const frontMatter = (...parts) => /** @type {Record<string, any>} */ (matter(read(...parts)).data);

/**
 * @typedef {{ id: string, name: string, monthlyPrice: number | 'custom', annualPrice: number | 'custom', limits: Record<string, string>, addOns?: string[], buttonText: string }} Plan
 * @typedef {{ label: string, values: Record<string, boolean | string> }} ComparisonRow
 * @typedef {{ product: string, cost?: number, map?: number }} VendorSample
 * @typedef {{ name: string, status: string, slug?: string, summary?: string, specialization?: string, category: string, integrationMethod?: string, syncs?: string[], map?: boolean, sample?: VendorSample }} Vendor
 * @typedef {{ title: string, description: string, href: string }} Article
 * @typedef {{ id: string, question: string, answer: string }} FaqItem
 * @typedef {{ href: string, heading: string, text: string }} LegalSection
 */

/** "What happens if I cancel?" to "what-happens-if-i-cancel", as lib/util/slugify.ts makes the FAQ's anchors. */
const slugify = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** content/marketing/plans.md: the one file that defines every price. */
function loadPlans() {
  const data = frontMatter('content', 'marketing', 'plans.md');
  /** @type {{ label: string, values: Record<string, boolean | string | { text: string }> }[]} */
  const table = data.comparison.groups.flatMap((/** @type {{ rows: [] }} */ group) => group.rows);
  // A cell with a link (Basic's quoted fee) is said by its words: the chat gives its own way to sales.
  /** @type {ComparisonRow[]} */
  const rows = table.map((row) => ({
    ...row,
    values: Object.fromEntries(
      Object.entries(row.values).map(([id, value]) => [id, typeof value === 'object' ? value.text : value]),
    ),
  }));
  return {
    plans: /** @type {Plan[]} */ (data.plans),
    rows,
    setupFees: /** @type {{ api: number, file: number }} */ (data.setupFees),
  };
}

/** content/vendors/index.md lists every vendor by category; a vendor with a page has its own file. */
function loadVendors() {
  const data = frontMatter('content', 'vendors', 'index.md');
  /** @type {Vendor[]} */
  const vendors = data.categories.flatMap((/** @type {{ name: string, vendors: Vendor[] }} */ category) =>
    category.vendors.map((vendor) => {
      const file = vendor.slug && path.join('content', 'vendors', `${vendor.slug}.md`);
      const page = file && fs.existsSync(path.join(projectRoot, file)) ? frontMatter(file) : {};
      return {
        ...vendor,
        category: category.name,
        specialization: vendor.specialization ?? page.specialization,
        integrationMethod: vendor.integrationMethod ?? page.integrationMethod,
        syncs: vendor.syncs ?? page.syncs,
        map: vendor.map ?? page.map,
        sample: page.sample,
      };
    }),
  );
  return {
    vendors,
    statuses: /** @type {Record<string, string>} */ (data.statuses),
    /** The markup a vendor page prices its sample product with (cost + 65%). */
    sampleMarkup: /** @type {number} */ (data.vendorPage.sample.markup),
    /** What each synced item does, by the vendor's method: "Stock levels are read from the vendor's API, typically every hour…". */
    syncTexts:
      /** @type {Record<string, { title: string, text: Record<string, string>, noMap?: Record<string, string> }>} */ (
        data.syncs
      ),
  };
}

/**
 * How often each job runs, as the site says it: Home's Real-time Sync highlight (a pushed change at
 * once, every other feed about hourly) and the Scheduled Tasks card on /features ("Orders: as they arrive").
 */
function loadCadence() {
  const home = frontMatter('content', 'marketing', 'home.md');
  const features = frontMatter('content', 'marketing', 'features.md');
  const pushed = home.highlights.find((/** @type {{ icon: string }} */ item) => item.icon === 'sync');
  const scheduled = features.extras.items.find((/** @type {{ icon: string }} */ item) => item.icon === 'calendar');
  if (!pushed || !scheduled) throw new Error('the sync highlight or the Scheduled Tasks card is missing');
  return {
    pushed: String(pushed.text).split(/(?<=\.)\s+/)[0] ?? '',
    schedule: /** @type {string[]} */ (scheduled.details).map((detail) => detail.split(/:\s*/)),
  };
}

/** The documentation articles with their titles, descriptions and addresses. */
function loadArticles() {
  const folder = path.join(projectRoot, 'content', 'docs');
  /** @type {Article[]} */
  const articles = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const { title, description } = frontMatter('content', 'docs', file);
      return { title, description, href: `/documentation/${file.replace(/\.md$/, '')}` };
    });
  const errors = frontMatter('content', 'docs', 'api', 'errors-and-limits.md');
  articles.push({
    title: errors.title,
    description: errors.description,
    href: '/documentation/api-reference/errors-and-limits',
  });
  // Placeholders such as {{supportHours}} are filled in by the site's build; an answer leaves them out.
  return articles.filter((article) => article.title && article.description && !/\{\{/.test(article.description));
}

/** Support hours live once, in lib/site/site.ts (a TypeScript file the receiver cannot import). */
function loadSupportHours() {
  const found = read('lib', 'site', 'site.ts').match(/export const supportHours = '([^']+)'/);
  if (!found) throw new Error('supportHours not found in lib/site/site.ts');
  return JSON.parse(`"${found[1]}"`);
}

/** A price as the site writes it, and every answer after it: "$612", "$1,009.80". */
export const usd = (/** @type {number} */ amount) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/**
 * The FAQ's questions with their anchors and answers, each {{placeholder}} filled the way the
 * site's build fills it (lib/content/placeholders.ts): prices from plans.md, the support hours.
 * @param {ReturnType<typeof loadPlans>} prices @param {string} supportHours
 */
function loadFaq({ plans, setupFees }, supportHours) {
  /** @type {Record<string, string>} */
  const values = { supportHours };
  for (const plan of plans) {
    const { id, monthlyPrice, annualPrice, syncOnlyDiscount } = /** @type {Plan & { syncOnlyDiscount?: number }} */ (
      plan
    );
    if (typeof monthlyPrice === 'number') values[`price.${id}.monthly`] = usd(monthlyPrice);
    if (typeof annualPrice === 'number') values[`price.${id}.annual`] = usd(annualPrice);
    if (syncOnlyDiscount) values[`syncOnlyDiscount.${id}`] = usd(syncOnlyDiscount);
  }
  for (const [kind, fee] of Object.entries(setupFees)) values[`setupFee.${kind}`] = usd(fee);
  const fill = (/** @type {string} */ text) =>
    text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name) => values[name] ?? placeholder);
  const folder = path.join(projectRoot, 'content', 'faq');
  /** @type {FaqItem[]} */
  const items = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) =>
      frontMatter('content', 'faq', file).items.map((/** @type {{ question: string, answer: string }} */ item) => ({
        id: slugify(item.question),
        question: item.question,
        answer: fill(item.answer.trim()),
      })),
    );
  // An answer that still names an unknown placeholder is left out rather than shown half-filled.
  return items.filter((item) => !/\{\{/.test(item.answer));
}

/** The Terms' and the Privacy Policy's sections (## headings), each with its anchor and its text. */
function loadLegalSections() {
  return ['terms', 'privacy'].flatMap((page) =>
    matter(read('content', 'legal', `${page}.md`))
      .content.split(/^## /m)
      .slice(1)
      .map((section) => {
        const [heading = '', ...body] = section.split('\n');
        return { href: `/${page}#${slugify(heading)}`, heading: heading.trim(), text: body.join('\n').trim() };
      }),
  );
}

/** Custom Integrations' own words on how long a quote takes and when a build goes live (its quote's date point). */
function loadCustomBuild() {
  const data = frontMatter('content', 'forms', 'custom-integrations.md');
  const live = data.quote.items.find((/** @type {{ icon: string }} */ item) => item.icon === 'calendar');
  return { quoteNote: String(data.quoteAction.note), buildTime: String(live.text) };
}

/** @type {string[][]} content/search/synonyms.json: words a store owner may type for the same thing. */
const synonyms = JSON.parse(read('content', 'search', 'synonyms.json')).groups;

const prices = loadPlans();
const supportHours = loadSupportHours();

export const siteContent = {
  ...prices,
  ...loadVendors(),
  articles: loadArticles(),
  synonyms,
  supportHours,
  faq: loadFaq(prices, supportHours),
  legal: loadLegalSections(),
  customBuild: loadCustomBuild(),
  cadence: loadCadence(),
  handoff: JSON.parse(read('content', 'chat', 'handoff.json')),
};
