// @ts-check
/**
 * The chat workflows' AI Agent answers from the site's documentation: its tool "Read the docs" (n8n's
 * HTTP Request tool) reads <site>/llms.txt, the list of every article, and then the `.md` twin of the
 * article it needs (<site>/documentation/<slug>.md); its system message says how to answer and holds the
 * facts that must never be wrong (plans, prices, limits), read from content/marketing/plans.md, the one
 * place prices are written. set-origins.mjs writes the site's address and these facts into the files it
 * generates; the files in deploy/n8n/ name the placeholder site and carry factsPlaceholder instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { siteContent } from '../../scripts/receiver/site-content.mjs';

/** The site the shipped files name (as their Allowed Origins do), until set-origins.mjs writes yours. */
export const placeholderSiteUrl = 'https://linkwell.example';
/** The system message's line that set-origins.mjs replaces with the facts from content/. */
export const factsPlaceholder = '(The facts are written here by deploy/n8n/set-origins.mjs from content/.)';
/** The agent's tool; its URL is the site's address followed by the path the model chooses. */
export const docsToolName = 'Read the docs';

const plansFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'content',
  'marketing',
  'plans.md',
);

/**
 * @typedef {{ id: string, name: string, monthlyPrice: number | 'custom', annualPrice: number | 'custom',
 *   limits: Record<string, string>, features: string[], addOns?: string[], notIncluded: string[], syncOnlyDiscount?: number }} Plan
 */

/** Names joined for a sentence: "A, B and C". */
const names = (/** @type {string[]} */ items) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/**
 * MAP (minimum advertised price) by vendor, the rules the local receiver's answers follow
 * (scripts/receiver/replies/vendors.mjs, mapAnswer), from each vendor's record (map, syncs, status):
 * who sends one, who publishes none, who sends no prices, who is not said (no guessing), and what
 * Enforce MAP does.
 * @param {import('../../scripts/receiver/site-content.mjs').Vendor[]} vendors
 */
export function mapFacts(vendors) {
  const sendsPrices = vendors.filter((vendor) => vendor.syncs?.includes('price'));
  const group = (/** @type {(vendor: (typeof vendors)[number]) => boolean} */ test) =>
    names(sendsPrices.filter(test).map((vendor) => vendor.name));
  const live = group((vendor) => vendor.map === true && vendor.status === 'live');
  const later = names(
    sendsPrices
      .filter((vendor) => vendor.map === true && vendor.status !== 'live')
      .map((vendor) => `${vendor.name} (${vendor.status.replace('-', ' ')})`),
  );
  const noPrices = names(vendors.filter((vendor) => !vendor.syncs?.includes('price')).map((vendor) => vendor.name));
  return [
    'MAP (minimum advertised price) by vendor; answer for each vendor asked about, never for vendors in general:',
    `- Send their MAP with their prices: ${live}; once connected, ${later}.`,
    `- Publish no MAP, so there is none to sync (prices follow the markup): ${group((vendor) => vendor.map === false)}.`,
    `- Send no prices at all, so no MAP either; the store keeps the prices it sets in Shopify: ${noPrices}.`,
    `- Not said on our site: ${group((vendor) => vendor.map === undefined)}. Say you are not sure and offer a person; do not guess.`,
    "- For a vendor that sends MAP: turn on Enforce MAP in that vendor's price rule (Vendor Settings); at every sync, a price the markup puts under MAP is raised to MAP, then lowered to MSRP if MSRP is enforced too. Link the Pricing Rules article.",
  ].join('\n');
}

/**
 * The facts the agent must never get wrong, one per line, from content/marketing/plans.md, and MAP by
 * vendor from content/vendors/.
 * @param {string} [source] the file's text (for tests); read from content/ when left out
 * @param {import('../../scripts/receiver/site-content.mjs').Vendor[]} [vendors]
 */
export function chatFacts(source = fs.readFileSync(plansFile, 'utf8'), vendors = siteContent.vendors) {
  const { plans, setupFees } = /** @type {{ plans: Plan[], setupFees: { api: number, file: number } }} */ (
    /** @type {unknown} */ (matter(source).data)
  );
  const plan = (/** @type {Plan} */ entry) => {
    const price =
      typeof entry.monthlyPrice === 'number'
        ? `$${entry.monthlyPrice}/month, or $${entry.annualPrice}/month billed annually`
        : 'custom pricing (Contact Sales)';
    const limits = Object.values(entry.limits)
      .map((limit) => limit.charAt(0).toLowerCase() + limit.slice(1))
      .join(', ');
    const paid = entry.addOns?.length ? `; paid add-on: ${entry.addOns.join(', ')}` : '';
    const missing = entry.notIncluded.length ? `; not included: ${entry.notIncluded.join(', ')}` : '';
    return `- ${entry.name}: ${price}; ${limits}${paid}${missing}.`;
  };
  const discounts = plans
    .filter((entry) => entry.syncOnlyDiscount !== undefined)
    .map((entry) => `$${entry.syncOnlyDiscount}/month off ${entry.name}`);
  return [
    'Plans (US dollars):',
    ...plans.map(plan),
    `- Sync-only discount (products synced, orders not routed through Linkwell): ${discounts.join(', ')}.`,
    `- Vendor integrations: pre-built ones are free to set up; a custom API integration costs $${setupFees.api} per vendor and a CSV, XML or FTP integration $${setupFees.file} per vendor, paid once.`,
    mapFacts(vendors),
  ].join('\n');
}

/**
 * A copy of `workflow` whose docs tool reads `siteUrl` and whose agent's system message names it and holds
 * the facts (chatFacts). Workflows without an AI Agent come back unchanged.
 * @template {{ nodes: Array<{ name: string, parameters?: Record<string, any> }> }} W
 * @param {W} workflow
 * @param {string} siteUrl the site's address: scheme and host (and port), as the visitor sees it
 * @param {string} [facts]
 * @returns {W}
 */
export function withSiteDocs(workflow, siteUrl, facts = chatFacts()) {
  const site = new URL(siteUrl).origin;
  const copy = structuredClone(workflow);
  for (const node of copy.nodes) {
    if (node.name === docsToolName) {
      node.parameters = { ...node.parameters, url: String(node.parameters?.url).replace(placeholderSiteUrl, site) };
    }
    if (node.name === 'AI Agent') {
      const systemMessage = String(node.parameters?.options?.systemMessage)
        .replaceAll(placeholderSiteUrl, site)
        .replace(factsPlaceholder, facts);
      node.parameters = { ...node.parameters, options: { ...node.parameters?.options, systemMessage } };
    }
  }
  return copy;
}
