/** @jest-environment node */
import { renderMarkdown } from '@/lib/content/markdown';

describe('renderMarkdown headingAnchors option', () => {
  const source = '# Page\n\n## Steps & "scopes"\n\nText\n\n### Step A\n';

  it('puts a labelled permalink after every heading from h2 down, outside the heading', async () => {
    const { html, headings } = await renderMarkdown(source, { headingAnchors: true });
    expect(headings.map((heading) => heading.id)).toEqual(['page', 'steps-and-scopes', 'step-a']);
    expect(html).toContain('<h1 id="page">Page</h1>');
    expect(html).not.toContain('href="#page"');
    expect(html).toContain(
      '<div class="heading-anchor-wrapper">\n<h2 id="steps-and-scopes">Steps &#x26; "scopes"</h2>\n<a class="heading-anchor" href="#steps-and-scopes" aria-label="Permalink: Steps &amp; &quot;scopes&quot;">#</a></div>',
    );
    expect(html).toContain('<a class="heading-anchor" href="#step-a" aria-label="Permalink: Step A">#</a>');
  });

  it('leaves the default output without permalinks', async () => {
    const { html } = await renderMarkdown(source);
    expect(html).not.toContain('heading-anchor');
    expect(html).toContain('<h2 id="steps-and-scopes">');
  });
});

describe('renderMarkdown tables', () => {
  it('puts every table in a focusable box that scrolls sideways, named after its section', async () => {
    const { html } = await renderMarkdown(
      '## What we "store"\n\n| Name | How long |\n| --- | --- |\n| `theme` | Until cleared |\n',
    );
    expect(html).toMatch(
      /^<div class="table-scroll" data-scroll-x tabindex="0" role="region" aria-label="What we &quot;store&quot;">\s*<table>[\s\S]*<\/table>\s*<\/div>/m,
    );
  });
});
