import fs from 'node:fs';
import path from 'node:path';
import { decodeEntities, exportedPages, tagAttributes } from '../../../scripts/lib/exported-pages.mjs';
import { expect, test } from '../helpers/test';

/**
 * One action, one name (SPEC: "Request Integration links lead here"): every link in a page's
 * content that leads to /custom-integrations reads Request Integration. The header's and footer's
 * "Custom Integrations" name the page, not the action, and sit outside <main>. Read from every
 * exported page, as served.
 */
const label = 'Request Integration';

/** The visible text of each link to /custom-integrations inside <main>. */
function customIntegrationLinks(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return [...main.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes = '']) => {
      const href = tagAttributes(attributes).get('href') ?? '';
      return new URL(decodeEntities(href), 'https://site.example/').pathname === '/custom-integrations';
    })
    .map(([, , inner = '']) =>
      decodeEntities(inner.replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

test('every link to /custom-integrations in a page reads Request Integration', () => {
  const pagesWithLinks = new Set<string>();
  const otherLabels: string[] = [];
  for (const { file, route } of exportedPages(path.join(process.cwd(), 'out'))) {
    for (const text of customIntegrationLinks(fs.readFileSync(file, 'utf8'))) {
      pagesWithLinks.add(route);
      if (text !== label) otherLabels.push(`${route}: "${text}"`);
    }
  }
  expect(otherLabels).toEqual([]);
  // The pages known to carry such a link, so that the check cannot pass by finding none.
  expect([...pagesWithLinks]).toEqual(
    expect.arrayContaining([
      '/faq',
      '/documentation/add-vendor',
      '/pricing',
      '/vendor-integrations',
      '/vendor-integrations/nora',
    ]),
  );
});
