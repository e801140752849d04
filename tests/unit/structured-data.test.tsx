/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, jsonLdText } from '@/components/seo/JsonLd';
import { placeStructuredData } from '../../scripts/build/structured-data.mjs';

const empty = (key: string) => `<script type="application/ld+json" data-ld="${key}"></script>`;

describe('structured data written by the build (scripts/build/structured-data.mjs)', () => {
  const kept: Record<string, string> = { '0123456789ab': '{"@type":"BreadcrumbList"}' };
  const textOf = (key: string) => kept[key];

  it('writes the kept text into its empty script and leaves every other script alone', () => {
    const html = `<head><script>theme()</script></head><body>${empty('0123456789ab')}<script type="application/json">[]</script></body>`;
    expect(placeStructuredData(html, textOf)).toBe(
      `<head><script>theme()</script></head><body><script type="application/ld+json" data-ld="0123456789ab">{"@type":"BreadcrumbList"}</script><script type="application/json">[]</script></body>`,
    );
  });

  it('fails the build, naming the page, for a key with no text or a key that is not one', () => {
    expect(() => placeStructuredData(empty('fedcba987654'), textOf, '/pricing.html')).toThrow(
      '/pricing.html: no structured data kept under "fedcba987654"',
    );
    expect(() => placeStructuredData(empty('../../etc/passwd'), textOf, '/x.html')).toThrow(/no structured data/);
  });

  it('renders the data in place outside a production build (next dev, tests), "<" escaped', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html).toBe(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
    expect(html).not.toContain('</script><script>');
  });
});
