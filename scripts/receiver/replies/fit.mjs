// @ts-check
/**
 * "Which plan do I need for 3 vendors?", "10k products and 2 stores": the smallest plan whose limits
 * (content/marketing/plans.md, the SPEC's plan limits) fit every count the message gives, its price,
 * and the limit that decides it. The counts are read from the message; the limits only from plans.md.
 */
import { NUMBER_WORDS } from '../../lib/number-words.mjs';
import { siteContent } from '../site-content.mjs';
import { namedPlans } from './pricing.mjs';
import { list, lowerFirst, perMonth } from './text.mjs';

const { plans } = siteContent;

/** @typedef {import('../site-content.mjs').Plan} Plan */

/** What a plan limits, and the words a store owner types for each ("suppliers", "shops", "skus"). */
const KINDS = /** @type {const} */ ([
  ['vendors', 'vendors?|vendros?|vednors?|suppliers?|distributors?|brands?'],
  ['stores', 'stores?|shops?|storefronts?'],
  ['products', 'products?|prodcuts?|produts?|skus?|items?|listings?'],
  ['orders', 'orders?'],
]);
// ("one order" is an example, not a count to fit a plan to.)
const NUMBER = `(\\d{1,3}(?:[,\\s]\\d{3})+|\\d+(?:\\.\\d+)?\\s?k\\b|\\d+|${NUMBER_WORDS.slice(2).join('|')})`;
/** A message that asks which plan, or is short enough to be a count alone ("I have 5 stores"). */
const ASKS_PLAN =
  /\b(plans?|tiers?|subscriptions?|packages?|need|enough|fits?|cheapest|which|what|how much|cost|price|upgrade)\b/i;

/** "10,000", "10k", "1.5k", "three": a count as a number. */
function toNumber(/** @type {string} */ typed) {
  const word = NUMBER_WORDS.indexOf(typed.toLowerCase());
  if (word > 0) return word;
  const thousands = /k$/i.test(typed.trim());
  const value = Number(typed.replace(/[,\sk]/gi, ''));
  return thousands ? value * 1000 : value;
}

/** A plan's limit of a kind from plans.md as a number: "Up to 2 vendors" is 2, "Unlimited" has no end. */
const limitOf = (/** @type {Plan} */ plan, /** @type {string} */ kind) => {
  const limit = plan.limits[kind] ?? '';
  return /unlimited/i.test(limit) ? Infinity : Number(limit.replace(/,/g, '').match(/\d+/)?.[0] ?? 0);
};

/** Every count of a limited kind the message gives: { vendors: 3, products: 10000 }. */
export function countsIn(/** @type {string} */ text) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const [kind, names] of KINDS) {
    const found = new RegExp(
      `(?:^|[^\\w$])${NUMBER}\\s+(?:(?:different|separate|shopify|online|active|more|total)\\s+)?(?:${names})\\b`,
      'i',
    ).exec(text);
    const count = found?.[1] ? toNumber(found[1]) : NaN;
    if (Number.isFinite(count) && count >= 1) counts[kind] = Math.ceil(count);
  }
  return counts;
}

const says = (/** @type {number} */ count, /** @type {string} */ kind) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? kind.slice(0, -1) : kind}`;

/**
 * The smallest plan whose limits allow every count the message gives, named with its price and the
 * limit that decides it (`asked`: another part of the message asks which plan); null when the message gives no count, names a plan (planTopicsAnswer says
 * yes or no for that plan) or counts only stores (storesAnswer also says how each store adds vendors).
 */
export function fitAnswer(/** @type {string} */ text, { asked = false } = {}) {
  const counts = countsIn(text);
  const kinds = Object.keys(counts);
  if (!kinds.length || namedPlans(text).length) return null;
  // "we run a store with about 4,000 SKUs from Kuzco…" tells, not asks, unless another part asks which plan.
  if (!asked && !ASKS_PLAN.test(text) && text.split(/\s+/).length > 6) return null;
  if (kinds.length === 1 && kinds[0] === 'stores') return null;
  // For each count, the first plan that allows it; the plan needed is the largest of those.
  const firstFits = kinds.map((kind) => plans.findIndex((plan) => limitOf(plan, kind) >= (counts[kind] ?? 0)));
  const index = Math.max(...firstFits);
  const plan = plans[index];
  if (index < 0 || !plan) return null;
  const counted = list(kinds.map((kind) => says(counts[kind] ?? 0, kind)));
  const deciding = kinds.filter((_, position) => firstFits[position] === index);
  const below = plans[index - 1];
  const allows = list(deciding.map((kind) => lowerFirst(plan.limits[kind] ?? '')));
  const price =
    plan.annualPrice === 'custom'
      ? `priced for your volume ([contact sales](/contact) for a quote)`
      : `**${perMonth(plan.annualPrice)}** billed annually or ${perMonth(plan.monthlyPrice)} billed monthly`;
  const why = below
    ? `: it allows ${allows}, and ${below.name} only ${list(deciding.map((kind) => lowerFirst(below.limits[kind] ?? '').replace(/^up to /, '')))}`
    : `, which allows ${allows}`;
  return `For ${counted} you need **${plan.name}**, ${price}${why}. See [pricing](/pricing) to compare every plan.`;
}
