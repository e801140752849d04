/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { getLegalPage, legalFrontmatterSchema } from '@/lib/content/legal';
import { ContentValidationError, listContentDir, parseContent, PRICES_FILE, priceValues } from '@/lib/content/load';
import { fillContentValues } from '@/lib/content/placeholders';
import { SUPPORT_HOURS } from '@/lib/chat/handoff';
import { supportHours } from '@/lib/site/site';
import { renderMarkdown } from '@/lib/content/markdown';
import { slugify } from '@/lib/util/slugify';

describe('frontmatter validation', () => {
  it('rejects a file with a missing and a malformed field, naming the file and both fields', () => {
    const source = ['---', 'title: Privacy Policy', 'lastUpdated: 11 July 2025', '---', 'Body'].join('\n');
    expect(() => parseContent(source, legalFrontmatterSchema, 'content/legal/bad.md')).toThrow(ContentValidationError);
    try {
      parseContent(source, legalFrontmatterSchema, 'content/legal/bad.md');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('content/legal/bad.md');
      expect(message).toContain('description');
      expect(message).toContain('lastUpdated: expected a date such as "July 11, 2025"');
    }
  });

  it('returns typed data and the Markdown body of a valid file', () => {
    const schema = z.object({ title: z.string(), order: z.number() });
    const { data, body } = parseContent('---\ntitle: Hello\norder: 2\n---\n# Hi\n', schema, 'x.md');
    expect(data).toEqual({ title: 'Hello', order: 2 });
    expect(body.trim()).toBe('# Hi');
  });
});

describe('renderMarkdown', () => {
  it('gives every heading a stable, unique id and lists it', async () => {
    const { html, headings } = await renderMarkdown(
      '# Title\n\n## Option 2: DIY custom app\n\n## Steps & scopes\n\n## Steps & scopes\n',
    );
    expect(headings).toEqual([
      { depth: 1, text: 'Title', id: 'title' },
      { depth: 2, text: 'Option 2: DIY custom app', id: 'option-2-diy-custom-app' },
      { depth: 2, text: 'Steps & scopes', id: 'steps-and-scopes' },
      { depth: 2, text: 'Steps & scopes', id: 'steps-and-scopes-1' },
    ]);
    expect(html).toContain('<h2 id="option-2-diy-custom-app">Option 2: DIY custom app</h2>');
  });

  it('renders GFM tables', async () => {
    const { html } = await renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
  });

  it('slugifies accents and punctuation', () => {
    expect(slugify('Café — Crème Brûlée!')).toBe('cafe-creme-brulee');
    expect(slugify("How is usage above my plan's order limit billed?")).toBe(
      'how-is-usage-above-my-plans-order-limit-billed',
    );
  });
});

describe('legal pages', () => {
  it.each(['privacy', 'terms', 'cookies'] as const)('%s loads with the July 11, 2025 date', async (slug) => {
    const page = await getLegalPage(slug);
    expect(page.lastUpdated).toBe('July 11, 2025');
    expect(page.html).toContain('<h2 class="border-t border-line pt-8 text-xl font-semibold" id=');
  });
});

describe('listContentDir, the one content-folder lister', () => {
  it("lists a folder's Markdown slugs sorted, leaving out its page file", () => {
    const positions = listContentDir('careers', { except: ['index'] });
    expect(positions).toEqual([
      'customer-success-manager',
      'full-stack-developer',
      'integration-engineer',
      'technical-support-specialist',
    ]);
    expect(listContentDir('careers')).toContain('index');
  });
});

describe('times of day in content', () => {
  it('keep a time and its AM or PM on one line ("9 AM–6 PM EST" never breaks after the 9)', () => {
    const files = (fs.readdirSync('content', { recursive: true }) as string[])
      .filter((file) => /\.(md|json)$/.test(file))
      .map((file) => path.join('content', file));
    expect(files.length).toBeGreaterThan(40);
    const breakable = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\d (AM|PM)\b/g)].map((match) => `${file}: "${match[0]}"`),
    );
    expect(breakable).toEqual([]);
    // The support hours are written once (lib/site/site.ts), with no-break spaces, and content names them.
    expect(supportHours).toBe('Monday to Friday, 9\u00a0AM–6\u00a0PM EST (around the clock on Premium)');
  });

  it('write the support hours one way, from one place (issue 49: three ways before)', () => {
    const files = (fs.readdirSync('content', { recursive: true }) as string[])
      .filter((file) => /\.(md|json)$/.test(file))
      .map((file) => path.join('content', file));
    const written = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/(Mon|Monday)\W[^.\n]{0,30}\b(AM|PM)\b/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(written).toEqual([]);
    expect(fillContentValues('Our team: {{supportHours}}.', 'test.md')).toBe(`Our team: ${supportHours}.`);
    expect(SUPPORT_HOURS).toBe(supportHours);
  });
});

describe('a price is defined once (issue 53)', () => {
  it('fills the price placeholders from content/marketing/plans.md', () => {
    expect(priceValues()).toMatchObject({
      'price.basic.monthly': '$99',
      'price.basic.annual': '$89',
      'price.premium.annual': '$269',
      'syncOnlyDiscount.plus': '$25',
      'setupFee.api': '$500',
      'setupFee.file': '$300',
    });
    expect(fillContentValues('Basic is {{price.basic.annual}}.', 'x.md', priceValues())).toBe('Basic is $89.');
    expect(() => fillContentValues('{{price.gold.annual}}', 'content/x.md', priceValues())).toThrow(
      'Unknown placeholder {{price.gold.annual}} in content/x.md',
    );
  });

  it('no other content file writes a plan price or a setup fee as a figure', () => {
    const figures = [
      ...new Set(
        Object.entries(priceValues()).flatMap(([name, value]) => (name.startsWith('syncOnlyDiscount') ? [] : [value])),
      ),
    ];
    const files = (fs.readdirSync('content', { recursive: true }) as string[])
      .filter((file) => /\.(md|json)$/.test(file))
      .map((file) => path.join('content', file))
      .filter((file) => file !== PRICES_FILE);
    const written = files.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return figures
        .filter((figure) => new RegExp(`\\${figure}(?![\\d,.])`).test(source))
        .map((figure) => `${file}: ${figure}`);
    });
    expect(written).toEqual([]);
  });
});
