// @ts-check
/** The receiver's chat answers: short, deterministic and on topic, like a helpful support bot. */
import { siteContent } from './site-content.mjs';

const { plans, rows, setupFees, vendors, statuses, articles, synonyms, supportHours, handoff } = siteContent;

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
  'a an and are as at be can do does for from get how i in is it me my of on or our the this to what when where which who why will with you your linkwell need want'.split(
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
      `\\b(${plan.name}\\s+(plan|tier|pricing|prices?|costs?)|(with|on|in|about|is|for|the|does|do)\\s+${plan.name}\\b)`,
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
  if (!asksPrice) return null;
  const priced = plans.filter((plan) => typeof plan.annualPrice === 'number');
  const cheapest = priced.reduce((low, plan) => (Number(plan.annualPrice) < Number(low.annualPrice) ? plan : low));
  const custom = plans.filter((plan) => plan.annualPrice === 'custom').map((plan) => plan.name);
  return `Plans start at **${perMonth(cheapest.annualPrice)}** billed annually (${cheapest.name}). Billed annually: ${list(priced.map((plan) => `${plan.name} ${perMonth(plan.annualPrice)}`))}${custom.length ? `; ${list(custom)} is priced for your volume` : ''}. Every plan has a 14-day free trial; see [pricing](/pricing) for what each includes.`;
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
function vendorAnswer(vendor) {
  const name = vendor.slug ? `[${vendor.name}](/vendor-integrations/${vendor.slug})` : `**${vendor.name}**`;
  const how =
    vendor.integrationMethod && vendor.syncs
      ? ` It connects by ${vendor.integrationMethod} and syncs ${list(vendor.syncs)}.`
      : vendor.summary
        ? ` ${vendor.summary.split('. ')[0]?.replace(/\.$/, '')}.`
        : '';
  const [opening, status] = STATUS_TEXT[vendor.status] ?? ['', vendor.status];
  return `${opening}${name} is ${status} in our ${vendor.category} category. ${statuses[vendor.status] ?? ''}${how}`.trim();
}

/** A sync interval the question asks about ("every 15 minutes", "real-time"): the product syncs hourly. */
const FASTER_SYNC = /\b(\d+)\s*(?:min(?:ute)?s?|sec(?:ond)?s?)\b|\breal[- ]?time\b|\binstant(?:ly)?\b/i;

/** @param {string} text */
function vendorsAnswer(text) {
  const found = vendorNames.filter(({ pattern }) => pattern.test(text)).map(({ vendor }) => vendor);
  const faster = FASTER_SYNC.exec(text);
  // Never a plain yes to a claim the product does not make: inventory syncs about hourly.
  if (found.length && faster)
    return `No: inventory syncs from your vendors about **every hour**, not ${faster[1] ? `every ${faster[0]}` : 'in real time'}, with Quantity Delta holding back a safety stock so you do not oversell.\n\n${found
      .map(vendorAnswer)
      .join('\n\n')
      .replace(/^Yes, /gm, '')}`;
  if (found.length) return found.map(vendorAnswer).join('\n\n');
  if (/\b(integrate|integration|work|partner|connect|support)s?\b.*\bwith\b/i.test(text) && !/shopify/i.test(text))
    return `I can't find that vendor among our pre-built integrations; [Vendor Integrations](/vendor-integrations) lists every one with its status. We build [custom integrations](/custom-integrations) for any vendor with an API, an FTP feed or CSV and XML files. For a person, ${personOffer}.`;
  return null;
}

const PERSON_REQUEST =
  /\b(human|person|people|someone|somebody|agent|representative|rep|operator|staff|support team|real support|customer service|call me|phone)\b/i;

/** @param {string} text */
function personAnswer(text) {
  if (!PERSON_REQUEST.test(text)) return null;
  return `Of course. To reach a person, ${personOffer}. Your chat goes along with your message, so there is no need to repeat it.`;
}

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
    /^(hi|hello|hey|good (morning|afternoon|evening))[\s!.,]*$/i,
    'Hi! Ask me about plans and prices, a vendor you work with, or how to do something in your dashboard.',
  ],
  [/^(thanks|thank you|thx|ty)[\s!.,]*$/i, "You're welcome! Ask me anything else about Linkwell."],
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

/**
 * The receiver's answer to a chat message, from the site's own content: a person, a vendor, a plan,
 * a documentation article; otherwise the message back with the way to a person.
 * @param {unknown} message
 */
export function chatReply(message) {
  const text = String(message ?? '').trim();
  const answer =
    personAnswer(text) ??
    vendorsAnswer(text) ??
    (namedPlans(text).length ? planAnswer(text) : null) ??
    fixedAnswers.find(([pattern]) => pattern.test(text))?.[1] ??
    articlesAnswer(text, true) ??
    planAnswer(text) ??
    articlesAnswer(text) ??
    topicAnswers.find(([pattern]) => pattern.test(text))?.[1];
  if (answer) return answer;
  return `Thanks for your message! You asked: "${text.slice(0, 200)}". I couldn't find that in our documentation, plans or vendor list. A person can help: ${personOffer}.`;
}

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
