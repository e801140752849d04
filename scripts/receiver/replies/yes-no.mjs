// @ts-check
/**
 * A yes/no question gets "Yes" or "No" first, then the detail (outside review MM: asked "Can Linkwell
 * split one order…?", the assistant never said yes). The deployed n8n workflow's prompt asks the same
 * of the model (deploy/n8n). `directAnswer` answers the few yes/no questions no other module does;
 * `withYesOrNo` puts the yes or no before an answer another module gave, by what the question asks
 * and how that answer opens.
 */
import { siteContent } from '../site-content.mjs';
import { articleLink, lowerFirst, personOffer } from './text.mjs';

/** A question answered by yes or no: it opens with its verb ("can you…", "hi, does it…"), and asks no "how" or "what". */
const YES_NO =
  /^(?:(?:hi|hey|hello|ok|okay|so|and|also|but|quick question)\W+)*(?:can|could|do|does|did|is|are|will|would|should|has|have)\b/i;
const OPEN_QUESTION = /\b(how|what|whats|which|why|where|when|who)\b/i;

export const asksYesOrNo = (/** @type {string} */ text) => YES_NO.test(text.trim()) && !OPEN_QUESTION.test(text);

/** The yes or no an answer opens with, when it has none: [what the question asks, how the answer opens, the new opening]. */
/** @type {[RegExp | null, RegExp, string | ((opening: string, ...groups: string[]) => string)][]} */
const LEADS = [
  // "can you split an order across two vendors": each item goes to its own vendor.
  [
    /\b(split|splits|splitting|between|across|several|multiple|two|2|different|each)\b/i,
    /^When an order arrives in your store, Linkwell routes each item to its vendor/,
    'Yes. $&',
  ],
  // "do you support woocommerce": Linkwell connects Shopify stores only.
  [null, /^Not as your own store:/, 'No, not as your own store:'],
  // "is there a free trial", "can i try it for free" (not "is the trial 30 days").
  [/\b(trial|free|try)\b/i, /^Every plan starts with a 14-day free trial\./, 'Yes. $&'],
  // "can I use multiple stores", "can I connect more than one store".
  [/\b(stores?|shops?)\b/i, /^By plan: Basic 1 store/, 'Yes, on Plus or above. $&'],
  [null, /^Every plan allows [^:]+/, (opening) => `Yes, ${lowerFirst(opening)}`],
  [null, /^\w+ stores? needs? (\*\*[\w ]+\*\*(?: or above)?)/, 'Yes, on $1'],
  // "does basic sync every hour", "is inventory synced hourly": it is, on every plan.
  [
    /\b(hourly|(?:every|each|per|an) hour)\b/i,
    /^(?:On \*\*[^*]+\*\*, inventory syncs from your vendors \*\*hourly\*\*|Inventory syncs from your vendors about \*\*every hour\*\*)/,
    (opening) => `Yes: ${lowerFirst(opening)}`,
  ],
  // "is there an api".
  [/\bapi\b/i, /^API access is part of the Premium plan\./, 'Yes: API access is part of the Premium plan.'],
  // "is there a setup fee": not for a vendor we already support.
  [
    /\b(setup|set-up|set up|fees?|charges?|costs?|pay)\b/i,
    /^Connecting a vendor we already support is free\./,
    'No, not for a vendor we already support: connecting one is free.',
  ],
  [
    /\b(setup|set-up|set up|fees?|charges?|costs?|pay)\b/i,
    /^Connecting a vendor we already support has no setup fee/,
    'No: connecting a vendor we already support has no setup fee',
  ],
  // "is my data safe".
  [
    /\b(safe|secure|protected|encrypted|private)\b/i,
    /^Connections to this website and to the service are encrypted\./,
    'Yes. $&',
  ],
  // "is there a discount for annual billing" (not "is there a student discount").
  [/\b(annual|annually|yearly|year|product sync|sync only)\b/i, /^The discounts our site lists are these:/, 'Yes. $&'],
  // "is there a contract".
  [
    /\b(contract|commitment|locked|lock-in|tied)\b/i,
    /^Subscriptions are billed in advance, monthly or annually\./,
    'No, there is no long-term contract. $&',
  ],
  // "will my data be deleted if I cancel", "do you keep my data after I cancel".
  [
    /\b(delete|deleted|removed|erased|purged)\b/i,
    /^Your data is kept 60 days after you cancel/,
    'Yes, after 60 days. $&',
  ],
  [
    /\b(keep|kept|retain|retained|stored|saved)\b/i,
    /^Your data is kept 60 days after you cancel/,
    'Yes, for 60 days. $&',
  ],
  // "is this a shopify app": its own service, not an app from the App Store.
  [/\bapps?\b/i, /^Linkwell is its own service with its own dashboard, not an app/, 'No. $&'],
  // "do you support acme lighting": not a pre-built integration, one we can build.
  [null, /^\*\*[^*]+\*\* is not in our list of pre-built integrations/, 'No, not yet: $&'],
];

/** An answer to a yes/no question, opening with its yes or no where the question and answer say which. */
export function withYesOrNo(/** @type {string} */ text, /** @type {string} */ answer) {
  if (!asksYesOrNo(text) || /^(yes|no)\b/i.test(answer)) return answer;
  const lead = LEADS.find(([asks, opens]) => (!asks || asks.test(text)) && opens.test(answer));
  // @ts-expect-error String.replace takes either form of the new opening.
  return lead ? answer.replace(lead[1], lead[2]) : answer;
}

const hours = siteContent.supportHours.replace(/\s*\(.*\)/, '');

/** Yes/no questions nothing else answers: [the question, its answer]. */
/** @type {[RegExp, () => string][]} */
const DIRECT = [
  // "does it work with shopify" (not Shopify Plus, nor a vendor's own Shopify store).
  [
    /^(?:(?:does|will|can|is)\s+(?:it|linkwell|this)\s+(?:work|run|integrate|connect)|do you (?:support|work with|integrate with|connect to))\s+(?:with|on|for|to\s+)?\s*(?:my\s+)?shopify(?:\s+stores?)?\W*$/i,
    () =>
      `Yes. Linkwell is built for **Shopify** stores: you connect yours with Collaborator Access or a custom app you create, without sharing your password (${articleLink('connect-shopify')}). Your vendors don't need Shopify.`,
  ],
  // "does linkwell sync prices", "can it update my prices automatically" (not what a plan costs).
  [
    /^(?:does|can|will|do)\s+(?:it|linkwell|you)\s+(?:also\s+|automatically\s+)?(?:sync|update|keep|change)\s+(?:my\s+|the\s+)?prices?\b(?!.*\b(real time|minutes?|seconds?)\b)/i,
    () =>
      `Yes. With **Price** ticked for a vendor, Linkwell sets your store's price from the vendor's cost at every sync, about every hour: your markup on the cost, raised to MAP and lowered to MSRP where you enforce them. Step-by-step: ${articleLink('pricing-rules')}.`,
  ],
  // "do you support two-way inventory sync with my vendor" (not on a plan named: the plans' answer says which have it).
  // Its article's summary alone never said yes (outside review GGGGGG).
  [
    /\b(two-way|2-way|two way|both ways|bidirectional|bi-directional)\b(?!.*\b(basic|plus|premium|enterprise)\b)/i,
    () =>
      `Yes, on Plus, Premium and Enterprise. Tag a product you already sell with its vendor's name in Shopify and, once its SKU matches the vendor's, Linkwell links it and keeps its price, cost and stock in sync. Step-by-step: ${articleLink('two-way-syncing')}.`,
  ],
  // "is support available 24/7", "is your team available on weekends".
  [
    /\b(support|team|someone|anyone|person|people|help)\b.*\b(24\/?7|24 hours|around the clock|weekends?|available|online)\b/i,
    () =>
      `Yes, on Premium. On Basic and Plus our team answers ${hours}, and this assistant answers around the clock. To write to them, ${personOffer}.`,
  ],
];

/** The answer to a yes/no question no other module answers, or null. */
export function directAnswer(/** @type {string} */ text) {
  if (!asksYesOrNo(text)) return null;
  return DIRECT.find(([pattern]) => pattern.test(text))?.[1]() ?? null;
}
