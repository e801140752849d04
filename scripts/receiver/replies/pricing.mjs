// @ts-check
/** Answers about the plans: prices, limits and what each includes, from content/marketing/plans.md. */
import { siteContent } from '../site-content.mjs';
import {
  FASTER_SYNC,
  claimedPace,
  editDistance,
  list,
  lowerFirst,
  perMonth,
  stem,
  vocabulary,
  words,
} from './text.mjs';

const { plans, rows, articles, setupFees } = siteContent;

/** @param {Plan} plan */
export function planPrice(plan) {
  if (plan.monthlyPrice === 'custom')
    return `**${plan.name}** is priced for your volume: ${plan.buttonText.toLowerCase()} through our [contact page](/contact) for a quote.`;
  const limits = list(Object.values(plan.limits).map(lowerFirst));
  return `**${plan.name}** costs **${perMonth(plan.annualPrice)}** billed annually, or ${perMonth(plan.monthlyPrice)} billed monthly. It covers ${limits}. See [pricing](/pricing) to compare every plan.`;
}

/** @typedef {import('../site-content.mjs').Plan} Plan */

export const PRICE_WORDS =
  /\b(price|prices|priced|pricing|cost|costs|how much|fee|fees|pay|paying|payment|payments|charge|charges|charged|expensive|cheap|cheaper|cheapest|\$\d+)\b/i;
/** "Which plan fits my store / should I choose": a plan to pick, not a price. */
const FIT = /\b(which|what|right|best)\b.*\bplans?\b.*\b(fits?|need|right|best|should|choose|pick|for me|suits?)\b/i;
const PLAN_WORDS = /\b(plans?|tiers?|subscriptions?|upgrade|include|includes|included)\b/i;

/** The plans a message names: "how much is plus?", "what do I get with premium" (not "plus, I need…"). */
export const namedPlans = (/** @type {string} */ text) =>
  plans.filter((plan) =>
    new RegExp(
      `\\b(${plan.name}\\s+(plan|tier|pricing|prices?|costs?)|(with|on|in|about|is|for|the|does|do|of|between|and|vs|versus|or)\\s+${plan.name}\\b)|^\\W*${plan.name}\\s+(vs\\b|versus|or|and|compared)`,
      'i',
    ).test(text),
  );

const COMPARE = /\b(differen\w*|vs\b|versus|compare\w*|between|better)/i;

/**
 * "what's the difference between Plus and Premium": each plan's price and limits, then what the larger
 * adds, from the comparison table (outside review: two prices side by side left the difference untold).
 */
export function compareAnswer(/** @type {string} */ text) {
  const named = namedPlans(text);
  if (named.length !== 2 || !COMPARE.test(text)) return null;
  const [lower, upper] = /** @type {[Plan, Plan]} */ (named);
  const priced = named.map((plan) =>
    plan.annualPrice === 'custom'
      ? `**${plan.name}**: priced for your volume, no limits.`
      : `**${plan.name}**, **${perMonth(plan.annualPrice)}** billed annually: ${list(Object.values(plan.limits).map(lowerFirst))}.`,
  );
  const adds = rows
    .filter((row) => row.values[upper.id] !== false && row.values[upper.id] !== row.values[lower.id])
    .map((row) => {
      const [from, to] = [row.values[lower.id], row.values[upper.id]];
      if (typeof to !== 'string') return `- ${row.label}`;
      return `- ${row.label}: ${lowerFirst(to)}${typeof from === 'string' ? ` (${lower.name}: ${lowerFirst(from)})` : ''}`;
    });
  const added = adds.length ? `\n\n${upper.name} adds:\n\n${adds.join('\n')}` : '';
  return `${priced.join('\n\n')}${added}\n\nSee [pricing](/pricing) to compare every plan.`;
}

/** A plan named by the message ("how much is plus?"), a feature's plans, or every plan's price. */
/** "the most vendors", "more stores", "highest product limit": a plan's limits, compared. */
const MOST_OF_A_LIMIT =
  /\b(most|more|highest|largest|biggest|max(imum)?)\b[^?]*\b(vendors?|stores?|products?|skus?)\b/i;

export function planAnswer(/** @type {string} */ text) {
  const named = namedPlans(text);
  const asksPrice = PRICE_WORDS.test(text);
  // "Does Plus include two-way sync?" / "Which plan do I need for API access?": the comparison
  // row whose words the message uses most.
  const asked = new Set(words(text));
  const [best] = rows
    .map((row) => ({
      row,
      hits: words(row.label).filter((word) => asked.has(word) && !/plan|pric/.test(word)).length,
    }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits);
  if (named.length === 1 && best && !asksPrice) {
    const [plan] = /** @type {[Plan]} */ (named);
    const value = best.row.values[plan.id];
    const detail = typeof value === 'string' ? ` (${value.toLowerCase()})` : '';
    const feature = lowerFirst(best.row.label);
    // An add-on (plans.md addOns) is said as rowFact says it, not as something the plan includes.
    if (plan.addOns?.some((item) => lowerFirst(item).startsWith(feature)))
      return `${rowFact(plan, best.row)} ${planPrice(plan)}`;
    if (value !== false) return `Yes: **${plan.name}** includes ${feature}${detail}. ${planPrice(plan)}`;
    const others = plans.filter((other) => best.row.values[other.id] !== false).map((other) => other.name);
    return `No: **${plan.name}** does not include ${feature}; ${list(others)} ${others.length > 1 ? 'do' : 'does'}. See [pricing](/pricing) to compare every plan.`;
  }
  // "plus or premium": each plan's price, and the link to compare them once, at the end.
  const compare = ' See [pricing](/pricing) to compare every plan.';
  if (named.length)
    return named
      .map(planPrice)
      .map((answer, index) => (index < named.length - 1 ? answer.replace(compare, '') : answer))
      .join('\n\n');
  if (!asksPrice && !PLAN_WORDS.test(text)) return null;
  // "Which plan has the most vendors?": the limits plan by plan (the word "vendors" alone named a feature's row).
  const limitsAsked = !asksPrice && (FIT.test(text) || MOST_OF_A_LIMIT.test(text));
  if (best && !asksPrice && !MOST_OF_A_LIMIT.test(text)) {
    const withIt = plans.filter((plan) => best.row.values[plan.id] !== false);
    const without = plans.filter((plan) => best.row.values[plan.id] === false);
    const priced = withIt.map((plan) =>
      plan.annualPrice === 'custom' ? plan.name : `${plan.name} (${perMonth(plan.annualPrice)} billed annually)`,
    );
    // On every plan: said so, from the lowest price, not four plans listed as if some lacked it.
    if (!without.length)
      return `**${best.row.label}** comes with every plan, from ${priced[0]}. See [pricing](/pricing) to compare every plan.`;
    return `**${best.row.label}** comes with ${list(priced)}${without.length ? `; ${list(without.map((plan) => plan.name))} ${without.length > 1 ? 'do' : 'does'} not include it` : ''}. See [pricing](/pricing) to compare every plan.`;
  }
  // "Which plan fits my store?": the limits that decide it, plan by plan (not only the prices).
  if (limitsAsked) {
    // The two limits that decide it, one line a plan, so the answer reads whole in the 384x500 window.
    const lines = plans.map((plan) =>
      plan.annualPrice === 'custom'
        ? `- **${plan.name}**: no limits, priced for your volume`
        : `- **${plan.name}**, ${perMonth(plan.annualPrice)}: ${lowerFirst(plan.limits.vendors ?? '')}, ${lowerFirst(plan.limits.products ?? '')}`,
    );
    return `By vendors and products (prices billed annually):\n\n${lines.join('\n')}\n\nA 14-day free trial on every plan. [Compare plans](/pricing).`;
  }
  if (!asksPrice && !/\b(what|which|your|compare|difference|list|all)\b/i.test(text)) return null;
  const priced = plans.filter((plan) => typeof plan.annualPrice === 'number');
  const cheapest = priced.reduce((low, plan) => (Number(plan.annualPrice) < Number(low.annualPrice) ? plan : low));
  const custom = plans.filter((plan) => plan.annualPrice === 'custom').map((plan) => plan.name);
  // One statement of the prices: where they start, then the other plans (each price said once).
  const others = priced.filter((plan) => plan !== cheapest).map((plan) => `${plan.name} ${perMonth(plan.annualPrice)}`);
  return `Plans start at **${perMonth(cheapest.annualPrice)}** billed annually (${cheapest.name})${others.length ? `, then ${list(others)}` : ''}${custom.length ? `; ${list(custom)} is priced for your volume` : ''}. Annual billing saves 10% against monthly, and every plan has a 14-day free trial; see [pricing](/pricing) for what each includes.`;
}

/** A plan name typed with a slip ("premuim", "basci"): letters swapped or one wrong, not a word the site uses. */
export const misspelledPlans = (/** @type {string} */ text) => {
  const tokens = (text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((token) => !vocabulary.has(stem(token)));
  return plans.filter((plan) => {
    const name = plan.name.toLowerCase();
    return name.length >= 5 && tokens.some((token) => editDistance(token, name) <= (name.length >= 7 ? 2 : 1));
  });
};

/** A comparison row of plans.md by the words of its label ("API access", "Response time"). */
const rowBy = (/** @type {RegExp} */ pattern) => rows.find((row) => pattern.test(row.label));
/** "**Basic** includes X (detail)" or "**Basic** does not include X; Premium and Enterprise do", from one row. */
function rowFact(/** @type {Plan} */ plan, /** @type {import('../site-content.mjs').ComparisonRow} */ row) {
  const value = row.values[plan.id];
  const feature = lowerFirst(row.label);
  // Something the plan can buy for a fee is an add-on (plans.md addOns), not something it includes.
  const addOn = plan.addOns?.find((item) => lowerFirst(item).startsWith(feature));
  if (addOn) {
    const others = plans.filter((other) => other !== plan && row.values[other.id] !== false);
    return `**${plan.name}** offers ${lowerFirst(addOn)} as a paid add-on; ${list(others.map((other) => other.name))} include it.`;
  }
  if (value === true) return `**${plan.name}** includes ${feature}.`;
  if (typeof value === 'string') return `**${plan.name}** includes ${feature} (${value.toLowerCase()}).`;
  const others = plans.filter((other) => row.values[other.id] !== false).map((other) => other.name);
  return `**${plan.name}** does not include ${feature}; ${list(others)} ${others.length > 1 ? 'do' : 'does'}.`;
}

/**
 * What a question about one plan can ask, each answered with that plan's figure from plans.md:
 * "how often does inventory sync on the basic plan", "how many vendors on plus and whats the price".
 * @type {{ pattern: RegExp, answer: (plan: Plan, text: string) => string | null }[]}
 */
const PLAN_TOPICS = [
  {
    pattern:
      /\b(how often|often|frequen\w*|interval|hourly|(?:every|each|per|once an|an) hour|real[- ]?time|how fast\b.*\bsync\w*|sync (speed|schedule)s?)\b|\b\d+\s*(?:min(?:ute)?s?|sec(?:ond)?s?)\b|\binstant(?:ly)?\b/i,
    answer: (plan, text) => {
      const row = rowBy(/inventory sync/i);
      const pace = row?.label.match(/\b(hourly|daily)\b/i)?.[0].toLowerCase();
      if (!row || !pace || row.values[plan.id] === false) return null;
      const faster = FASTER_SYNC.exec(text);
      const custom = rowBy(/sync schedules/i);
      const withCustom = plans.filter((other) => custom?.values[other.id] === true).map((other) => other.name);
      const same = plans.every((other) => row.values[other.id] !== false) ? ` Every plan syncs ${pace}` : '';
      return `${faster ? `No: on **${plan.name}**` : `On **${plan.name}**`}, inventory syncs from your vendors **${pace}**${faster ? `, not ${claimedPace(faster)}` : ''}, and Quantity Delta holds back a safety stock so you do not oversell.${same}${same && withCustom.length && !withCustom.includes(plan.name) ? `; custom sync schedules come with ${list(withCustom)}.` : same ? '.' : ''}`;
    },
  },
  {
    // "how many stores and vendors on premium": every limit asked, in one sentence.
    pattern: /\b(how many|number of|limits?|max\w*|allowed|up to|can i (add|have|connect|use)|per month|a month)\b/i,
    answer: (plan, text) => {
      const kinds = ['stores', 'vendors', 'orders', 'products'].filter((kind) =>
        new RegExp(`\\b${kind.slice(0, -1)}s?\\b`, 'i').test(text.replace(/\bshops?\b/gi, 'store')),
      );
      const limits = kinds.map((kind) => plan.limits[kind]).filter((limit) => typeof limit === 'string');
      if (!limits.length) return null;
      const includes = `**${plan.name}** includes ${list(limits.map(lowerFirst))}.`;
      // "can i have 3 shops on plus": a yes or a no first, and the plans that allow it.
      const [kind] = kinds;
      const wanted =
        kinds.length === 1 && kind
          ? Number(new RegExp(`\\b(\\d+)\\s+(?:${kind.slice(0, -1)}|shop)s?\\b`, 'i').exec(text)?.[1])
          : NaN;
      const allows = (/** @type {Plan} */ other) => {
        const limit = other.limits[kind ?? ''] ?? '';
        return /unlimited/i.test(limit) || Number(limit.replace(/,/g, '').match(/\d+/)?.[0]) >= wanted;
      };
      if (!Number.isInteger(wanted) || wanted < 1) return includes;
      if (allows(plan)) return `Yes: ${includes}`;
      const others = plans.filter(allows).map((other) => other.name);
      return `No: ${includes} ${list(others)} ${others.length > 1 ? 'allow' : 'allows'} ${wanted} ${kind}.`;
    },
  },
  {
    pattern: PRICE_WORDS,
    // "how often do prices update": the vendor's prices, not the plan's.
    answer: (plan, text) =>
      /\b(prices?|costs?)\s+(update|sync|chang)/i.test(text)
        ? null
        : plan.annualPrice === 'custom'
          ? `**${plan.name}** is priced for your volume: ${plan.buttonText.toLowerCase()} through our [contact page](/contact) for a quote.`
          : `**${plan.name}** costs **${perMonth(plan.annualPrice)}** billed annually, or ${perMonth(plan.monthlyPrice)} billed monthly.`,
  },
  {
    pattern: /\bapi\b/i,
    answer: (plan) => {
      const row = rowBy(/^API access$/i);
      return row ? rowFact(plan, row) : null;
    },
  },
  {
    pattern:
      /\b(what|which|kind of|level of|customer|email|chat|priority|dedicated|24\/7) support\b|\bsupport (do|does|is|will|tier|level|team|included|hours|response|on|with)\b|\b(response time|respond|reply|replies|account manager)\b/i,
    answer: (plan) => {
      const level = rowBy(/^Support level$/i)?.values[plan.id];
      const response = rowBy(/^Response time$/i)?.values[plan.id];
      const manager = rowBy(/^Account manager$/i)?.values[plan.id];
      if (typeof level !== 'string') return null;
      const kind = `${level.toLowerCase()}${/support/i.test(level) ? '' : ' support'}`;
      return `**${plan.name}** comes with ${kind}${typeof response === 'string' ? ` (response time: ${response.toLowerCase()})` : ''}${manager === true ? ' and an account manager' : ''}.`;
    },
  },
];

/**
 * A question that names one plan and asks one or more things of it: each thing answered with that
 * plan's own figure, in one reply. A question with nothing of the kind is left to the other answers.
 */
export function planTopicsAnswer(/** @type {string} */ text, { features = true } = {}) {
  const named = namedPlans(text);
  const plan = named.length === 1 ? named[0] : named.length === 0 ? misspelledPlans(text).at(0) : undefined;
  if (!plan || (named.length === 0 && misspelledPlans(text).length !== 1)) return null;
  const facts = PLAN_TOPICS.filter(({ pattern }) => pattern.test(text)).map(({ answer }) => answer(plan, text));
  // A feature of the comparison table the message names ("two-way sync", "AI listing", "bulk products").
  const asked = new Set(words(text));
  const specific = new Set([
    'api',
    'channel',
    'respons',
    'time',
    'account',
    'manager',
    'hourly',
    'inventory',
    'quantity',
    'delta',
  ]);
  const [best] = rows
    .filter((row) => !/inventory sync|^API access$|^Support level$|^Response time$|^Account manager$/i.test(row.label))
    .map((row) => {
      const hits = words(row.label).filter((word) => asked.has(word) && !/plan|pric/.test(word) && !specific.has(word));
      return {
        row,
        hits: hits.length,
        strong: hits.some((word) => !['sync', 'order', 'product', 'vendor', 'custom'].includes(word)),
      };
    })
    // Two common words alone ("sync", "vendor") name a row only when no topic above answered: "sync inventory
    // from my vendors every hour on Basic" is the sync pace, not two-way sync by vendor tag (outside review PP).
    .filter(({ hits, strong }) => strong || (hits >= 2 && !facts.some((fact) => typeof fact === 'string')))
    .sort((a, b) => b.hits - a.hits);
  if (best && features) facts.push(rowFact(plan, best.row));
  const found = facts.filter((fact) => typeof fact === 'string');
  if (found.length === 0) return null;
  const inventory = articles.find((article) => article.href.endsWith('/inventory-management'));
  const syncLink =
    inventory && found.some((fact) => fact.includes('inventory syncs'))
      ? ` [${inventory.title}](${inventory.href}) explains the sync.`
      : '';
  const pricing = found.some((fact) => fact.includes('(/contact)'))
    ? ''
    : ' See [pricing](/pricing) to compare every plan.';
  return `${found.join(' ')}${syncLink}${pricing}`;
}

/** Each plan's limit of the kind the message names (stores, vendors, orders, products), from plans.md. */
export function limitsAnswer(/** @type {string} */ text) {
  const kind = /\b(stores?|shops?)\b/i.test(text)
    ? 'stores'
    : /\bvendors?\b/i.test(text)
      ? 'vendors'
      : /\borders?\b/i.test(text)
        ? 'orders'
        : 'products';
  const named = namedPlans(text);
  const shown = named.length ? named : plans;
  const limitOf = (/** @type {Plan} */ plan) => lowerFirst(plan.limits[kind] ?? '');
  const [only] = shown;
  if (shown.length === 1 && only)
    return `**${only.name}** includes ${limitOf(only)}. See [pricing](/pricing) to compare every plan.`;
  return `By plan: ${list(shown.map((plan) => `${plan.name} ${limitOf(plan)}`))}. See [pricing](/pricing) to compare every plan.`;
}

/**
 * A vendor that only sends files (CSV, XML, a spreadsheet, by FTP or by email): the file integration
 * we build and its fee; how the files arrive is settled with the team (outside review J got the
 * fallback for "a vendor that only sends CSV files by email"). No "Yes:" before it: it answers "how do I…" as
 * well as "can you…" (a "Yes:" to a how-question read as machine-made: outside review NNN).
 * @type {[RegExp, string]}
 */
export const fileFeedAnswer = [
  /^(?=.*\b(csv|xml|spreadsheets?|price ?lists?|ftp|sftp|files?)\b)(?=.*\b(vendors?|suppliers?|distributors?|connect\w*|integrat\w*|support\w*|sync\w*|send\w*|e-?mail\w*)\b)/i,
  `For a vendor without an API we build a file integration once, **$${setupFees.file}** per vendor, that reads its CSV or XML files on each sync. Files on an FTP server work as they are; if yours arrive by email, tell us how in [a request](/custom-integrations) and we will say what fits within 1-2 business days.`,
];

/**
 * "Can Linkwell sync inventory from a CSV feed every hour?": both halves answered, the file
 * integration and its pace (outside review SS: the pace answer alone left the CSV part out).
 */
export const fileFeedPaceAnswer = `Yes: a vendor's CSV or XML feed syncs like any other vendor, about **every hour**, and Quantity Delta holds back a safety stock so you do not oversell. For a vendor without an API we build the file integration once, **$${setupFees.file}** per vendor, that reads its latest file on each sync; files on an FTP server work as they are. Tell us about the feed in [a request](/custom-integrations).`;

/**
 * The setup fees of a vendor we do not support yet, asked before plans and articles.
 * @type {[RegExp, string]}
 */
export const setupFeeAnswer = [
  /\bsetup (fee|cost)s?\b|\b(how much|cost|price|fee)\b.*\bset.?up\b|\bcustom (vendor|integration)s?\b|\b(how much|cost|price|fee)\b.*\b(build|new|another|unlisted)\b.*\b(vendor|integration|connector)s?\b/i,
  `Connecting a vendor we already support is free. For any other vendor we build the integration once: **$${setupFees.api}** per vendor for its API, **$${setupFees.file}** for CSV, XML or FTP files. See [pricing](/pricing#setup-fees) or [request an integration](/custom-integrations).`,
];
