// @ts-check
/** Answers about several stores: the plans whose store limit allows them, with their prices, and how each store adds its vendors. */
import { NUMBER_WORDS } from '../../lib/number-words.mjs';
import { siteContent } from '../site-content.mjs';
import { namedPlans } from './pricing.mjs';
import { articleLink, list, lowerFirst, perMonth } from './text.mjs';
import { vendorAnswer, vendorLink, vendorNames } from './vendors.mjs';

const { plans } = siteContent;

/** @typedef {import('../site-content.mjs').Plan} Plan */

/** "two Shopify stores", "on 2 stores", "3 shops": the number of stores a message asks about. */
const STORE_COUNT = new RegExp(
  `\\b(\\d+|${NUMBER_WORDS.slice(1).join('|')})\\s+(?:shopify\\s+|online\\s+|separate\\s+|different\\s+)?(?:stores?|shops?)\\b`,
  'i',
);
/** A plan's store limit from plans.md as a number: "2 stores" is 2, "Unlimited stores" has no end. */
const storeLimit = (/** @type {Plan} */ plan) =>
  /unlimited/i.test(plan.limits.stores ?? '') ? Infinity : Number(plan.limits.stores?.match(/\d+/)?.[0] ?? 0);

/** One statement of the prices of the plans given: "Billed annually, Plus costs **$179/month** and Premium $269/month". */
function pricesOf(/** @type {Plan[]} */ shown) {
  const priced = shown.filter((plan) => typeof plan.annualPrice === 'number');
  const custom = shown.filter((plan) => plan.annualPrice === 'custom').map((plan) => plan.name);
  const amounts = priced.map((plan, index) =>
    index === 0 ? `${plan.name} costs **${perMonth(plan.annualPrice)}**` : `${plan.name} ${perMonth(plan.annualPrice)}`,
  );
  const volume = custom.length ? `${list(custom)} ${custom.length > 1 ? 'are' : 'is'} priced for your volume` : '';
  return amounts.length
    ? `Billed annually, ${list(amounts)}${volume ? `; ${volume}` : ''}.`
    : `${volume}: [contact sales](/contact) for a quote.`;
}

/**
 * "Can I connect two Shopify stores to the same Nora account, and what does that cost?": the plans
 * whose store limit (plans.md) allows that many stores, with their prices, and how a vendor is
 * added to each store (the Add a Vendor guide), not the vendor's summary and every price.
 */
export function storesAnswer(/** @type {string} */ text) {
  const typed = STORE_COUNT.exec(text)?.[1]?.toLowerCase() ?? '';
  const typedCount = /^\d+$/.test(typed) ? Number(typed) : NUMBER_WORDS.indexOf(typed);
  // "more than one store" asks for two: not "every plan allows one store".
  const count = new RegExp(`\\bmore than ${typed}\\b`, 'i').test(text) ? typedCount + 1 : typedCount;
  if (!Number.isInteger(count) || count < 1) return null;
  const allowing = plans.filter((plan) => storeLimit(plan) >= count);
  const [first] = allowing;
  if (!first) return null;
  const stores = `${count} ${count === 1 ? 'store' : 'stores'}`;
  const named = namedPlans(text);
  // "2 stores and 10 vendors on plus": every limit of that plan, answered by planTopicsAnswer.
  if (named.length === 1 && /\b(vendors?|orders?|products?)\b/i.test(text.replace(/\bvendors? account\b/gi, '')))
    return null;
  let limits;
  if (named.length === 1 && named[0]) {
    const plan = named[0];
    const includes = `**${plan.name}** includes ${lowerFirst(plan.limits.stores ?? '')}`;
    limits = allowing.includes(plan)
      ? `Yes: ${includes}. ${pricesOf([plan])}`
      : `No: ${includes}. ${list(allowing.map((other) => other.name))} ${allowing.length > 1 ? 'allow' : 'allows'} ${stores}. ${pricesOf(allowing)}`;
  } else {
    const counted = `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'store' : 'stores'}`;
    const opening =
      allowing.length === plans.length
        ? `Every plan allows ${counted}`
        : `${counted.charAt(0).toUpperCase()}${counted.slice(1)} ${count === 1 ? 'needs' : 'need'} **${first.name}**${allowing.length > 1 ? ' or above' : ''}`;
    const byPlan = plans.map((plan, index) =>
      index === 0
        ? `${plan.name} includes ${lowerFirst(plan.limits.stores ?? '')}`
        : `${plan.name} ${lowerFirst(plan.limits.stores ?? '')}`,
    );
    limits = `${opening}: ${list(byPlan)}. ${pricesOf(allowing)}`;
  }
  // A vendor for several stores: each store adds it with the credentials the vendor issued to you.
  const found = vendorNames.filter(({ pattern }) => pattern.test(text)).map(({ vendor }) => vendor);
  const [vendor] = found;
  const guide = articleLink('add-vendor');
  const perStore =
    found.length === 1 && vendor
      ? ` Each store adds ${vendorLink(vendor)} on its own, with the credentials ${vendor.name} issues to your account, and maps it to that store's Smart Collection and Location (${guide}).${vendor.status === 'live' ? '' : ` ${vendorAnswer(vendor)}`}`
      : found.length || /\b(vendors?|suppliers?|distributors?)\b/i.test(text)
        ? ` Each store adds its vendors on its own, with the credentials each vendor issues to your account, and maps them to that store's Smart Collection and Location (${guide}).`
        : '';
  return `${limits}${perStore} See [pricing](/pricing) to compare every plan.`;
}
