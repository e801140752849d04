/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { applicationParts, quoteParts } from '@/components/forms/form-parts';
import { feedbackLabels } from '@/lib/docs/feedback';

/**
 * One rule for every heading we write (docs/look-and-feel.md, "Writing style: heading capitals"):
 * Title Case, with no exception: SPEC.md names the two ways to connect ("Option 2 DIY custom app") in a
 * list, not as headings, so their headings are Title Case too. Scanned here: every Markdown
 * heading under content/, every frontmatter value whose key names a title or heading, and the
 * headings components write themselves (form parts, the docs' feedback box).
 */

/** Small words that stay lower case unless first, last or after a colon. */
const SMALL_WORDS = new Set(
  'a an the and but or nor for so yet as at by from in into of off on onto per to via vs with'.split(' '),
);

/** The words of a heading that break Title Case. */
export function titleCaseBreaks(heading: string): string[] {
  const words = heading.split(/\s+/).filter(Boolean);
  return words.filter((word, index) => {
    // A placeholder ({company}) or a figure ("3x", "2.1.0") is filled in or spelled as it is.
    if (/[{}\d]/.test(word)) return false;
    const core = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!core) return false;
    const first = index === 0 || /:$/.test(words[index - 1]!);
    const last = index === words.length - 1;
    if (SMALL_WORDS.has(core) && !first && !last) return false;
    // A hyphenated compound capitalises its first part only ("Real-time Sync").
    return /^\p{Ll}/u.test(core);
  });
}

/**
 * Frontmatter keys that name a title but no heading: a page's <title> for search results, the labels
 * drawn inside product pictures (they read as the dashboard writes them), a chart's caption, and a
 * filter's choice.
 */
const NOT_HEADINGS =
  /(^|\.)(seo|pictures|preview|sample|feed|scene|scenes|visual|figures|outcome)(\.|\[|$)|^\.all\.title$/;
const TITLE_KEY = /(^|[a-z])(title|Title|heading|Heading|titleIn)$/;

type Heading = { file: string; where: string; text: string };

function frontmatterHeadings(value: unknown, file: string, where = ''): Heading[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => frontmatterHeadings(item, file, `${where}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = `${where}.${key}`;
    if (typeof item === 'string')
      return TITLE_KEY.test(key) && !NOT_HEADINGS.test(at) ? [{ file, where: at, text: item }] : [];
    return frontmatterHeadings(item, file, at);
  });
}

function markdownHeadings(body: string, file: string): Heading[] {
  let fenced = false;
  return body.split('\n').flatMap((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    const match = fenced ? null : /^(#{1,4})\s+(.+?)\s*$/.exec(line);
    return match ? [{ file, where: match[1]!, text: match[2]! }] : [];
  });
}

function contentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? contentFiles(full) : entry.name.endsWith('.md') ? [full] : [];
  });
}

const contentHeadings = contentFiles(path.join(process.cwd(), 'content')).flatMap((file) => {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const name = path.relative(process.cwd(), file);
  return [...frontmatterHeadings(data, name), ...markdownHeadings(content, name)];
});

const breaking = (headings: Heading[]) =>
  headings
    .filter((heading) => titleCaseBreaks(heading.text).length > 0)
    .map((heading) => `${heading.file} ${heading.where}: ${heading.text}`);

describe('heading capitals', () => {
  it('knows Title Case: small words, first and last words, colons, compounds, placeholders and figures', () => {
    expect(titleCaseBreaks('Take Your Setup with You')).toEqual([]);
    expect(titleCaseBreaks('Real-time Sync')).toEqual([]);
    expect(titleCaseBreaks('Premium: AI Listings and Pre-push Editing')).toEqual([]);
    expect(titleCaseBreaks('Start Where {company} Did')).toEqual([]);
    expect(titleCaseBreaks('Who We Share It With')).toEqual([]);
    expect(titleCaseBreaks('“Where Is My Order” Tickets a Week')).toEqual([]);
    expect(titleCaseBreaks('Need help?')).toEqual(['help?']);
    expect(titleCaseBreaks('Missing a vendor?')).toEqual(['vendor?']);
    expect(titleCaseBreaks('Step 1: create Your Account')).toEqual(['create']);
    expect(titleCaseBreaks('See it in use:')).toEqual(['it', 'use:']);
  });

  it('finds the headings of content/: titles in frontmatter and Markdown headings', () => {
    const texts = contentHeadings.map((heading) => heading.text);
    expect(texts).toEqual(expect.arrayContaining(['Need Help?', 'Missing a Vendor?', 'Your Rights']));
    expect(contentHeadings.length).toBeGreaterThan(200);
  });

  it('every heading in content/ is in Title Case, the two ways to connect Shopify too', () => {
    expect(breaking(contentHeadings)).toEqual([]);
    const texts = contentHeadings.map((heading) => heading.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Option 1: Collaborator Access (Recommended)', 'Option 2: DIY Custom App']),
    );
  });

  it("each release's headline (its summary, set as the release's heading) and the kind filter's choices are in Title Case", () => {
    const dir = path.join(process.cwd(), 'content/release-notes');
    const headlines = fs.readdirSync(dir).map((name) => ({
      file: `content/release-notes/${name}`,
      where: 'summary',
      text: String(matter(fs.readFileSync(path.join(dir, name), 'utf8')).data.summary),
    }));
    expect(headlines.length).toBeGreaterThanOrEqual(8);
    const page = fs.readFileSync(path.join(process.cwd(), 'app/(marketing)/release-notes/page.tsx'), 'utf8');
    const allLabel = /allLabel="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(breaking([...headlines, { file: 'release-notes/page.tsx', where: 'allLabel', text: allLabel }])).toEqual([]);
  });

  it("the headings components write themselves are in Title Case: the forms' parts and the docs' feedback box", () => {
    const written = [
      ...[...applicationParts, ...quoteParts].map(({ title }) => ({
        file: 'form-parts.ts',
        where: 'part',
        text: title,
      })),
      { file: 'lib/docs/feedback.ts', where: 'question', text: feedbackLabels.question },
    ];
    expect(breaking(written)).toEqual([]);
  });
});
