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
 * @typedef {{ id: string, name: string, monthlyPrice: number | 'custom', annualPrice: number | 'custom', limits: Record<string, string>, buttonText: string }} Plan
 * @typedef {{ label: string, values: Record<string, boolean | string> }} ComparisonRow
 * @typedef {{ name: string, status: string, slug?: string, summary?: string, category: string, integrationMethod?: string, syncs?: string[] }} Vendor
 * @typedef {{ title: string, description: string, href: string }} Article
 */

/** content/marketing/plans.md: the one file that defines every price. */
function loadPlans() {
  const data = frontMatter('content', 'marketing', 'plans.md');
  /** @type {ComparisonRow[]} */
  const rows = data.comparison.groups.flatMap((/** @type {{ rows: ComparisonRow[] }} */ group) => group.rows);
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
      return { ...vendor, category: category.name, integrationMethod: page.integrationMethod, syncs: page.syncs };
    }),
  );
  return { vendors, statuses: /** @type {Record<string, string>} */ (data.statuses) };
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

/** @type {string[][]} content/search/synonyms.json: words a store owner may type for the same thing. */
const synonyms = JSON.parse(read('content', 'search', 'synonyms.json')).groups;

export const siteContent = {
  ...loadPlans(),
  ...loadVendors(),
  articles: loadArticles(),
  synonyms,
  supportHours: loadSupportHours(),
  handoff: JSON.parse(read('content', 'chat', 'handoff.json')),
};
