/** @jest-environment node */
import { renderMarkdown } from '@/lib/content/markdown';

// Outside reviews: the articles' notes and fixes read as plain paragraphs, then as plain boxes with no
// note or warning mark. A callout is a tinted box with the kind's mark and its bold label.
describe('renderMarkdown callouts', () => {
  it('sets a paragraph that opens with a bold Note:, Tip:, Fix: or Warning: label as a tinted box with its mark', async () => {
    const { html } = await renderMarkdown(
      '**Note:** MSRP is applied last.\n\n**Tip:** use the bulk editor.\n\n**Fix:** press **Sync Data**.\n\n**Warning:** this deletes it.',
    );
    const box = (tint: string, mark: string, icon: string, label: string) =>
      new RegExp(
        `<p class="flex gap-3 [^"]*border-l-2 [^"]*${tint}"><svg aria-hidden="true" class="[^"]*${mark}"><use href="/sprite.svg#${icon}"/></svg><span><strong>${label}</strong>`,
      );
    expect(html).toMatch(box('border-brand-500 bg-brand-50', 'text-brand-700', 'info', 'Note:'));
    expect(html).toMatch(box('border-success-700/40 bg-success-50', 'text-success-700', 'lightbulb', 'Tip:'));
    expect(html).toMatch(box('border-brand-500 bg-brand-50', 'text-brand-700', 'arrowRight', 'Fix:'));
    expect(html).toMatch(box('border-warning-700 bg-warning-50', 'text-warning-700', 'alert', 'Warning:'));
    // The words after the label stay in the box, in one span (a second line starts under the first).
    expect(html).toContain('<span><strong>Fix:</strong> press <strong>Sync Data</strong>.</span></p>');
  });

  it('sets a blockquote of one labelled paragraph as the same callout, not a quotation', async () => {
    const { html } = await renderMarkdown('> **Warning:** this [deletes](/x) it.');
    expect(html).not.toContain('<blockquote>');
    expect(html).toMatch(
      /^<p class="flex gap-3 [^"]*border-warning-700 bg-warning-50"><svg [^>]*><use href="\/sprite.svg#alert"\/><\/svg><span><strong>Warning:<\/strong> this <a href="\/x">deletes<\/a> it.<\/span><\/p>/,
    );
  });

  it('leaves a paragraph alone whose bold opening is no label, and a plain quotation a quotation', async () => {
    const { html } = await renderMarkdown(
      '**Enforce MAP** raises the price.\n\n**Check:**\n\n- one\n\nA note: not bold.\n\n> A quotation.',
    );
    expect(html).not.toContain('class=');
    expect(html).toContain('<blockquote>');
  });
});

// Outside review GGG: "no callouts" on the articles a new customer reads first. The Quick Start opens with what to
// have at hand and stops a missed Sync Data in Step 2; Add a Vendor says why few products matched.
describe('the first articles carry their callouts', () => {
  it.each([
    ['quick-start-guide', ['Note:', 'Tip:']],
    ['connect-shopify', ['Note:']],
    ['add-vendor', ['Tip:']],
  ])('%s', async (slug, labels) => {
    const { getDocBySlug } = await import('@/lib/content/docs');
    const doc = (await getDocBySlug(slug))!;
    const found = [
      ...doc.parts
        .flatMap((part) => (part.kind === 'html' ? [part.html] : []))
        .join('')
        .matchAll(/<p class="flex gap-3 [^"]*"><svg [^>]*>.*?<\/svg><span><strong>([^<]+)<\/strong>/g),
    ].map((match) => match[1]);
    expect(found).toEqual(labels);
  });
});
