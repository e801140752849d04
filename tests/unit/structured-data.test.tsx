/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, jsonLdText } from '@/components/seo/JsonLd';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STRUCTURED_DATA_DIR } from '@/lib/seo/structured-data.config.mjs';
import { placeAllStructuredData, placeStructuredData } from '../../scripts/build/structured-data.mjs';

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

  it('fails the build when an empty JSON-LD script is of a shape it does not match (a framework upgrade)', () => {
    for (const tag of [
      `<script data-ld="0123456789ab" type="application/ld+json"></script>`,
      `<script type='application/ld+json' data-ld='0123456789ab'></script>`,
      `<script type="application/ld+json"> </script>`,
    ])
      expect(() => placeStructuredData(`<body>${tag}</body>`, textOf, '/about.html')).toThrow(
        /\/about\.html: an empty JSON-LD script of a shape this step does not know/,
      );
  });

  it('fails the build when no page asked for a kept text (the tags matched nothing)', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ld-'));
    const out = path.join(root, 'out');
    fs.mkdirSync(path.join(root, STRUCTURED_DATA_DIR), { recursive: true });
    fs.writeFileSync(path.join(root, STRUCTURED_DATA_DIR, '0123456789ab.json'), '{"@type":"Thing"}');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'index.html'), '<html><body><p>No JSON-LD tag here.</p></body></html>');
    expect(() => placeAllStructuredData(out, root)).toThrow(/1 kept text\(s\) that no page's empty script asked for/);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('renders the data in place outside a production build (next dev, tests), "<" escaped', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html).toBe(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
    expect(html).not.toContain('</script><script>');
  });
});
