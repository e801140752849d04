/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { getAllDocs } from '@/lib/content/docs';
import { getFaqCategories } from '@/lib/content/faq';
import { buildSiteSearchIndex, packSiteSearchIndex } from '@/lib/search/build-index';
import { parseSiteSearchIndex } from '@/lib/search/parse';
import { isSameSiteHref } from '@/lib/site/same-site';
import { searchKinds } from '@/lib/search/types';

describe('the site search index', () => {
  let index: Awaited<ReturnType<typeof buildSiteSearchIndex>>;
  beforeAll(async () => {
    index = await buildSiteSearchIndex();
  });

  it("states a vendor's facts as sentences, so a result's snippet never runs one into the next", () => {
    // Outside review RR: Ctrl+K showed Shopify as "…Store-to-store supply between Shopify merchants Ottawa,…".
    const shopify = index.records.find((record) => record.kind === 'vendor' && record.title === 'Shopify')!;
    expect(shopify.text).toContain('Store-to-store supply between Shopify merchants. Ottawa, Ontario, Canada. API.');
    const unended = index.records.filter((record) => record.kind === 'vendor' && !record.text.endsWith('.'));
    expect(unended.map((record) => record.title)).toEqual([]);
  });

  it('labels a vendor with its trade, as its card does, else its category as the list heads it', () => {
    // Outside review PPPP: Ctrl+K labelled Kuzco Lighting "Furniture" while the directory calls it Lighting.
    const sectionOf = (title: string) =>
      index.records.find((record) => record.kind === 'vendor' && record.title === title)?.section;
    expect(sectionOf('Kuzco Lighting')).toBe('Lighting');
    expect(sectionOf('Crystorama')).toBe('Chandeliers');
    expect(sectionOf('James+James')).toBe('Furniture');
    expect(sectionOf('Medline')).toBe('Medical Supplies');
  });

  it('holds every kind: docs sections, questions, vendors, case studies, positions and main pages', () => {
    const count = (kind: string) => index.records.filter((record) => record.kind === kind).length;
    for (const kind of searchKinds) expect(count(kind)).toBeGreaterThan(0);
    expect(count('vendor')).toBe(17);
    expect(count('case-study')).toBe(4);
    expect(count('position')).toBe(4);
    // Each article's opening, and the API reference's (a page of the documentation, labelled API Reference).
    expect(index.records.filter((record) => record.kind === 'docs' && !record.section)).toHaveLength(
      getAllDocs().length + 1,
    );
    expect(index.records.find((record) => record.href === '/documentation/api-reference')?.category).toBe(
      'API Reference',
    );
    // The reference's guide sections and those of its second page, each found by its short summary.
    expect(
      index.records.filter((record) =>
        /^\/documentation\/api-reference.*#(base-url|authentication|errors|pagination|rate-limits)$/.test(record.href),
      ),
    ).toHaveLength(5);
    // Each article's opening names its category, shown above its title in the dialog as on the box's cards.
    expect(index.records.find((record) => record.href === '/documentation/health-check')?.category).toBe(
      'Troubleshooting',
    );
  });

  it('links each question to its own anchor on /faq', async () => {
    const questions = (await getFaqCategories()).flatMap((category) => category.items);
    const faq = index.records.filter((record) => record.kind === 'faq');
    expect(faq.map((record) => record.href)).toEqual(questions.map((item) => `/faq#${item.id}`));
    expect(faq.every((record) => !/[*_`[\]]/.test(record.text))).toBe(true);
  });

  it('links only inside the site, each record with a title and text', () => {
    for (const record of index.records) {
      expect(isSameSiteHref(record.href)).toBe(true);
      expect(record.title.trim()).not.toBe('');
      expect(record.text.trim() || record.section).toBeTruthy();
    }
  });

  it('names its popular articles by title, each with its description', () => {
    expect(index.popular.map((link) => link.href)).toEqual([
      '/documentation/quick-start-guide',
      '/documentation/connect-shopify',
      '/documentation/add-vendor',
      '/documentation/health-check',
    ]);
    expect(index.popular[0]!.title).toBe('Quick Start Guide');
    // With what each is about, its description, for the dialog before anything is typed.
    expect(index.popular[0]!.text).toMatch(/^Set up Linkwell in one sitting/);
  });

  // 34 KB since issue 49's twelfth round (was 25): nine guides grew from a "2 min read" to three or four, with
  // worked examples and what to do when a fix does not work (outside reviews DDDD, EEEE: the docs looked thin).
  it('stays within 34 KB gzipped, as the build writes it', () => {
    expect(gzipSync(JSON.stringify(packSiteSearchIndex(index)), { level: 6 }).length).toBeLessThanOrEqual(34 * 1024);
  });

  it('is written with bare "#" anchors for headings, which the browser reads back to the same addresses', () => {
    const packed = packSiteSearchIndex(index);
    const section = packed.records.find((record) => record.section === 'Step 1: Create Your Account')!;
    expect(section.href).toBe('/documentation/quick-start-guide#');
    // Read back through JSON, as the browser fetches it: every record as built.
    expect(parseSiteSearchIndex(JSON.parse(JSON.stringify(packed))).records).toEqual(index.records);
  });
});

describe('pages indexed in full', () => {
  it('holds every section of the legal pages, linked to its heading', async () => {
    const index = await buildSiteSearchIndex();
    for (const [href, heading] of [
      ['/privacy', 'Who We Share It With'],
      ['/terms', 'Cancellation and Your Data'],
      ['/cookies', 'How to Remove Them'],
    ] as const) {
      const record = index.records.find((entry) => entry.href.startsWith(`${href}#`) && entry.section === heading);
      expect(record?.text.length).toBeGreaterThan(50);
    }
    expect(index.records.find((entry) => entry.href === '/privacy')?.text).toMatch(/apply for a job/);
  });

  it("holds a Features card's words, not the sample rows its picture draws (a snippet of them read as noise)", async () => {
    const index = await buildSiteSearchIndex();
    const features = index.records.find((entry) => entry.href === '/features')!.text;
    expect(features).toMatch(/Mobile Access: Check a sync or an order from your phone/);
    expect(features).not.toMatch(/Delta 3 · Wall Sconces|12 min ago|2 failing/);
  });

  it('holds the plans of the pricing page and a record for the API reference', async () => {
    const index = await buildSiteSearchIndex();
    expect(index.records.find((entry) => entry.href === '/pricing')?.text).toMatch(/Premium: \$299 a month/);
    expect(index.records.find((entry) => entry.href === '/documentation/api-reference')?.title).toBe('API Reference');
    // Its calls are anchors on its page.
    expect(index.records.find((entry) => entry.section === "Update a Product's Price")?.href).toBe(
      '/documentation/api-reference#api-update-price',
    );
  });
});
