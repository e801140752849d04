/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parseContent } from '@/lib/content/load';
import { DEFAULT_FAQ_CATEGORY, faqDocLink, getFaqCategories, getFaqItems } from '@/lib/content/faq';
import { getDocSlugs } from '@/lib/content/docs';
import { filterFaq } from '@/lib/faq/filter';
import {
  aboutStorySchema,
  getAboutContent,
  getFeaturesContent,
  getHomeContent,
  getHowItWorksContent,
  getPricingContent,
  getStats,
  homeSchema,
  pricingSchema,
  resolveStats,
} from '@/lib/content/marketing';
import { getCaseStudy } from '@/lib/content/case-studies';
import { resolveFeatureScenes } from '@/lib/content/feature-scenes';
import { statsFileSchema } from '@/lib/content/stats';
import { getPlans, isPricedPlan, plansFileSchema } from '@/lib/content/plans';
import { annualSavingLabel } from '@/lib/product/pricing';
import { productJsonLd } from '@/lib/seo/json-ld';
import {
  compareReleaseNotes,
  getReleaseNotes,
  releaseChangeCounts,
  releaseKinds,
  releaseNoteSchema,
  releaseChangeTotal,
  releaseHighlights,
  releaseNotesAtom,
} from '@/lib/content/release-notes';
import { checkoutLinks } from '@/lib/site/site';

describe('plans data', () => {
  const plans = getPlans();

  it('labels the annual option with the plans\' own saving, the spec\'s "Save 10%"', () => {
    expect(annualSavingLabel(plans.filter(isPricedPlan))).toBe('Save 10%');
  });

  it('holds the spec plan table: prices and limits', () => {
    expect(
      plans.map((plan) => [
        plan.name,
        plan.monthlyPrice,
        plan.annualPrice,
        plan.limits.stores,
        plan.limits.vendors,
        plan.limits.orders,
        plan.limits.products,
      ]),
    ).toEqual([
      ['Basic', 99, 89, '1 store', 'Up to 2 vendors', '200 orders/month', '1,000 products'],
      ['Plus', 199, 179, '2 stores', 'Up to 6 vendors', '400 orders/month', '5,000 products'],
      ['Premium', 299, 269, '3 stores', 'Up to 12 vendors', '1,000 orders/month', '25,000 products'],
      [
        'Enterprise',
        'custom',
        'custom',
        'Unlimited stores',
        'Unlimited vendors',
        'Unlimited orders',
        'Unlimited products',
      ],
    ]);
  });

  it('takes checkout links from lib/site/site.ts; Enterprise is Contact Sales to /contact', () => {
    expect(plans.slice(0, 3).map((plan) => plan.checkout)).toEqual([
      checkoutLinks.basic,
      checkoutLinks.plus,
      checkoutLinks.premium,
    ]);
    const enterprise = plans[3]!;
    expect(enterprise).toMatchObject({
      enterprise: true,
      buttonText: 'Contact Sales',
      checkout: { monthly: '/contact', annual: '/contact' },
    });
  });

  it('gates API access, AI listing optimization and pre-push editing to Premium; bulk creation is a paid add-on on Basic', () => {
    const [basic, plus, premium] = plans;
    for (const gated of ['API access', 'AI listing optimization', 'Pre-push product editing']) {
      expect(basic!.notIncluded).toContain(gated);
      expect(plus!.notIncluded).toContain(gated);
    }
    expect(premium!.notIncluded).toEqual([]);
    expect(premium!.features).toEqual(expect.arrayContaining(['API access', 'AI listing optimization']));
    // Something that costs extra is an add-on, never among what a plan includes.
    expect(basic!.addOns).toEqual(['Bulk product creation (fee quoted on request)']);
    expect(basic!.features.join()).not.toMatch(/bulk/i);
    expect(plus!.features).toContain('Free bulk product creation');
    expect(plans.slice(1).map((plan) => plan.addOns)).toEqual([[], [], []]);
  });

  it('names the support tier of each plan', () => {
    const [basic, plus, premium] = plans;
    expect(basic!.features).toContain('Standard email support, replying in about 24 hours');
    expect(plus!.features).toContain('Priority email and chat support, replying within 8 business hours');
    expect(premium!.features).toEqual(
      expect.arrayContaining(['24/7 dedicated support, replying in about 2 hours', 'A dedicated account manager']),
    );
  });

  it('says once what each plan builds on, over a list of only what it adds; Enterprise reads as a plan without limits', () => {
    expect(plans.map((plan) => plan.builtOn)).toEqual([
      undefined,
      'Everything in Basic, plus:',
      'Everything in Plus, plus:',
      'Everything in Premium, plus:',
    ]);
    for (const plan of plans) expect(plan.features.join()).not.toMatch(/Everything in/);
    const enterprise = plans[3]!;
    expect(enterprise.description).toBe('For high-volume sellers who need custom terms.');
    // A plan with no limits has none to customize ("custom limits" read oddly beside "Unlimited": outside review).
    expect([enterprise.description, ...enterprise.features].join()).not.toMatch(
      /limits? and|custom limits|and limits/i,
    );
  });

  it("pricing: the plan cards' labels carry no small-print notes (trial, add-on, who needs the plan); the hero says the trial once", () => {
    // No "Which Plan Fits:" line over the cards: each card's own words say who it is for (outside review II).
    const { hero, plans: labels } = getPricingContent();
    expect(Object.keys(labels).sort()).toEqual([
      'compareAction',
      'customNote',
      'customPrice',
      'included',
      'popular',
      'title',
    ]);
    // The comparison header's button: the cards' words (one name for one action: outside review RRRR), short enough
    // for one line in a plan's column at 1024 px (comparison-sticky.spec measures it).
    expect(labels.compareAction).toBe('Start Free Trial');
    expect(hero.intro).toBe(
      'Try any plan free for 14 days, then change plans as your store grows. Every vendor on our list connects free.',
    );
  });

  it('has the sync-only discounts $15, $25, $50', () => {
    expect(plans.map((plan) => plan.syncOnlyDiscount)).toEqual([15, 25, 50, undefined]);
  });

  it('keeps what a plan lacks in the comparison table (the cards list only what it includes)', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'content/marketing/plans.md'), 'utf8');
    expect(() => parseContent(source, plansFileSchema, 'plans.md')).not.toThrow();
    // A gate the table does not mark for the plan is caught when the site builds.
    const unmarked = source.replace('notIncluded:\n      - API access', 'notIncluded:\n      - Phone support');
    expect(unmarked).not.toBe(source);
    expect(() => parseContent(unmarked, plansFileSchema, 'plans.md')).toThrow(/comparison row marked false/);
  });

  it('rejects a priced Enterprise plan', () => {
    const source = `---\nplans:\n${['basic', 'plus', 'premium', 'enterprise']
      .map(
        (id) =>
          `  - {id: ${id}, name: X, description: A plan description, monthlyPrice: 10, annualPrice: 9, limits: {stores: a, vendors: b, orders: c, products: d}, features: [f], notIncluded: [], buttonText: Go, highlight: false, enterprise: ${id === 'enterprise'}}`,
      )
      .join('\n')}\n---\n`;
    expect(() => parseContent(source, plansFileSchema, 'plans.md')).toThrow(/plans\.3: only the enterprise plan/);
  });

  it('offers every priced plan in the Product structured data, annual offers at 12 x the per-month price', () => {
    const product = productJsonLd(plans, { name: 'Linkwell', description: 'd', url: 'https://x/pricing' });
    expect(product['@type']).toBe('Product');
    expect(product.offers.map((offer) => [offer.name, offer.price, offer.url])).toEqual([
      ['Basic (monthly billing)', '99.00', checkoutLinks.basic.monthly],
      ['Basic (annual billing)', '1068.00', checkoutLinks.basic.annual],
      ['Plus (monthly billing)', '199.00', checkoutLinks.plus.monthly],
      ['Plus (annual billing)', '2148.00', checkoutLinks.plus.annual],
      ['Premium (monthly billing)', '299.00', checkoutLinks.premium.monthly],
      ['Premium (annual billing)', '3228.00', checkoutLinks.premium.annual],
    ]);
  });
});

describe('FAQ content', () => {
  it('opens on General, the first category (SPEC: default General), and every question has a unique anchor', async () => {
    const categories = await getFaqCategories();
    expect(DEFAULT_FAQ_CATEGORY).toBe('general');
    expect(categories[0]).toMatchObject({ id: 'general', title: 'General' });
    expect(categories.map((category) => category.title)).toEqual([
      'General',
      'Pricing & Billing',
      'Vendors & Integrations',
      'Products & Inventory',
      'Orders & Fulfillment',
      'Support & Security',
    ]);
    const ids = categories.flatMap((category) => category.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('what-is-linkwell');
  });

  it('asks each question once: one free-trial question, one overage question, stating both readings', async () => {
    const items = (await getFaqCategories()).flatMap((category) => category.items);
    const about = (pattern: RegExp) => items.filter((item) => pattern.test(item.question));
    expect(about(/free trial/i).map((item) => item.id)).toEqual(['how-does-the-14-day-free-trial-work']);
    expect(about(/overage|above my plan/i).map((item) => item.id)).toEqual([
      'is-there-an-automatic-overage-charge-if-i-exceed-my-limits',
    ]);
    // The spec states both readings; the one answer keeps both.
    const [overage] = about(/overage/i);
    expect(overage!.answer).toMatch(/There is no automatic overage charge/);
    expect(overage!.answer).toMatch(/we warn you/);
    expect(overage!.answer).toMatch(/billed per order/);
    const [trial] = about(/free trial/i);
    expect(trial!.answer).toMatch(/14-day free trial/);
    expect(trial!.answer).toMatch(/number of products you can sync is capped/);
  });

  it("the FAQ page's filter finds cancelling, refunds and the trial's end as owners type them", async () => {
    const categories = await getFaqCategories();
    const found = (query: string) => filterFaq(categories, query).flatMap((group) => group.hits.map((hit) => hit.id));
    for (const query of ['refund', 'refunds', 'money back', 'can I get my money back?'])
      expect([query, found(query)]).toEqual([query, expect.arrayContaining(['do-you-offer-refunds'])]);
    for (const query of ['cancel', 'cancellation', 'how do I cancel'])
      expect([query, found(query)]).toEqual([query, expect.arrayContaining(['what-happens-if-i-cancel'])]);
    expect(found('trial ends')).toContain('how-does-the-14-day-free-trial-work');
    // The refund answer is the terms' own policy (content/legal/terms.md, Cancellation and your data).
    const [refunds] = await getFaqItems(['do-you-offer-refunds']);
    expect(refunds!.answer).toMatch(/not refunded pro rata when you cancel, unless the law requires it/);
    expect(fs.readFileSync(path.join(process.cwd(), 'content/legal/terms.md'), 'utf8')).toMatch(
      /not refunded pro rata unless the law requires it/,
    );
    const [cancel] = await getFaqItems(['what-happens-if-i-cancel']);
    expect(cancel!.answer).toMatch(/end of the period you paid for/);
    expect(cancel!.answer).toMatch(/60 days/);
  });

  it('renders answers to HTML with their links', async () => {
    const [item] = await getFaqItems(['which-vendors-can-i-connect']);
    expect(item!.answerHtml).toContain('<a href="/vendor-integrations">vendor integrations</a>');
    expect(item!.answerHtml).toContain('at no setup cost');
  });

  it("names each answer's documentation article from its slug, with the article's own title and address", async () => {
    const items = (await getFaqCategories()).flatMap((category) => category.items);
    const linked = items.filter((item) => item.doc);
    expect(linked.length).toBeGreaterThanOrEqual(12);
    const slugs = getDocSlugs();
    for (const item of linked) expect(slugs).toContain(item.doc!.href.replace('/documentation/', ''));
    const [intro, setup, shipping] = await getFaqItems([
      'what-is-linkwell',
      'how-long-does-setup-take',
      'why-do-customers-see-no-shipping-options-at-checkout',
    ]);
    // The first question leads a newcomer to the Quick Start; the next goes on to adding a vendor, not the same guide again.
    expect(intro!.doc).toEqual({ title: 'Quick Start Guide', href: '/documentation/quick-start-guide' });
    expect(setup!.doc).toEqual({ title: 'Add a Vendor', href: '/documentation/add-vendor' });
    expect(shipping!.doc).toEqual({ title: 'Collection Check', href: '/documentation/collection-check' });
    // The article link is the way on: the answers no longer point at the documentation's front page.
    for (const item of items) expect(item.answer).not.toMatch(/\]\(\/documentation\)/);
  });

  it('fails the build on an answer naming an article that does not exist', () => {
    const docs = [{ slug: 'add-vendor', title: 'Add a Vendor', href: '/documentation/add-vendor' }];
    expect(faqDocLink('add-vendor', docs, '03-integrations.md')).toEqual({
      title: 'Add a Vendor',
      href: '/documentation/add-vendor',
    });
    expect(faqDocLink(undefined, docs, '03-integrations.md')).toBeUndefined();
    expect(() => faqDocLink('add-vendors', docs, 'content/faq/03-integrations.md')).toThrow(
      'Unknown documentation article "add-vendors" in content/faq/03-integrations.md',
    );
  });

  it('fails the build on an unknown question id picked by a page', async () => {
    await expect(getFaqItems(['no-such-question'])).rejects.toThrow('Unknown FAQ question id "no-such-question"');
  });
});

describe('figures', () => {
  const statsSource = () => fs.readFileSync(path.join(process.cwd(), 'content/marketing/stats.md'), 'utf8');

  it('every page quotes one set: each figure reads the same wherever it appears, with its source', async () => {
    const bands = [getHomeContent().results, (await getAboutContent()).impact];
    const all = bands.flatMap((band) => band.items);
    for (const stat of all) {
      expect(stat.source.text.length).toBeGreaterThan(0);
      const same = all.filter((other) => other.value === stat.value);
      expect(same.map((other) => `${other.label} (${other.source.text})`)).toEqual(
        same.map(() => `${stat.label} (${stat.source.text})`),
      );
    }
    // How It Works quotes none of the customers' results (Home and the case studies do): its figures
    // are how long customers took to go live, read from their case studies (the review's point: a
    // second set of results for the same customers read as rival claims).
    const goLive = getHowItWorksContent().goLive.items;
    expect(goLive.map((stat) => `${stat.value} ${stat.label} (${stat.source.text})`)).toEqual([
      '2 days Stock from a partner store and Amazon MCF syncing (Evertail story)',
      '5 days First partner brand and Amazon MCF syncing (FashionPlus story)',
      '1 week All four manufacturers connected and syncing (FixtureFarm story)',
    ]);
    // Each label a phrase of its own, capitalised (the stories' "three distributors" read as lowercase
    // scraps beside the figures: outside review).
    for (const stat of goLive) expect(stat.label).toMatch(/^[A-Z]\S* \S+ \S+/);
    for (const stat of goLive) expect(all.map((other) => other.value)).not.toContain(stat.value);
    // The intro's span agrees with the figures beside it ("a few days" sat beside "1 week": outside review ZZZZZ).
    const days = (value: string) => Number(value.split(' ')[0]) * (/week/.test(value) ? 7 : 1);
    expect(getHowItWorksContent().goLive.intro).toContain('took these three stores a week or less');
    expect(Math.max(...goLive.map((stat) => days(stat.value)))).toBe(7);
  });

  it("links a customer's figure to the case study whose results hold it", async () => {
    for (const stat of getStats(['less-manual-entry', 'fewer-discrepancies', 'orders-routed'])) {
      const study = await getCaseStudy(stat.source.href!.split('/').pop()!);
      expect(stat.source.text).toBe(`${study!.company} story`);
      expect(study!.results.map((result) => result.value)).toContain(stat.value);
      // With what it replaced, in the story's own words (Home's results say it under each figure).
      expect(stat.before).toBe(study!.results.find((result) => result.value === stat.value)!.before);
    }
  });

  it('refuses an unknown figure, a figure its story does not hold, and a figure with both a story and a scope', () => {
    const file = parseContent(statsSource(), statsFileSchema, 'stats.md').data;
    expect(() => resolveStats(file, ['no-such-figure'])).toThrow('Unknown figure "no-such-figure"');
    const moved = parseContent(
      statsSource().replace(
        /(value: 92%\n\s+label: fewer inventory discrepancies\n\s+story:) evertail/,
        '$1 condomania',
      ),
      statsFileSchema,
      'stats.md',
    ).data;
    expect(() => resolveStats(moved, ['fewer-discrepancies'])).toThrow(
      '"fewer-discrepancies" (92%) is not among the results of case study "condomania"',
    );
    expect(() =>
      parseContent(
        statsSource().replace('    story: evertail\n', '    story: evertail\n    scope: Every store\n'),
        statsFileSchema,
        'stats.md',
      ),
    ).toThrow(/figures\.fewer-discrepancies/);
  });
});

describe('release notes', () => {
  it("lists the releases since, then the spec's 2.1.0 (July 11, 2025) and 2.0.0 (June 20, 2025), each with all three sections", () => {
    const notes = getReleaseNotes();
    expect(notes.map((note) => [note.version, note.displayDate, note.anchor])).toEqual([
      ['2.5.0', 'November 18, 2026', 'v2-5-0'],
      ['2.4.0', 'July 7, 2026', 'v2-4-0'],
      ['2.3.0', 'February 10, 2026', 'v2-3-0'],
      ['2.2.1', 'October 22, 2025', 'v2-2-1'],
      ['2.2.0', 'October 14, 2025', 'v2-2-0'],
      ['2.1.0', 'July 11, 2025', 'v2-1-0'],
      ['2.0.1', 'June 26, 2025', 'v2-0-1'],
      ['2.0.0', 'June 20, 2025', 'v2-0-0'],
    ]);
    for (const note of notes.filter((note) => ['2.1.0', '2.0.0'].includes(note.version)))
      expect(releaseKinds(note).map(([title]) => title)).toEqual(['New Features', 'Improvements', 'Bug Fixes']);
  });

  it('gives each release its own shape: fix releases, one with no new feature, no two launches counted alike', () => {
    const notes = getReleaseNotes();
    const kinds = (note: (typeof notes)[number]) => releaseKinds(note).map(([, key]) => key);
    // A patch release fixes; it adds no feature.
    const patches = notes.filter((note) => !note.version.endsWith('.0'));
    expect(patches.length).toBeGreaterThanOrEqual(2);
    for (const note of patches) expect(kinds(note)).toEqual(['bugFixes']);
    expect(patches.some((note) => note.bugFixes.length === 1)).toBe(true);
    expect(notes.some((note) => note.version.endsWith('.0') && !note.newFeatures.length)).toBe(true);
    // Not the "2 new features, 2 improvements, 2 bug fixes" of every release the outside review read as generated.
    const shapes = notes.map((note) =>
      [note.newFeatures.length, note.improvements.length, note.bugFixes.length].join('/'),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('counts what a release holds, kind by kind, one and several, leaving out a kind it does not have', () => {
    expect(releaseChangeCounts({ newFeatures: ['a', 'b'], improvements: ['c'], bugFixes: [] })).toBe(
      '2 new features · 1 improvement',
    );
    expect(releaseChangeCounts({ newFeatures: [], improvements: [], bugFixes: ['a', 'b', 'c'] })).toBe('3 bug fixes');
    expect(releaseChangeCounts({ newFeatures: ['a'], improvements: ['b', 'c'], bugFixes: ['d'] })).toBe(
      '1 new feature · 2 improvements · 1 bug fix',
    );
  });

  // Outside review TT: one change a folded release left the page looking empty below the open ones.
  it('highlights up to three changes of a folded release, the first of each kind first, in page order', () => {
    const texts = (note: Parameters<typeof releaseHighlights>[0]) => releaseHighlights(note).map((item) => item.text);
    expect(texts({ newFeatures: ['a', 'b', 'c'], improvements: ['d'], bugFixes: [] })).toEqual(['a', 'b', 'd']);
    expect(texts({ newFeatures: ['a', 'b'], improvements: ['c', 'd'], bugFixes: ['e'] })).toEqual(['a', 'c', 'e']);
    expect(texts({ newFeatures: [], improvements: ['c'], bugFixes: ['d', 'e'] })).toEqual(['c', 'd', 'e']);
    expect(texts({ newFeatures: [], improvements: [], bugFixes: ['f'] })).toEqual(['f']);
    expect(releaseHighlights({ newFeatures: ['a'], improvements: [], bugFixes: ['f'] })).toEqual([
      { kind: 'newFeatures', text: 'a' },
      { kind: 'bugFixes', text: 'f' },
    ]);
    expect(releaseChangeTotal({ newFeatures: ['a', 'b'], improvements: [], bugFixes: ['f'] })).toBe(3);
  });

  it('refuses a release that lists no change, and leaves out a kind a release does not have', () => {
    const empty = '---\nversion: 2.6.1\ndate: 2026-12-01\nsummary: A summary line\n---\n';
    expect(() => parseContent(empty, releaseNoteSchema, 'x.md')).toThrow(/at least one change/);
    const fix = '---\nversion: 2.6.1\ndate: 2026-12-01\nsummary: A summary line\nbugFixes: [Fixed a thing here]\n---\n';
    const note = parseContent(fix, releaseNoteSchema, 'x.md').data;
    expect(releaseKinds(note).map(([title]) => title)).toEqual(['Bug Fixes']);
    const xml = releaseNotesAtom([{ ...note, displayDate: 'December 1, 2026', anchor: 'v2-6-1' }], {
      title: 't',
      pageUrl: 'https://x/release-notes',
      feedUrl: 'https://x/release-notes/feed.xml',
    });
    expect(xml).toContain('&lt;h3&gt;Bug Fixes&lt;/h3&gt;');
    expect(xml).not.toContain('New Features');
  });

  it('shows a product that ships: no two releases more than five months apart', () => {
    const days = getReleaseNotes().map((note) => Date.parse(`${note.date}T00:00:00Z`) / 86_400_000);
    const gaps = days.slice(1).map((day, index) => days[index]! - day);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(153);
  });

  it("keeps About's count of releases true: the Innovation promise names as many since June 2025 as the notes hold", async () => {
    const since = getReleaseNotes().filter((note) => note.date >= '2025-06-01').length;
    const innovation = (await getAboutContent()).values.items.find((item) => item.value === 'Innovation')!;
    expect(innovation.label).toBe(`Innovation in ${since} releases since June 2025`);
  });

  it('sorts newest first by date, then by version', () => {
    const notes = [
      { version: '1.9.0', date: '2025-01-01' },
      { version: '2.10.0', date: '2025-06-20' },
      { version: '2.9.0', date: '2025-06-20' },
    ];
    expect([...notes].sort(compareReleaseNotes).map((note) => note.version)).toEqual(['2.10.0', '2.9.0', '1.9.0']);
  });

  it('rejects a malformed version or date', () => {
    const source =
      '---\nversion: "2.1"\ndate: July 11\nsummary: A summary line\nnewFeatures: [A new feature here]\nimprovements: [An improvement]\nbugFixes: [A bug fix here]\n---\n';
    expect(() => parseContent(source, releaseNoteSchema, 'x.md')).toThrow(
      /version: expected a version[\s\S]*date: expected a date/,
    );
  });

  it('builds an Atom feed with one entry per release, newest first, escaping markup', () => {
    const xml = releaseNotesAtom(getReleaseNotes(), {
      title: 'Linkwell release notes',
      pageUrl: 'https://x/release-notes',
      feedUrl: 'https://x/release-notes/feed.xml',
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect([...xml.matchAll(/<title>(Version [^<]+)<\/title>/g)].map((match) => match[1])).toEqual([
      'Version 2.5.0',
      'Version 2.4.0',
      'Version 2.3.0',
      'Version 2.2.1',
      'Version 2.2.0',
      'Version 2.1.0',
      'Version 2.0.1',
      'Version 2.0.0',
    ]);
    expect(xml).toContain('<updated>2026-11-18T00:00:00Z</updated>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://x/release-notes/feed.xml"/>');
    expect(xml).toContain('Search &amp;amp; Push');
    expect(xml).not.toMatch(/<content type="html">[^<]*<(?!\/content)/);
  });
});

describe('page content', () => {
  it('home: the four highlights, eight features, three 5-star testimonials, the results band', () => {
    const home = getHomeContent();
    // The spec's four highlights: three lead the feature tiles; the outcome, Save 20+ Hours Weekly, titles
    // them (a tile among the features, it read as one more feature; over the results, it repeated the 20+
    // hours card under it: outside reviews).
    expect(home.highlights.map((item) => item.title)).toEqual([
      'Real-time Sync',
      'Order Automation',
      'Listings and Prices',
      'Detailed Analytics',
    ]);
    expect(home.features.title).toBe('Save 20+ Hours Weekly');
    expect(home.results.title).not.toMatch(/20\+/);
    expect(home.features.items).toHaveLength(8);
    expect(home.testimonials.items.map((item) => item.rating)).toEqual([5, 5, 5]);
    // Each testimonial is backed by its story's facts (its figures are the results band's and the story's).
    expect(home.testimonials.items.map(({ facts }) => facts)).toEqual([
      { vendors: 4, plan: 'Plus', time: '1 week' },
      { vendors: 2, plan: 'Plus', time: '2 days' },
      { vendors: 4, plan: 'Premium', time: '5 days' },
    ]);
    expect(home.results.items.map(({ value, label, source }) => ({ value, label, source }))).toEqual([
      {
        value: '85%',
        label: 'less manual data entry',
        source: { text: 'FixtureFarm story', href: '/case-studies/fixturefarm' },
      },
      {
        value: '92%',
        label: 'fewer inventory discrepancies',
        source: { text: 'Evertail story', href: '/case-studies/evertail' },
      },
      {
        value: '20+ hours',
        label: 'saved per week',
        source: { text: 'Condomania story', href: '/case-studies/condomania' },
      },
    ]);
    expect(home.hero.primary).toEqual({ label: 'Get Started', href: '/pricing' });
    expect(home.cta.secondary).toEqual({ label: 'Schedule Demo', href: '/contact?subject=demo#contact-form' });
  });

  it('a call to action must name a page of lib/site/site.ts', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'content/marketing/home.md'), 'utf8');
    expect(() =>
      parseContent(
        source.replace(
          '{ label: Schedule Demo, page: contact, subject: demo }',
          '{ label: Schedule Demo, page: demo }',
        ),
        homeSchema,
        'home.md',
      ),
    ).toThrow(/cta\.secondary\.page/);
  });

  it('home: every feature belongs to exactly one highlight', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'content/marketing/home.md'), 'utf8');
    expect(getHomeContent().highlights.flatMap((item) => item.features)).toHaveLength(8);
    const parse = (text: string) => () => parseContent(text, homeSchema, 'home.md');
    expect(parse(source.replace('features: [Health Checks]', 'features: [Health Checks, Price Rules]'))).toThrow(
      /twice: Price Rules/,
    );
    expect(parse(source.replace('features: [Health Checks]', 'features: [Health Check]'))).toThrow(
      /missing: Health Checks; unknown: Health Check/,
    );
  });

  it('home: each highlight tile shows a drawn picture of its own', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'content/marketing/home.md'), 'utf8');
    // Detailed Analytics shows the week's figures (a vendor's health sample left half its tile empty: outside review).
    expect(getHomeContent().highlights.map((item) => item.picture)).toEqual(['sync', 'order', 'price', 'analytics']);
    const parse = (text: string) => () => parseContent(text, homeSchema, 'home.md');
    expect(parse(source.replace('    picture: order\n', ''))).toThrow(/picture/);
    expect(parse(source.replace('    picture: analytics\n', '    picture: sync\n'))).toThrow(/its own picture/);
    // The hero's cards are no longer a tile's picture (the section repeated the hero: outside review).
    expect(parse(source.replace('picture: order', 'picture: stock'))).toThrow(/picture/);
  });

  it("home: the price picture's listed price is the price rule on the vendor page's sample record", async () => {
    const scenes = await resolveFeatureScenes(getHomeContent().pictures);
    // Nora's record: cost $24.80, MAP $41.95; +65% is $40.92, under the MAP, so the floor lists it.
    expect(scenes.price).toMatchObject({
      sku: 'NLR-6110W',
      cost: '$24.80',
      marked: '$40.92',
      map: '$41.95',
      price: '$41.95',
      floorApplied: true,
    });
    expect(scenes.sync.events.map((event) => event.vendor.name)).toContain('Quorum International');
    expect(scenes.order.items.map((item) => item.vendor.name)).toEqual(['Nora', 'Amazon MCF']);
  });

  it('features: four sections and six extra cards', () => {
    const features = getFeaturesContent();
    // Stock and prices first, as the page sets them side by side in one band; the hero's rows follow this order.
    expect(features.sections.map((section) => section.eyebrow)).toEqual([
      'Inventory sync',
      'Price management',
      'Product listing automation',
      'Order processing',
    ]);
    expect(features.extras.items.map((item) => item.title)).toEqual([
      'Analytics',
      'Mobile Access',
      'Secure Data',
      'API Integration',
      'Custom Workflows',
      'Scheduled Tasks',
    ]);
  });

  // Outside review: Home's sample figures (1,284 / 36 / 412, order #1042) were said again word for word on Features.
  it("features: its sample figures and order numbers are its own, none of Home's dashboard said again", () => {
    const { preview } = getHomeContent();
    const { extras, visuals } = getFeaturesContent();
    const features = JSON.stringify({ extras, visuals });
    const homeSamples = [...preview.statistics.items.map((item) => item.value), preview.order.number];
    for (const sample of homeSamples) expect(features).not.toMatch(new RegExp(`(?<![\\d,])${sample}(?![\\d,])`));
    expect(visuals.orders.order).toBe('Order #2417');
    expect(extras.items[0]!.details).toEqual([
      'Webhook updates: 8,940',
      'Search & Push creations: 247',
      'API syncs: 2,873',
    ]);
    // A week's worth of Home's day (its "Last 24 hours"), said as such: 2,906 beside Home's 1,284 with no period read
    // as the sample data contradicting itself (outside review CCCC).
    expect(extras.items[0]!.text).toContain('a week of sync statistics');
    const figure = (value: string) => Number(value.replace(/\D/g, ''));
    preview.statistics.items.forEach((item, index) => {
      const week = figure(extras.items[0]!.details![index]!.split(': ')[1]!);
      expect(week / figure(item.value)).toBeGreaterThan(6);
      expect(week / figure(item.value)).toBeLessThan(8);
    });
  });

  // Outside review UUUU: release 2.1.0's picture gave one vendor (Kuzco) the same 1,284 / 36 / 412 Home gives the
  // whole store's day, so the sample data contradicted itself.
  it("release notes: one vendor's sync statistics are a share of Home's store-wide ones, never the same figures", () => {
    const { preview } = getHomeContent();
    const release = fs.readFileSync(path.join(process.cwd(), 'content/release-notes/2.1.0.md'), 'utf8');
    const figure = (value: string) => Number(value.replace(/\D/g, ''));
    for (const item of preview.statistics.items) {
      const match = release.match(new RegExp(`label: ${item.label}, value: '([\\d,]+)'`));
      expect(match).not.toBeNull();
      expect(figure(match![1]!)).toBeLessThan(figure(item.value));
    }
  });

  it('how it works: the four numbered steps, each with how long it takes, and the first week in order', () => {
    const { steps, firstWeek } = getHowItWorksContent();
    expect(steps.map((step) => `${step.number} ${step.title}`)).toEqual([
      '01 Connect Your Store',
      '02 Add Your Vendors',
      '03 Configure Your Rules',
      '04 Automate & Monitor',
    ]);
    expect(steps.map((step) => step.takes)).toEqual([
      'About 5 minutes',
      'Under 5 minutes a vendor',
      'About 5 minutes a vendor',
      'Runs every hour from here',
    ]);
    // What follows setup, not the steps retold (outside reviews MMMM, OOOO): no moment is a step's own.
    expect(firstWeek.moments.map((moment) => moment.when)).toEqual(['Day 1 to 2', 'From day 2', 'Each new order']);
  });

  it('about: founded 2022, four values and the impact figures', async () => {
    const about = await getAboutContent();
    expect(about.story.founded).toBe('2022');
    // Signed by people of the team below, each with a portrait there.
    const team = about.team.members.map((member) => member.name);
    expect(about.story.signed.names.length).toBeGreaterThan(0);
    for (const name of about.story.signed.names) expect(team).toContain(name);
    expect(about.story.milestones.map((milestone) => milestone.year)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(about.values.items.map((item) => item.value)).toEqual([
      'Excellence',
      'Collaboration',
      'Efficiency',
      'Innovation',
    ]);
    // Each said over its promise in a phrase of our own that carries the word (the word alone in capitals read as a
    // stock value label: outside reviews ZZZZ, AAAAA, DDDDD).
    for (const item of about.values.items) expect(item.label.toLowerCase()).toContain(item.value.toLowerCase());
    // No dotted line of the four words before the promises (it read as machine-made: outside review), and no list of
    // them in the opening sentence (read as machine-written: outside reviews SSSS to XXXX): each labels its promise.
    expect(about.values).not.toHaveProperty('heldTo');
    for (const item of about.values.items)
      expect(about.values.intro!.toLowerCase()).not.toContain(item.value.toLowerCase());
    // Each value is headed by the concrete promise it makes a store owner, not by its name (as the
    // heading, the four words read as stock value labels: outside reviews); then what the owner gets;
    // every team member says where they work from.
    for (const value of about.values.items) {
      expect(value.title).not.toContain(value.value);
      // A short concrete heading, not a sentence in Title Case ("Feed Terms Agreed With Each Vendor, in
      // Writing" read as a sentence: outside review); the sentence under it carries the detail.
      expect(value.title.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(value.title.split(' ').length).toBeLessThanOrEqual(5);
      expect(value.title).not.toContain(',');
      // The value's own word labels the promise; the sentence under it says what the owner gets in plain words, not the
      // word forced in ("Excellence is checked: ...", outside review).
      expect(value.text).not.toContain(value.value);
      expect(value.text).not.toContain(':');
      // How we do it in a sentence or two, not a paragraph of policy (outside review).
      const words = value.text.split(/\s+/).length;
      expect(words).toBeGreaterThan(12);
      expect(words).toBeLessThanOrEqual(30);
    }
    // Each promise names the page where a store owner can check it.
    expect(about.values.items.map((item) => item.link.href)).toEqual([
      '/documentation/health-check',
      '/vendor-integrations',
      '/how-it-works',
      '/release-notes',
    ]);
    for (const member of about.team.members) expect(member.location).toMatch(/^[A-Z][a-z]+.*, [A-Z]{2}$/);
    expect(about.impact.items.map((item) => `${item.value} ${item.label} (${item.source.text})`)).toEqual([
      '75+ businesses (Merchants on a paid plan today, running 240+ Shopify stores between them)',
      '1M+ products managed (Products in those stores that a vendor sync created or keeps stocked)',
      '20K+ hours saved monthly (About 20 hours a week in each of those stores, added up)',
    ]);
    // Each person owns a part of Linkwell (Security names its owner by it).
    const members = about.team.members;
    // What each did before Linkwell, one concrete line (drawn portraits: facts carry the trust a photo would).
    expect(new Set(members.map((member) => member.before)).size).toBe(members.length);
    for (const member of members) {
      expect(member.owns.length).toBeGreaterThan(0);
      expect(member.before).toMatch(/^[A-Z].{20,90}\.$/);
    }
    // The milestones as a rail: a short title and one short line each.
    for (const milestone of about.story.milestones) expect(milestone.text.length).toBeLessThanOrEqual(90);
    // The story in one short paragraph beside the figures.
    expect(about.storyHtml.match(/<p>/g)).toHaveLength(1);
    expect(about.storyHtml.split(/\s+/).length).toBeLessThanOrEqual(75);
    // The claims a store owner checks, each a short lead with the page that proves it.
    expect(about.trust.items.map((item) => item.title)).toEqual([
      'A US Team, Pacific to Eastern',
      "Replies on Your Plan's Schedule",
      'Store Access You Can Revoke',
      'Data Deleted 60 Days After You Cancel',
    ]);
    expect(about.trust.items.map((item) => item.link.href)).toEqual([
      '/careers',
      '/pricing',
      '/documentation/connect-shopify',
      '/security',
    ]);
    expect(about.trust.company.documents.map((document) => document.href)).toEqual(['/privacy', '/terms']);
    // The chat is an AI assistant with a person one click away: the team is never said to answer it (outside review).
    expect(about.trust.items[0]!.text).toBe(
      'We answer your email. The chat is an AI assistant, with one of us a click away.',
    );
    // Scannable: a lead of a few words and one line under it, not a paragraph.
    for (const item of about.trust.items) {
      expect(item.title.split(' ').length).toBeLessThanOrEqual(8);
      expect(item.text.length).toBeLessThanOrEqual(130);
    }
    // Tight: the four facts together at most 70 words and the intro at most 12 (79 and 17 read as text-heavy: outside review).
    const words = (text: string) => text.split(/\s+/).length;
    expect(about.trust.items.reduce((sum, item) => sum + words(item.text), 0)).toBeLessThanOrEqual(70);
    expect(words(about.trust.intro ?? '')).toBeLessThanOrEqual(12);
    expect(about.storyHtml).toContain('founded in 2022');
    // One line says where the figures come from and as of when.
    expect(about.impact.source).toMatch(/dashboard, [A-Z][a-z]+ \d{4}\./);
  });

  it('about: a timeline that does not open with the founding, or runs out of order, is refused', () => {
    const milestone = (year: string) => ({ year, title: `In ${year}`, text: 'Something happened.' });
    const story = (...years: string[]) => ({
      title: 'Our Story',
      founded: '2022',
      signed: { names: ['Ethan Caldwell'], role: 'Co-founder' },
      milestonesLabel: 'Milestones',
      milestones: years.map(milestone),
    });
    expect(aboutStorySchema.safeParse(story('2022', '2023', '2025')).success).toBe(true);
    expect(aboutStorySchema.safeParse(story('2023', '2024', '2025')).error?.issues[0]?.message).toBe(
      'the first milestone must be the founding year',
    );
    expect(aboutStorySchema.safeParse(story('2022', '2025', '2024')).error?.issues[0]?.message).toBe(
      'milestones must be in order, oldest first',
    );
  });

  it('pricing: one FAQ picked from the site FAQ, and a closing band to the plans and to sales', async () => {
    const { faq, cta } = getPricingContent();
    const items = await getFaqItems(faq.questions);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.map((item) => item.question)).toEqual(
      expect.arrayContaining(['How does the 14-day free trial work?', 'Can I change my plan later?']),
    );
    expect(faq.link).toEqual({ label: 'See all FAQs', href: '/faq' });
    expect(cta.primary).toEqual({ label: 'Start Free Trial', href: '/pricing#plans' });
    expect(cta.secondary).toEqual({ label: 'Contact Sales', href: '/contact?subject=sales#contact-form' });
    expect(cta.note).toMatch(/14-day free trial on every plan/);
    const source = fs.readFileSync(path.join(process.cwd(), 'content/marketing/pricing.md'), 'utf8');
    expect(() =>
      parseContent(
        source.replace('- what-happens-if-i-cancel', '- can-i-change-my-plan-later'),
        pricingSchema,
        'pricing.md',
      ),
    ).toThrow(/faq\.questions: a question is picked twice/);
  });

  it('pricing: the FAQ answers sync-only in words, its three discounts and the way to switch, with no price list to link to', async () => {
    const { faq } = getPricingContent();
    const [cheaper] = (await getFaqItems(faq.questions)).filter((item) => /only need product sync/.test(item.question));
    expect(cheaper?.question).toBe('Is there a cheaper option if I only need product sync?');
    expect(cheaper?.answer).toContain('a monthly discount of $15 on Basic, $25 on Plus or $50 on Premium');
    // The page's sync-only price list is gone (a second price system: outside review): no link to it.
    expect([...cheaper!.answerHtml.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/contact']);
  });

  it('pricing: the setup fees', () => {
    expect(getPricingContent().setupFees.items.map((item) => [item.title, item.price, item.unit])).toEqual([
      ['Pre-built Integration', 'Free', undefined],
      ['CSV, XML or FTP Integration', '$300', 'per vendor'],
      ['Custom API Integration', '$500', 'per vendor'],
    ]);
  });
});

describe('sample SKUs', () => {
  // Nora's SKUs in one form across the site: the API reference's NL-20417 beside the guides' NR-1042 read as two
  // vendors, or as careless samples (outside review ZZZZZ). The vendor page's NLR-6110W is Nora's catalog number.
  it('every Nora SKU in the guides, the API reference and the marketing pages starts with NL-', () => {
    const files = ['content/docs', 'content/docs/api', 'content/marketing'].flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(dir, name)),
    );
    const prefixes = new Set(
      files.flatMap((file) =>
        // A hyphen, or the no-break hyphen that keeps a drawn sample's SKU whole (Features' API card).
        [...fs.readFileSync(file, 'utf8').matchAll(/\bN[A-Z]?[-\u2011]\d{3,}/g)].map(
          ([sku]) => sku.split(/[-\u2011]/)[0],
        ),
      ),
    );
    expect([...prefixes]).toEqual(['NL']);
  });
});
