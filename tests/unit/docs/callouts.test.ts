/** @jest-environment node */
import { renderMarkdown } from '@/lib/content/markdown';

// An outside review: the articles' notes and fixes read as plain paragraphs, with no note or warning box.
describe('renderMarkdown callouts', () => {
  it('sets a paragraph that opens with a bold Note:, Fix: or Warning: label as a tinted box', async () => {
    const { html } = await renderMarkdown(
      '**Note:** MSRP is applied last.\n\n**Fix:** press **Sync Data**.\n\n**Warning:** this deletes it.',
    );
    expect(html).toMatch(/<p class="[^"]*border-l-2 border-brand-500 bg-brand-50[^"]*"><strong>Note:<\/strong>/);
    expect(html).toMatch(/<p class="[^"]*border-brand-500[^"]*"><strong>Fix:<\/strong>/);
    expect(html).toMatch(/<p class="[^"]*border-warning-700 bg-warning-50[^"]*"><strong>Warning:<\/strong>/);
  });

  it('leaves a paragraph alone whose bold opening is no label', async () => {
    const { html } = await renderMarkdown(
      '**Enforce MAP** raises the price.\n\n**Check:**\n\n- one\n\nA note: not bold.',
    );
    expect(html).not.toContain('class=');
  });
});
