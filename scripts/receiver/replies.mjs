// @ts-check
/** The receiver's chat answers: short, deterministic and on topic, like a helpful support bot. */
import { siteContent } from './site-content.mjs';

const {
  plans,
  rows,
  setupFees,
  vendors,
  statuses,
  articles,
  synonyms,
  supportHours,
  handoff,
  faq,
  legal,
  customBuild,
} = siteContent;

/** A word without its plural, -ed, -ing or final e, so "synced" finds "sync" and "pricing" "price". */
const stem = (/** @type {string} */ word) => {
  const base =
    word.length > 5 && word.endsWith('ing')
      ? word.slice(0, -3)
      : word.length > 4 && word.endsWith('ed')
        ? word.slice(0, -2)
        : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
          ? word.slice(0, -1)
          : word;
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
};
const STOP_WORDS = new Set(
  'a an and are as at be can do does for from get how i in is it me my of on or our the this to what when where which who why will with you your linkwell need want much there any we us have has so if about'.split(
    ' ',
  ),
);
/** @param {string} text */
const words = (text) =>
  (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
/** Each word with the words the site search treats as the same (content/search/synonyms.json). */
const withSynonyms = (/** @type {string} */ word) => [
  word,
  ...synonyms
    .filter((group) => group.map(stem).includes(word))
    .flat()
    .map(stem),
];

/** "Up to 2 vendors" to "up to 2 vendors" inside a sentence, leaving "API access" as it is. */
const lowerFirst = (/** @type {string} */ text) =>
  /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
/** @param {number | 'custom'} price */
const perMonth = (price) => `$${price}/month`;
/** @param {string[]} items */
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const PERSON_OPTION = `**${handoff.action}**`;
const personOffer = `choose ${PERSON_OPTION} under the message box (it is in the ${handoff.menuLabel} menu too) and leave your email; our team replies ${supportHours}`;

/** @param {Plan} plan */
function planPrice(plan) {
  if (plan.monthlyPrice === 'custom')
    return `**${plan.name}** is priced for your volume: ${plan.buttonText.toLowerCase()} through our [contact page](/contact) for a quote.`;
  const limits = list(Object.values(plan.limits).map(lowerFirst));
  return `**${plan.name}** costs **${perMonth(plan.annualPrice)}** billed annually, or ${perMonth(plan.monthlyPrice)} billed monthly. It covers ${limits}. See [pricing](/pricing) to compare every plan.`;
}

/** @typedef {import('./site-content.mjs').Plan} Plan */

const PRICE_WORDS = /\b(price|prices|pricing|cost|costs|how much|fee|fees|pay|charge|expensive|cheap|\$\d+)/i;
const PLAN_WORDS = /\b(plans?|tiers?|subscriptions?|upgrade|include|includes|included)\b/i;

/** The plans a message names: "how much is plus?", "what do I get with premium" (not "plus, I need…"). */
const namedPlans = (/** @type {string} */ text) =>
  plans.filter((plan) =>
    new RegExp(
      `\\b(${plan.name}\\s+(plan|tier|pricing|prices?|costs?)|(with|on|in|about|is|for|the|does|do|of|between|and|vs|versus|or)\\s+${plan.name}\\b)`,
      'i',
    ).test(text),
  );

/** A plan named by the message ("how much is plus?"), a feature's plans, or every plan's price. */
function planAnswer(/** @type {string} */ text) {
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
  if (named.length) return named.map(planPrice).join('\n\n');
  if (!asksPrice && !PLAN_WORDS.test(text)) return null;
  if (best && !asksPrice) {
    const withIt = plans.filter((plan) => best.row.values[plan.id] !== false);
    const without = plans.filter((plan) => best.row.values[plan.id] === false);
    const priced = withIt.map((plan) =>
      plan.annualPrice === 'custom' ? plan.name : `${plan.name} (${perMonth(plan.annualPrice)} billed annually)`,
    );
    return `**${best.row.label}** comes with ${list(priced)}${without.length ? `; ${list(without.map((plan) => plan.name))} ${without.length > 1 ? 'do' : 'does'} not include it` : ''}. See [pricing](/pricing) to compare every plan.`;
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
const misspelledPlans = (/** @type {string} */ text) => {
  const tokens = (text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((token) => !vocabulary.has(stem(token)));
  return plans.filter((plan) => {
    const name = plan.name.toLowerCase();
    return name.length >= 5 && tokens.some((token) => editDistance(token, name) <= (name.length >= 7 ? 2 : 1));
  });
};

/** A comparison row of plans.md by the words of its label ("API access", "Response time"). */
const rowBy = (/** @type {RegExp} */ pattern) => rows.find((row) => pattern.test(row.label));
/** "**Basic** includes X (detail)" or "**Basic** does not include X; Premium and Enterprise do", from one row. */
function rowFact(/** @type {Plan} */ plan, /** @type {import('./site-content.mjs').ComparisonRow} */ row) {
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
      /\b(how often|often|frequen\w*|interval|hourly|real[- ]?time|how fast\b.*\bsync\w*|sync (speed|schedule)s?)\b|\b\d+\s*(?:min(?:ute)?s?|sec(?:ond)?s?)\b|\binstant(?:ly)?\b/i,
    answer: (plan, text) => {
      const row = rowBy(/inventory sync/i);
      const pace = row?.label.match(/\b(hourly|daily)\b/i)?.[0].toLowerCase();
      if (!row || !pace || row.values[plan.id] === false) return null;
      const faster = FASTER_SYNC.exec(text);
      const custom = rowBy(/sync schedules/i);
      const withCustom = plans.filter((other) => custom?.values[other.id] === true).map((other) => other.name);
      const same = plans.every((other) => row.values[other.id] !== false) ? ` Every plan syncs ${pace}` : '';
      return `${faster ? `No: on **${plan.name}**` : `On **${plan.name}**`}, inventory syncs from your vendors **${pace}**${faster ? `, not ${faster[1] ? `every ${faster[0]}` : 'in real time'}` : ''}, and Quantity Delta holds back a safety stock so you do not oversell.${same}${same && withCustom.length && !withCustom.includes(plan.name) ? `; custom sync schedules come with ${list(withCustom)}.` : same ? '.' : ''}`;
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
      const channels = rowBy(/^Channels$/i)?.values[plan.id];
      const response = rowBy(/^Response time$/i)?.values[plan.id];
      const manager = rowBy(/^Account manager$/i)?.values[plan.id];
      if (typeof channels !== 'string') return null;
      const kind = `${channels.toLowerCase()}${/support/i.test(channels) ? '' : ' support'}`;
      return `**${plan.name}** comes with ${kind}${typeof response === 'string' ? ` (response time: ${response.toLowerCase()})` : ''}${manager === true ? ' and an account manager' : ''}.`;
    },
  },
];

/**
 * A question that names one plan and asks one or more things of it: each thing answered with that
 * plan's own figure, in one reply. A question with nothing of the kind is left to the other answers.
 */
function planTopicsAnswer(/** @type {string} */ text, { features = true } = {}) {
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
    .filter((row) => !/inventory sync|^API access$|^Channels$|^Response time$|^Account manager$/i.test(row.label))
    .map((row) => {
      const hits = words(row.label).filter((word) => asked.has(word) && !/plan|pric/.test(word) && !specific.has(word));
      return {
        row,
        hits: hits.length,
        strong: hits.some((word) => !['sync', 'order', 'product', 'vendor', 'custom'].includes(word)),
      };
    })
    .filter(({ hits, strong }) => hits >= 2 || strong)
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

/** Names a store owner types for a vendor: its full name, its page's slug and a distinctive first word. */
const GENERIC_FIRST_WORDS = new Set(['parts', 'holiday', 'shopify', 'james']);
const vendorNames = vendors
  .filter((vendor) => vendor.name !== 'Shopify') // "Shopify" is the store itself far more often than the vendor.
  .map((vendor) => {
    const first = vendor.name.toLowerCase().split(/[^a-z0-9']/)[0] ?? '';
    const names = [
      vendor.name.toLowerCase(),
      vendor.slug,
      first.length > 3 && !GENERIC_FIRST_WORDS.has(first) ? first : '',
    ]
      .filter(Boolean)
      .flatMap((name) => [String(name), String(name).replace(/'/g, '')])
      .map((name) => String(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { vendor, pattern: new RegExp(`\\b(${[...new Set(names)].join('|')})\\b`, 'i') };
  });

/** How an answer opens, by the vendor's status: only a live integration is a plain yes. */
const STATUS_TEXT = /** @type {Record<string, [string, string]>} */ ({
  live: ['Yes, ', 'a **live** integration'],
  beta: ['', 'in **beta**'],
  'coming-soon': ['Not yet: ', '**coming soon**'],
});

/** @param {import('./site-content.mjs').Vendor} vendor */
const vendorLink = (/** @type {import('./site-content.mjs').Vendor} */ vendor) =>
  vendor.slug ? `[${vendor.name}](/vendor-integrations/${vendor.slug})` : `**${vendor.name}**`;

/**
 * What a status means (content/vendors/index.md), as a sentence of the answer: "It is ready to
 * connect today on every plan, with free setup." rather than the page's label pasted in.
 */
const statusSentence = (/** @type {string} */ status, /** @type {string} */ subject) =>
  statuses[status] ? ` ${subject} ${lowerFirst(statuses[status])}` : '';

/** @param {import('./site-content.mjs').Vendor} vendor */
function vendorAnswer(vendor) {
  const name = vendorLink(vendor);
  const how =
    vendor.integrationMethod && vendor.syncs
      ? ` It connects by ${vendor.integrationMethod} and syncs ${list(vendor.syncs)}.`
      : vendor.summary
        ? ` It sells ${lowerFirst(vendor.summary.split('. ')[0]?.replace(/\.$/, '') ?? '')}.`
        : '';
  const [opening, status] = STATUS_TEXT[vendor.status] ?? ['', vendor.status];
  return `${opening}${name} is ${status} in our ${vendor.category} category.${statusSentence(vendor.status, 'It is')}${how}`;
}

/** A sync interval the question asks about ("every 15 minutes", "real-time"): the product syncs hourly. */
const FASTER_SYNC = /\b(\d+)\s*(?:min(?:ute)?s?|sec(?:ond)?s?)\b|\breal[- ]?time\b|\binstant(?:ly)?\b/i;

/** "Do you support / work with / integrate with ...": a question whose answer is yes or no. */
const SUPPORT_QUESTION = /\b(support|supported|work(s)? with|integrat\w*|connect\w*|available|offer)\b/i;
/** The message without the vendors' names, to see what else it asks. */
const withoutVendorNames = (/** @type {string} */ text) =>
  vendorNames.reduce((rest, { pattern }) => rest.replace(new RegExp(pattern.source, 'gi'), ' '), text);

/** @param {string} text */
function vendorsAnswer(text) {
  const answer = vendorsOnly(text);
  if (!answer) return null;
  // A vendor asked about on a plan ("... on the Basic plan?"): the plan's vendor limit too.
  const plansNamed = namedPlans(text);
  if (!plansNamed.length) return answer;
  const limits = plansNamed.map((plan) => `**${plan.name}** includes ${lowerFirst(plan.limits.vendors ?? '')}`);
  return `${answer}

${list(limits)}; see [pricing](/pricing) to compare plans.`;
}

/** @param {string} text */
function vendorsOnly(text) {
  const found = vendorNames.filter(({ pattern }) => pattern.test(text)).map(({ vendor }) => vendor);
  const faster = FASTER_SYNC.exec(text);
  // Never a plain yes to a claim the product does not make: inventory syncs about hourly.
  if (found.length && faster)
    return `No: inventory syncs from your vendors about **every hour**, not ${faster[1] ? `every ${faster[0]}` : 'in real time'}, with Quantity Delta holding back a safety stock so you do not oversell.\n\n${found
      .map(vendorAnswer)
      .join('\n\n')
      .replace(/^Yes, /gm, '')}`;
  const live = found.filter((vendor) => vendor.status === 'live');
  // Several live vendors in one question: one line for all, not a paragraph each.
  if (live.length > 1 && live.length === found.length) {
    const both = `${list(live.map(vendorLink))} are **live** integrations.${statusSentence('live', 'They are')}`;
    // "Do you support X and Y?" gets a yes; a question about something else done with them
    // ("split one order between X and Y?") gets the article on that, never a bare yes.
    if (SUPPORT_QUESTION.test(text) || !(withoutVendorNames(text).match(/\b\w{4,}\b/g)?.length ?? 0))
      return `Yes: ${both} Each has its own page with how it connects and what it syncs.`;
    const rest = withoutVendorNames(text);
    const topic = intents.find(([pattern]) => pattern.test(rest))?.[1](rest) ?? articlesAnswer(rest);
    return topic ? `${topic}\n\n${both}` : both;
  }
  if (found.length) return found.map(vendorAnswer).join('\n\n');
  return null;
}

const PERSON_REQUEST =
  /\b(human|person|people|someone|somebody|agent|representative|rep|operator|staff|support team|real support|customer service|call me|phone|sales|(?:speak|talk|chat) (?:to|with) (?:you|your|a|an|the|someone|somebody))\b/i;

/** @param {string} text */
function personAnswer(text) {
  if (!PERSON_REQUEST.test(text)) return null;
  return `Of course. To reach a person, ${personOffer}. Your chat goes along with your message, so there is no need to repeat it.`;
}

/** Words nearly every article shares, which alone say nothing about what a question is after. */
const GENERIC_WORDS = new Set(['shopify', 'store', 'help', 'product', 'vendor', 'setting', 'us'].map(stem));

/**
 * The documentation articles that share the most words with the message (two words at least; with
 * `strong`, two words of the title, which outranks a plan's price: "how do price rules handle MAP?").
 */
function articlesAnswer(/** @type {string} */ text, strong = false) {
  const asked = [...new Set(words(text))];
  if (asked.length === 0) return null;
  const ranked = articles
    .map((article) => {
      const titleWords = new Set(words(article.title));
      const allWords = new Set([...titleWords, ...words(article.description)]);
      // Distinct words of the article matched, so "price" and its synonym "cost" count once.
      /** @type {Set<string>} */
      const matched = new Set();
      let score = 0;
      for (const word of asked) {
        if (!strong && GENERIC_WORDS.has(word)) continue;
        const found = withSynonyms(word).filter((form) => allWords.has(form) && !matched.has(form));
        found.forEach((form) => matched.add(form));
        if (found.length === 0) continue;
        // A title word counts most, and an exact word a little more than its synonym.
        score += (found.some((form) => titleWords.has(form)) ? 3 : 1) + (found.includes(word) ? 1 : 0);
      }
      const hits = matched.size;
      const titleHits = [...matched].filter((form) => titleWords.has(form)).length;
      return { article, hits, titleHits, score };
    })
    .filter(({ hits, titleHits }) => (strong ? titleHits >= 2 : hits >= 2))
    .sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  if (!best) return null;
  const also =
    next && next.score >= best.score - 1 ? ` [${next.article.title}](${next.article.href}) may help too.` : '';
  const { title, href, description } = best.article;
  return `[${title}](${href}) covers this: ${description.charAt(0).toLowerCase()}${description.slice(1)}${also}`;
}

const inventoryArticle = articles.find((article) => article.href.endsWith('/inventory-management'));
/**
 * Answers to a whole message of a kind, asked before plans and articles.
 * @type {[RegExp, string][]}
 */
const fixedAnswers = [
  // Only a greeting or a thank-you on its own: "Hello, where is my order?" is a question.
  [
    /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening))( there| team| all| everyone)?[\s!.,?]*$|^(help|i need help|can you help( me)?)[\s!.,?]*$/i,
    'Hi! Ask me about plans and prices, a vendor you work with, or how to do something in your dashboard.',
  ],
  [
    /^((ok(ay)?|great|perfect|cool)[\s,!.]*)?(thanks|thank you|thx|ty|cheers)( (so much|a lot))?([\s,!.]*(bye|goodbye|see you))?[\s!.,]*$|^(bye|goodbye)[\s!.]*$/i,
    "You're welcome! Ask me anything else about Linkwell.",
  ],
  [
    /\bsetup (fee|cost)s?\b|\b(how much|cost|price|fee)\b.*\bset.?up\b|\bcustom (vendor|integration)s?\b/i,
    `Connecting a vendor we already support is free. For any other vendor we build the integration once: **$${setupFees.api}** per vendor for its API, **$${setupFees.file}** for CSV, XML or FTP files. See [pricing](/pricing#setup-fees) or [request an integration](/custom-integrations).`,
  ],
];
/**
 * Answers to a topic the plans and articles did not answer.
 * @type {[RegExp, string][]}
 */
const topicAnswers = [
  [/\btrial\b/i, 'Every plan comes with a **14-day free trial**. See [pricing](/pricing) to pick a plan.'],
  [
    /\b(sync|synced|syncs|syncing|inventory|stock)\b/i,
    `Inventory syncs from your vendors about **every hour**, and Quantity Delta holds back a safety stock so you do not oversell.${inventoryArticle ? ` [${inventoryArticle.title}](${inventoryArticle.href}) explains both.` : ''}`,
  ],
];

/** A FAQ answer by its anchor: its first sentences (the page has the rest), linked to the question. */
function faqAnswer(/** @type {string} */ id, sentences = 2) {
  const item = faq.find((entry) => entry.id === id);
  if (!item) return null;
  const parts = item.answer.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/);
  const short = parts.slice(0, sentences).join(' ');
  return `${short} [More in our FAQ](/faq#${item.id}).`;
}

/** A sentence of the Terms or the Privacy Policy that holds `pattern`, linked to its section. */
function legalAnswer(/** @type {RegExp} */ pattern, heading = '') {
  for (const section of legal.filter((entry) => !heading || entry.heading === heading)) {
    // A list item is a sentence of its own: split at line ends first, then at full stops.
    const sentence = section.text
      .split(/\n+/)
      .flatMap((line) => line.replace(/^\s*-\s+/, '').split(/(?<=[.!?])\s+(?=[A-Z])/))
      .find((part) => pattern.test(part));
    if (sentence) return { sentence: sentence.trim(), link: `[${section.heading}](${section.href})` };
  }
  return null;
}

/** A documentation article by its address, as a Markdown link. */
const articleLink = (/** @type {string} */ slug) => {
  const article = articles.find((entry) => entry.href === `/documentation/${slug}`);
  return article ? `[${article.title}](${article.href})` : '';
};

/** Each plan's limit of the kind the message names (stores, vendors, orders, products), from plans.md. */
function limitsAnswer(/** @type {string} */ text) {
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

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
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
function storesAnswer(/** @type {string} */ text) {
  const typed = STORE_COUNT.exec(text)?.[1]?.toLowerCase() ?? '';
  const count = /^\d+$/.test(typed) ? Number(typed) : NUMBER_WORDS.indexOf(typed);
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

/**
 * Questions a store owner asks in many words that one FAQ answer (or the Terms) settles. Each
 * answer is read from content when asked, so it says what the site says and nothing more.
 * @type {[RegExp, (text?: string) => string | null][]}
 */
const intents = [
  [
    /\b(\d+|multiple|several|many|more than one|two|three|four|five) (stores|shops)\b|\bhow many (stores|shops|vendors|orders|products)\b|\b(orders|products) (per|a|each) month\b/i,
    (text) => limitsAnswer(String(text)),
  ],
  [
    /\b(soc ?2|iso ?27001|pci|hipaa|certif\w*|complian\w*|audit\w*)\b/i,
    () => {
      const found = legalAnswer(/encrypted/, 'Security');
      return `Our site doesn't list security certifications such as SOC 2, so I won't claim one.${found ? ` What it does say: ${found.sentence.charAt(0).toLowerCase()}${found.sentence.slice(1)} (${found.link})` : ''} For a definite answer, ask a person: ${personOffer}.`;
    },
  ],
  [
    /\b(contract|commitment|lock[- ]?in|minimum term)\b/i,
    () => {
      const billed = legalAnswer(/billed in advance/);
      const cancel = legalAnswer(/cancel at any time/i);
      return (
        `${billed ? `${billed.sentence} ` : ''}${cancel ? `You can cancel at any time; the subscription runs to the end of the period you paid for. See ${cancel.link} in our terms.` : ''}`.trim() ||
        null
      );
    },
  ],
  [
    /\b(not|isn'?t|aren'?t|wrong|broken|stopped|fail\w*|errors?|missing|off|mismatch\w*)\b.*\b(sync\w*|inventory|stock|quantit\w*|products?)\b|\b(sync\w*|inventory|stock|quantit\w*|products?)\b.*\b(not|isn'?t|aren'?t|wrong|broken|stopped|fail\w*|errors?|missing|off)\b/i,
    () =>
      `Two guides find the cause: ${articleLink('health-check')} (why a product fails its health check, from SKU mismatches to expired vendor credentials) and ${articleLink('quantity-check')} (why a quantity differs from the vendor's). If neither fixes it, ${personOffer}.`,
  ],
  [
    /\b(orders?)\b.*\b(sync\w*|rout\w*|sen[dt]|forward\w*|fulfil\w*|split\w*)\b|\b(sync\w*|rout\w*|send|forward\w*|split\w*)\b.*\borders?\b/i,
    () => `${faqAnswer('how-are-orders-sent-to-vendors')} Details: ${articleLink('order-management')}.`,
  ],
  [
    /\bdrop ?ship\w*\b/i,
    () => {
      const answer = faqAnswer('who-is-linkwell-for', 1);
      return answer && `Yes: Linkwell is made for ${answer}`;
    },
  ],
  [
    /\b(demo|walk ?through|see it in action)\b/i,
    () =>
      `The quickest way to see Linkwell with your own store is the **14-day free trial** on any plan ([pricing](/pricing)). For a walkthrough with our team, [contact sales](/contact).`,
  ],
  [
    /^how does (it|linkwell|this) work\b/i,
    () => `${faqAnswer('what-is-linkwell', 1)} [How It Works](/how-it-works) shows each step.`,
  ],
  [
    /\b(e-?mail address|your e-?mail|contact (you|details|info)|reach (you|your team))\b|^e-?mail\b/i,
    () => `Write to us through the [contact page](/contact), or from here: ${personOffer}.`,
  ],
  [
    /\brefund/i,
    () => {
      const found = legalAnswer(/refunded/);
      return found
        ? `No refunds for part of a period: ${found.sentence.charAt(0).toLowerCase()}${found.sentence.slice(1)} Cancel during the 14-day free trial and you are not charged at all. See ${found.link} in our terms.`
        : null;
    },
  ],
  [
    /\b(cancel\w*|unsubscribe|quit|stop (my|the) (plan|subscription))\b/i,
    () => {
      const found = legalAnswer(/cancel at any time/i);
      return `${found ? 'Yes, you can cancel at any time. ' : ''}${faqAnswer('what-happens-if-i-cancel', 3)}`;
    },
  ],
  [
    /\b((credit|debit) card|payment methods?|pay (with|by)|paypal|wire transfer|bank transfer)\b/i,
    () => {
      const found = legalAnswer(/billed in advance/);
      return `Our site doesn't list the payment methods checkout takes, so I won't guess. ${found ? `${found.sentence} ` : ''}A person can confirm the rest: ${personOffer}.`;
    },
  ],
  [
    /\bhow long\b.*\b(custom|build|new vendor|integration)\b|\b(custom|build)\b.*\b(how long|take|time)\b/i,
    () =>
      `${customBuild.quoteNote.replace(/\.$/, '')} with a quote. ${customBuild.buildTime} [Request an integration](/custom-integrations).`,
  ],
  [
    /\b(trial|try it|try (it|linkwell) (out|first)|test it)\b/i,
    () => faqAnswer('how-does-the-14-day-free-trial-work', 3),
  ],
  [
    /\b(upgrade|downgrade|change (my|the|our)? ?plan|switch (my|the)? ?plans?)\b/i,
    () => faqAnswer('can-i-change-my-plan-later'),
  ],
  [
    /\b(overage|over (the|my) limit|exceed|go over)\b/i,
    () => faqAnswer('is-there-an-automatic-overage-charge-if-i-exceed-my-limits', 3),
  ],
  [
    /\b(discounts?|coupon|promo|nonprofit|non-profit|charity|student|deal)\b/i,
    () =>
      `The discounts our site lists are these: annual billing saves 10% against monthly ([FAQ](/faq#how-much-do-i-save-with-annual-billing)), and a store that only syncs products can take a monthly discount ([FAQ](/faq#is-there-a-cheaper-option-if-i-only-need-product-sync)). For any other, ask a person: ${personOffer}.`,
  ],
  [
    /\b(annual|annually|yearly|per year|a year|monthly (option|billing|plan))\b/i,
    () => faqAnswer('how-much-do-i-save-with-annual-billing', 1),
  ],
  [
    /\bsync[- ]only\b|\bonly (need|want|use) (product )?sync/i,
    () => faqAnswer('is-there-a-cheaper-option-if-i-only-need-product-sync', 1),
  ],
  [
    /\b(map|msrp|markup|mark[- ]up|margin|price rules?|pricing rules?)\b/i,
    () => `${faqAnswer('how-do-price-rules-work', 2)} Step by step: ${articleLink('pricing-rules')}.`,
  ],
  [/\bquantity delta\b|\bsafety stock\b|\boversell/i, () => faqAnswer('what-is-quantity-delta')],
  [
    /^(?!.*\b(plans?|tiers?)\b).*\b(api|rest|developer access)\b(?!.*\b(limits?|rate|errors?|paginat\w*|tokens?|endpoints?)\b)/i,
    () => `${faqAnswer('can-i-use-the-linkwell-api', 2)}`,
  ],
  [
    /\b(woo ?commerce|bigcommerce|wix|squarespace|magento|etsy|amazon|mcf|marketplace|vendors? (use|on|need) shopify)\b/i,
    () =>
      `Linkwell is built for Shopify stores, so your own store runs on Shopify. Your vendors don't need to: ${faqAnswer(
        'do-my-vendors-need-to-use-shopify',
      )
        ?.replace(/^No\. /, '')
        .replace(/^A /, 'a ')}`,
  ],
  [/\bhow many vendors\b|\bvendor limit|\bnumber of vendors\b/i, () => faqAnswer('how-many-vendors-can-i-connect', 1)],
  [
    /\b(password|credentials|collaborator|permissions?|access (to )?my store)\b/i,
    () => faqAnswer('does-a-vendor-get-my-shopify-password'),
  ],
  [
    /\b(secure|security|safe|gdpr|privacy|personal data|my data|delete my data|data retention)\b/i,
    () => {
      const found = legalAnswer(/encrypted/, 'Security');
      return `${found ? `${found.sentence} ` : ''}After you cancel we keep your data for 60 days, then delete it. See our [privacy policy](/privacy)${found ? ` (${found.link})` : ''}.`;
    },
  ],
  [/\b(developer|technical|code|coding)\b/i, () => faqAnswer('do-i-need-a-developer-to-set-it-up')],
  [
    /\bhow long\b.*\b(set ?up|onboard|get started|install)|\b(set ?up|onboarding) time\b/i,
    () => faqAnswer('how-long-does-setup-take'),
  ],
  [
    /\b(get started|sign ?up|install|register|connect (my )?(shopify|store)|start using)\b/i,
    () =>
      `${articleLink('quick-start-guide')} takes you through it: create your account, connect your Shopify store and add your first vendor. Connecting your store: ${articleLink('connect-shopify')}.`,
  ],
  [/\btracking\b/i, () => faqAnswer('do-my-customers-get-tracking-numbers-automatically')],
  [
    /\bshipping (options|rates)\b|\bno shipping\b/i,
    () => faqAnswer('why-do-customers-see-no-shipping-options-at-checkout'),
  ],
  [/\b(sku|match(ed|ing)?)\b/i, () => faqAnswer('how-are-vendor-products-matched-to-my-store-products')],
  [
    /\b(response time|how fast|how quickly|support hours|when (are|is) (you|support|your team))\b/i,
    () => faqAnswer('how-fast-does-support-respond', 1),
  ],
  [
    /\bwhere('s| is) my (order|package|parcel|delivery)\b|\b(track|status of) my (order|package)\b|\bmy (account|invoice|login)\b/i,
    () =>
      `I can't see accounts or orders from this chat. If you bought from a store, that store can tell you where your order is. If you run a store on Linkwell, your dashboard shows each order's status (${articleLink('order-management')}), or a person can look: ${personOffer}.`,
  ],
  [
    /^what('s| is) linkwell\b|\bwhat (does|do) (linkwell|you) do\b|\bwho is linkwell for\b/i,
    () => faqAnswer('what-is-linkwell', 1),
  ],
  [
    /\bshopify plus\b/i,
    () =>
      `Linkwell connects to a Shopify store through Collaborator Access or a custom app you create (${articleLink('connect-shopify')}). Our site says nothing specific to Shopify Plus, so to be sure for your store, ask a person: ${personOffer}.`,
  ],
];

const IDENTITY =
  /^(who are you|what are you|are you (a )?(bot|robot|human|real|ai|person|real person)|is this (a )?(bot|ai|human))\b/i;
const ACKNOWLEDGEMENT = /^(ok(ay)?|k|cool|great|got it|perfect|nice|sounds good|alright|understood)[\s!.,]*$/i;
/** Words and letters of another language (the receiver answers in English only). */
const OTHER_LANGUAGE =
  /[¿¡àâãäåæçèéêëìíîïñòóôõöøœùúûüßа-яёα-ωぁ-んァ-ン一-龯]|\b(hola|bonjour|merci|gracias|danke|hallo|bonjour|ciao|obrigado|precio|cuanto|cuesta|combien|coûte|prix|preis|kostet|vous|usted|bitte|porque|pourquoi|est-ce)\b/i;

/** Every word the site's content uses: a message with none of them is not a question we can read. */
const vocabulary = new Set(
  [
    ...STOP_WORDS,
    ...[plans, rows, vendors, articles, faq, legal, synonyms]
      .map(
        (value) =>
          JSON.stringify(value)
            .toLowerCase()
            .match(/[a-z]+/g) ?? [],
      )
      .flat(),
  ].map(stem),
);
const COMMON = new Set(
  'yes no not ok hi hello hey please thanks thank you help question what how why who work works does do can could would should i we our my store shop sell selling'.split(
    ' ',
  ),
);
/** "asdfghjkl", "qwe qwe": not one word the site or plain English uses. */
const isGibberish = (/** @type {string} */ text) => {
  const tokens = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return tokens.every((token) => !COMMON.has(token) && !vocabulary.has(stem(token)));
};

/** Distance of two short words in edits: "kuzko" is one from "kuzco", "crystoramma" one from "crystorama". */
function editDistance(/** @type {string} */ a, /** @type {string} */ b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A vendor whose distinctive name a word of the message misspells (not a word the site uses itself). */
function misspelledVendor(/** @type {string} */ text) {
  const tokens = (text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((token) => !vocabulary.has(stem(token)));
  for (const token of tokens) {
    const match = vendors.find((vendor) => {
      if (vendor.name === 'Shopify') return false;
      const first = vendor.name.toLowerCase().split(/[^a-z0-9]/)[0] ?? '';
      const names = [first, vendor.slug ?? '', vendor.name.toLowerCase().replace(/[^a-z]/g, '')].filter(
        (name) => name.length >= 5 && !GENERIC_FIRST_WORDS.has(name),
      );
      return names.some((name) => editDistance(token, name) <= (name.length >= 8 ? 2 : 1));
    });
    if (match) return match;
  }
  return null;
}

/** A vendor the store owner names that the list does not hold: "do you integrate with Acme Lighting?" */
const ASKS_ABOUT_VENDOR =
  /\b(?:integrat\w*|work(?:s|ing)?|partner\w*|connect\w*|compatible|link\w*)\s+(?:with|to)\s+(.+)|\b(?:support|carry)\s+(?!for\b|team\b|hours\b)(.+)/i;
/** The name as typed, kept to letters, digits and a few marks so an answer never carries markup. */
const cleanName = (/** @type {string} */ name) =>
  name
    .replace(/[?!.,;:].*$/, '')
    .replace(/[^A-Za-z0-9&' -]/g, '')
    .trim()
    .slice(0, 40)
    .replace(/^[a-z]/, (letter) => letter.toUpperCase());

const FALLBACK = `I don't have an answer to that in our documentation, pricing or vendor list, and I'd rather not guess. Try asking it another way, or ask a person: ${personOffer}.`;
const NOT_UNDERSTOOD =
  "Sorry, I didn't catch that. You can ask me about plans and prices, a vendor you work with, or how to do something in your dashboard.";
const ENGLISH_ONLY = `Sorry, I can only answer in English for now. Could you ask again in English? To write to our team instead, ${personOffer}.`;

/** One question's answer, or null when nothing the site says answers it. */
function answerOne(/** @type {string} */ text) {
  const named = namedPlans(text);
  return (
    personAnswer(text) ??
    storesAnswer(text) ??
    vendorsAnswer(text) ??
    planTopicsAnswer(text) ??
    (named.length && PRICE_WORDS.test(text) ? planAnswer(text) : null) ??
    intents.find(([pattern]) => pattern.test(text))?.[1](text) ??
    fixedAnswers.find(([pattern]) => pattern.test(text))?.[1] ??
    (named.length ? planAnswer(text) : null) ??
    articlesAnswer(text, true) ??
    planAnswer(text) ??
    articlesAnswer(text) ??
    topicAnswers.find(([pattern]) => pattern.test(text))?.[1] ??
    unknownVendorAnswer(text)
  );
}

/** "do you integrate with Acme Lighting": a plain "not in our list", the way to a custom build and a person. */
function unknownVendorAnswer(/** @type {string} */ text) {
  const found = ASKS_ABOUT_VENDOR.exec(text);
  const name = cleanName(found?.[1] ?? found?.[2] ?? '');
  if (!name || /shopify/i.test(name)) return null;
  const typo = misspelledVendor(text);
  if (typo) return null;
  return `**${name}** is not in our list of pre-built integrations; [Vendor Integrations](/vendor-integrations) shows every vendor with its status. We build [custom integrations](/custom-integrations) for any vendor with an API, an FTP feed or CSV and XML files (setup from **$${setupFees.file}**, once). For a person, ${personOffer}.`;
}

/**
 * The receiver's answer to a chat message, from the site's own content: a person, a vendor, a plan,
 * a FAQ answer or a documentation article. A message of several questions gets an answer to each;
 * one the site cannot answer gets a plain "I don't know" and the way to a person, never the
 * message repeated back.
 * @param {unknown} message
 */
export function chatReply(message) {
  const text = String(message ?? '').trim();
  if (!text) return NOT_UNDERSTOOD;
  if (IDENTITY.test(text))
    return `I'm the Linkwell Assistant, an AI that answers from our documentation, pricing and vendor list, day and night. For a person, ${personOffer}.`;
  if (ACKNOWLEDGEMENT.test(text)) return 'Glad to help. Anything else about Linkwell?';
  if (OTHER_LANGUAGE.test(text)) return ENGLISH_ONLY;
  // A misspelt vendor ("kuzko"): the answer says which vendor it took the word for.
  const typo = vendorNames.some(({ pattern }) => pattern.test(text)) ? null : misspelledVendor(text);
  if (typo) return `I think you mean **${typo.name}**. ${vendorAnswer(typo)}`;
  // Several questions in one message: each part answered, once, in the order asked.
  const parts = text
    .split(
      /(?<=[?.!;])\s+|,?\s*(?:and|also|but|plus)\s+(?=(?:can|do|does|is|are|how|what|whats|which|will|would)\b)|\s+also\s+/i,
    )
    .map((part) => part.trim())
    .filter((part) => part.length > 2);
  if (parts.length > 1) {
    // "how many vendors on basic, and how often does it sync": "it" is the plan named before.
    let plan = '';
    // "…two stores…, and what does that cost?": the stores' answer already gives their prices.
    const storesPriced = parts.some((part) => storesAnswer(part));
    const replies = parts.map((part) => {
      const named = namedPlans(part);
      if (storesPriced && !named.length && PRICE_WORDS.test(part) && !storesAnswer(part) && words(part).length <= 3)
        return null;
      if (named.length === 1) plan = ` on the ${named[0]?.name} plan`;
      // A pronoun ("does it…") or a bare topic ("whats the price") asks about the plan named before.
      const pronoun = /\b(it|that|this|they)\b/i.test(part);
      const carried =
        plan && !named.length && (pronoun || words(part).length <= 3)
          ? planTopicsAnswer(part + plan, { features: pronoun })
          : null;
      return carried ?? answerOne(part);
    });
    const answers = [...new Set(replies.filter((answer) => answer !== null && answer !== undefined))].slice(0, 4);
    // One "compare every plan" link at the end, not one per answer.
    const compare = ' See [pricing](/pricing) to compare every plan.';
    const last = answers.findLastIndex((answer) => answer.endsWith(compare));
    if (answers.length > 1)
      return answers
        .map((answer, index) => (index < last && answer.endsWith(compare) ? answer.slice(0, -compare.length) : answer))
        .join('\n\n');
  }
  const answer = answerOne(text);
  if (answer) return answer;
  return isGibberish(text) ? NOT_UNDERSTOOD : FALLBACK;
}

/** The "quote" fault mode's reply (server.mjs): the message back, for a test to find its own marker. */
export const quotedReply = (/** @type {string} */ message) => `You asked: "${message.slice(0, 200)}".`;

/**
 * @typedef {{ nodeId: string, nodeName: string, itemIndex: number, runIndex: number, timestamp: number }} ChunkMetadata
 * @typedef {{ type: string, content?: string, metadata: ChunkMetadata }} StreamChunk
 */

/**
 * n8n's streamed reply: newline-delimited JSON chunks for one node run.
 * @param {string} reply
 * @returns {StreamChunk[]}
 */
export function streamChunks(reply, nodeId = 'agent-node') {
  const metadata = { nodeId, nodeName: 'AI Agent', itemIndex: 0, runIndex: 0, timestamp: Date.now() };
  const words = reply.split(/(?<= )/);
  /** @type {string[]} */
  const pieces = [];
  for (let i = 0; i < words.length; i += 3) pieces.push(words.slice(i, i + 3).join(''));
  return [
    { type: 'begin', metadata },
    ...pieces.map((content) => ({ type: 'item', content, metadata })),
    { type: 'end', metadata },
  ];
}

/**
 * A stream that starts answering, then fails the way n8n reports a node error.
 * @param {string} reply
 * @returns {StreamChunk[]}
 */
export function streamErrorChunks(reply, nodeId = 'agent-node') {
  const [begin, firstItem] = /** @type {[StreamChunk, StreamChunk]} */ (streamChunks(reply, nodeId));
  return [begin, firstItem, { type: 'error', content: 'Node execution failed', metadata: begin.metadata }];
}

/**
 * One reply streamed by two node runs (a research step, then the answer), as two bubbles.
 * @param {string} reply
 */
export function multiNodeChunks(reply) {
  return [
    ...streamChunks('I looked this up in our documentation.', 'research-node'),
    ...streamChunks(reply, 'answer-node'),
  ];
}

/**
 * A reply streamed by very many node runs, one short sentence each (a workflow gone wrong, or a hostile one).
 * @param {string} reply
 */
export function manyNodeChunks(reply, runs = 3000) {
  return [
    ...streamChunks(reply, 'answer-node'),
    ...Array.from({ length: runs }, (_, run) => streamChunks(`Step ${run + 1}.`, `step-${run + 1}`)).flat(),
  ];
}

/**
 * A session's memory as n8n answers loadPreviousSession: LangChain's serialised messages.
 * @param {{ human: string, ai: string }[]} exchanges
 */
export function historyItems(exchanges) {
  /** @param {string} type @param {string} content */
  const item = (type, content) => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', type],
    kwargs: { content, additional_kwargs: {}, response_metadata: {} },
  });
  return exchanges.flatMap(({ human, ai }) => [item('HumanMessage', human), item('AIMessage', ai)]);
}
