import {
  getLegalPage,
  legalFrontmatterSchema,
  numberSections,
  quietHeadings,
  summarizeSections,
} from '@/lib/content/legal';
import { loadContentFile } from '@/lib/content/load';

describe('legal sections', () => {
  it('numbers each section in its heading and its contents entry alike', () => {
    const { html, sections } = numberSections('<h2 id="a">First</h2><p>x</p><h2 id="b">Second</h2>', [
      { id: 'a', text: 'First', depth: 2 },
      { id: 'b', text: 'Second', depth: 2 },
    ]);
    expect(html).toBe('<h2 id="a">1. First</h2><p>x</p><h2 id="b">2. Second</h2>');
    expect(sections.map((section) => section.text)).toEqual(['1. First', '2. Second']);
  });

  it('sets the sections a step above the text and their subheadings at its size', () => {
    expect(quietHeadings('<h2 id="a">A</h2><h3 id="b">B</h3><h3>C</h3><header><p>x</p>')).toBe(
      '<h2 class="border-t border-line pt-8 text-xl font-semibold" id="a">A</h2><h3 class="text-lg" id="b">B</h3><h3 class="text-lg">C</h3><header><p>x</p>',
    );
  });

  it('refuses headings and contents that disagree', () => {
    expect(() => numberSections('<h2 id="a">First</h2>', [])).toThrow(/1 h2 tags for 0 sections/);
  });

  it('numbers every policy from 1, with the same count of headings and contents entries', async () => {
    for (const slug of ['privacy', 'terms', 'cookies'] as const) {
      const page = await getLegalPage(slug);
      expect(page.sections[0]!.text).toMatch(/^1\. /);
      expect(page.html.match(/<h2[\s>]/g)).toHaveLength(page.sections.length);
      expect(page.html).not.toMatch(/<h[23]>|<h[23] id/);
    }
  });

  it('gives every section of every policy a one-line summary under its heading, and no summary without a section', async () => {
    for (const slug of ['privacy', 'terms', 'cookies'] as const) {
      const page = await getLegalPage(slug);
      const { data } = loadContentFile('legal', slug, legalFrontmatterSchema);
      expect(data.sectionSummaries.map((entry) => entry.heading)).toEqual(
        page.sections.map((section) => section.text.replace(/^\d+\. /, '')),
      );
      const sections = page.html.split(/<h2[\s>]/).slice(1);
      expect(sections).toHaveLength(page.sections.length);
      sections.forEach((section, index) => {
        const { summary } = data.sectionSummaries[index]!;
        // Right after the heading, before the section's own text, and one line: a sentence, not a paragraph.
        expect(section).toMatch(/^[^]*?<\/h2><p [^>]*data-section-summary[^>]*><span data-in-short>In short: <\/span>/);
        expect(section).toContain(`In short: </span>${summary}</p>`);
        expect(summary.length).toBeLessThanOrEqual(160);
      });
    }
  });

  it('refuses a policy with a section that has no summary, or a summary for no section', () => {
    const sections = [
      { id: 'a', text: 'First', depth: 2 },
      { id: 'b', text: 'Second', depth: 2 },
    ];
    const html = '<h2 id="a">First</h2><p>x</p><h2 id="b">Second</h2>';
    expect(() => summarizeSections(html, sections, [{ heading: 'First', summary: 'The first, in short.' }])).toThrow(
      /no summary for Second/,
    );
    expect(() =>
      summarizeSections(html, sections, [
        { heading: 'First', summary: 'One.' },
        { heading: 'Second', summary: 'Two.' },
        { heading: 'Third', summary: 'Three.' },
      ]),
    ).toThrow(/no section named Third/);
    expect(
      summarizeSections(html, sections, [
        { heading: 'First', summary: 'Yours & <ours>' },
        { heading: 'Second', summary: 'Two.' },
      ]),
    ).toBe(
      '<h2 id="a">First</h2><p data-section-summary><span data-in-short>In short: </span>Yours &amp; &lt;ours&gt;</p><p>x</p><h2 id="b">Second</h2><p data-section-summary><span data-in-short>In short: </span>Two.</p>',
    );
  });

  it('validates the summaries as frontmatter: a policy without them fails to load', () => {
    expect(
      legalFrontmatterSchema.safeParse({
        title: 'T',
        description: 'A description long enough.',
        lastUpdated: 'July 11, 2025',
        summary: { title: 'In Short', points: ['A first point.', 'A second point.'] },
      }).success,
    ).toBe(false);
  });
});
