import 'server-only';
import { z } from 'zod';
import { goodsDrawings, type GoodsDrawing } from '@/lib/brand/sketches';
import { vendorLogo } from '@/lib/brand/wordmark';
import { vendorFeatures, type VendorFeature } from '@/lib/vendors/filter';
import { vendorHref } from '@/lib/site/routes';
import { formatUsdCents, samplePrice } from '@/lib/vendors/sample';
import { formatInteger } from '@/lib/util/number';
import { pageLinks } from '@/lib/site/site';
import { loadContentDir, loadContentFile } from './load';
import { renderMarkdown } from './markdown';
import { afterSentSchema, ctaSchema, fillTemplate, templateSchema, text } from './schemas';

/** Directory of vendor content: index.md lists categories and statuses, <slug>.md holds a detail record. */
const dir = 'vendors';
const directoryFile = 'index';

export const vendorStatuses = ['live', 'beta', 'coming-soon'] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

/** The words of each status badge: the status is always written out, never shown by colour alone. */
export const vendorStatusLabels: Record<VendorStatus, string> = {
  live: 'Live',
  beta: 'Beta',
  'coming-soon': 'Coming Soon',
};

const vendorCategories = ['Furniture', 'Marketplaces', 'Automotive', 'Medical Supplies', 'Adult'] as const;
/**
 * The one category shown apart and last (after the others, under its note), and never suggested
 * from a vendor of another category: a furniture store does not want adult wholesalers in its way.
 */
export const ageRestrictedCategory = 'Adult' satisfies (typeof vendorCategories)[number];
export type VendorCategory = (typeof vendorCategories)[number];
const integrationMethods = ['API', 'FTP'] as const;
type IntegrationMethod = (typeof integrationMethods)[number];
const syncItems = ['inventory', 'price', 'cost', 'orders', 'tracking'] as const;
type SyncItem = (typeof syncItems)[number];
const syncsSchema = z
  .array(z.enum(syncItems))
  .min(1)
  .refine((items) => new Set(items).size === items.length, 'sync items must not repeat');

/** Approximate catalog sizes are written "2,000+" to "20,000+". */
const productCountSchema = z
  .string()
  .regex(/^\d{1,2},000\+$/, 'expected an approximate count such as "5,000+"')
  .refine((value) => {
    const thousands = Number(value.split(',')[0]);
    return thousands >= 2 && thousands <= 20;
  }, 'expected a count from 2,000+ to 20,000+');

/** A number and the unit after it joined by a no-break space, so a line never breaks between them ("24 oz"). */
export const keepUnits = (value: string) =>
  value.replace(/(\d) (?=(?:oz|fl oz|lb|lbs|in|ft|mm|cm|qt|gal|W|V)\b)/g, '$1\u00a0');

const listEntrySchema = z.object({
  name: z.string().min(1),
  status: z.enum(vendorStatuses),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /** One line for the list card of a vendor without a detail page. */
  summary: z.string().min(20).optional(),
  /** What a vendor without a detail page makes; one with a page says it in its file. */
  specialization: z.string().min(5).optional(),
  /** Its trade in a word or two, on its card and row where its category's name is broader (Furniture holds the lighting makers). */
  trade: z.string().min(4).max(16).optional(),
  /** How a vendor without a detail page will connect, what it will sync and whether it publishes MAP (the filter's capabilities). */
  integrationMethod: z.enum(integrationMethods).optional(),
  syncs: syncsSchema.optional(),
  map: z.boolean().optional(),
});

const methodTextSchema = z.object({ API: z.string().min(20), FTP: z.string().min(20) });

const vendorPageSchema = z.object({
  backLink: text,
  /** Over a vendor's title, what the page is, beside its status. */
  kicker: text,
  aboutTitle: text,
  /** The SKU matching row in the side column's record (the sample SKU itself is the hero's). */
  glance: z.object({ sku: text, skuValue: text }),
  /** How a store owner connects a live vendor in the dashboard, beside the form; {credential} is what its method needs. */
  steps: z.object({
    title: text,
    /** The two ways, then a link to how long each step takes (How It Works states the times: timeLink). The title
        names the vendor; the lead need not again. */
    lead: text,
    timeLink: ctaSchema,
    /** Over the steps, beside the form's "Or Set It Up With Us". */
    yourself: text,
    credential: z.object({ API: text, FTP: text }),
    items: z
      .array(z.object({ title: text, text }))
      .min(2)
      .max(4),
    /** The Map and Sync step's {syncs}: the dashboard's setting for each item a record may sync, in the order named. */
    settings: z.object({ price: text, cost: text, inventory: text }),
    settingOnly: templateSchema('setting'),
    /**
     * Under the steps: what to have at hand before starting ({vendor}, {credential}), then one item from the
     * record: the price rule where prices sync (MAP and MSRP only where the vendor publishes MAP), else none.
     */
    ready: z.object({
      title: text,
      items: z.array(text).min(2).max(3),
      price: z.object({ map: text, markup: text, none: text }),
    }),
  }),
  factsTitle: text,
  syncsTitle: text,
  flow: z.object({
    caption: text,
    method: z.object({ API: text, FTP: text }),
    hub: text,
    toStore: text,
    toVendor: text,
    vendorBound: z.array(z.enum(syncItems)).min(1),
    store: text,
  }),
  /** The form's card; `sent`, under its thank-you, what happens next ({vendor}: the vendor's name). */
  request: z.object({
    eyebrow: templateSchema('cost'),
    title: text,
    intro: templateSchema('vendor'),
    sent: afterSentSchema,
  }),
  connect: z.object({
    action: templateSchema('vendor'),
    /** Paired with the steps' "On Your Own"; the cost is the record's, said once. */
    eyebrow: text,
    title: text,
    intro: text,
    guide: text,
    sent: afterSentSchema,
  }),
  /** One synced product from the vendor, labelled as a sample (the hero picture, components/marketing/visuals/VendorFlowScene.tsx). */
  sample: z.object({
    label: text,
    title: text,
    columns: z.object({ sku: text, product: text, stock: text, cost: text, map: text, price: text }),
    /** The sample's price rule, a markup on cost (SPEC: price calculation order), and how it sets the price. */
    markup: z.number().int().min(1).max(200),
    rule: templateSchema('markup'),
    ruleMap: templateSchema('markup', 'ruled'),
    noCost: templateSchema('vendor'),
  }),
  /** The stories of stores that use this vendor (content/case-studies/*), each a link. */
  stories: z.object({ lead: templateSchema('vendor'), link: templateSchema('company') }),
  /** The page's foot: other vendors to connect (components/vendors/MoreVendors.tsx), not a second ask after the form. */
  more: z.object({
    title: text,
    text: z.string().min(20),
    request: ctaSchema,
    all: ctaSchema,
  }),
});

const vendorDirectorySchema = z.object({
  title: z.string().min(1),
  description: z.string().min(40),
  intro: z.string().min(40),
  eyebrow: text,
  statusesTitle: text,
  statuses: z.record(z.enum(vendorStatuses), z.string().min(20)),
  /** The one request band after the list; `titleIn` is its title while the filter shows one category. */
  request: z.object({ title: z.string().min(1), titleIn: templateSchema('category'), text: z.string().min(40) }),
  /**
   * Shopify as a vendor: another merchant's Shopify store as your supplier (the spec lists it with the
   * marketplaces). Its name alone, in a list of suppliers, reads as the store owner's own platform listed by
   * mistake (outside review), so wherever it stands as a vendor it wears `label` ("Partner stores").
   */
  platform: z.object({ slug: z.string(), label: z.string().min(4).max(16) }),
  /** The foot of a card whose vendor is not live yet: what the store owner can do meanwhile (Learn More is for live vendors). */
  cardActions: z.object({ beta: text, 'coming-soon': text }),
  /** One group after the list for the categories none of whose vendors is live yet, each named on its rows' block. */
  later: z.object({ title: text, text: z.string().min(20) }),
  filter: z.object({
    label: text,
    placeholder: text,
    categoriesLabel: text,
    allCategories: text,
    featuresLabel: text,
    allFeatures: text,
    /** The chips' disclosure on a phone, and what it says beside the number chosen ("{count} chosen"). */
    filters: text,
    chosen: templateSchema('count'),
    features: z.record(z.enum(vendorFeatures), text),
    countAll: templateSchema('total', 'live'),
    countSome: templateSchema('count', 'total'),
    countNone: text,
    emptyTitle: text,
    emptyText: text,
    clear: text,
    request: text,
  }),
  categories: z
    .array(
      z.object({
        name: z.enum(vendorCategories),
        /** Its heading where the spec's name alone undersells what it holds (the filter's chip keeps the name). */
        title: text.optional(),
        description: z.string().min(20),
        /** A line above the category's title: the age-restricted category says so before its vendors. */
        note: z.string().min(20).optional(),
        /** A short mark beside its title (the age-restricted band's "18+"). */
        badge: text.optional(),
        /** Its cards closed under a disclosure with this summary ({count}: its live vendors), opened on request (Adult's). */
        disclosure: templateSchema('count').optional(),
        /** The card that ends the group's list: a vendor of this kind not listed yet, and the link to request it. */
        missing: z.object({ title: text, text: z.string().min(20) }),
        vendors: z.array(listEntrySchema).min(1),
      }),
    )
    .min(1)
    // Every vendor a real company: its name as type, no symbol or colour of its own (lib/brand/wordmark.ts).
    .transform((categories) =>
      categories.map((category) => ({
        ...category,
        vendors: category.vendors.map((entry) => ({ ...entry, logo: vendorLogo as VendorLogo })),
      })),
    ),
  syncs: z.record(
    z.enum(syncItems),
    /** noMap: its text for a vendor that publishes no MAP (the price rule it has is a markup on cost). */
    z.object({ title: z.string().min(1), text: methodTextSchema, noMap: methodTextSchema.optional() }),
  ),
  /** The words around each vendor on its own page, with gaps for the {vendor} and its setup {cost}. */
  vendorPage: vendorPageSchema,
  /** A card's last fact: how many products a vendor with a page lists. */
  cardFacts: z.object({ products: templateSchema('count') }),
  /**
   * A live vendor's card: what differs between vendors, as a store owner weighs them: one product of its catalog,
   * the price a store lists it at (its page's sample under the sample's markup rule) and what the store keeps of
   * that sale, each a term over a short value.
   */
  cardSpec: z.object({
    example: text,
    price: text,
    margin: text,
    /** A fulfillment network's card (no price of its own): how many of the example it holds, and its setup cost. */
    stock: text,
    setup: text,
    /** The line over the cards that defines Your price ({markup}: the sample's rule) and You keep. */
    legend: z.object({ price: templateSchema('markup'), margin: text }),
  }),
});

export const vendorDetailSchema = z
  .object({
    name: z.string().min(1),
    /** How the page names it after the first time, as a person would ("Kuzco" for Kuzco Lighting): its full
        name in every sentence read as machine-filled (outside review UUU); none where the name is one word. */
    short: z.string().min(2).optional(),
    description: z.string().min(40),
    integrationMethod: z.enum(integrationMethods),
    /**
     * What the store owner enters to connect it, where its method's usual word is wrong for it (Amazon issues no
     * "API key": a seller authorizes an app in Seller Central and gets a refresh token; outside review QQQQQ).
     */
    credential: z.string().min(3).optional(),
    setupCost: z.literal('Free'),
    website: z.url({ protocol: /^https$/ }),
    headquarters: z.string().min(2),
    category: z.enum(vendorCategories),
    /** Its catalog's size; none for a fulfillment service, whose catalog is the store's own stock (`fulfills`). */
    productCount: productCountSchema.optional(),
    /** What a fulfillment service ships, and from where, in place of a catalog size ("20,000+ products" at Amazon MCF read as meaningless: outside review). */
    fulfills: z.string().min(10).max(60).optional(),
    specialization: z.string().min(5),
    syncs: syncsSchema,
    /** Whether the vendor publishes minimum advertised prices, which a store's price rules keep as a floor. */
    map: z.boolean(),
    /** What it supplies, drawn on its card and its page's sample (lib/brand/sketches.ts `goodsSketches`). */
    goods: z.enum(goodsDrawings),
    /**
     * One product as it reaches the store after a sync, for the page's sample record: the vendor's
     * SKU and title, the stock it reports, and, where it syncs cost or publishes MAP, those prices (USD).
     */
    sample: z.object({
      /** What it is in a word or two, for its card's Example ("Downlight"). */
      item: z.string().min(3).max(16),
      /** Its drawing where it is not the vendor's trade (a fulfillment network ships your own goods): the vendor's `goods` otherwise. */
      goods: z.enum(goodsDrawings).optional(),
      sku: z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,24}$/),
      product: z.string().min(5),
      stock: z.number().int().min(0),
      cost: z.number().positive().optional(),
      map: z.number().positive().optional(),
    }),
  })
  // Its catalog's size or, for a fulfillment service, what it fulfills: one of the two, never both.
  .refine((vendor) => (vendor.productCount === undefined) !== (vendor.fulfills === undefined), {
    message: 'a vendor has a productCount or, for a fulfillment service, fulfills (one of the two)',
    path: ['productCount'],
  })
  // The sample shows what this vendor syncs, no more: a cost only where cost syncs, MAP only where it publishes one.
  .refine((vendor) => (vendor.sample.cost !== undefined) === vendor.syncs.includes('cost'), {
    message: 'the sample has a cost exactly when cost syncs',
    path: ['sample', 'cost'],
  })
  .refine((vendor) => (vendor.sample.map !== undefined) === vendor.map, {
    message: 'the sample has a MAP exactly when map is true',
    path: ['sample', 'map'],
  });

/** A vendor's mark: its name as type, the same for every vendor (lib/brand/wordmark.ts `vendorLogo`). */
export type VendorLogo = typeof vendorLogo;
type VendorListEntry = z.infer<typeof listEntrySchema> & { logo: VendorLogo };
type VendorDirectory = z.infer<typeof vendorDirectorySchema>;
export type VendorPageContent = z.infer<typeof vendorPageSchema>;
export type VendorDetail = z.infer<typeof vendorDetailSchema> & {
  /** Its name after the first time (`short`, else its name). */
  short: string;
  slug: string;
  href: string;
  status: VendorStatus;
  logo: VendorLogo;
  aboutHtml: string;
  syncDetails: { item: SyncItem; title: string; text: string }[];
};
/**
 * A vendor of the list; `href` is its page, when it has one. `specialization` says what it makes, as
 * the category alone misleads ("Furniture" holds the lighting makers). `action` is the foot's link:
 * Learn More for a live vendor, else what a store owner can do until it is live.
 */
export type VendorCard = VendorListEntry & {
  category: VendorCategory;
  description: string;
  specialization: string;
  /** What the card states of it, short: how it connects, what it syncs that the filter counts, its catalog size where known. */
  facts: string[];
  /** A live card's strip: one product of its catalog, its store price, what a sale leaves; each a term over its value. */
  spec: { term: string; value: string }[];
  /** What it supplies, drawn on a live card (lib/brand/sketches.ts); none for a vendor without a page. */
  goods?: GoodsDrawing;
  /** The capabilities the filter matches (lib/vendors/features.ts). */
  features: VendorFeature[];
  href: string | null;
  learnMoreHref: string | null;
  action: { label: string; href: string };
};

/** Where a vendor's Learn More leads: live vendors only, to their page or, without one, to /contact. */
export function learnMoreHref(entry: Pick<VendorListEntry, 'status' | 'slug'>): string | null {
  if (entry.status !== 'live') return null;
  return entry.slug ? vendorHref(entry.slug) : pageLinks.contact.href;
}

export function loadVendorDirectory(): VendorDirectory {
  return loadContentFile(dir, directoryFile, vendorDirectorySchema).data;
}

/** Checks that the directory and the detail files agree; throws a sentence naming the problem. */
export function checkVendorContent(
  directory: VendorDirectory,
  details: Map<string, z.infer<typeof vendorDetailSchema>>,
  files: string[],
) {
  const problems: string[] = [];
  const names = directory.categories.map((category) => category.name);
  if (names.includes(ageRestrictedCategory) && names.at(-1) !== ageRestrictedCategory)
    problems.push(`the ${ageRestrictedCategory} category must come last, after every other category`);
  const slugs = new Set<string>();
  for (const category of directory.categories) {
    for (const entry of category.vendors) {
      if (!entry.slug) {
        for (const field of ['summary', 'specialization', 'integrationMethod', 'syncs'] as const)
          if (!entry[field]) problems.push(`${entry.name} has no slug, so it needs ${field}`);
        continue;
      }
      if (entry.integrationMethod || entry.syncs || entry.map !== undefined)
        problems.push(`${entry.name}: its method, syncs and MAP belong in content/vendors/${entry.slug}.md`);
      if (slugs.has(entry.slug)) problems.push(`slug "${entry.slug}" is listed twice`);
      slugs.add(entry.slug);
      const detail = details.get(entry.slug);
      if (!detail) {
        problems.push(`content/vendors/${entry.slug}.md is missing for ${entry.name}`);
        continue;
      }
      if (detail.name !== entry.name)
        problems.push(`${entry.slug}: name "${detail.name}" differs from the directory's "${entry.name}"`);
      if (detail.category !== category.name)
        problems.push(`${entry.slug}: category "${detail.category}" differs from the directory's "${category.name}"`);
    }
  }
  if (!slugs.has(directory.platform.slug))
    problems.push(`platform: no vendor has the slug "${directory.platform.slug}"`);
  for (const file of files)
    if (!slugs.has(file)) problems.push(`content/vendors/${file}.md is not listed in content/vendors/index.md`);
  if (problems.length)
    throw new Error(`Vendor content does not add up:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

function loadVendors() {
  const directory = loadVendorDirectory();
  const loaded = loadContentDir(dir, vendorDetailSchema, { except: [directoryFile] });
  const files = loaded.map((file) => file.slug);
  const details = new Map(loaded.map((file) => [file.slug, file]));
  checkVendorContent(directory, new Map([...details].map(([slug, file]) => [slug, file.data])), files);
  return { directory, details };
}

/** The list page: categories in order, each vendor with its status, card text and Learn More target. */
export async function getVendorDirectory() {
  const { directory, details } = loadVendors();
  const categories = directory.categories.map((category) => {
    // One strip a group: where a vendor of the group sets no price (a fulfillment network), every card of
    // the group states stock and setup, so the cards side by side read alike (Amazon MCF's In stock beside
    // Shopify's Your price read as inconsistent: outside reviews TTT, VVV, WWW).
    const unpriced = category.vendors.some((entry) => {
      const sample = entry.slug ? details.get(entry.slug)?.data.sample : undefined;
      return sample && !samplePrice(sample, directory.vendorPage.sample.markup);
    });
    return {
      ...category,
      vendors: category.vendors.map((entry): VendorCard => {
        const detail = entry.slug ? details.get(entry.slug)!.data : undefined;
        const learnMore = learnMoreHref(entry);
        const method = detail?.integrationMethod ?? entry.integrationMethod!;
        const features = featuresOf({
          integrationMethod: method,
          syncs: detail?.syncs ?? entry.syncs!,
          map: detail?.map ?? entry.map ?? false,
        });
        return {
          ...entry,
          category: category.name,
          description: detail?.description ?? entry.summary!,
          specialization: detail?.specialization ?? entry.specialization!,
          // Every card states the same facts in one order: how it connects, what of the filter's it
          // syncs (in the filter's words, so each vendor a filter chip counts shows it), then its catalog
          // size where it has a page. Its home is on that page, not here (outside review: it read at
          // uneven detail, "United States" beside "Commerce, California"), and its status is the badge's.
          facts: [
            method,
            ...features.filter((f) => f === 'cost' || f === 'map').map((f) => directory.filter.features[f]),
            ...(detail?.productCount
              ? [fillTemplate(directory.cardFacts.products, { count: detail.productCount })]
              : []),
          ],
          // A live card's strip says what sets this vendor apart (one product, the price a store lists it at, what
          // that sale leaves), not how it connects and which prices it sends: those read the same on most cards
          // (outside review: "repeated 5,000+ / FTP files / Cost + MAP"); the filter's chips and its page say them.
          spec: detail ? cardSpec(directory, detail, unpriced) : [],
          goods: detail?.goods,
          features,
          href: entry.slug ? vendorHref(entry.slug) : null,
          learnMoreHref: learnMore,
          action:
            entry.status === 'live'
              ? { label: 'Learn More', href: learnMore! }
              : { label: directory.cardActions[entry.status], href: pageLinks.contact.href },
        };
      }),
    };
  });
  const { title, description, intro, eyebrow, statusesTitle, statuses, request, platform, later } = directory;
  // How many are live, filled here (the filter fills {total} and {count} as it runs): "17 vendors"
  // beside Home's "12 vendor integrations live today" read as a contradiction (outside review H).
  const live = categories.flatMap((category) => category.vendors).filter((entry) => entry.status === 'live').length;
  const filter = { ...directory.filter, countAll: fillTemplate(directory.filter.countAll, { live: String(live) }) };
  // What the cards' Your price and You keep are, in the words of the rule that computes them (cardSpec, samplePrice).
  const { cardSpec: spec } = directory;
  const keep = {
    price: {
      term: spec.price,
      text: fillTemplate(spec.legend.price, { markup: String(directory.vendorPage.sample.markup) }),
    },
    margin: { term: spec.margin, text: spec.legend.margin },
  };
  return {
    title,
    description,
    intro,
    eyebrow,
    statusesTitle,
    statuses,
    request,
    filter,
    platform,
    later,
    categories,
    keep,
  };
}

/** The directory as the Vendors page shows it: its texts and its categories of vendor cards. */
export type VendorDirectoryView = Awaited<ReturnType<typeof getVendorDirectory>>;

/** The filter's capabilities of a vendor: how it connects, and whether it syncs cost and publishes MAP. */
export function featuresOf(vendor: { integrationMethod: IntegrationMethod; syncs: SyncItem[]; map: boolean }) {
  const features: VendorFeature[] = [vendor.integrationMethod === 'API' ? 'api' : 'ftp'];
  if (vendor.syncs.includes('cost')) features.push('cost');
  if (vendor.map) features.push('map');
  return features;
}

/** The words of a vendor's own page (content/vendors/index.md, vendorPage). */
export function getVendorPageContent(): VendorPageContent {
  return loadVendorDirectory().vendorPage;
}

/** A live card's strip: its sample, the price a store lists it at, and what that sale leaves; in a group with a vendor that sets no price, its sample's stock and its setup cost. */
function cardSpec(directory: VendorDirectory, detail: z.infer<typeof vendorDetailSchema>, unpricedGroup: boolean) {
  const text = directory.cardSpec;
  const priced = unpricedGroup ? null : samplePrice(detail.sample, directory.vendorPage.sample.markup);
  const example = { term: text.example, value: detail.sample.item };
  if (!priced)
    return [
      example,
      { term: text.stock, value: formatInteger(detail.sample.stock) },
      { term: text.setup, value: detail.setupCost },
    ];
  return [
    example,
    // Always with cents ("$329.00" beside "$41.95"), as a store lists prices: whole dollars without them read as mixed
    // formats (outside review MMMMMM).
    { term: text.price, value: formatUsdCents(priced.price) },
    { term: text.margin, value: formatUsdCents(priced.margin) },
  ];
}

/** The store platform's slug and words (Shopify: see the schema's `platform`). */
export function getVendorPlatform() {
  return loadVendorDirectory().platform;
}

/** `note`: what Shopify is as a vendor ("Partner stores"), said beside its name wherever it is listed as one. */
export type VendorPage = {
  slug: string;
  name: string;
  href: string;
  category: VendorCategory;
  logo: VendorLogo;
  note?: string;
};

/** The platform's label beside Shopify's name, nothing beside any other vendor's. */
const noteOf = (directory: VendorDirectory, slug: string) =>
  slug === directory.platform.slug ? { note: directory.platform.label } : {};

/** The vendors that have a detail page, in directory order. */
export async function getVendorPages(): Promise<VendorPage[]> {
  const { directory } = loadVendors();
  return directory.categories.flatMap((category) =>
    category.vendors.flatMap(({ slug, name, logo }) =>
      slug ? [{ slug, name, href: vendorHref(slug), category: category.name, logo, ...noteOf(directory, slug) }] : [],
    ),
  );
}

/** A vendor with a page, with its status, what it makes and how it connects. */
export type RelatedVendor = VendorPage & {
  status: VendorStatus;
  method: IntegrationMethod;
  specialization: string;
  /** What it supplies, drawn on its card; none for the age-restricted category, whose pictures wait for a choice. */
  goods?: GoodsDrawing;
};

/**
 * Every vendor with a page, in directory order, with its status and one line's facts (the documentation's
 * Integrations). The age-restricted category's vendors are labelled with it ("Adult (18+)"): unlabelled, they
 * read as lighting brands' neighbours (outside review WW).
 */
export async function getVendorSummaries(): Promise<RelatedVendor[]> {
  const { directory, details } = loadVendors();
  return directory.categories.flatMap((category) =>
    category.vendors.flatMap(({ slug, name, status, logo }) => {
      const data = slug ? details.get(slug)!.data : undefined;
      const restricted = category.name === ageRestrictedCategory && category.badge;
      return slug && data
        ? [
            {
              slug,
              name,
              href: vendorHref(slug),
              category: category.name,
              logo,
              ...(restricted ? { note: `${category.name} (${category.badge})` } : noteOf(directory, slug)),
              status,
              method: data.integrationMethod,
              specialization: data.specialization,
              ...(!restricted && { goods: data.goods }),
            },
          ]
        : [];
    }),
  );
}

/**
 * The live vendors to suggest at the foot of `slug`'s page: its own category first, then the other
 * categories in directory order from the one after its own (wrapping round), so each page shows its
 * own neighbours rather than the same first few everywhere. The age-restricted category stays apart
 * both ways: its vendors suggest only each other, and no other vendor suggests them.
 */
export function relatedVendors<T extends { slug: string; category: string }>(
  vendors: readonly T[],
  slug: string,
  count: number,
): T[] {
  const at = vendors.findIndex((vendor) => vendor.slug === slug);
  if (at < 0) return [];
  const following = [...vendors.slice(at + 1), ...vendors.slice(0, at)];
  const category = vendors[at]!.category;
  const apart = (other: string) => (other === ageRestrictedCategory) !== (category === ageRestrictedCategory);
  return [
    ...following.filter((vendor) => vendor.category === category),
    ...following.filter((vendor) => vendor.category !== category && !apart(vendor.category)),
  ].slice(0, count);
}

/** Up to `count` other live vendors with a page, for the foot of `slug`'s page (relatedVendors). */
export async function getRelatedVendors(slug: string, count = 4): Promise<RelatedVendor[]> {
  const live = (await getVendorSummaries()).filter((vendor) => vendor.status === 'live' || vendor.slug === slug);
  return relatedVendors(live, slug, count);
}

export async function getVendorSlugs(): Promise<string[]> {
  return (await getVendorPages()).map((vendor) => vendor.slug);
}

export async function getVendor(slug: string): Promise<VendorDetail | undefined> {
  const { directory, details } = loadVendors();
  const entry = directory.categories.flatMap((category) => category.vendors).find((vendor) => vendor.slug === slug);
  const file = details.get(slug);
  if (!entry || !file) return undefined;
  // The shared words of how it connects and what syncs, with the vendor's name in, as the chat says them
  // (scripts/receiver/replies/vendors.mjs): "the vendor's" on every page read as the Features page again (outside review KK).
  // Its full name in the first, then its short one ("Kuzco Lighting" in every line read as machine-filled: outside review UUU).
  const short = file.data.short ?? file.data.name;
  const byName = (text: string, name: string) =>
    text.replace(/\b(?:this|the) vendor's\b/g, `${name}'s`).replace(/\bthe vendor\b/g, name);
  const { html } = await renderMarkdown(file.body);
  const method = file.data.integrationMethod;
  return {
    ...file.data,
    short,
    // A size keeps its unit on its line ("24 / oz" broke at 375 px: outside review).
    sample: { ...file.data.sample, product: keepUnits(file.data.sample.product) },
    slug,
    href: vendorHref(slug),
    status: entry.status,
    logo: entry.logo,
    aboutHtml: html,
    syncDetails: syncItems
      .filter((item) => file.data.syncs.includes(item))
      .map((item, index) => {
        const sync = directory.syncs[item]!;
        return {
          item,
          title: sync.title,
          text: byName((!file.data.map && sync.noMap ? sync.noMap : sync.text)[method], index ? short : file.data.name),
        };
      }),
  };
}

/** A vendor as the Home page shows it: its wordmark, its trade (the store platform's label for Shopify) and the link to its page. */
export type VendorIdentity = {
  slug: string;
  name: string;
  category: VendorCategory;
  logo: VendorLogo;
  href: string;
  trade?: string;
  /** What it supplies, drawn beside its name on Home's wall; none for the age-restricted category (counted, not shown). */
  goods?: GoodsDrawing;
};

/** Live vendors with a page, in directory order: the "works with" strip and the scene's vendors. */
export async function getLiveVendors(): Promise<VendorIdentity[]> {
  const { categories, platform } = await getVendorDirectory();
  return categories.flatMap((category) =>
    category.vendors.flatMap((vendor) =>
      vendor.status === 'live' && vendor.slug && vendor.href
        ? [
            {
              slug: vendor.slug,
              name: vendor.name,
              category: category.name,
              logo: vendor.logo,
              href: vendor.href,
              trade: vendor.slug === platform.slug ? platform.label : vendor.trade,
              ...(category.name !== ageRestrictedCategory && vendor.goods && { goods: vendor.goods }),
            },
          ]
        : [],
    ),
  );
}
