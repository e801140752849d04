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
  it('puts every table in a focusable box that scrolls sideways, named after its section, with the scroll cue around it', async () => {
    const { html } = await renderMarkdown(
      '## What we "store"\n\n| Name | How long |\n| --- | --- |\n| `theme` | Until cleared |\n',
    );
    expect(html).toMatch(
      /^<div class="table-box"><div class="table-scroll edge-fade" data-scroll-x tabindex="0" role="region" aria-label="What we &quot;store&quot;">\s*<table>[\s\S]*<\/table>\s*<\/div><\/div>/m,
    );
  });

  // "KZ-FM1512" broke after its hyphen in a narrow column and read as two SKUs (outside review ZZZZZ).
  it("keeps a cell's hyphenated codes whole, as their own text, and leaves other words as they are", async () => {
    const { html } = await renderMarkdown(
      '| Vendor | SKU | Product |\n| --- | --- | --- |\n| Kuzco Lighting | KZ-FM1512 | 12-inch LED flush mount, like NL-1042 |\n',
    );
    expect(html).toContain('<td><span class="whitespace-nowrap">KZ-FM1512</span></td>');
    expect(html).toContain('<td>12-inch LED flush mount, like <span class="whitespace-nowrap">NL-1042</span></td>');
  });

  // Three columns of ~100 px wrapped every cell over three or four lines at 375 px (outside review QQQ).
  it('sets a wordy table of three or more columns as a card a row on a phone, each cell under its column name', async () => {
    const { html } = await renderMarkdown(
      '## Access\n\n| What | Collaborator Access | Custom app |\n| --- | --- | --- |\n' +
        "| Who sets it up | Our team, after your approval | You, in Shopify's Dev Dashboard |\n",
    );
    expect(html).toContain('<div class="table-box hidden sm:block"><div class="table-scroll edge-fade"');
    const cards = html.slice(html.indexOf('</table>'));
    expect(cards).toMatch(/<div class="[^"]*sm:hidden">/);
    expect(
      cards
        .replace(/<[^>]+>/g, '|')
        .split(/\|+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ).toEqual([
      'Who sets it up',
      'Collaborator Access',
      'Our team, after your approval',
      'Custom app',
      "You, in Shopify's Dev Dashboard",
    ]);
  });

  it('keeps a table of figures, or of two columns, as a table on every screen', async () => {
    for (const source of [
      '| Vendor quantity | Quantity Delta | Sent to your store |\n| ---: | ---: | ---: |\n| 10 | 3 | 7 |\n',
      '| Status | When |\n| --- | --- |\n| 401 Unauthorized | The token is missing, malformed, expired or revoked. |\n',
    ]) {
      const { html } = await renderMarkdown(source);
      expect(html).toContain('<div class="table-box"><div class="table-scroll edge-fade" ');
      expect(html).not.toContain('sm:hidden');
    }
  });
});
