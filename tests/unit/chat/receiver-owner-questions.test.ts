/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import handoff from '@/content/chat/handoff.json';
import { describeQuestionSuite, mustAndNever, receiverRepliesOf } from './receiver-replies-of';

// Questions as store owners type them (typos, two questions in one, vague ones), after outside review
// Chat 6.5: "matches questions by keyword, so it gives confidently wrong answers". Each reply must say
// what the site says, or, where the site is silent, an honest "not sure" with the way to a person;
// never a keyword's answer to another question (a feature or an app taken for a vendor to build).
const { plans } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  plans: { id: string; annualPrice: number | string }[];
};
const price = (id: string) => `**$${plans.find((plan) => plan.id === id)!.annualPrice}/month**`;
const person = `**${handoff.action}**`;
const fallback = /^Our site doesn't answer that/;
/** An answer about something else: an app or a feature read as a vendor's name. */
const vendorGuess = 'not in our list of pre-built integrations';

/** `unknown`: the site does not say, so the honest answer (no guess, the way to a person) is right. */
type Case = { must: (string | RegExp)[]; never?: (string | RegExp)[]; unknown?: boolean };
const cases: Record<string, Case> = {
  // A feature asked of the plans: which plans have it, not how the feature works (outside review).
  'Which plan includes order routing?': {
    must: [/^\*\*Order routing and tracking sync\*\* comes with every plan/, price('basic').replace(/\*/g, '')],
    never: ['according to the product'],
  },
  'which plan includes two-way sync': {
    must: ['comes with Plus', 'Basic does not include it'],
    never: ['[Two-Way Syncing]'],
  },
  // A yes/no question on a feature says yes, and on which plans, before the how (its article's summary alone never
  // said yes: outside review GGGGGG).
  'Do you support two-way inventory sync with my vendor?': {
    must: [/^Yes, on Plus, Premium and Enterprise\./, '[Two-Way Syncing]'],
  },
  'can I sync products both ways?': { must: [/^Yes, on Plus/] },
  // "vendors" alone is not the "Two-way sync by vendor tag" row: the limits, plan by plan.
  'Which plan has the most vendors?': {
    must: ['up to 2 vendors', 'up to 12 vendors', 'no limits'],
    never: ['Two-way sync'],
  },
  'is this legit': { must: ['14-day free trial', 'Shopify password', '[Security](/security)', person] },
  'can I cancel anytime': { must: [/^Yes, you can cancel at any time/, '60 days'] },
  'do you work with Etsy': { must: ['not Etsy', 'publish an API or a file feed'], never: [vendorGuess] },
  'how long does setup take': { must: ['under 5 minutes', '1-2 days'] },
  'my orders are not going to the vendor': {
    must: [
      'Integrated Products & Health',
      "vendor's **Location**",
      '**order scopes**',
      '(/documentation/order-management#if-an-order-does-not-reach-the-vendor)',
      person,
    ],
  },
  "what's the difference between Plus and Premium": {
    must: [
      price('plus'),
      price('premium'),
      'Premium adds',
      '- API access',
      '- AI listing optimization',
      '- Account manager',
    ],
  },
  'plus vs premium?': { must: [price('plus'), price('premium'), 'Premium adds'] },
  'basic or plus, which is better': {
    must: [price('basic'), price('plus'), 'Plus adds', '- Two-way sync by vendor tag'],
    never: ["I can't answer"],
  },
  // No as the owner's own store (Linkwell connects Shopify stores only), yes as a vendor's.
  'do you support WooCommerce': {
    must: [/^No, not as your own store/, 'not WooCommerce', 'a WooCommerce store'],
    never: [vendorGuess],
  },
  'does it work with bigcommerce': { must: ['not BigCommerce'], never: [vendorGuess] },
  'do you work with ebay': { must: ['not eBay'], never: [vendorGuess] },
  'hw much is the premum plan and do i get api acess': {
    must: [price('premium'), 'API access is part of the Premium plan'],
  },
  'is there a free trail? do i need a credit card': {
    must: ['14-day free trial', "doesn't list the payment methods"],
    never: [/no credit card (is )?(needed|required)/i],
  },
  'what happens to my data if i cancel': { must: ['60 days', '/privacy'] },
  'do you have an app on the shopify app store': { must: ['not an app you install from the Shopify App Store'] },
  'my products arent syncing': { must: ['**SKU mismatch**', '/documentation/health-check'] },
  // Quantity Delta in an owner's words (outside review RRRRR got "Our site doesn't answer that" for the second part).
  ...Object.fromEntries(
    [
      'can I keep 3 units back?',
      'Can I hold back 2 units of each product?',
      "is there a buffer so I don't sell the last item?",
      'can I set aside a few units in reserve?',
      'can I keep some stock back for walk-in customers?',
    ].map((question) => [question, { must: [/^Quantity Delta is a safety stock/, '/faq#what-is-quantity-delta'] }]),
  ),
  // "Back" and "set" in other senses are not a safety stock.
  ...Object.fromEntries(
    ['can I set it up and get my money back?', 'can I hold back payment until the items arrive?'].map((question) => [
      question,
      { must: [], never: ['Quantity Delta'] },
    ]),
  ),
  // How the sync runs, not a troubleshooting article's description ("Work out why a product's quantity … differs":
  // outside review WWWWW); two-way sync keeps its own answer.
  ...Object.fromEntries(
    ['How does inventory sync work with my vendors?', 'how does stock sync work', 'how does syncing work'].map(
      (question) => [question, { must: ['by **SKU**', '**every hour**', 'Quantity Delta'], never: ['Work out why'] }],
    ),
  ),
  'how does two-way sync work': { must: ['[Two-Way Syncing]'], never: ['by **SKU**, then reads'] },
  // Said once: the sync's answer names Quantity Delta, so its definition does not follow (outside review VVVVV).
  'How often does inventory sync, and can I hold back safety stock?': {
    must: ['**every hour**', 'Quantity Delta holds back a safety stock'],
    never: ['Quantity Delta is a safety stock'],
  },
  'Does Nora sync prices hourly, and can I keep 3 units back?': {
    must: ['**every hour**', '[Nora](/vendor-integrations/nora)', 'Quantity Delta is a safety stock'],
    never: ["can't answer your second question"],
  },
  // What happens and the fix, not how matching works (outside review DDDD got "By SKU." back); "doesn't" kept whole,
  // not mended to "does't", and "different" not taken for "difference".
  ...Object.fromEntries(
    [
      'what happens if a SKU does not match?',
      "what if my SKU doesn't match the vendor's",
      'my skus are different from the vendor',
      // A SKU missing is the same case (outside review FFFFF got "By SKU." back for the first).
      'what happens when a SKU is missing',
      'what if my product has no SKU',
    ].map((question) => [
      question,
      {
        must: [
          'fails its health check',
          "set the product's SKU in Shopify",
          '**Sync Products**',
          '(/documentation/health-check)',
        ],
        never: [/^By SKU/, 'Basic'],
      },
    ]),
  ),
  'my supplier only has a spreadsheet, can you connect them': { must: ['**$300**', 'CSV or XML'] },
  // Outside review JJJJ got the add-a-vendor steps (credentials, FTP, a portal login) for this.
  'how do I add a vendor that only sends CSV files by email': {
    must: ['**$300**', 'arrive by email', '(/custom-integrations)'],
    never: ['Add Vendor(s)'],
  },
  // Two sentences, the second pointing back: "them" is the vendor just described, never a vendor named "Them".
  'I have a vendor that only sends CSV files by email. Can Linkwell work with them?': {
    must: ['**$300**', 'arrive by email'],
    never: ['**Them**', vendorGuess],
  },
  'My supplier is Acme Lighting, do you integrate with them?': {
    must: ['**Acme Lighting** is not in our list of pre-built integrations', '(/custom-integrations)'],
    never: ['**Them**', 'Prepare Your Products'],
  },
  'How do I connect a supplier who just emails me an XML file every morning?': {
    must: ['**$300**', 'arrive by email'],
    never: ['Add Vendor(s)'],
  },
  // Email without a file named: still a vendor with no API (the file integration), not the inventory guide.
  'my supplier sends stock levels by email, can you handle that': {
    must: ['**$300**', 'arrive by email'],
    never: ['Inventory Management'],
  },
  'will the vendor see my store password': { must: [/^Never\./] },
  'how many orders can i do on basic': { must: ['200 orders/month'] },
  'do you offer discounts for nonprofits': {
    must: ['annual billing saves 10%', person],
    never: [/nonprofits? (get|receive|have) a discount/i],
  },
  'do you integrate with quickbooks': {
    must: [/^I'm not sure: our site doesn't mention QuickBooks\./, person],
    never: [vendorGuess, 'custom integrations'],
  },
  // The app by its name, not the words typed around it in bold ("**QuickBooks for invoices**": outside review NNN).
  'Do you integrate with QuickBooks for invoices?': {
    must: [/^I'm not sure: our site doesn't mention QuickBooks\./, person],
    never: ['**QuickBooks', 'for invoices'],
  },
  // The app the owner names after the kind of system, not "my ERP" as a vendor's name (outside review PPPP:
  // "No, not yet: **My ERP** is not in our list").
  'Can you integrate with my ERP, NetSuite?': {
    must: [/^I'm not sure: our site doesn't mention NetSuite\./, person],
    never: [vendorGuess, '**My'],
  },
  'does it connect to our POS system': {
    must: [/^I'm not sure: our site doesn't mention point-of-sale systems\./, person],
    never: [vendorGuess],
  },
  // The supplier's own name, not the words "my supplier" before it.
  'can you integrate with my supplier Acme Home Goods': {
    must: ['**Acme Home Goods** is not in our list', '[custom integrations](/custom-integrations)'],
    never: ['**My'],
  },
  'do you support multiple currencies': {
    must: [/^I'm not sure: our site doesn't mention multiple currencies,/, person],
    never: [vendorGuess, '**multiple'],
  },
  // A how-question gets the way, not "Yes:" (outside review NNN).
  'How do I sync inventory from a vendor CSV feed?': {
    must: [/^For a vendor without an API we build a file integration once/],
    never: [/^Yes/],
  },
  'can I talk to someone': { must: [person] },
  'whats your uptime, is there an SLA': { must: ["won't guess", person], unknown: true },
  'where is your company based': { must: ["won't guess", person], unknown: true },
};

let replies: Record<string, string>;
beforeAll(() => {
  replies = receiverRepliesOf(Object.keys(cases));
});

/** What is wrong with one reply, as a list (empty when it answers the case). */
function problems(question: string, { must, never = [], unknown }: Case) {
  const reply = replies[question] ?? '';
  const found = mustAndNever(reply, must, never);
  if (!unknown && fallback.test(reply)) found.push('the fallback, where the site has the answer');
  if (reply.includes('You asked')) found.push('the question repeated back');
  if (reply.length > 700) found.push(`${reply.length} characters`);
  return found;
}

describeQuestionSuite(
  "store owners' questions as they type them: the site's answer, or an honest not sure",
  "Store owners' questions",
  cases,
  problems,
  25,
);
