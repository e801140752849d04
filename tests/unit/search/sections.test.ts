/** @jest-environment node */
import { getAllDocs } from '@/lib/content/docs';
import { renderMarkdown } from '@/lib/content/markdown';
import { docRecords, isGenericHeading } from '@/lib/search/build-index';
import { markdownSections } from '@/lib/search/sections';

const article = `Opening words with **bold** text and a [link](https://example.com/hidden).

## Step 1: Create Your Account

Sign up with your *email*.

### Details

- one
- two

<!-- calculator:price-rule -->

## Setup

First setup.

## Setup

Second setup.

> ## Quoted heading
> inside a quote

## Empty heading
`;

describe('markdownSections', () => {
  const sections = markdownSections(article);

  it('starts with the opening, then one section per heading of any level, with its text up to the next', () => {
    expect(sections.map(({ id, heading }) => [id, heading])).toEqual([
      [null, null],
      ['step-1-create-your-account', 'Step 1: Create Your Account'],
      ['details', 'Details'],
      ['setup', 'Setup'],
      ['setup-1', 'Setup'],
      // The quoted heading has an id of its own on the page, so the next one counts it.
      ['empty-heading', 'Empty heading'],
    ]);
    expect(sections[0]!.text).toBe('Opening words with bold text and a link.');
    expect(sections[1]!.text).toBe('Sign up with your email.');
    // List items end with a full stop, so an excerpt never runs one into the next (issue 49's review).
    expect(sections[2]!.text).toBe('one. two.');
    expect(sections[4]!.text).toBe('Second setup. Quoted heading inside a quote');
    expect(sections[5]!.text).toBe('');
  });

  it('gives the ids the Markdown pipeline gives the same headings', async () => {
    const { headings } = await renderMarkdown(article);
    const pageIds = headings.map((heading) => heading.id);
    expect(pageIds).toContain('quoted-heading');
    for (const section of sections.filter((entry) => entry.id)) expect(pageIds).toContain(section.id);
  });

  it('ends a list item with a full stop, but not one whose sentence runs on into the next item', () => {
    const [opening] = markdownSections(
      'Removing it:\n\n- unlinks the product,\n- archives it in the hub, and\n- stops sending updates for it.\n',
    );
    expect(opening!.text).toBe(
      'Removing it: unlinks the product, archives it in the hub, and stops sending updates for it.',
    );
    expect(markdownSections('- one\n- two or\n- three\n')[0]!.text).toBe('one. two or three.');
  });

  it('drops an article without any text', () => {
    expect(markdownSections('')).toEqual([]);
    expect(markdownSections('<!-- only a comment -->')).toEqual([]);
  });
});

describe('docRecords', () => {
  it('gives every section of every article the anchor its page has, and the opening the article itself', async () => {
    for (const doc of getAllDocs()) {
      const records = docRecords(doc);
      const { headings } = await renderMarkdown(doc.body, { headingAnchors: true });
      expect(records[0]).toMatchObject({ kind: 'docs', title: doc.title, href: doc.href });
      expect(records[0]!.text.startsWith(doc.description)).toBe(true);
      // Every heading but the generic ones ("Next step"), each with its page's anchor.
      const named = headings.filter((heading) => !isGenericHeading(heading.text));
      const anchors = records.slice(1).map((record) => record.href.replace(`${doc.href}#`, ''));
      expect(anchors).toEqual(named.map((heading) => heading.id));
      expect(records.slice(1).map((record) => record.section)).toEqual(named.map((heading) => heading.text));
    }
  });

  it('makes no result of a generic heading: navigation is left out, an overview joins the opening', () => {
    const records = docRecords({
      title: 'Inventory Management',
      href: '/documentation/inventory-management',
      description: 'How stock flows.',
      body: [
        '## Overview',
        'Linkwell reads stock every hour.',
        '## Quantity Delta',
        'Holds back a few units.',
        '## Next steps',
        'Read [Order Management](/documentation/order-management).',
        '## What’s next',
        'The FAQ.',
        '## Related articles',
        'Pricing Rules.',
        '## See also',
        'Health Check.',
        '### Before you begin',
        'Connect your store.',
      ].join('\n\n'),
    });
    expect(records.map((record) => record.section ?? null)).toEqual([null, 'Quantity Delta']);
    expect(records[0]!.text).toBe('How stock flows. Linkwell reads stock every hour. Connect your store.');
    expect(records.map((record) => record.text).join(' ')).not.toMatch(
      /Order Management|FAQ|Pricing Rules|Health Check/,
    );
  });

  it('tells generic headings from ones that name a subject', () => {
    for (const heading of [
      'Next Step',
      'Next Steps',
      "What's Next",
      'Related',
      'See also:',
      'Overview',
      'Before you begin',
    ])
      expect([heading, isGenericHeading(heading)]).toEqual([heading, true]);
    for (const heading of [
      'Next-day shipping',
      'Overview of vendor settings',
      'Step 2: Connect Your Store',
      'Related products',
    ])
      expect([heading, isGenericHeading(heading)]).toEqual([heading, false]);
  });

  it('indexes no "Next Step" or "What\'s next" heading of the real articles', () => {
    const sections = getAllDocs().flatMap((doc) => docRecords(doc).map((record) => record.section ?? ''));
    expect(sections.filter((section) => /^(next steps?|what.s next)$/i.test(section))).toEqual([]);
    expect(sections.length).toBeGreaterThan(50);
  });
});
