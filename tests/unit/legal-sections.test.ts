import { getLegalPage, numberSections, quietHeadings } from '@/lib/content/legal';

describe('legal sections', () => {
  it('numbers each section in its heading and its contents entry alike', () => {
    const { html, sections } = numberSections('<h2 id="a">First</h2><p>x</p><h2 id="b">Second</h2>', [
      { id: 'a', text: 'First', depth: 2 },
      { id: 'b', text: 'Second', depth: 2 },
    ]);
    expect(html).toBe(
      '<h2 id="a"><span class="text-ink-subtle">1.</span> First</h2><p>x</p><h2 id="b"><span class="text-ink-subtle">2.</span> Second</h2>',
    );
    expect(sections.map((section) => section.text)).toEqual(['1. First', '2. Second']);
  });

  it('sets the sections a step above the text and their subheadings at its size', () => {
    expect(quietHeadings('<h2 id="a">A</h2><h3 id="b">B</h3><h3>C</h3><header><p>x</p>')).toBe(
      '<h2 class="border-t border-line pt-8 text-xl font-semibold" id="a">A</h2><h3 class="text-base" id="b">B</h3><h3 class="text-base">C</h3><header><p>x</p>',
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
});
