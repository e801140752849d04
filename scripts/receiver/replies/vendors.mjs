// @ts-check
/** Answers about vendors: a listed vendor's status and how it connects, a misspelt one, one the list does not hold. */
import { siteContent, usd } from '../site-content.mjs';
import { articlesAnswer } from './docs.mjs';
import { asksPace, faqIntents, intents, paceAnswer, syncTroubleIntent, vendorTopics } from './faq.mjs';
import { namedPlans } from './pricing.mjs';
import { asksYesOrNo } from './yes-no.mjs';
import { articleLink, editDistance, list, lowerFirst, personOffer, stem, vocabulary } from './text.mjs';

const { vendors, statuses, setupFees, syncTexts, sampleMarkup } = siteContent;

/** Names a store owner types for a vendor: its full name, its page's slug and a distinctive first word. */
const GENERIC_FIRST_WORDS = new Set(['parts', 'holiday', 'shopify', 'james']);
export const vendorNames = vendors
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

/** @param {import('../site-content.mjs').Vendor} vendor */
export const vendorLink = (/** @type {import('../site-content.mjs').Vendor} */ vendor) =>
  vendor.slug ? `[${vendor.name}](/vendor-integrations/${vendor.slug})` : `**${vendor.name}**`;

/**
 * What a status means (content/vendors/index.md), as a sentence of the answer: "It is ready to
 * connect today on every plan, with free setup." rather than the page's label pasted in.
 */
const statusSentence = (/** @type {string} */ status, /** @type {string} */ subject) =>
  statuses[status] ? ` ${subject} ${lowerFirst(statuses[status])}` : '';

/**
 * A vendor's status, what it makes and how it connects. Named by its trade, not its directory group:
 * "Quorum International is live in our Furniture category" read as a ceiling-fan maker mis-filed
 * (outside review). A vendor not live yet "will" connect.
 * @param {import('../site-content.mjs').Vendor} vendor
 */
export function vendorAnswer(vendor) {
  const name = vendorLink(vendor);
  const trade = vendor.specialization ? ` (${lowerFirst(vendor.specialization)})` : '';
  const how =
    vendor.integrationMethod && vendor.syncs
      ? vendor.status === 'live'
        ? ` It connects by ${vendor.integrationMethod} and syncs ${list(vendor.syncs)}.`
        : ` It will connect by ${vendor.integrationMethod} and sync ${list(vendor.syncs)}.`
      : '';
  const [opening, status] = STATUS_TEXT[vendor.status] ?? ['', vendor.status];
  return `${opening}${name}${trade} is ${status}.${statusSentence(vendor.status, 'It is')}${how}`;
}

/** The vendor under an answer about something else: its status and how it connects, no bare yes nor its trade. */
const vendorBrief = (/** @type {import('../site-content.mjs').Vendor} */ vendor) =>
  vendorAnswer({ ...vendor, specialization: '' })
    .replace(/^Yes, /, '')
    .replace(/ It is [^.]*\./, '');

/**
 * What one synced item does for a vendor, in the vendor page's own words by its method ("Orders for
 * this vendor's products are sent to the vendor as order files on its FTP server."), with its name in.
 */
const itemText = (/** @type {import('../site-content.mjs').Vendor} */ vendor, /** @type {string} */ item) =>
  // A vendor that publishes no MAP (map: false) has one rule, a markup on cost, as its page says.
  (((vendor.map === false && syncTexts[item]?.noMap) || syncTexts[item]?.text)?.[vendor.integrationMethod ?? ''] ?? '')
    .replace(/\b(this|the) vendor's\b/g, possessive(vendor.name))
    .replace(/\bthe vendor\b/g, vendor.name);

/** "Nora's", "Holiday Products'". */
const possessive = (/** @type {string} */ name) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Under an answer on how often things sync: the vendor's status, how it connects and when its stock is read. */
function vendorPace(/** @type {import('../site-content.mjs').Vendor} */ vendor) {
  const stock = vendor.status === 'live' ? itemText(vendor, 'inventory').split(/,\s*(?:typically|with)\b/)[0] : '';
  if (!stock || !vendor.integrationMethod) return vendorBrief(vendor);
  return `${vendorLink(vendor)} is a **live** integration. It connects by ${vendor.integrationMethod}: ${lowerFirst(stock)}.`;
}

/** What a store owner asks a vendor syncs ("does Nora sync prices", "can Nora route orders"), by the item's words. */
const ITEMS = /** @type {[string, RegExp][]} */ ([
  ['inventory', /\b(inventory|stock|quantit\w*|qty)\b/i],
  ['price', /\b(prices?|pricing|map|msrp)\b/i],
  ['cost', /\b(costs?|wholesale)\b/i],
  ['orders', /\b(orders?|rout\w*)\b/i],
  ['tracking', /\b(tracking|shipments?)\b/i],
]);
const SYNC_VERB =
  /\b(sync\w*|rout\w*|send\w*|sent|push\w*|pull\w*|updat\w*|import\w*|read\w*|handl\w*|pass\w*|includ\w*|get|gets)\b/i;

/**
 * "Does Nora sync prices?": yes or no by what the vendor syncs, then how that item travels, then the
 * vendor. A yes to "is Nora live" was the answer to another question (outside review).
 */
function itemAnswer(/** @type {import('../site-content.mjs').Vendor} */ vendor, /** @type {string} */ text) {
  if (vendor.status !== 'live' || !vendor.syncs || !vendor.integrationMethod) return null;
  if (!/^(is|are|do|does|will|would|can|could)\b/i.test(text.trim()) || !SYNC_VERB.test(text)) return null;
  const asked = ITEMS.filter(([, pattern]) => pattern.test(text)).map(([item]) => item);
  if (!asked.length || asked.length > 2) return null;
  const synced = asked.filter((item) => vendor.syncs?.includes(item));
  const brief = vendorBrief(vendor);
  if (synced.length < asked.length)
    return `No: ${vendorLink(vendor)} syncs ${list(vendor.syncs)}, not ${list(asked.filter((item) => !synced.includes(item)))}.\n\n${brief}`;
  return `Yes. ${synced.map((item) => itemText(vendor, item)).join(' ')}\n\n${brief}`;
}

/**
 * MAP, the minimum advertised price, asked about a vendor ("does Nora send MAP", "is Kuzco MAP
 * protected"), not "map" as a verb ("map the collection", "map Nora to a location").
 */
const ASKS_MAP =
  /\bminimum advertised\b|\bmap\b(?!\s+(?:the|a|an|my|your|its|their|it|them|to|each|products?|collections?|locations?|skus?|fields?|columns?)\b)/i;
const PLACES = /\b(collections?|locations?)\b/i;

/**
 * Whether one vendor's feed carries MAP, by its record (map: true where it publishes one): yes, no,
 * no prices at all, or not said; a yes or no first where the question asks one ("how do I set MAP for
 * Quorum" gets none). "Yes. Prices follow your price rules" answered whether prices sync, not MAP, and
 * said it of vendors that publish none (outside review QQ).
 */
function mapLine(/** @type {import('../site-content.mjs').Vendor} */ vendor, /** @type {boolean} */ yesNo) {
  const name = vendorLink(vendor);
  const [yes, no] = yesNo ? ['Yes: ', 'No: '] : ['', ''];
  if (!vendor.syncs?.includes('price'))
    return `${no}${name} sends no prices, so no MAP either. It syncs ${list(vendor.syncs ?? [])}; your prices stay the ones you set in Shopify.`;
  if (vendor.map === undefined)
    return `I'm not sure: our site doesn't say whether **${vendor.name}** publishes a MAP, so I won't guess. To ask a person, ${personOffer}.`;
  if (!vendor.map)
    return `${no}${name} publishes no MAP (minimum advertised price), so there is none to sync. ${itemText(vendor, 'price')}`;
  const sends = `its MAP (minimum advertised price) with its prices, by ${vendor.integrationMethod}`;
  if (vendor.status === 'live') return `${yes}${name} sends ${sends}.`;
  const [opening, status] = STATUS_TEXT[vendor.status] ?? ['', vendor.status];
  return `${opening}${name} is ${status}; once connected, it will send ${sends}.`;
}

/** The vendor page's sample product priced by the page's rule: cost plus the markup, raised to MAP where it falls under. */
function mapExample(/** @type {import('../site-content.mjs').Vendor} */ vendor) {
  const { product = '', cost, map } = vendor.sample ?? {};
  if (!cost || !map) return '';
  const ruled = Math.round(cost * (100 + sampleMarkup)) / 100;
  return ` Its page's sample: the ${product.split(',')[0]} costs ${usd(cost)}, MAP ${usd(map)}; cost + ${sampleMarkup}% is ${usd(ruled)}, so it lists at ${usd(Math.max(ruled, map))}.`;
}

/** "Does Crystorama sync MAP prices?": for each vendor named, whether its feed carries MAP, then what the price rule does with it. */
function mapAnswer(/** @type {import('../site-content.mjs').Vendor[]} */ found, /** @type {string} */ text) {
  const lines = found.map((vendor) => mapLine(vendor, asksYesOrNo(text)));
  const publishing = found.filter((vendor) => vendor.map && vendor.syncs?.includes('price'));
  const guide = articleLink('pricing-rules');
  const [one] = publishing;
  if (one) {
    const live = publishing.some((vendor) => vendor.status === 'live');
    const example = found.length === 1 && live ? mapExample(one) : '';
    lines.push(
      `${live ? 'Turn' : 'Then turn'} on **Enforce MAP** in ${publishing.length > 1 ? "each vendor's" : found.length > 1 ? possessive(one.name) : 'its'} price rule (**Vendor Settings**): at every sync, a price your markup puts under MAP is raised to MAP, then lowered to MSRP if you enforce that too.${example} See the ${guide} guide.`,
    );
  } else if (found.some((vendor) => vendor.map === false && vendor.syncs?.includes('price')))
    lines.push(`${lines.pop()} How the markup works: ${guide}.`);
  return lines.join('\n\n');
}

/** "Do you support / work with / integrate with ...": a question whose answer is yes or no. */
const SUPPORT_QUESTION = /\b(support|supported|work(s)? with|integrat\w*|connect\w*|available|offer)\b/i;
/** The message without the vendors' names, to see what else it asks. */
const withoutVendorNames = (/** @type {string} */ text) =>
  vendorNames.reduce((rest, { pattern }) => rest.replace(new RegExp(pattern.source, 'gi'), ' '), text);

/** After a live vendor's answer: how to connect it (a reply of several answers leaves it out, replies.mjs). */
export const CONNECT_IT = ` To connect it, choose it in **Add Vendor(s)** in your dashboard; ${articleLink('add-vendor')} shows each step.`;

/** @param {string} text */
export function vendorsAnswer(text) {
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
  const rest = withoutVendorNames(text);
  // "Does Linkwell sync from Nora every few minutes?": how often things sync, the premise corrected
  // where it is wrong, then the vendor; never "Yes, Nora is live", which answers another question
  // and confirms the premise (outside review).
  if (found.length && asksPace(rest, true)) {
    const pace = paceAnswer(rest, true);
    const lines = found.map(vendorPace).join('\n\n');
    // A vendor not live yet ("does WheelPros sync hourly?"): its status first, and no "Yes" for it.
    return found.every((vendor) => vendor.status === 'live')
      ? `${pace}\n\n${lines}`
      : `${lines}\n\nOnce connected: ${lowerFirst(pace.replace(/^Yes: /, ''))}`;
  }
  // "My Nora stock stopped syncing, what do I do?": the causes and their fixes for that vendor, never
  // "Yes, Nora is live", which answers another question (outside review EE).
  const [troubled, troubleAnswer] = syncTroubleIntent;
  if (found.length && troubled.test(rest))
    return `For ${list(found.map((vendor) => `**${vendor.name}**`))}: ${lowerFirst(troubleAnswer())}`;
  // "Does Crystorama sync MAP prices?", "is Kuzco MAP protected": whether its feed carries MAP, and what Linkwell does with it.
  if (found.length && ASKS_MAP.test(rest) && !PLACES.test(rest)) return mapAnswer(found, text);
  // "Does Nora sync prices?", "Can Nora route orders?": the item asked about, not the vendor's status.
  const item = found.length === 1 && found[0] && !SUPPORT_QUESTION.test(rest) ? itemAnswer(found[0], text) : null;
  if (item) return item;
  // "How long does the first sync take for Nora?": what is asked comes first, the vendor after it.
  // The vendor's status alone ("Yes, Nora is live") would be a non-answer (outside review).
  // A concept of the product asked about with one vendor ("how does Quantity Delta work with my Nora
  // inventory?"): the concept first too, never "Yes, Nora is live" alone (outside review WWW). "Do you
  // support Nora's order routing?" stays a yes about the vendor.
  const concept =
    found.length === 1 && (!SUPPORT_QUESTION.test(rest) || /^\W*how\b/i.test(rest))
      ? faqIntents.find(([pattern]) => pattern.test(rest))
      : undefined;
  const topic = found.length ? (vendorTopics.find(([pattern]) => pattern.test(rest)) ?? concept)?.[1](rest) : null;
  if (topic) return `${topic}\n\n${found.map(vendorBrief).join('\n\n')}`;
  const live = found.filter((vendor) => vendor.status === 'live');
  // Several live vendors in one question: one line for all, not a paragraph each.
  if (live.length > 1 && live.length === found.length) {
    const both = `${list(live.map(vendorLink))} are **live** integrations.${statusSentence('live', 'They are')}`;
    // "Do you support X and Y?" gets a yes; a question about something else done with them
    // ("split one order between X and Y?") gets the article on that, never a bare yes.
    if (SUPPORT_QUESTION.test(text) || !(withoutVendorNames(text).match(/\b\w{4,}\b/g)?.length ?? 0))
      return `Yes: ${both} Each has its own page with how it connects and what it syncs.`;
    const topic = intents.find(([pattern]) => pattern.test(rest))?.[1](rest) ?? articlesAnswer(rest);
    return topic ? `${topic}\n\n${both}` : both;
  }
  // One live vendor: how to connect it too, with the guide (outside review KK: answers read as one-liners).
  if (found.length === 1 && found[0]?.status === 'live') return `${vendorAnswer(found[0])}${CONNECT_IT}`;
  if (found.length) return found.map(vendorAnswer).join('\n\n');
  return null;
}

/** A vendor whose distinctive name a word of the message misspells (not a word the site uses itself). */
export function misspelledVendor(/** @type {string} */ text) {
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
  /\bmy (?:vendor|supplier|distributor) is\s+(.+)|\b(?:integrat\w*|work(?:s|ing)?|partner\w*|connect\w*|compatible|link\w*)\s+(?:with|to)\s+(.+)|\b(?:support|carry)\s+(?!for\b|team\b|hours\b)(.+)/i;
/** A store feature asked about as "do you support …": not a vendor's name. */
const FEATURE =
  /\b(currenc\w*|languages?|translat\w*|tax\w*|vat|multi\w*|variants?|bundles?|kits?|subscriptions?|pre-?orders?|back-?orders?|international|mobile|dark mode|sso|2fa|two.factor|b2b|gift cards?|metafields?|markets?|reports?|analytics)\b/i;
/**
 * Apps a store owner uses beside a store, not suppliers (accounting, email, automation, payments), each as its
 * maker spells it, so an answer names the app, not the words typed around it. One list: the pattern that finds
 * them is made from it, a space optional where a name's words meet ("quick books", "Google Sheets").
 */
const APP_NAMES = ['QuickBooks', 'Xero', 'NetSuite', 'Sage', 'Klaviyo', 'Mailchimp', 'Zapier', 'Slack', 'Google Sheets']
  .concat(['Excel', 'HubSpot', 'Salesforce', 'Gorgias', 'Zendesk', 'Stripe', 'PayPal', 'ShipStation', 'Shippo'])
  .concat(['Airtable', 'Notion']);
/** A name's words apart, at a space or where a capital starts one inside it: QuickBooks is "quick" and "books". */
const wordsOf = (/** @type {string} */ name) => name.split(/ |(?<=[a-z])(?=[A-Z])/).map((word) => word.toLowerCase());
const APP = new RegExp(`\\b(${APP_NAMES.map((name) => wordsOf(name).join(' ?')).join('|')})\\b`, 'i');
const appName = (/** @type {string} */ typed) =>
  APP_NAMES.find((name) => wordsOf(name).join('') === typed.toLowerCase().replace(/ /g, '')) ?? typed;
/** The name as typed, kept to letters, digits and a few marks so an answer never carries markup. */
const cleanName = (/** @type {string} */ name) =>
  name
    .replace(/[?!.,;:].*$/, '')
    // "Faire as a vendor": the vendor is the name, not the role it was asked in ("**Faire as a vendor** is not in our
    // list" read as machine-made: outside review FFFFFF).
    .replace(
      /\s+as\s+(?:(?:a|an|my|our|one|another)\s+)?(?:new\s+)?(?:vendor|supplier|distributor|wholesaler|manufacturer|integration|partner)s?\b.*$/i,
      '',
    )
    .replace(/[^A-Za-z0-9&' -]/g, '')
    .trim()
    .slice(0, 40)
    .replace(/^[a-z]/, (letter) => letter.toUpperCase());

/**
 * "work with them", "connect it", "support these": a word that points back to a vendor named or described before,
 * never a vendor's name ("…only sends CSV files by email. Can Linkwell work with them?" answered "**Them** is not in
 * our list": outside review KKKK's round).
 */
const POINTER =
  /^(?:it|its|them|they|that|this|those|these|him|her|us|you|me|one|ones|both|all|either|each)(?:\s+(?:one|ones|two|vendors?|suppliers?|guys|people|folks))?$/i;

/**
 * Kinds of business software a store owner may name instead of a maker ("my ERP", "our POS"): a system, not a
 * vendor ("Can you integrate with my ERP, NetSuite?" was answered "**My ERP** is not in our list": outside review
 * PPPP). Each with how an answer names it.
 */
const SYSTEMS = /** @type {const} */ ([
  [/\berp\b/i, 'ERP systems'],
  [/\b(?:pos|point[ -]of[ -]sale)\b/i, 'point-of-sale systems'],
  [/\bcrm\b/i, 'CRM systems'],
  [/\b(?:wms|warehouse management)\b/i, 'warehouse management systems'],
  [/\baccounting\b/i, 'accounting software'],
]);
/** "my supplier Acme", "our distributor, Acme": the possessive and the kind of partner before the name. */
const OWNED = /^(?:my|our|the)\s+(?:(?:vendor|supplier|distributor|wholesaler|manufacturer)s?\b[\s,]*)?/i;

/** "do you integrate with Acme Lighting": a plain "not in our list", the way to a custom build and a person. */
export function unknownVendorAnswer(/** @type {string} */ text) {
  const found = ASKS_ABOUT_VENDOR.exec(text);
  const typed = found?.[1] ?? found?.[2] ?? found?.[3] ?? '';
  // An app named anywhere in what follows ("with my ERP, NetSuite"), by its own name; else a kind of system.
  const app = APP.exec(typed);
  const system = app ? undefined : SYSTEMS.find(([pattern]) => pattern.test(cleanName(typed)));
  if (!found?.[1] && (app || system))
    return `I'm not sure: our site doesn't mention ${app ? appName(app[1] ?? '') : system?.[1]}. Linkwell connects your store with vendors, distributors and fulfillment partners, and lists no other apps, so I won't guess. To ask a person, ${personOffer}.`;
  const name = cleanName(typed.replace(OWNED, ''));
  if (!name || /shopify/i.test(name) || POINTER.test(name)) return null;
  const typo = misspelledVendor(text);
  if (typo) return null;
  // "do you support multiple currencies", "do you integrate with quickbooks": not a vendor, and nothing
  // the site says, so not sure (outside review: a feature or an app was answered as a vendor to build).
  // The app by its own name, the feature in plain words: the typed words echoed in bold ("**QuickBooks for
  // invoices**") read as machine-made (outside review NNN).
  if (!found?.[1] && FEATURE.test(name))
    return `I'm not sure: our site doesn't mention ${name.toLowerCase()}, so I won't guess. To ask a person, ${personOffer}.`;
  return `**${name}** is not in our list of pre-built integrations; [Vendor Integrations](/vendor-integrations) shows every vendor with its status. We build [custom integrations](/custom-integrations) for any vendor with an API, an FTP feed or CSV and XML files (setup from **$${setupFees.file}**, once). For a person, ${personOffer}.`;
}
