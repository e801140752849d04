/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import handoff from '@/content/chat/handoff.json';
import { receiverRepliesOf } from './receiver-replies-of';

// A demanding reviewer's questions to the local receiver's chat, typed the way store owners type
// them (typos, lower case, several questions at once, another language), each with the gist a
// correct answer has and what it must never say. Prices come from plans.md, never from here.
const { plans, setupFees } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  plans: { id: string; monthlyPrice: number | string; annualPrice: number | string; limits: { stores: string } }[];
  setupFees: { api: number; file: number };
};
const price = (id: string, billing: 'monthlyPrice' | 'annualPrice') =>
  `$${plans.find((plan) => plan.id === id)![billing]}/month`;
/** "1 store", "2 stores": a plan's store limit as plans.md writes it. */
const stores = (id: string) => plans.find((plan) => plan.id === id)!.limits.stores.toLowerCase();
const storesByPlan = `Basic includes ${stores('basic')}, Plus ${stores('plus')}, Premium ${stores('premium')} and Enterprise ${stores('enterprise')}`;
/** What each vendor status means, as the vendor list labels it: a reply says it in a sentence, never pasted. */
const { statuses } = matter(fs.readFileSync(path.join('content', 'vendors', 'index.md'), 'utf8')).data as {
  statuses: Record<string, string>;
};
const person = `**${handoff.action}**`;
/** The fallback's opening: a question the site answers never gets it. */
const noAnswer = /^Our site doesn't answer that/;

/** `maxLength`: a message of two questions gets two answers, each as short as one alone. */
type Case = { must: (string | RegExp)[]; never?: (string | RegExp)[]; maxLength?: number };
const cases: Record<string, Case> = {
  // Outside review J: a vendor that only sends files got the fallback, and "FTP" was read as a vendor's name.
  'Can you connect a vendor that only sends CSV files by email?': {
    must: [`**$${setupFees.file}**`, 'CSV or XML', '/custom-integrations', 'by email'],
    never: [noAnswer],
  },
  // Outside review SS: the pace answer alone left the CSV part of the question out.
  'Can Linkwell sync inventory from a CSV feed every hour?': {
    must: [
      /^Yes: a vendor's CSV or XML feed syncs/,
      '**every hour**',
      `**$${setupFees.file}**`,
      '/custom-integrations',
    ],
  },
  'can my supplier send a csv every hour and you update stock from it?': {
    must: ['CSV', '**every hour**', `**$${setupFees.file}**`],
  },
  'do you support FTP?': {
    must: [`**$${setupFees.file}**`, 'FTP server'],
    never: ['not in our list of pre-built integrations'],
  },
  // Outside review G: asked about the sync's speed, the chat answered with support reply times.
  'Does Linkwell support Nora? How fast is inventory sync?': {
    must: ['[Nora](/vendor-integrations/nora)', 'every hour'],
    never: ['response in about 24 hours'],
  },
  // Outside review H: a shrug about Shopify Plus, where the docs say how locations work.
  'Do you support multi-location inventory on Shopify Plus?': {
    must: [
      'Vendor Shopify Settings',
      'Location for each vendor',
      '/documentation/add-vendor',
      'Shopify Plus store connects the same way',
    ],
    never: ['says nothing specific'],
  },
  // Outside review IIII: "Our site says nothing specific to Shopify Plus..." exposed the machinery.
  'do you work with shopify plus?': {
    must: ['Shopify Plus store connects the same way', '/documentation/connect-shopify'],
    never: ['Our site', 'says nothing'],
  },
  'my new location does not show up': { must: ['/documentation/collection-check'], never: ['one vendor at a time'] },
  'how quickly do stock levels update': { must: ['every hour', 'Quantity Delta'], never: ['24 hours'] },
  'how fast does support respond': { must: ['about 24 hours', '8 business hours'], never: ['every hour'] },
  'how much does it cost': {
    must: [`**${price('basic', 'annualPrice')}**`, price('premium', 'annualPrice'), '[pricing](/pricing)'],
  },
  'what are your plans': { must: ['Basic', 'Plus', 'Premium', 'Enterprise', '[pricing](/pricing)'] },
  'how much is premium per year': {
    must: [`**${price('premium', 'annualPrice')}** billed annually`],
    never: ['Basic'],
  },
  'is there a monthly option': { must: [/Annual billing saves 10%/, '/faq#how-much-do-i-save-with-annual-billing'] },
  'can I cancel anytime?': { must: [/^Yes, you can cancel at any time/, '60 days', '/faq#what-happens-if-i-cancel'] },
  'how do i cancel my subscription': { must: ['cancel at any time', '/faq#what-happens-if-i-cancel'] },
  'do you offer refunds': { must: ['not refunded pro rata', '/terms#cancellation-and-your-data'], never: [/^Yes/] },
  'is there a free trial': { must: ['14-day free trial', '/faq#how-does-the-14-day-free-trial-work'] },
  'what payment methods do you take': {
    must: ["doesn't list the payment methods", 'billed in advance', person],
    never: [/visa|paypal|stripe/i],
  },
  'do you work with kuzco': {
    must: [/^Yes, \[Kuzco Lighting\]\(\/vendor-integrations\/kuzco\) \(modern LED [^)]*\) is a \*\*live\*\*/],
    never: ['Furniture'],
  },
  'Do you support Amazon MCF order routing on the Basic plan?': {
    must: [/^Yes, \[Amazon MCF\]\(\/vendor-integrations\/amazon\)/, '**Basic** includes up to 2 vendors'],
    never: ['Plus', 'Premium'],
  },
  'can Linkwell split one order between Nora and Amazon MCF?': {
    must: [
      /^Yes\. When an order arrives in your store, Linkwell routes each item to its vendor/,
      '(/documentation/order-management)',
    ],
    never: [/^Yes, \[/],
  },
  'do you work with kuzko': { must: [/^I think you mean \*\*Kuzco Lighting\*\*/, '(/vendor-integrations/kuzco)'] },
  'crystoramma inventory': { must: [/^I think you mean \*\*Crystorama\*\*/] },
  'wheelpros?': {
    must: [/^Not yet: \*\*WheelPros\*\* \([^)]*\) is \*\*coming soon\*\*/, 'It will connect by API'],
    never: [/^Yes/],
  },
  'do you integrate with faire': {
    must: [
      /^No, not yet: \*\*Faire\*\* is not in our list/,
      '[custom integrations](/custom-integrations)',
      `$${setupFees.file}`,
      person,
    ],
  },
  'do you support Acme Lighting?': { must: [/^No, not yet: \*\*Acme Lighting\*\* is not in our list/] },
  // Outside review FFFFFF: "No, not yet: **Faire as a vendor** is not in our list" echoed the question's words.
  'Do you support Faire as a vendor? And how long does setup take?': {
    must: [/^No, not yet: \*\*Faire\*\* is not in our list/, 'setup'],
    never: ['as a vendor**'],
    maxLength: 800,
  },
  'Do you support Crystorama inventory sync every 15 minutes?': {
    must: [/^No: inventory syncs .*\*\*every hour\*\*, not every 15 minutes/],
    never: [/^Yes/m],
  },
  'how often does inventory sync': { must: ['every hour', '/documentation/inventory-management'] },
  'can it sync in real time': { must: ['**every hour**'], never: [/^Yes/] },
  'what about MAP pricing': { must: ['MAP', '/documentation/pricing-rules'], never: ['Plans start at'] },
  'how do I set a markup on vendor prices': { must: ['percentage markup', '/documentation/pricing-rules'] },
  'how do i add a vendor': {
    must: [
      /^In your dashboard, open \*\*Add Vendor\(s\)\*\*.*\*\*Sync Products\*\*.*See the \[Add a Vendor\]\(\/documentation\/add-vendor\) guide/,
    ],
  },
  'do you have an api': { must: ['API access is part of the Premium plan', '/faq#can-i-use-the-linkwell-api'] },
  'api rate limits': { must: ['(/documentation/api-reference/errors-and-limits)'] },
  'talk to a human': { must: [`choose ${person}`, 'leave your email'] },
  'can I speak with sales': { must: [`choose ${person}`] },
  hi: { must: [/^Hi! Ask me about plans and prices/] },
  'thanks!': { must: [/^You're welcome/] },
  ok: { must: [/^Glad to help/] },
  'are you a bot': { must: [/an AI/, person] },
  asdfghjkl: { must: [/^Sorry, I didn't catch that/] },
  'qwe qwe': { must: [/^Sorry, I didn't catch that/] },
  'Hi, we run a lighting store on Shopify with about 4,000 SKUs from Kuzco and Crystorama. How much would Plus cost, and can we cancel if it does not work out? Also do you handle MAP?':
    {
      must: [
        '[Kuzco Lighting](/vendor-integrations/kuzco)',
        `**${price('plus', 'annualPrice')}**`,
        'cancel at any time',
        '/documentation/pricing-rules',
      ],
    },
  '¿Cuánto cuesta el plan básico?': { must: [/^Sorry, I can only answer in English/, person] },
  'Bonjour, est-ce que vous avez une API ?': { must: [/^Sorry, I can only answer in English/] },
  'what is linkwell': { must: [/^Linkwell is an integration hub for Shopify stores/] },
  'do you support woocommerce': {
    must: [
      /^No, not as your own store: Linkwell connects \*\*Shopify\*\* stores only/,
      'not WooCommerce',
      'WooCommerce store',
    ],
  },
  'is my data safe': { must: ['encrypted', '/privacy#security'] },
  'where is my order?': { must: [/^I can't see accounts or orders/, person] },
  'can you help me with my shopify theme': { must: [/^Our site doesn't answer that, so I won't guess/, person] },
  'discount for nonprofits': { must: ['annual billing saves 10%', person] },
  'how long does a custom integration take': {
    must: ['1-2 business days', 'The quote names the start date.', 'a few hours to 1-2 days', '/custom-integrations'],
  },
  'hey there': { must: [/^Hi! Ask me about plans and prices/] },
  'ok thanks bye': { must: [/^You're welcome/] },
  'whats the difference between plus and premium': {
    must: [`**${price('plus', 'annualPrice')}**`, `**${price('premium', 'annualPrice')}**`],
    never: [/compare every plan[\s\S]*compare every plan/],
  },
  'whats the price of enterprise': { must: [/^\*\*Enterprise\*\* is priced for your volume/, '(/contact)'] },
  'can i use it with multiple stores': { must: [/^Yes, on Plus or above\. By plan: Basic 1 store, Plus 2 stores/] },
  'how many orders per month on plus': { must: [/^\*\*Plus\*\* includes \d[\d,]* orders\/month/], never: ['Basic'] },
  'does it do dropshipping': { must: [/^Yes: Linkwell is made for Shopify store owners/, '/faq#who-is-linkwell-for'] },
  'do you sync orders': {
    must: ['routes each item to its vendor', '/documentation/order-management'],
    never: ['every hour'],
  },
  // The Health Check guide's five causes as a checklist: longer than a one-fact answer, on purpose.
  'products not syncing': {
    must: [/^1\. \*\*SKU mismatch\*\*/m, '/documentation/health-check', '/documentation/quantity-check', person],
    maxLength: 1000,
  },
  'is there a contract': { must: ['billed in advance, monthly or annually', 'cancel at any time'] },
  'SOC 2?': { must: ["doesn't list security certifications", person], never: [/we are SOC/i] },
  'can I get a demo': { must: ['14-day free trial', '(/contact)'] },
  // A plan and a topic in one question: the answer is that plan's figure, not a general one.
  'How often does inventory sync on the Basic plan?': {
    must: [
      /^On \*\*Basic\*\*, inventory syncs from your vendors \*\*hourly\*\*/,
      '/documentation/inventory-management',
    ],
    never: [/^Yes/, 'Plans start at'],
  },
  // Outside review PP: a pace question on one plan named two-way sync by vendor tag ("sync", "vendors").
  'Does Linkwell sync inventory from my vendors every hour on the Basic plan?': {
    must: [
      /^Yes: on \*\*Basic\*\*, inventory syncs from your vendors \*\*hourly\*\*/,
      '/documentation/inventory-management',
    ],
    never: ['two-way sync', 'vendor tag'],
  },
  'does it sync every hour': { must: [/^Yes: inventory syncs from your vendors about \*\*every hour\*\*/] },
  'how often does basic sync': { must: [/^On \*\*Basic\*\*, inventory syncs .*\*\*hourly\*\*/] },
  'basic plan sync every 15 minutes': { must: [/^No: on \*\*Basic\*\*, .*not every 15 minutes/], never: [/^Yes/m] },
  'what support do i get on basic': {
    must: [/^\*\*Basic\*\* comes with standard email support \(response time: about 24 hours\)/],
  },
  'whats the response time on premuim': {
    must: [/^\*\*Premium\*\* comes with 24\/7 dedicated support/, 'account manager'],
  },
  'is api on the basic plan': {
    must: [/^\*\*Basic\*\* does not include API access; Premium and Enterprise do/],
    never: [/^Yes/],
  },
  'does premium have api access': { must: [/^\*\*Premium\*\* includes API access/] },
  'how many stores and vendors on premium': { must: [/^\*\*Premium\*\* includes 3 stores and up to 12 vendors/] },
  'how much is plus and does it include two way sync': {
    must: [`**${price('plus', 'annualPrice')}** billed annually`, '**Plus** includes two-way sync by vendor tag'],
  },
  'how many vendors on basic plan and how often does it sync': {
    must: ['**Basic** includes up to 2 vendors', 'inventory syncs from your vendors **hourly**'],
  },
  'how many vendors on plus and whats the price': {
    must: ['**Plus** includes up to 6 vendors', `**Plus** costs **${price('plus', 'annualPrice')}**`],
    never: ['Plans start at'],
  },
  'how often do prices update on plus': {
    must: [/^On \*\*Plus\*\*, .*\*\*hourly\*\*/],
    never: [price('plus', 'annualPrice')],
  },
  'can i have 3 shops on the plus plan': {
    must: [/^No: \*\*Plus\*\* includes 2 stores\. Premium and Enterprise allow 3 stores/],
  },
  'can i connect 6 vendors on plus': { must: [/^Yes: \*\*Plus\*\* includes up to 6 vendors/] },
  'does plus include ai listing': { must: [/^\*\*Plus\*\* does not include AI listing optimization/] },
  // Two topics without a plan: both answered, each with its guide.
  'how often does inventory sync and how do i set up price rules': {
    must: ['/documentation/inventory-management', '/documentation/pricing-rules'],
  },
  'is there a setup fee': { must: [`**$${setupFees.api}**`, `**$${setupFees.file}**`] },
  // Several stores (an outside reviewer's question): the plans whose store limit allows them, their
  // prices once, and how a vendor is added to each store; not the vendor's summary and every price.
  'Can I connect two Shopify stores to the same Nora account, and what does that cost?': {
    must: [
      /^Two stores need \*\*Plus\*\* or above: /,
      storesByPlan,
      `Plus costs **${price('plus', 'annualPrice')}**`,
      price('premium', 'annualPrice'),
      'Each store adds [Nora](/vendor-integrations/nora) on its own, with the credentials Nora issues to your account',
      '[Add a Vendor](/documentation/add-vendor)',
      '[pricing](/pricing)',
    ],
    never: ['Plans start at', price('basic', 'annualPrice'), 'It connects by FTP'],
  },
  'can i use linkwell on 2 stores': {
    must: [/^Yes, on \*\*Plus\*\* or above: /, storesByPlan, `**${price('plus', 'annualPrice')}**`],
    never: [price('basic', 'annualPrice'), '/documentation/add-vendor'],
  },
  'how much for 3 shopify stores': {
    must: [/^Three stores need \*\*Premium\*\* or above: /, storesByPlan, `**${price('premium', 'annualPrice')}**`],
    never: [price('basic', 'annualPrice'), price('plus', 'annualPrice'), '/documentation/connect-shopify'],
  },
  'two stores same vendor account cost': {
    must: [
      /^Two stores need \*\*Plus\*\* or above: /,
      `**${price('plus', 'annualPrice')}**`,
      'with the credentials each vendor issues to your account',
      '(/documentation/add-vendor)',
    ],
  },
  '2 stores on premium with nora, cost?': {
    must: [
      new RegExp(`^Yes: \\*\\*Premium\\*\\* includes ${stores('premium')}\\. `),
      `**${price('premium', 'annualPrice')}**`,
      'Each store adds [Nora](/vendor-integrations/nora) on its own',
    ],
    never: [price('plus', 'annualPrice')],
  },
  'can i have 2 stores and 10 vendors on plus': { must: [/^\*\*Plus\*\* includes 2 stores and up to 6 vendors/] },
  // Two questions in one message (an outside reviewer's complaint: half of one was answered): each
  // part answered from the site's content, once, also typed in lower case, without a question mark
  // or with slips.
  'Do you support Nora, and how do you handle MAP pricing?': {
    must: [
      /^Yes, \[Nora\]\(\/vendor-integrations\/nora\) \([^)]*\) is a \*\*live\*\*/,
      'enforce MAP and MSRP',
      '/documentation/pricing-rules',
    ],
  },
  'Is there a free trial and can I cancel any time?': {
    must: [
      '14-day free trial',
      '/faq#how-does-the-14-day-free-trial-work',
      'Yes, you can cancel at any time, in your dashboard',
    ],
    never: [/cancel at any time\. Cancel any time/i],
  },
  'Which plan has the API and how often does it sync?': {
    must: [`**API access** comes with Premium (${price('premium', 'annualPrice')} billed annually)`, '**every hour**'],
  },
  // A bare "how often?" after a vendor's question: the answer says every hour, never that the second question
  // cannot be answered (outside review KKKKKK: "typically every hour", then "I can't answer your second question").
  'Does Linkwell sync inventory from Kuzco Lighting, and how often?': {
    must: ['**every hour**', '(/vendor-integrations/kuzco)'],
    never: [/can't answer/i],
  },
  'Can I add Nora? How often?': { must: ['(/vendor-integrations/nora)', '**every hour**'], never: [/can't answer/i] },
  'do u support nora n how do u handle map': { must: ['(/vendor-integrations/nora)', '/documentation/pricing-rules'] },
  'is ther a free trail and can i cancle anytime': { must: ['14-day free trial', 'Yes, you can cancel at any time'] },
  'wich plan has api and how offten does it sync': { must: ['**API access** comes with Premium', '**every hour**'] },
  'do i need a developer, how long does setup take': {
    must: ['/faq#do-i-need-a-developer-to-set-it-up', '/faq#how-long-does-setup-take'],
  },
  'how many products can i sync on plus and is there an overage fee': {
    must: ['**Plus** includes 5,000 products', '/faq#is-there-an-automatic-overage-charge-if-i-exceed-my-limits'],
    never: [`**Plus** costs`],
  },
  'how do i add a vendor and how many can i have on basic': {
    must: [
      /^In your dashboard, open \*\*Add Vendor\(s\)\*\*.*\*\*Sync Products\*\*.*See the \[Add a Vendor\]\(\/documentation\/add-vendor\) guide/,
      '**Basic** includes up to 2 vendors',
    ],
    never: [price('basic', 'annualPrice')],
  },
  'hi, do you integrate with crystorama and do u do price rules': {
    must: [/^Yes, \[Crystorama\]/, '/documentation/pricing-rules'],
    never: [/^Hi!/],
  },
  'what is quantity delta and how does it work': {
    // A whole sentence, not the FAQ's fragment ("A safety stock you set per vendor.": outside review LLL).
    must: [/^Quantity Delta is a safety stock you set per vendor: /],
    never: ['integration hub'],
  },
  'how much is basic also do i need a developr': {
    must: [`**${price('basic', 'annualPrice')}**`, '/faq#do-i-need-a-developer-to-set-it-up'],
  },
  'do you do two way sync and is it on basic': {
    must: ['(/documentation/two-way-syncing)', '**Basic** does not include two-way sync'],
    never: [price('basic', 'annualPrice')],
  },
  'do vendors need shopify and how do they get orders': {
    must: ['/faq#do-my-vendors-need-to-use-shopify', '/documentation/order-management'],
    maxLength: 800,
  },
  'how often does it sync and what if a product is out of sync': {
    must: ['**every hour**', '/documentation/health-check'],
    maxLength: 1250,
  },
  'can i try it free and what payment methods do u take': {
    must: ['14-day free trial', "doesn't list the payment methods"],
    maxLength: 800,
  },
  'how do i connect my shopify store and how long does it take': {
    must: ['/documentation/connect-shopify', 'under 5 minutes', '/faq#how-long-does-setup-take'],
    // Two questions, two answers; the setup time now says it counts from the confirmed account.
    maxLength: 620,
  },
  'is ther a discount for annual billing and can i upgrade later': {
    must: ['annual billing saves 10%', '/faq#can-i-change-my-plan-later'],
    maxLength: 800,
  },
  'can i post products to another store': { must: [], never: [/\$\d+\/month/] },
  'can I connect two stores on basic': {
    must: [/^No: \*\*Basic\*\* includes 1 store\. Plus, Premium and Enterprise allow 2 stores\./],
    never: ['two-way sync'],
  },
  // What is asked about a named vendor is answered first, the vendor after it: never a bare
  // "Yes, Nora is live" to a question of how long, how much or how (outside review).
  'How long does the first sync take for products from Nora?': {
    must: [
      /^Depending on the vendor's catalog, the first full sync can take/,
      '1-2 days',
      '[Nora](/vendor-integrations/nora)',
    ],
    never: [/^Yes/, 'ready to connect today'],
  },
  // "How often" about a named vendor: the hourly sync first, then how that vendor connects (outside review B:
  // the status alone answered half the question).
  // "How do I connect Nora?" is a how: the steps and the guide, then the vendor (outside review C: a bare "Yes").
  'How do I connect Nora to my store?': {
    must: [
      /^In your dashboard, open \*\*Add Vendor\(s\)\*\*/,
      '**Sync Products**',
      '[Add a Vendor](/documentation/add-vendor)',
      '[Nora](/vendor-integrations/nora)',
    ],
    never: [/^Yes/],
  },
  // A how about a rule for a named vendor is about the rule, not the connecting steps.
  'How do I add a markup for Nora?': {
    must: ['[Pricing Rules](/documentation/pricing-rules)'],
    never: [/Add Vendor\(s\)/],
  },
  'How often does Kuzco sync?': {
    must: [
      /^Inventory syncs from your vendors about \*\*every hour\*\*/,
      'Quantity Delta',
      '[Kuzco Lighting](/vendor-integrations/kuzco)',
      'connects by FTP',
    ],
    never: [/^Yes/, 'ready to connect today'],
  },
  'how long till my kuzco products r synced the first time': {
    must: ['first full sync', 'Kuzco Lighting'],
    never: [/^Yes/],
  },
  // "feed" is not "fee": a failing feed is sync trouble, not a price question (it got the plans' prices: LLLLLL's
  // reviewing round).
  "What happens if a vendor's feed fails?": { must: ['(/documentation/health-check)'], never: ['$89', '/pricing'] },
  'how long does the first sync take': { must: ['first full sync', '**every hour**', '/documentation/add-vendor'] },
  'whats the setup time for crystorama': {
    must: [/^Connecting a pre-built vendor integration takes under 5 minutes/, '[Crystorama]'],
    never: [/^Yes/],
  },
  'how much does it cost to add kuzco?': {
    must: [
      /^Connecting a vendor we already support has no setup fee/,
      `**${price('basic', 'annualPrice')}**`,
      'Kuzco Lighting',
    ],
    never: [/^Yes/],
  },
  'what credentials do vendors need': {
    must: [
      /^Each vendor asks for its own kind of credentials: API keys, FTP details/,
      'Add Vendor(s)',
      '/documentation/add-vendor',
    ],
    never: ['/faq#does-a-vendor-get-my-shopify-password', /^Never/],
  },
  'wat login details does medline want': {
    must: ['its own kind of credentials', 'Medline'],
    never: ['/faq#does-a-vendor-get-my-shopify-password'],
  },
  'does nora need my shopify password?': {
    must: [/^Never\./, '/faq#does-a-vendor-get-my-shopify-password', '[Nora](/vendor-integrations/nora)'],
  },
  'How do I map a vendor collection to my store?': {
    must: [/^In \*\*Vendor Shopify Settings\*\*, choose the vendor's Smart Collection/, '/documentation/add-vendor'],
    never: ['/faq#how-do-price-rules-work', 'MSRP', 'markup'],
  },
  'where do i pick the smart collection and location for oxygen lighting': {
    must: ['Smart Collection and Location', 'Oxygen Lighting'],
    never: ['/faq#how-do-price-rules-work', /^Yes/],
  },
  // A how-to about one vendor's MAP: whether its feed carries one and where the rule is set, no bare yes.
  'how do i set MAP pricing for quorum': {
    must: [
      /^\[Quorum International\]\(\/vendor-integrations\/quorum\) sends its MAP/,
      '**Enforce MAP**',
      '/documentation/pricing-rules',
    ],
    never: [/^Yes/, 'Smart Collection'],
  },
  // Outside review QQ: "Does Crystorama sync MAP prices?" got "Yes. Prices follow your price rules (markup, MAP
  // and MSRP)…", the vendor's feature line, said of vendors that publish no MAP too. Now: whether that vendor's
  // feed carries MAP (its record in content/vendors/), what the price rule does with it, the guide and its page.
  'Does Crystorama sync MAP prices?': {
    must: [
      /^Yes: \[Crystorama\]\(\/vendor-integrations\/crystorama\) sends its MAP \(minimum advertised price\) with its prices, by FTP\./,
      'Turn on **Enforce MAP**',
      'a price your markup puts under MAP is raised to MAP',
      // Its page's sample, priced by its page's rule (cost + 65%, raised to MAP).
      'the Broche 9-light chandelier costs $612, MAP $1,080; cost + 65% is $1,009.80, so it lists at $1,080',
      '[Pricing Rules](/documentation/pricing-rules)',
    ],
    never: ['Prices follow your price rules', 'is a **live** integration'],
  },
  'does nora send MAP': { must: [/^Yes: \[Nora\]\(\/vendor-integrations\/nora\) sends its MAP/, 'it lists at $41.95'] },
  'can I sync map pricing from crystorama': {
    must: [/^Yes: \[Crystorama\]\(\/vendor-integrations\/crystorama\) sends its MAP/, '**Enforce MAP**'],
  },
  'is Kuzco MAP protected': {
    must: [/^Yes: \[Kuzco Lighting\]\(\/vendor-integrations\/kuzco\) sends its MAP/, '/documentation/pricing-rules'],
    never: ['/faq#how-do-price-rules-work'],
  },
  // Quorum's sample: cost + 65% is above its MAP, so the markup's price stands.
  'does quorum sync the minimum advertised price': { must: ['cost + 65% is $349.80, so it lists at $349.80'] },
  // Vendors whose record says they publish no MAP: a plain no, and the rule they do have.
  'does holiday products sync MAP?': {
    must: [
      /^No: \[Holiday Products\]\(\/vendor-integrations\/holiday\) publishes no MAP \(minimum advertised price\), so there is none to sync\./,
      "a markup on cost, whenever Holiday Products' price file changes",
      '/documentation/pricing-rules',
    ],
    never: [/^Yes/m, 'Enforce MAP'],
  },
  'is entrenue map protected': { must: [/^No: \[Entrenue\]\(\/vendor-integrations\/entrenue\) publishes no MAP/] },
  'does amazon mcf send map': {
    must: [/^No: \[Amazon MCF\]\(\/vendor-integrations\/amazon\) sends no prices, so no MAP either\./],
    never: ['Enforce MAP'],
  },
  // Not connectable yet: its status first, then what it will send.
  'does wheelpros have map': {
    must: [/^Not yet: \*\*WheelPros\*\* is \*\*coming soon\*\*; once connected, it will send its MAP/],
  },
  // The site does not say: no guess.
  'does medline send map': { must: [/^I'm not sure: our site doesn't say whether \*\*Medline\*\* publishes a MAP/] },
  // Two vendors, each answered, the rule once and for the one that has MAP.
  'do nora and entrenue send map prices': {
    must: [/^Yes: \[Nora\][^\n]+\n\nNo: \[Entrenue\][^\n]+\n\nTurn on \*\*Enforce MAP\*\* in Nora's price rule/],
  },
  // "map" as a verb is still the collection and location, not MAP.
  'how do i map the nora collection': { must: ['Smart Collection and Location'], never: ['Enforce MAP'] },
  // Outside review K: a core, answerable question got the ~60-word "I don't have an answer" fallback.
  // Forty-odd more questions as store owners type them; the fallback only where the site is silent.
  'how much is it a month': { must: [`**${price('basic', 'annualPrice')}**`, '14-day free trial'], never: [noAnswer] },
  'whats the cheapest plan': { must: [/^Plans start at \*\*\$\d+\/month\*\* billed annually \(Basic\)/] },
  'how long is the trial': { must: ['14-day free trial', 'cancel before then and you pay nothing'] },
  'what happens when my trial ends': { must: ['When it ends, your plan starts with its full limits'] },
  'can i switch plans later': {
    must: [/^Yes\. An upgrade takes effect immediately/, '/faq#can-i-change-my-plan-later'],
  },
  'is there a yearly discount': { must: ['annual billing saves 10%'] },
  'do you work with Quorum': { must: [/^Yes, \[Quorum International\]\(\/vendor-integrations\/quorum\)/] },
  'do you carry james+james': { must: [/^\*\*James\+James\*\* \([^)]*\) is in \*\*beta\*\*/], never: [/^Yes/] },
  'do you integrate with Parts Unlimited': { must: [/^\*\*Parts Unlimited\*\* \([^)]*\) is in \*\*beta\*\*/] },
  'my vendor is Rugs USA, can you connect them': {
    must: [/^\*\*Rugs USA\*\* is not in our list/, '[custom integrations](/custom-integrations)'],
    never: [noAnswer],
  },
  'my supplier only sends an excel file every morning, can linkwell use it': {
    must: [`**$${setupFees.file}**`, 'CSV or XML'],
  },
  'can you pull a csv from my vendors ftp': { must: [`**$${setupFees.file}**`, 'FTP server'] },
  'what is MAP': {
    must: [/^MAP is the vendor's minimum advertised price\. /, '/documentation/pricing-rules'],
  },
  'will it keep my prices above MAP': { must: ['raised to MAP', '/documentation/pricing-rules'] },
  'can i set different markup per vendor': {
    must: ["Each vendor has its own rules, in that vendor's **Vendor Settings**"],
  },
  'how often is inventory updated': {
    must: [/^Inventory syncs from your vendors about \*\*every hour\*\*/],
    never: ['Our guide explains'],
  },
  'how fast do stock changes show up in shopify': { must: ['**every hour**', 'Quantity Delta'] },
  'do orders get sent to the vendor automatically': {
    must: ['routes each item to its vendor', '/documentation/order-management'],
  },
  'how do i get tracking numbers back to my customers': {
    must: [/^Once the vendor ships, Linkwell pushes the tracking number/],
    never: [/^Yes/],
  },
  // A vendor's products that stopped syncing: the causes and fixes for it, not its status (outside review EE:
  // "Yes, Nora … is a live integration", and the "what do I do?" after it said to be unanswerable).
  'My Nora stock stopped syncing yesterday, what do I do?': {
    must: [
      /^For \*\*Nora\*\*: usually one of five causes/,
      '/documentation/health-check',
      '/documentation/quantity-check',
    ],
    never: [/^Yes/, 'is a **live** integration', "can't answer"],
  },
  'our kuzco products arent updating. how do i fix it': {
    must: [/^For \*\*Kuzco Lighting\*\*: usually one of five causes/, '/documentation/health-check'],
    never: ['is a **live** integration', "can't answer"],
  },
  'how do returns work': {
    must: [/^Our site doesn't describe returns/, '/documentation/order-management', person],
    never: [noAnswer, '/documentation/product-creation'],
  },
  'can my customer return an item through linkwell': {
    must: [/^Our site doesn't describe returns/],
    never: ['/documentation/product-creation'],
  },
  'how do i cancel': { must: [/^You can cancel at any time, in your dashboard/, '60 days'], never: [/^Yes/] },
  'what happens to my data if i cancel': {
    must: [/^Your data is kept 60 days after you cancel/, '/faq#what-happens-to-my-data-when-i-leave'],
    never: [/^Yes/],
  },
  'do you sell my data': { must: [/^No\. We do not sell personal information/, '/privacy#how-we-use-information'] },
  'is it gdpr compliant': {
    must: [/^Our site doesn't mention GDPR/, '/privacy#security', person],
    never: [/we are gdpr/i],
  },
  'what are your support hours': {
    must: [/^Our team is available Monday to Friday, 9 AM–6 PM EST/, '/faq#how-do-i-get-help'],
    never: [/Monday to Friday[\s\S]*Monday to Friday/],
  },
  'how do i contact support': { must: [/^Our team is available/, person], never: [noAnswer] },
  'do you have phone support': {
    must: [/^Our site doesn't list a phone line/, person],
    never: [/^Of course/],
  },
  'is this a shopify app': {
    must: ['not an app you install from the Shopify App Store', '/documentation/connect-shopify'],
    never: [noAnswer],
  },
  'is it in the shopify app store': { must: ['Collaborator Access or a custom app'] },
  'do you have webhooks': {
    must: ['**webhook updates**', '/documentation/inventory-management', '/documentation/api-reference', person],
    never: [noAnswer],
  },
  'how much does it cost to build a new vendor integration': {
    must: [`**$${setupFees.api}**`, `**$${setupFees.file}**`, '/custom-integrations'],
    never: ['Plans start at'],
  },
  'how much for a custom integration': { must: [`**$${setupFees.api}** per vendor`] },
  'can i use it for multiple stores': { must: [/^Yes, on Plus or above\. By plan: Basic 1 store/] },
  'do you support bigcommerce': {
    must: [/^No, not as your own store: Linkwell connects \*\*Shopify\*\* stores only/, 'not BigCommerce'],
  },
  'can i import products from my vendor': {
    must: [
      /^Linkwell creates Shopify products from a vendor's catalog/,
      '**Search & Push**',
      '/documentation/product-creation',
    ],
    never: [noAnswer],
  },
  'does it create products in shopify or only update stock': {
    must: ['creates Shopify products', '/documentation/product-creation'],
    never: [/^Yes/, 'Our guide explains'],
  },
  'can i choose which products to import': { must: ['one at a time with **Search & Push**'] },
  'what if i go over my order limit': {
    must: [/^There is no automatic overage charge/, 'billed per order, at a rate we show in your dashboard'],
  },
  'how many products can i have on basic': { must: [/^\*\*Basic\*\* includes 1,000 products/] },
  'what if i go over my product limit': {
    must: [/^There is no automatic overage charge/, 'we warn you by email', 'billed per order'],
    never: [/^No\./],
  },
  'is there an onboarding call': {
    must: ['/documentation/quick-start-guide', 'Enterprise includes onboarding led by a co-founder', '(/contact)'],
  },
  'do i need a developer to set it up': { must: [/^No\. You connect your store/] },
  'r u open on weekends': { must: [/^Our team is available Monday to Friday/], never: [noAnswer] },
  'can linkwell connect to my distributors api': {
    must: [/^Yes: a vendor with an API can connect/, `**$${setupFees.api}** per vendor`, '/custom-integrations'],
    never: ['Premium'],
  },
  'is there a limit on skus': { must: [/^By plan: Basic 1,000 products/], never: [noAnswer] },
  // Outside review: "every few minutes" got "Yes, Nora … is a live integration", which answered another
  // question and confirmed a wrong premise. How often things sync comes first, corrected, then the vendor.
  'Does Linkwell sync inventory from Nora every few minutes?': {
    must: [
      /^No: inventory syncs from your vendors about \*\*every hour\*\*, not every few minutes/,
      'When a vendor pushes a stock change, your store updates at once.',
      "[Nora](/vendor-integrations/nora) is a **live** integration. It connects by FTP: stock levels are read from Nora's inventory file",
    ],
    never: [/^Yes/m, 'ready to connect today'],
  },
  'does linkwell sync every couple minutes?': {
    must: [
      /^No: .*\*\*every hour\*\*, not every couple minutes/,
      'updates at once',
      'cost and price each sync, orders as they arrive and tracking as vendors ship',
    ],
    never: [/^Yes/m],
  },
  'is nora inventory real time?': {
    must: [/^No: .*not in real time/, 'pushes a stock change', '(/vendor-integrations/nora)'],
    never: [/^Yes/m],
  },
  'does kuzco only update stock once a day': {
    must: [/^No, more often: .*\*\*every hour\*\*, not once a day/, '(/vendor-integrations/kuzco)'],
    never: [/^Yes/m],
  },
  'does nora sync hourly': { must: [/^Yes: inventory syncs .*\*\*every hour\*\*/, '(/vendor-integrations/nora)'] },
  // A vendor not live yet: its status first, never a "Yes" for it.
  'how often will wheelpros sync': {
    must: [/^Not yet: \*\*WheelPros\*\*/, /Once connected: inventory syncs .*\*\*every hour\*\*/],
    never: [/^Yes/m],
  },
  'do prices update in real time': {
    must: [
      /^No: cost and price update each sync, about \*\*every hour\*\*, not in real time/,
      '/documentation/pricing-rules',
    ],
    never: [/^Yes/m],
  },
  'how fast do orders get to the vendor': {
    must: ['orders as they arrive', '/documentation/order-management'],
    never: [/^No/, 'about 24 hours'],
  },
  // The vendor's name no longer wins over what is asked about it.
  'does nora sync prices?': {
    must: [
      /^Yes\. Prices follow your price rules \(markup, MAP and MSRP\) whenever Nora's price file changes/,
      '(/vendor-integrations/nora)',
    ],
    never: [/^Yes, \[Nora\]/, 'ready to connect today'],
  },
  // Williams publishes no MAP (its record's map: false): its one rule, as its page says, not MAP and MSRP.
  'does williams sync prices?': {
    must: [
      /^Yes\. Prices follow your price rule, a markup on cost, whenever Williams Trading Co's (API reports a change|price file changes)/,
    ],
    never: ['MAP', 'MSRP'],
  },
  'can nora route orders': {
    must: [/^Yes\. Orders for Nora's products are sent to Nora as order files on its FTP server/],
    never: ['ready to connect today'],
  },
  'does amazon mcf sync cost': {
    must: [/^No: \[Amazon MCF\]\(\/vendor-integrations\/amazon\) syncs inventory, orders and tracking, not cost/],
  },
  'how much does nora cost': {
    must: [/^Connecting a vendor we already support has no setup fee/, '(/vendor-integrations/nora)'],
    never: [/^Yes/m],
  },
  // What the site really does not say: the short fallback, with the way to a person.
  // Outside review WWW: a concept asked about with a vendor got "Yes, Nora is live" and nothing on the concept.
  'How does Quantity Delta work with my Nora inventory?': {
    must: [/^Quantity Delta is a safety stock/, 'your store shows 7', '(/vendor-integrations/nora)'],
    never: [/^Yes, \[/],
  },
  'what happens if a vendor goes out of stock?': {
    must: [/drops to \*\*0\*\*/, 'Quantity Delta', '(/documentation/inventory-management)'],
    never: ['Quantity Check'],
  },
  'We sell outdoor gear on Shopify and want to sync stock from three vendors, one of which sends CSV files by email. Can you help?':
    {
      must: [/^For 3 vendors you need \*\*Plus\*\*/, `**$${setupFees.file}** per vendor`, 'arrive by email'],
      maxLength: 700,
    },
  'what happens if a vendor discontinues a product': {
    must: [/^Our site doesn't answer that, so I won't guess\. To ask a person, choose \*\*Talk to a person\*\*/],
    maxLength: 240,
  },
};

let replies: Record<string, string>;
beforeAll(() => {
  replies = receiverRepliesOf(Object.keys(cases));
});

describe('the receiver answers a store owner’s questions', () => {
  it.each(Object.entries(cases))('%s', (question, { must, never = [], maxLength }) => {
    const reply = replies[question]!;
    for (const expected of must) {
      if (typeof expected === 'string') expect(reply).toContain(expected);
      else expect(reply).toMatch(expected);
    }
    for (const forbidden of never) {
      if (typeof forbidden === 'string') expect(reply).not.toContain(forbidden);
      else expect(reply).not.toMatch(forbidden);
    }
    // Never the message repeated back, and short enough to read in a 384 px window.
    if (question.length > 12) expect(reply).not.toContain(question);
    expect(reply).not.toContain('You asked');
    expect(reply.length).toBeLessThan(maxLength ?? (question.length > 120 ? 1400 : 560));
  });

  it('no reply states a price twice or pastes a vendor status label', () => {
    for (const reply of Object.values(replies)) {
      const amounts = reply.match(/\$\d[\d,]*\/month/g) ?? [];
      expect(amounts).toEqual([...new Set(amounts)]);
      for (const label of Object.values(statuses)) expect(reply).not.toContain(label);
    }
  });
});
