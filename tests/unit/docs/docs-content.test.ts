/** @jest-environment node */
import { getAllDocs, getApiReference, getDocBySlug, getDocChain, splitParts } from '@/lib/content/docs';
import { docRecords } from '@/lib/search/build-index';
import { categoryTitle } from '@/lib/docs/categories';
import { markdownToPlainText } from '@/lib/docs/plain-text';

const chain = [
  'quick-start-guide',
  'connect-shopify',
  'add-vendor',
  'prepare-products',
  'product-creation',
  'dashboard-overview',
  'search-and-push',
  'two-way-syncing',
  'inventory-management',
  'order-management',
];
const troubleshooting = ['health-check', 'collection-check', 'quantity-check', 'pricing-rules'];

describe('documentation content', () => {
  it('has exactly the fourteen spec articles', () => {
    expect(
      getAllDocs()
        .map((doc) => doc.slug)
        .sort(),
    ).toEqual([...chain, ...troubleshooting].sort());
  });

  it('computes the spec reading times: quick start 2 min, Connect Shopify 3 min', () => {
    const docs = getAllDocs();
    const quickStart = docs.find((doc) => doc.slug === 'quick-start-guide')!;
    const connect = docs.find((doc) => doc.slug === 'connect-shopify')!;
    expect(quickStart.words).toBeGreaterThan(200);
    expect(quickStart.words).toBeLessThanOrEqual(400);
    expect(quickStart.readingTime).toBe('2 min read');
    expect(connect.words).toBeGreaterThan(400);
    expect(connect.words).toBeLessThanOrEqual(600);
    expect(connect.readingTime).toBe('3 min read');
  });

  it('orders the reading chain as the spec lists it', () => {
    expect(getDocChain().map((doc) => doc.slug)).toEqual(chain);
  });

  it('links the chain with Back/Next, from the documentation to the FAQ', async () => {
    const first = (await getDocBySlug('quick-start-guide'))!;
    expect(first.previous.href).toBe('/documentation');
    expect(first.next.href).toBe('/documentation/connect-shopify');
    const last = (await getDocBySlug('order-management'))!;
    expect(last.previous.href).toBe('/documentation/inventory-management');
    expect(last.next).toEqual({ title: 'FAQ', href: '/faq' });
  });

  it('ends the troubleshooting guides at the FAQ, never back at the index', async () => {
    const last = (await getDocBySlug('pricing-rules'))!;
    expect(last.previous.href).toBe('/documentation/quantity-check');
    expect(last.next).toEqual({ title: 'FAQ', href: '/faq' });
  });

  it('links each troubleshooting article to the other three', async () => {
    const page = (await getDocBySlug('quantity-check'))!;
    expect(page.related.map((link) => link.href)).toEqual([
      '/documentation/health-check',
      '/documentation/collection-check',
      '/documentation/pricing-rules',
    ]);
  });

  it('renders headings with ids and permalinks, and places the calculators', async () => {
    const pricing = (await getDocBySlug('pricing-rules'))!;
    expect(pricing.headings[0]).toEqual({
      depth: 2,
      text: 'The Three Rules, in Order',
      id: 'the-three-rules-in-order',
    });
    expect(pricing.parts.map((part) => part.kind)).toEqual(['html', 'figure', 'html', 'calculator', 'html']);
    const html = pricing.parts[0]!.kind === 'html' ? pricing.parts[0]!.html : '';
    expect(html).toContain(
      '<a class="heading-anchor" href="#the-three-rules-in-order" aria-label="Permalink: The Three Rules, in Order">#</a>',
    );
    expect((await getDocBySlug('inventory-management'))!.parts).toContainEqual({
      kind: 'calculator',
      calculator: 'quantity-delta',
    });
    expect(await getDocBySlug('no-such-article')).toBeUndefined();
  });

  it("places Connect Shopify's drawn Shopify Settings after step C, for Shopify's current custom-app flow", async () => {
    const page = (await getDocBySlug('connect-shopify'))!;
    expect(page.parts.map((part) => (part.kind === 'figure' ? part.figure.kind : part.kind))).toEqual([
      'html',
      'sample',
      'html',
      'sample',
      'html',
      'shopify-settings',
      'html',
    ]);
    const before = page.parts
      .slice(0, 5)
      .map((part) => (part.kind === 'html' ? part.html : ''))
      .join('');
    // Shopify moved new custom apps from the admin's Develop apps to the Dev Dashboard (January 1, 2026).
    expect(before).toContain('dev.shopify.com');
    expect(before).toContain('copy its <strong>Client ID</strong> and <strong>Client secret</strong>');
    expect(before).not.toMatch(/Settings<\/strong>, then <strong>Apps and sales channels/);
    expect(before).toMatch(/Sync Data<\/strong> to pull your collections[^]*<\/ol>\s*$/);
    // The settings drawing numbers its parts as the list of step C does: each numbered part is named,
    // in bold, by the text of its step (outside review: the token was marked step 3, whose text says
    // Linkwell fetches it).
    const settings = page.parts[5]!;
    expect(settings.kind === 'figure' && settings.figure.kind === 'shopify-settings' && settings.figure).toMatchObject({
      fields: [
        { label: 'API key', step: 3 },
        { label: 'API secret key', step: 3 },
        // Requested by Linkwell with the two on save: a Dev Dashboard app shows no token to copy.
        { label: 'Admin API access token', note: 'Requested by Linkwell' },
      ],
      save: { label: 'Save', step: 3 },
      sync: { label: 'Sync Data', step: 4 },
    });
    const figure = settings.kind === 'figure' && settings.figure.kind === 'shopify-settings' ? settings.figure : null;
    const stepC = before.slice(before.lastIndexOf('<ol>'));
    // Step C's own items, each with any list nested in it (step 3 says which credential goes into which field).
    const items: string[] = [];
    let depth = 0;
    let start = 0;
    for (const tag of stepC.matchAll(/<\/?li>/g)) {
      if (tag[0] === '<li>' && depth++ === 0) start = tag.index + tag[0].length;
      if (tag[0] === '</li>' && --depth === 0) items.push(stepC.slice(start, tag.index));
    }
    const marked = [...figure!.fields, figure!.save, figure!.sync].filter((part) => part.step !== undefined);
    for (const part of marked)
      expect([part.label, items[part.step! - 1]]).toEqual([
        part.label,
        expect.stringContaining(`<strong>${part.label}</strong>`),
      ]);
    expect(items[2]).not.toContain('<strong>Admin API access token</strong>');
    expect(items[2]).toContain('Linkwell then requests the Admin API access token');
    // Which Shopify credential goes into which Linkwell field, said once (outside review SS).
    expect(items[2]).toMatch(/<strong>Client ID<\/strong> goes into <strong>API key<\/strong>/);
    expect(items[2]).toMatch(/<strong>Client secret<\/strong> goes into <strong>API secret key<\/strong>/);
  });

  // An outside review: "Long Shopify scope lists appear as inline code chips inside bullets; they're hard to scan or copy."
  it("sets Connect Shopify's Admin API scopes one resource a line in two code panels to copy, not as chips in bullets", async () => {
    const page = (await getDocBySlug('connect-shopify'))!;
    const html = page.parts.map((part) => (part.kind === 'html' ? part.html : '')).join('');
    const scopesIn = (text: string) => [...text.matchAll(/\b(?:read|write)_[a-z_]+/g)].map(([scope]) => scope).sort();
    const both = (...names: string[]) => names.flatMap((name) => [`read_${name}`, `write_${name}`]);
    const samples = page.parts.flatMap((part) => (part.kind === 'sample' ? [part.sample] : []));
    expect(samples.map((sample) => [sample.label, sample.language])).toEqual([
      ['Product syncing scopes', 'text'],
      ['Order management scopes', 'text'],
    ]);
    // The spec's scopes (section 6): read and write for products, inventory, publications; read for locations;
    // optionally read and write for files. Read and write for orders, fulfillments and assigned fulfillment
    // orders; read for customers; read for all orders.
    expect(scopesIn(samples[0]!.code)).toEqual(
      [...both('products', 'inventory', 'publications', 'files'), 'read_locations'].sort(),
    );
    expect(scopesIn(samples[1]!.code)).toEqual(
      [...both('orders', 'fulfillments', 'assigned_fulfillment_orders'), 'read_customers', 'read_all_orders'].sort(),
    );
    // One resource a line, read before write, the lines comma-joined so a copied list pastes as one; a resource whose
    // two scopes would run past a phone's panel (assigned fulfillment orders) has its write scope on the next line.
    for (const { code } of samples) {
      const lines = code.split('\n');
      for (const [index, line] of lines.entries())
        if (line.startsWith('write_')) expect(lines[index - 1]).toBe(`read_${line.slice(6).replace(/,$/, '')},`);
        else expect(line).toMatch(/^read_([a-z_]+)(, write_\1)?,?$/);
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(38);
      expect(lines.slice(0, -1).every((line) => line.endsWith(','))).toBe(true);
      expect(lines.at(-1)).not.toMatch(/,$/);
    }
    expect(html).toContain('The files scopes are optional');
    expect(html).not.toMatch(/<(li|p)>[^<]*<code>(read|write)_/);
  });

  it('sets a labelled fenced block of an article in a code panel where it was; an unknown language fails the build', async () => {
    const { renderMarkdown } = await import('@/lib/content/markdown');
    const { html, code } = await renderMarkdown('a\n\n```text Two lines\none,\ntwo\n```\n\n```\nplain\n```\n', {
      codePanels: true,
    });
    expect(code).toEqual([{ label: 'Two lines', language: 'text', code: 'one,\ntwo' }]);
    const doc = { slug: 'example', figures: undefined, code };
    expect(splitParts(html, doc)).toEqual([
      { kind: 'html', html: '<p>a</p>\n' },
      { kind: 'sample', sample: { label: 'Two lines', language: 'text', code: 'one,\ntwo', id: 'doc-code-0' } },
      { kind: 'html', html: '\n<pre><code>plain\n</code></pre>\n' },
    ]);
    expect(() => splitParts(html, { ...doc, code: [{ ...code[0]!, language: 'cobol' }] })).toThrow(
      'docs/example.md: a fenced block "Two lines" in a language not highlighted',
    );
  });

  it('fails the build for a marker that names no calculator or no figure of the article', () => {
    const doc = { slug: 'example', figures: undefined };
    expect(() => splitParts('<p>a</p>\n<!-- figure:missing -->\n', doc)).toThrow(
      'docs/example.md: no figure "missing" in its frontmatter',
    );
    expect(() => splitParts('<!-- calculator:tax -->', doc)).toThrow('docs/example.md: no calculator named "tax"');
    expect(splitParts('<p>a</p><!-- calculator:price-rule --><p>b</p>', doc)).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'calculator', calculator: 'price-rule' },
      { kind: 'html', html: '<p>b</p>' },
    ]);
  });

  it("places an article's code sample where its marker is, and fails the build for a sample it does not define", () => {
    const sample = { label: 'products_export_1.csv', language: 'csv' as const, code: 'Handle,Variant SKU' };
    const doc = { slug: 'example', figures: undefined, samples: { export: sample } };
    expect(splitParts('<p>a</p><!-- sample:export -->', doc)).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'sample', sample: { ...sample, id: 'doc-sample-export' } },
    ]);
    expect(() => splitParts('<!-- sample:missing -->', doc)).toThrow(
      'docs/example.md: no sample "missing" in its frontmatter',
    );
  });

  it('indexes an article as plain text as written (excerpts show it), without Markdown or link addresses', () => {
    const records = docRecords(getAllDocs().find((doc) => doc.slug === 'connect-shopify')!);
    const text = records.map((record) => [record.section, record.text].join(' ')).join(' ');
    expect(text).toContain('Option 1: Collaborator Access (Recommended)');
    expect(text).toContain('read_assigned_fulfillment_orders');
    expect(text).not.toMatch(/\/documentation\/|\*\*|##/);
  });

  it("indexes every article's description in its opening record, whatever the article starts with", () => {
    for (const doc of getAllDocs()) {
      const [opening] = docRecords({ ...doc, body: `## A heading first\n\n${doc.body}` });
      expect(opening).toEqual({
        kind: 'docs',
        title: doc.title,
        category: categoryTitle(doc.category),
        href: doc.href,
        text: doc.description,
      });
    }
  });

  it('plain text drops HTML comments, link addresses and emphasis marks', () => {
    expect(
      markdownToPlainText('## Hi\n\nSee [the **guide**](/x) and `code`.\n\n<!-- calculator:price-rule -->\n'),
    ).toBe('Hi See the guide and code.');
  });

  it('loads the six API calls with their fields', async () => {
    const api = await getApiReference();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /wh/api/v1/products',
      'POST /wh/api/platform/v1/products',
      'GET /wh/api/v1/products',
      'GET /wh/api/v1/products/count',
      'PATCH /wh/api/v1/products/{sku}',
      'PATCH /wh/api/v1/products/{sku}',
    ]);
    expect(api.calls[0]!.fields.map((field) => `${field.name}:${field.type}`)).toEqual([
      'vendor:string',
      'sku:string',
      'store:string',
      'publish:boolean',
      'tags:string',
    ]);
    expect(api.introHtml).toContain('Premium plan');
  });

  it("says why the push call has a path of its own, and dates its samples in 2026, none after the site's date (November 30)", async () => {
    const api = await getApiReference();
    const push = api.calls.find((call) => call.id === 'push-to-platform')!;
    expect(push.summary).toContain('under /wh/api/platform/v1, not /wh/api/v1 like the other calls, because');
    const stamps = api.calls.flatMap((call) => call.responseExample.match(/\d{4}-\d\d-\d\dT[\d:]+Z/g) ?? []);
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) {
      expect(stamp.startsWith('2026-')).toBe(true);
      expect(stamp <= '2026-11-30').toBe(true);
    }
  });

  it('splits the API guide into its sections with their samples, and gives every call a response example', async () => {
    const api = await getApiReference();
    expect(api.sections.map((section) => section.text)).toEqual(['Base URL', 'Authentication']);
    expect(api.limits.sections.map((section) => section.text)).toEqual(['Errors', 'Pagination', 'Rate Limits']);
    expect(api.limits.href).toBe('/documentation/api-reference/errors-and-limits');
    expect(api.introHtml).not.toContain('<h2');
    const samples = [...api.guide, ...api.limits.guide].flatMap((part) =>
      part.kind === 'sample' ? [part.sample.id] : [],
    );
    expect(samples).toEqual([
      'api-sample-setup',
      'api-sample-authenticated',
      'api-sample-unauthorized',
      'api-sample-error',
      'api-sample-pagination',
    ]);
    // Authentication's request is a call's, written in the page's languages as the calls' are (ApiSampleTabs).
    const request = api.guide.find((part) => part.kind === 'sample' && part.sample.id === 'api-sample-authenticated');
    expect(request).toMatchObject({ sample: { request: { method: 'GET', path: '/wh/api/v1/products/count' } } });
    // Each section's heading opens a part of its own, so the page sets a section's samples beside its words.
    const sectionStarts = [...api.guide, ...api.limits.guide].flatMap((part) =>
      part.kind === 'html' && part.html.includes('<h2') ? [part.html.trimStart().slice(0, 45)] : [],
    );
    expect(sectionStarts).toHaveLength(5);
    for (const start of sectionStarts) expect(start).toMatch(/^<div class="heading-anchor-wrapper">\s*<h2 id="/);
    for (const call of api.calls) {
      expect(call.status).toMatch(/^20[01] /);
      expect(() => JSON.parse(call.responseExample)).not.toThrow();
    }
    // The spec's list example asks for 50: page is optional and left out of the samples.
    expect(api.calls.find((call) => call.id === 'list-products')!.fields.find((f) => f.name === 'page')).toMatchObject({
      optional: true,
    });
  });
});

// Outside review HHH: Connect Shopify asked for the subject "Integration", which the contact form does not offer.
it('every subject an article asks a reader to choose on the contact form is one the form offers', async () => {
  const { subjectOptions } = await import('@/lib/forms/contact-fields');
  const labels = subjectOptions.map((option) => option.label);
  const asked = getAllDocs().flatMap((doc) =>
    [...doc.body.replace(/\s+/g, ' ').matchAll(/choose \*\*([^*]+)\*\* as the subject/g)].map((match) => match[1]),
  );
  expect(asked.length).toBeGreaterThan(0);
  for (const subject of asked) expect(labels).toContain(subject);
});
