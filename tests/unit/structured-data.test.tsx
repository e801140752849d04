/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, jsonLdText } from '@/components/seo/JsonLd';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slimAllStructuredData, slimStructuredData } from '../../scripts/build/structured-data.mjs';

const short = '{"@context":"https://schema.org","@type":"BreadcrumbList"}';
const long = `[{"@type":"Product","name":"Linkwell & co \\u003c3","description":"${'x'.repeat(40)}"}]`;
const script = (text: string) => `<script type="application/ld+json">${text}</script>`;
/** A payload chunk the way Next writes one into a page: a JSON string literal, "<", ">" and "&" escaped. */
const chunk = (rows: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(rows).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)}])</script>`;
const shortRow = `3a:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":${JSON.stringify(short)}}}]\n`;
const longRow = `49:T${Buffer.byteLength(long).toString(16)},${long}`;
// As in out/pricing.html: the JSON-LD rendered in the body, its copies in the payload (a short text
// inside the script's props, a long one as a text row).
const page = `<body>${script(short)}${script(long)}${chunk(`1:"$Sreact.fragment"\n${shortRow}`)}${chunk(`48:[]\n${longRow}4a:[]\n`)}</body>`;

describe("the post-build step that drops structured data's second copy (scripts/build/structured-data.mjs)", () => {
  it('empties both shapes of the copy in the payload and keeps the text the HTML carries', () => {
    const { html, texts } = slimStructuredData(page, '/pricing.html');
    expect(texts).toEqual([short, long]);
    expect(html).toContain(script(short) + script(long));
    expect(html.split('schema.org')).toHaveLength(2);
    expect(html).not.toContain('Linkwell \\\\u0026 co');
    expect(html).toContain(chunk(`48:[]\n49:T0,4a:[]\n`));
    expect(html).toContain('\\"__html\\":\\"\\"');
    // A second run (docs/deploy.md) finds it done and changes nothing.
    expect(slimStructuredData(html, '/pricing.html').html).toBe(html);
    // What React reads stays valid: each chunk is still a JSON string.
    for (const [, literal] of html.matchAll(/push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g))
      expect(() => JSON.parse(literal!)).not.toThrow();
  });

  it('empties a long copy whose row straddles two chunks: its header ending one, its text opening the next', () => {
    const header = `49:T${Buffer.byteLength(long).toString(16)},`;
    const split = `<body>${script(long)}${chunk(`48:[]\n${header}`)}${chunk(`${long}4a:[]\n`)}</body>`;
    const { html } = slimStructuredData(split, '/pricing.html');
    expect(html).toContain(script(long));
    expect(html).not.toContain('Linkwell \\\\u0026 co');
    expect(html).toContain(chunk('48:[]\n49:T0,') + chunk('4a:[]\n'));
  });

  it('fails the build, naming the page, when the payload no longer holds the copy in a known shape', () => {
    const doctored = page.replace(`49:T${Buffer.byteLength(long).toString(16)},`, '49:T999,');
    expect(() => slimStructuredData(doctored, '/pricing.html')).toThrow(
      /\/pricing\.html: the payload holds no copy of its JSON-LD/,
    );
  });

  it('fails the build on an empty JSON-LD script or one of a shape it does not know', () => {
    expect(() => slimStructuredData(`<body>${script(' ')}</body>`, '/about.html')).toThrow(
      '/about.html: an empty JSON-LD script',
    );
    expect(() =>
      slimStructuredData(`<body><script data-x="1" type="application/ld+json">${short}</script></body>`, '/about.html'),
    ).toThrow(/\/about\.html: a JSON-LD script of a shape this step does not know/);
  });

  it('empties the copy in the .txt payloads of client-side navigation too', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ld-'));
    try {
      fs.writeFileSync(path.join(out, 'pricing.html'), page);
      fs.writeFileSync(path.join(out, 'pricing.txt'), shortRow + longRow);
      fs.mkdirSync(path.join(out, 'pricing'));
      fs.writeFileSync(path.join(out, 'pricing', '__next._full.txt'), longRow);
      expect(slimAllStructuredData(out)).toBe(2);
      expect(fs.readFileSync(path.join(out, 'pricing.txt'), 'utf8')).not.toContain('schema.org');
      expect(fs.readFileSync(path.join(out, 'pricing', '__next._full.txt'), 'utf8')).toBe('49:T0,');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('renders the data whole, "<" escaped, so `next build` alone ships it', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html).toBe(`<script type="application/ld+json">${jsonLdText(data)}</script>`);
    expect(html).not.toContain('</script><script>');
  });
});
