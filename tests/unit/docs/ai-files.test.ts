/** @jest-environment node */
import { getAllDocs, getDocsNavigation } from '@/lib/content/docs';
import { calendarDaySchema, formatCalendarDay } from '@/lib/content/schemas';
import { docMarkdown, llmsFullTxt, llmsTxt } from '@/lib/docs/ai-files';
import { docFeedbackBody, FEEDBACK_COMMENT_MAX } from '@/lib/docs/feedback';

const docs = getAllDocs();

describe('AI-readable docs', () => {
  it("an article's Markdown is its title, description, a link back with the date, then its source text", () => {
    const doc = docs.find((entry) => entry.slug === 'add-vendor')!;
    const markdown = docMarkdown(doc);
    expect(markdown.split('\n').slice(0, 5)).toEqual([
      '# Add a Vendor',
      '',
      `> ${doc.description}`,
      '',
      'Source: https://linkwell.example/documentation/add-vendor (Getting Started, last updated 2026-12-06)',
    ]);
    expect(markdown.endsWith(`\n\n${doc.body.trim()}\n`)).toBe(true);
  });

  it('llms.txt follows llmstxt.org: H1, a summary quote, one H2 per category listing every .md, then the API reference', () => {
    const reference = {
      title: 'API Reference',
      href: '/documentation/api-reference',
      description: 'Every call of the API.',
    };
    const limits = {
      title: 'Errors, Pagination and Rate Limits',
      href: '/documentation/api-reference/errors-and-limits',
      description: 'How the API reports errors.',
    };
    const text = llmsTxt(docs, reference, limits);
    expect(text.startsWith('# Linkwell\n\n> ')).toBe(true);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Getting Started',
      'User Guide',
      'Troubleshooting',
      'API Reference',
      'Optional',
    ]);
    const links = [...text.matchAll(/^- \[(.+?)\]\((.+?)\): (.+)$/gm)];
    expect(links).toHaveLength(17); // 14 articles, the API reference's two pages and llms-full.txt
    expect(links[15]![2]).toBe('https://linkwell.example/documentation/api-reference/errors-and-limits');
    expect(links[0]![2]).toBe('https://linkwell.example/documentation/quick-start-guide.md');
    expect(links.at(-3)!.slice(1)).toEqual([
      'API Reference',
      'https://linkwell.example/documentation/api-reference',
      'Every call of the API.',
    ]);
    expect(links.at(-1)![2]).toBe('https://linkwell.example/llms-full.txt');
  });

  it('llms-full.txt holds every article once, in sidebar order', () => {
    const text = llmsFullTxt(docs);
    const titles = [...text.matchAll(/^# (.+)$/gm)].map((match) => match[1]).slice(1);
    expect(titles).toEqual(docs.map((doc) => doc.title));
  });
});

describe('docs navigation', () => {
  it('is the three categories in Back/Next order, then Integrations and API Reference', () => {
    const groups = getDocsNavigation(docs);
    expect(groups.map((group) => group.title)).toEqual([
      'Getting Started',
      'User Guide',
      'Troubleshooting',
      'Integrations',
      'API Reference',
    ]);
    expect(groups.flatMap((group) => group.items.map((item) => item.href))).toEqual(docs.map((doc) => doc.href));
    expect(groups.slice(3).map((group) => group.href)).toEqual(['/vendor-integrations', '/documentation#api']);
  });
});

describe('last-updated dates', () => {
  it('every article has one in 2026', () => {
    for (const doc of docs) expect(doc.updated).toMatch(/^2026-\d{2}-\d{2}$/);
  });

  it('accepts a YAML date or an ISO day, refuses impossible days and other formats', () => {
    expect(calendarDaySchema.parse(new Date('2026-10-02T00:00:00Z'))).toBe('2026-10-02');
    expect(calendarDaySchema.parse('2026-10-02')).toBe('2026-10-02');
    for (const bad of ['2026-02-30', '02/10/2026', 'yesterday', '', new Date('nope')])
      expect(calendarDaySchema.safeParse(bad).success).toBe(false);
    expect(formatCalendarDay('2026-10-02')).toBe('October 2, 2026');
  });
});

describe('page feedback body', () => {
  it('is the docs-feedback JSON with a trimmed, bounded comment', () => {
    expect(docFeedbackBody('/documentation/add-vendor', false, '  too short  ')).toEqual({
      type: 'docs-feedback',
      page: '/documentation/add-vendor',
      helpful: false,
      comment: 'too short',
    });
    expect(docFeedbackBody('/documentation/x', true, 'a'.repeat(5000)).comment).toHaveLength(FEEDBACK_COMMENT_MAX);
  });
});
