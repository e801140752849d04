// @ts-check
/** Answers that a FAQ answer, the Terms or the Privacy Policy settles, each read from content when asked. */
import { siteContent } from '../site-content.mjs';
import { limitsAnswer } from './pricing.mjs';
import {
  FASTER_SYNC,
  PERSON_OPTION,
  articleLink,
  claimedPace,
  faqAnswer,
  legalAnswer,
  list,
  lowerFirst,
  personOffer,
} from './text.mjs';

const { articles, cadence, customBuild, faq, plans, setupFees } = siteContent;

const inventoryArticle = articles.find((article) => article.href.endsWith('/inventory-management'));
const inventoryLink = inventoryArticle ? ` [${inventoryArticle.title}](${inventoryArticle.href}) explains both.` : '';
const hourlySyncAnswer = `Inventory syncs from your vendors about **every hour**, and Quantity Delta holds back a safety stock so you do not oversell.${inventoryLink}`;

/**
 * A question about how often or how fast things sync ("every few minutes?", "is it real time", "how
 * often does Nora sync"): never support's reply times, the first full sync nor the setup.
 */
const PACE =
  /\bhow (often|frequently|fast|quickly|soon)\b|\bfrequen\w*|\bhourly\b|\bevery hour\b|\bdaily\b|\bweekly\b|\bonce an? (hour|day|week)\b|\bevery (day|night|week)\b|\bovernight\b/i;
const SYNCED = /\b(sync\w*|inventory|stock|quantit\w*|updat\w*|levels?|prices?|costs?|orders?|tracking|refresh\w*)\b/i;
const NOT_PACE =
  /\b(respond|repl(y|ies)|response|answer|get back|first|initial|set ?up|onboard\w*|refund\w*|cancel\w*|upgrade|downgrade|bill\w*|invoice|trial)\b|\bsupport (team|staff|hours)\b|\bhow long\b/i;
/** Slower than the product: "does it only sync daily?" is corrected too, the other way. */
const SLOWER = /\bdaily\b|\bweekly\b|\bonce an? (day|week)\b|\bevery (day|night|week)\b|\bovernight\b/i;

/** How the other jobs' clocks open: a reply of several answers leaves them out (replies.mjs). */
export const OTHER_CLOCKS = ' The rest runs on its own clock: ';

/** Whether a message asks how often things sync; with a vendor named, the vendor is the subject. */
export const asksPace = (/** @type {string} */ text, vendorNamed = false) =>
  (PACE.test(text) || FASTER_SYNC.test(text)) && (vendorNamed || SYNCED.test(text)) && !NOT_PACE.test(text);

/**
 * How often each thing syncs, from the site's own words: stock about hourly, a pushed change at once
 * (Home's Real-time Sync), each other job on its own clock (the Scheduled Tasks card on /features). A
 * question whose premise is faster or slower than that is corrected with "No", never met with "Yes";
 * one about orders or tracking alone gets their clocks, which do run as things happen.
 */
export function paceAnswer(/** @type {string} */ text, vendorNamed = false) {
  const others = cadence.schedule.slice(1);
  const clocks = (/** @type {string[][]} */ jobs) =>
    list(jobs.map(([job, pace]) => `${lowerFirst(job ?? '')} ${pace}`));
  const stockAsked = /\b(inventory|stock|quantit\w*|levels?)\b/i.test(text);
  const pricesAsked = !stockAsked && /\b(prices?|pricing|costs?)\b/i.test(text);
  if (!stockAsked && !pricesAsked && /\b(orders?|tracking)\b/i.test(text))
    return `Each job runs on its own clock: ${clocks(cadence.schedule)}. ${articleLink('order-management')} shows how an order travels.`;
  const faster = FASTER_SYNC.exec(text);
  // "Do prices update in real time?": cost and price come with each sync, not at once either.
  const [priceJob, pricePace] = cadence.schedule.find(([job]) => /price/i.test(job ?? '')) ?? [];
  if (pricesAsked && priceJob && pricePace)
    return `${faster ? 'No: c' : 'C'}${lowerFirst(priceJob).slice(1)} update ${pricePace}, about **every hour**${faster ? `, not ${claimedPace(faster)}` : ''}, and your price rules (markup, MAP and MSRP) apply at each one. See the ${articleLink('pricing-rules')} guide.`;
  const slower = faster ? null : SLOWER.exec(text);
  const yesNo = /^(is|are|do|does|did|will|would|can|could|should)\b/i.test(text.trim());
  const opening = faster
    ? `No: inventory syncs from your vendors about **every hour**, not ${claimedPace(faster)}`
    : slower
      ? `No, more often: inventory syncs from your vendors about **every hour**, not ${slower[0].toLowerCase()}`
      : `${yesNo && /\bhourly\b|\bevery hour\b/i.test(text) ? 'Yes: i' : 'I'}nventory syncs from your vendors about **every hour**`;
  // Asked of stock or of a vendor (whose own line follows), the other jobs' clocks would bury the answer.
  const rest =
    others.length && !vendorNamed && !/\b(inventory|stock|quantit\w*|levels?)\b/i.test(text)
      ? `${OTHER_CLOCKS}${clocks(others)}.`
      : '';
  return `${opening}, and Quantity Delta holds back a safety stock so you do not oversell. ${cadence.pushed}${rest}${inventoryLink}`;
}
/**
 * Answers to a topic the plans and articles did not answer.
 * @type {[RegExp, string][]}
 */
export const topicAnswers = [
  [/\btrial\b/i, 'Every plan comes with a **14-day free trial**. See [pricing](/pricing) to pick a plan.'],
  [/\b(sync|synced|syncs|syncing|inventory|stock)\b/i, hourlySyncAnswer],
];

/**
 * A question about a plan's limits ("how many vendors", "orders per month"): each plan's, or the named one's.
 * @type {[RegExp, (text?: string) => string | null]}
 */
const limitsIntent = [
  /\b(\d+|multiple|several|many|more than one|two|three|four|five) (stores|shops)\b|\bhow many (stores|shops|vendors|orders|products)\b|\b(orders|products) (per|a|each) month\b|\blimits? (on|to|for) (the )?(number of )?(skus?|products)\b|^(?!.*\b(go(ing)? over|exceed\w*|overage)\b).*\b(skus?|products?) (limits?|caps?)\b/i,
  (text) => limitsAnswer(String(text)),
];

/** @typedef {[RegExp, (text?: string) => string | null]} Intent */

/** A FAQ answer's opening "Yes." or "No." only where the question asks yes or no ("how do I…" gets none). */
const unlessYesNo = (/** @type {string | undefined} */ text, /** @type {string | null} */ answer) =>
  /^(is|are|do|does|did|will|would|can|could|should|am)\b/i.test(String(text ?? '').trim())
    ? answer
    : (answer?.replace(/^(Yes|No)\.\s+/, '') ?? null);

/** The sentence of a FAQ answer that holds `pattern`, without the rest of the answer. */
function faqSentence(/** @type {string} */ id, /** @type {RegExp} */ pattern) {
  const item = faq.find((entry) => entry.id === id);
  return (
    item?.answer
      .replace(/\s+/g, ' ')
      // A sentence may open with a link ("[How It Works](…) gives the time…"): it is a sentence of its own.
      .split(/(?<=[.!?])\s+(?=[A-Z[])/)
      .find((part) => pattern.test(part)) ?? null
  );
}

/** "How long does the first sync take?": the first full sync, not the 5-minute setup nor the hourly syncs after it. */
const firstSyncIntent = /** @type {Intent} */ ([
  /\b(first|initial|1st|full)\s+(full\s+)?(sync|import)\w*\b|\bhow long\b.*\b(sync\w*|import\w*)\b|\b(sync\w*|import\w*)\b.*\bhow long\b/i,
  () => {
    const first = faqSentence('how-long-does-setup-take', /first full sync/i);
    return first
      ? // One link, where the owner acts: a link after each sentence read as machine-made (outside review LLLLLL).
        `${first.replace(/\.$/, '')}; after that, inventory syncs about **every hour**. The first sync starts when you press **Sync Products** in the vendor's settings, as ${articleLink('add-vendor')} shows.`
      : null;
  },
]);

/** "What credentials do vendors need?": the vendor's own (API keys, FTP, a login), not the store's password. */
const vendorCredentialsIntent = /** @type {Intent} */ ([
  /^(?!.*\b(shopify|my store|store's|password|collaborator)\b).*\b(credentials?|api keys?|ftp (details|logins?|access)|dealer portal|log ?in details)\b/i,
  () =>
    `Each vendor asks for its own kind of credentials: API keys, FTP details or the login to its dealer portal, and the vendor gives them to you. Enter them when you add the vendor in **Add Vendor(s)**; change them later in **Vendor Settings**. Nobody gets your Shopify password. See the ${articleLink('add-vendor')} guide.`,
]);

/** "How do I map a vendor collection?": the Smart Collection and Location in Vendor Shopify Settings, not MAP pricing. */
const collectionIntent = /** @type {Intent} */ ([
  /\bcollections?\b|\bmap\b.*\blocations?\b/i,
  () =>
    `In **Vendor Shopify Settings**, choose the vendor's Smart Collection and Location, then tick **Price**, **Cost** and **Qty**. The collection's one condition is "product tag is equal to" the vendor tag; a new one shows after **Sync Data** in **Shopify Settings**. Steps: ${articleLink('add-vendor')}; missing products: ${articleLink('collection-check')}.`,
]);

const priceRulesIntent = /** @type {Intent} */ ([
  /\b(map|msrp|markup|mark[- ]up|margin|price rules?|pricing rules?)\b/i,
  (text) =>
    // "What is MAP?" is answered with what it is; "a markup per vendor?" with where each vendor's rules live.
    `${/\bwhat(?:'s| is| does)\s+(?:a |the )?map\b|\bmap (?:mean|stand)/i.test(String(text)) ? "MAP is the vendor's minimum advertised price. " : ''}${faqAnswer('how-do-price-rules-work', 2)}${/\b(per|each|every|different|by) vendors?\b/i.test(String(text)) ? " Each vendor has its own rules, in that vendor's **Vendor Settings**." : ''} Step-by-step: ${articleLink('pricing-rules')}.`,
]);

const passwordIntent = /** @type {Intent} */ ([
  /\b(password|credentials|collaborator|permissions?|access (to )?my store)\b/i,
  () => faqAnswer('does-a-vendor-get-my-shopify-password'),
]);

const setupTimeIntent = /** @type {Intent} */ ([
  // "how do i connect my store and how long does it take": "it" is the setup.
  /\bhow long\b.*\b(set ?up|onboard|get started|install|connect\w*|add\w*)|\b(set ?up|onboarding) time\b|^how long (does|will) (it|that|this) take\b/i,
  () => faqAnswer('how-long-does-setup-take'),
]);

/** "How much does it cost to add Kuzco?": a listed vendor is free to connect; the plan is what you pay. */
const vendorPriceIntent = /** @type {Intent} */ ([
  /^(?!.*\b(prices?|costs?)\s+(update|sync|chang))(?!.*\b(price|pricing) rules?\b).*\b(how much|cost\w*|fees?|charge\w*|pay|free|extra)\b/i,
  () => {
    const priced = plans.filter((plan) => typeof plan.annualPrice === 'number');
    const cheapest = Math.min(...priced.map((plan) => Number(plan.annualPrice)));
    return `Connecting a vendor we already support has no setup fee, on any plan: you pay only for your plan, from **$${cheapest}/month** billed annually, and each plan caps how many vendors you connect. See [pricing](/pricing) to compare every plan.`;
  },
]);

/** "How do I connect Nora to my store?": the steps, before the vendor's status (a bare "Yes, Nora is live" answered a how with a yes: outside review C). */
const connectVendorIntent = /** @type {Intent} */ ([
  /\bhow (do|can|would|should|to)\b.*\b(connect\w*|add\w*|set ?up|link\w*|integrat\w*|hook\w* up)\b/i,
  () =>
    `In your dashboard, open **Add Vendor(s)**, choose the vendor and enter the credentials it gives you (API keys, FTP details or a login). Then, in **Vendor Shopify Settings**, pick its Smart Collection and Location, tick **Price**, **Cost** and **Qty**, and press **Sync Products**. See the ${articleLink('add-vendor')} guide.`,
]);

/** "How often does Kuzco sync?": the hourly sync and the safety stock, before the vendor's status (outside review B). */
const syncFrequencyIntent = /** @type {Intent} */ ([
  /\bhow (often|frequently|fast|quickly)\b|\bfrequency\b|\bwhen (does|do|will)\b.*\b(sync\w*|updat\w*)\b/i,
  (text) => paceAnswer(String(text)),
]);

/**
 * What a store owner asks about a vendor they name ("how long does the first sync take for Nora?"):
 * answered before the vendor's own status, which alone would be a non-answer. In the order tried.
 */
export const vendorTopics = [
  firstSyncIntent,
  syncFrequencyIntent,
  setupTimeIntent,
  vendorCredentialsIntent,
  passwordIntent,
  // Before the connecting steps: "how do I add a markup for Nora?" asks about a rule, not the connection.
  collectionIntent,
  priceRulesIntent,
  connectVendorIntent,
  vendorPriceIntent,
];

/** A product or stock that stopped syncing: the Health Check's five causes and where each fix is. */
export const syncTroubleIntent = /** @type {[RegExp, () => string]} */ ([
  // A vendor's feed or file that fails is the same trouble ("what if a vendor's feed fails" got the plans' prices).
  /\b(not|isn'?t|aren'?t|wrong|broken|stopped|fail\w*|errors?|missing|off|mismatch\w*)\b.*\b(sync\w*|inventory|stock|quantit\w*|products?|feeds?|imports?)\b|\b(sync\w*|inventory|stock|quantit\w*|products?|feeds?|imports?)\b.*\b(not|isn'?t|aren'?t|wrong|broken|stopped|fail\w*|errors?|missing|off)\b|\bout of sync\b/i,
  // The Health Check guide's five causes, in the order to check them: the answer a support agent
  // gives, short enough to read whole under the question in the 384x500 window (the guide has each fix).
  () =>
    [
      `Usually one of five causes; check them in this order:\n`,
      `1. **SKU mismatch**: SKUs must match exactly.`,
      `2. **Duplicate SKU**: two products share one.`,
      `3. **Missing vendor tag** on the product.`,
      `4. **Vendor credentials** changed or expired.`,
      `5. **Store app permissions** changed.\n`,
      `Then press **Sync Products**. Each fix: ${articleLink('health-check')}, ${articleLink('quantity-check')}. Still stuck? ${PERSON_OPTION}.`,
    ].join('\n'),
]);

/** Other store platforms, as their makers spell them. */
const PLATFORMS = /** @type {const} */ ([
  [/woo ?commerce/i, 'WooCommerce'],
  [/bigcommerce/i, 'BigCommerce'],
  [/wix/i, 'Wix'],
  [/squarespace/i, 'Squarespace'],
  [/magento|adobe commerce/i, 'Magento'],
  [/etsy/i, 'Etsy'],
  [/ebay/i, 'eBay'],
  [/prestashop/i, 'PrestaShop'],
  [/ecwid/i, 'Ecwid'],
  [/opencart/i, 'OpenCart'],
]);

/** "do you work with Etsy": Linkwell connects Shopify stores, so that platform can't be the owner's own store. */
function platformLead(/** @type {string} */ text) {
  const name = PLATFORMS.find(([pattern]) => pattern.test(text))?.[1];
  return name
    ? `Not as your own store: Linkwell connects **Shopify** stores only, so your store has to run on Shopify, not ${name}. `
    : 'Linkwell is built for Shopify stores, so your own store runs on Shopify. ';
}

/**
 * Tracking, in the Order Management guide's words: who pushes what, what Shopify then does, where to
 * follow it (outside review KK: "Once the vendor ships, Linkwell pushes the tracking number to your
 * store order" alone read as a one-liner).
 */
const trackingAnswer = `Yes. Once the vendor ships, Linkwell pushes the tracking number back to the order in your store. Shopify then marks the items fulfilled and sends your customer its shipping confirmation email, so nobody copies tracking numbers by hand. You can follow each order in the **Orders & Fulfillment** tab of the vendor's page; ${articleLink('order-management')} shows every step.`;

/** "How do I add my vendor?" (a suggested question): the steps of the Add a Vendor guide, not its one-line summary. */
const addVendorIntent = /** @type {Intent} */ ([
  /\bhow (do|can|would|should|to)\b.*\b(add|connect|set ?up|link|integrate)\b.*\b(vendors?|suppliers?|distributors?|wholesalers?)\b/i,
  () =>
    `In your dashboard, open **Add Vendor(s)**, choose the vendor and enter the credentials it gave you (API keys, FTP details or its dealer-portal login), then save. In **Vendor Shopify Settings**, pick its Smart Collection and Location, tick **Price**, **Cost** and **Qty**, and press **Sync Products** to start the first sync. See the ${articleLink('add-vendor')} guide for every step. Vendor not listed? [Ask us to connect it](/custom-integrations).`,
]);

/**
 * "How does inventory sync work with my vendors?": how the sync runs, not a troubleshooting article's description
 * (outside review WWWWW got Quantity Check's "Work out why a product's quantity … differs" back).
 */
const howSyncWorksIntent = /** @type {Intent} */ ([
  /^(?!.*\btwo[- ]?way\b).*\bhow (does|do|is)\b[^?.!]{0,30}\b(sync|syncs|syncing|synced|synchroni[sz]ation)\b[^?.!]{0,25}\bwork/i,
  () =>
    `Linkwell matches each product to the vendor's by **SKU**, then reads the vendor's stock, from its API or its inventory file, about **every hour**. It subtracts your Quantity Delta and sets the quantity at the vendor's Location in your store; when a vendor pushes a change, your store updates at once. Cost and price sync the same way, with your price rules applied.${inventoryLink.replace('explains both', 'walks through it')}`,
]);

/**
 * Questions a store owner asks in many words that one FAQ answer (or the Terms) settles. Each
 * answer is read from content when asked, so it says what the site says and nothing more.
 * @type {[RegExp, (text?: string) => string | null][]}
 */
export const faqIntents = [
  addVendorIntent,
  howSyncWorksIntent,
  firstSyncIntent,
  vendorCredentialsIntent,
  collectionIntent,
  // What happens to the data is asked before cancelling: "my data if I cancel" is about the data.
  [
    /\b(my|our) (data|information)\b.*\b(cancel\w*|leave|close|delete\w*)\b|\b(cancel\w*|leave|close)\b.*\b(my|our) (data|information)\b|\bdata retention\b/i,
    () => {
      const answer = faqAnswer('what-happens-to-my-data-when-i-leave');
      // With when cancelling takes effect: the 60 days count from there (outside review KK: one-line answers).
      const ends = faqSentence('what-happens-if-i-cancel', /takes effect/);
      const both = ends && answer ? answer.replace(' [More in our FAQ]', ` ${ends} [More in our FAQ]`) : answer;
      return both && `Your data is ${both.charAt(0).toLowerCase()}${both.slice(1)}`;
    },
  ],
  [
    /\b(sell|share|resell|sold)\w*\b.*\b(data|information|info)\b|\btrain\w*\b.*\b(ai|models?)\b/i,
    () => {
      const found = legalAnswer(/do not sell/);
      return found && `No. ${found.sentence} See ${found.link} in our privacy policy.`;
    },
  ],
  [
    /\bsupport hours\b|\b(opening|office|business) hours\b|\b(open|available|work)\w* (on )?(the )?weekends?\b|\bhours\b.*\b(support|team)\b|\bcontact (support|your support|the team)\b|\bhow (do|can) (i|we) (get help|contact support|get support)\b|\bwhen (are|is) (you|support|your team) (open|available|online)\b/i,
    () => {
      const team = faqSentence('how-do-i-get-help', /^Our team/);
      return (
        team &&
        `${team} To write to them from here, choose ${PERSON_OPTION}. [More in our FAQ](/faq#how-do-i-get-help).`
      );
    },
  ],
  [
    /\b(shopify )?app ?store\b|\b(is (it|this|linkwell)|do you have) (a |an )?(shopify )?app\b|\bshopify app\b/i,
    () =>
      `Linkwell is its own service with its own dashboard, not an app you install from the Shopify App Store. You create an account, then give Linkwell access to your store with Collaborator Access or a custom app you create, without sharing your password. Step-by-step: ${articleLink('connect-shopify')}.`,
  ],
  [
    /\bwebhooks?\b/i,
    () =>
      `Some vendors push stock changes to us as they happen: those show as **webhook updates** in the vendor's **Sync Statistics**, and every vendor is also synced about **every hour** (${articleLink('inventory-management')}). Our [API reference](/documentation/api-reference) doesn't list webhooks you can subscribe to; to ask about one, choose ${PERSON_OPTION}.`,
  ],
  [
    /\breturn(s|ed|ing)?\b(?!.*\btracking\b)|\brma\b|\bexchanges?\b/i,
    () =>
      `Our site doesn't describe returns, so I won't guess. Linkwell routes each ordered item to its vendor and pushes the tracking number to your store (${articleLink('order-management')}). To ask about returns: ${PERSON_OPTION}.`,
  ],
  [
    /\bonboarding\b|\b(setup|set-up|kick-?off|intro|onboarding) call\b|\bhelp (me |us )?(to )?(set ?up|get(ting)? started)\b/i,
    () =>
      `Most owners set up on their own with the ${articleLink('quick-start-guide')}, in under 30 minutes. Enterprise includes onboarding led by a co-founder; on any plan, [contact sales](/contact) for a walkthrough.`,
  ],
  [
    /\b(soc ?2|iso ?27001|pci|hipaa|gdpr|certif\w*|complian\w*|audit\w*)\b/i,
    (text) => {
      const found = legalAnswer(/encrypted/, 'Security');
      return `Our site doesn't ${/gdpr/i.test(String(text)) ? 'mention GDPR or ' : ''}list security certifications such as SOC 2, so I won't claim one.${found ? ` What it does say: ${found.sentence.charAt(0).toLowerCase()}${found.sentence.slice(1).replace(/\.$/, '')} (${found.link}).` : ''} For a definite answer, ask a person: ${personOffer}.`;
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
  // "my orders are not going to the vendor": the guide's three checks, not the fallback.
  [
    /\borders?\b(?=.*\b(not|never|stuck|missing|fail\w*|(is|are|do|does|did|has|have|was|were|wo|ca)n'?t)\b)(?=.*\b(vendors?|suppliers?|distributors?|going|go|reach\w*|rout\w*|sent|sending|arriv\w*|receiv\w*)\b)/i,
    () =>
      [
        `When an order doesn't reach the vendor, check three things:\n`,
        `1. The product is **linked**: it shows under **Integrated Products & Health**, healthy.`,
        `2. Its stock sits at the vendor's **Location**: orders are routed by location.`,
        `3. Your custom app still has the **order scopes**, if you connected with one.\n`,
        `Details: [Order Management](/documentation/order-management#if-an-order-does-not-reach-the-vendor). Still stuck? ${PERSON_OPTION}, with the order number.`,
      ].join('\n'),
  ],
  // "is this legit": what a store owner can check for themselves, from the site, not a claim of ours.
  [
    /\b(legit\w*|scam\w*|trust\w*|real company|reputable|reliable company|fraud\w*)\b/i,
    () =>
      `Fair to ask before you connect your store. What you can check: every plan starts with a 14-day free trial, and if you cancel before it ends you pay nothing; nobody gets your Shopify password (you approve Collaborator Access or create a custom app yourself); [Security](/security) says how your data is handled, and [case studies](/case-studies) show stores that run on Linkwell. Anything else, ask a person: ${personOffer}.`,
  ],
  syncTroubleIntent,
  // "Can I import products from my vendor?": Product Creation, one at a time or in bulk.
  [
    /\b(import\w*|creat\w*|pull\w*|bring\w*|copy\w*)\b.*\b(products?|listings?|catalogs?)\b|\b(products?|listings?|catalogs?)\b.*\b(import\w*|creat\w*)\b|\bonly (update|sync)\w* (the )?(stock|inventory)\b|\b(choose|pick|select) (which|what) products\b/i,
    () => {
      const bulk = articles.find((article) => article.href.endsWith('/product-creation'));
      return bulk
        ? `Linkwell creates Shopify products from a vendor's catalog, with its title, description, images, variants and SKU, priced by your rules. Pick them one at a time with **Search & Push** (published or as a draft), or push many at once in bulk: free on Plus and Premium, for a fee on Basic. Step-by-step: [${bulk.title}](${bulk.href}).`
        : null;
    },
  ],
  [
    /\b(orders?)\b.*\b(sync\w*|rout\w*|sen[dt]|forward\w*|fulfil\w*|split\w*)\b|\b(sync\w*|rout\w*|send|forward\w*|split\w*|get|receiv\w*)\b.*\borders?\b/i,
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
    (text) => {
      const found = legalAnswer(/cancel at any time/i);
      const answer = faqAnswer('what-happens-if-i-cancel', 3);
      if (!found || !answer) return answer;
      // The FAQ opens "Cancel any time, in your dashboard…": the yes joins it instead of saying it twice.
      const opening = /^Cancel (?:at )?any ?time,?\s*/i;
      return opening.test(answer)
        ? answer.replace(opening, `${/^how\b/i.test(String(text)) ? 'You' : 'Yes, you'} can cancel at any time, `)
        : `Yes, you can cancel at any time. ${answer}`;
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
    /\b(upgrade|downgrade|change (my|the|our)? ?plans?|switch (my|the)? ?plans?)\b/i,
    () => faqAnswer('can-i-change-my-plan-later'),
  ],
  [
    /\b(overages?|over (the|my) limits?|exceed|go over)\b/i,
    (text) => {
      // Four sentences: the SPEC states both readings (no automatic charge; orders past the
      // limit billed per order at a rate shown first), so neither is left out.
      const answer = faqAnswer('is-there-an-automatic-overage-charge-if-i-exceed-my-limits', 4);
      // The FAQ's "No." answers "is there a charge?", not "what if I go over?".
      return unlessYesNo(text, answer);
    },
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
  priceRulesIntent,
  // "What happens if a vendor runs out?": what reaches the store, not a troubleshooting article.
  [
    /\b(out of stock|sold out|sells? out|runs? out|stock ?outs?|no stock)\b/i,
    () =>
      `At the next sync, about every hour, or at once when the vendor pushes the change, the product's quantity in your store drops to **0**, so it shows as sold out unless you let Shopify keep selling it. Quantity Delta gets there first: with a delta of 3, your store shows 0 while the vendor still has 3, so a late order does not meet an empty shelf.${inventoryLink.replace('both', 'how')}`,
  ],
  // Quantity Delta as an owner asks for it: "can I keep 3 units back?", "hold back 2 of each", "a buffer" (outside
  // review RRRRR: "keep 3 units back" got "Our site doesn't answer that"). Units or stock between the verb and
  // "back", so "set it up and get my money back" is not taken for it.
  [
    /\bquantity delta\b|\bsafety (stock|margin|buffer)\b|\boversell|\b(keep|hold|reserve|set)s? (back|aside) [^.?!]{0,15}\b(units?|items?|pieces?|stock|inventory)\b|\b(keep|hold|reserve|set)s?\b[^.?!]{0,15}\b(units?|items?|pieces?|stock|inventory)\b[^.?!]{0,20}\b(back|aside|in reserve)\b|\bbuffer\b/i,
    () => faqAnswer('what-is-quantity-delta'),
  ],
  // "Can Linkwell connect to my distributor's API?": the vendor's API, not Linkwell's own (a Premium feature).
  [
    /\b(my|our|their|a|the) (vendor|supplier|distributor|wholesaler)s?'?s?'? (own )?(rest )?api\b/i,
    () =>
      `Yes: a vendor with an API can connect. If it is in our [vendor list](/vendor-integrations), setup is free; if not, we build the integration once, **$${setupFees.api}** per vendor, and reply to [a request](/custom-integrations) within 1-2 business days.`,
  ],
  [
    /^(?!.*\b(plans?|tiers?)\b).*\b(api|rest|developer access)\b(?!.*\b(limits?|rate|errors?|paginat\w*|tokens?|endpoints?)\b)/i,
    () => `${faqAnswer('can-i-use-the-linkwell-api', 2)}`,
  ],
  // "do you support WooCommerce": the platform named, as a store (no) and as a vendor (the FAQ).
  [
    /\b(woo ?commerce|bigcommerce|wix|squarespace|magento|adobe commerce|etsy|ebay|prestashop|ecwid|opencart|amazon|mcf|marketplace|vendors? (use|on|need) shopify)\b/i,
    (text) =>
      `${platformLead(String(text))}Your vendors don't need Shopify: ${faqAnswer('do-my-vendors-need-to-use-shopify')
        ?.replace(/^No\. /, '')
        .replace(/^A /, 'a ')}`,
  ],
  [/\bhow many vendors\b|\bvendor limit|\bnumber of vendors\b/i, () => faqAnswer('how-many-vendors-can-i-connect', 1)],
  passwordIntent,
  [
    /\b(secure|security|safe|gdpr|privacy|personal data|my data|delete my data|data retention)\b/i,
    () => {
      const found = legalAnswer(/encrypted/, 'Security');
      return `${found ? `${found.sentence} ` : ''}After you cancel we keep your data for 60 days, then delete it. See our [privacy policy](/privacy)${found ? ` (${found.link})` : ''}.`;
    },
  ],
  [/\b(developer|technical|code|coding)\b/i, () => faqAnswer('do-i-need-a-developer-to-set-it-up')],
  setupTimeIntent,
  [
    /\b(get started|sign ?up|install|register|connect (my )?(shopify|store)|start using)\b/i,
    () =>
      // The store's step told, with its guide, inside the three (a lead-in "Connecting your store: [link]." after
      // them read as machine-made: outside review LLLLLL).
      `${articleLink('quick-start-guide')} takes you through it: create your account, connect your Shopify store by approving our Collaborator Access request (${articleLink('connect-shopify')} shows how), then add your first vendor.`,
  ],
  [/\btracking\b/i, (text) => unlessYesNo(text, trackingAnswer)],
  [
    /\bshipping (options|rates)\b|\bno shipping\b/i,
    () => faqAnswer('why-do-customers-see-no-shipping-options-at-checkout'),
  ],
  // "What happens if a SKU doesn't match?": what the store owner sees and the fix, not how matching works (outside
  // review DDDD got the matching rule back).
  [
    // A SKU missing ("what happens when a SKU is missing", "a vendor doesn't have a SKU") is the same case: it got how
    // matching works, opening "By SKU." (outside review FFFFF).
    /\bskus?\b.*\b(mismatch\w*|(does ?n[o'’]?t|do ?n[o'’]?t|not|never|won['’]?t|fails? to) match\w*|wrong|different|differs?|missing|blank|empty|not (there|found|listed))\b|\b(mismatch\w*|wrong|different|missing|no|without an?|blank|empty)\b.*\bskus?\b|\b(does ?n[o'’]?t|do ?n[o'’]?t) (have|carry|list) (an? )?skus?\b/i,
    () =>
      `Linkwell can't link that product, so it is not updated at syncs: it fails its health check, listed under **Integrated Products & Health** on the vendor's detail page. To fix it, set the product's SKU in Shopify to exactly the vendor's (extra spaces, dashes, letter case and prefixes all count), then press **Sync Products** or wait for the next hourly sync. See the ${articleLink('health-check')} guide.`,
  ],
  [/\b(sku|match(ed|ing)?)\b/i, () => faqAnswer('how-are-vendor-products-matched-to-my-store-products')],
  // "How fast is inventory sync?" asks about the sync, not support (outside review G got reply times).
  [
    /\bhow (fast|quickly)\b.*\b(sync\w*|inventory|stock|updat\w*)\b|\b(sync\w*|inventory|stock)\b.*\bhow (fast|quickly)\b/i,
    (text) => paceAnswer(String(text)),
  ],
  [
    /\b(response time|how fast|how quickly|support hours|when (are|is) (you|support|your team))\b/i,
    () => faqAnswer('how-fast-does-support-respond'),
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
  // "Do you support multi-location inventory on Shopify Plus?": what the docs say of locations, not a
  // shrug about Plus (outside review H).
  [
    /\b(multi[- ]?locations?|(multiple|several|many|two|more) (store |shopify )?locations)\b/i,
    (text) =>
      `Linkwell works with your Shopify locations one vendor at a time: in **Vendor Shopify Settings** you choose a Location for each vendor, Linkwell writes that vendor's stock to it, and orders for its products are routed to the vendor by it. So a store with several locations keeps each vendor's stock in its own. How to set it: ${articleLink('add-vendor')}.${
        /\bshopify plus\b/i.test(String(text))
          ? ` A Shopify Plus store connects the same way (${articleLink('connect-shopify')}).`
          : ''
      }`,
  ],
  [
    /\bshopify plus\b/i,
    () =>
      // An answer, then the person for what it cannot know ("Our site says nothing specific..." showed the machinery:
      // outside review IIII).
      `Yes: a Shopify Plus store connects the same way as any Shopify store, through Collaborator Access or a custom app you create (${articleLink('connect-shopify')}). For something only Plus has, ask a person: ${personOffer}.`,
  ],
];

/** The limits first, then the FAQ's topics, in the order they are tried. */
/**
 * "How often is inventory updated?" got the guide's summary, not the hour. Not one of faqIntents: in
 * "how many vendors on basic and how often does it sync" the second part is that plan's figure.
 */
const howOftenIntent = /** @type {Intent} */ ([
  /\bhow (often|frequently)\b.*\b(sync\w*|inventory|stock|quantit\w*|updat\w*)\b/i,
  (text) => paceAnswer(String(text)),
]);

export const intents = [limitsIntent, ...faqIntents, howOftenIntent];
