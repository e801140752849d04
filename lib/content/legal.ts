import 'server-only';
import { z } from 'zod';
import { loadContentFile } from './load';
import { renderMarkdown } from './markdown';

type LegalSlug = 'privacy' | 'terms' | 'cookies';

export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  lastUpdated: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'expected a date such as "July 11, 2025"'),
  /** The few facts a reader comes for, beside the title: each one said in full in the text below. */
  summary: z.object({ title: z.string().min(1), points: z.array(z.string().min(10)).min(2).max(5) }).strict(),
  /**
   * Each section's gist in one plain line, named by its heading as written in the Markdown, set under
   * the heading for a reader who skims (as Stripe's and GitHub's legal pages do). Each says only what
   * its section says; every section needs one (getLegalPage refuses a policy that lacks one).
   */
  sectionSummaries: z
    .array(z.object({ heading: z.string().min(1), summary: z.string().min(20).max(160) }).strict())
    .min(1),
});

type LegalHeading = { id: string; text: string; depth: number };

export type LegalPage = z.infer<typeof legalFrontmatterSchema> & {
  slug: LegalSlug;
  html: string;
  /** The policy's sections (level-2 headings), for its "On this page" list. */
  sections: LegalHeading[];
};

/**
 * Numbers a policy's sections, "1." to "n.", in its headings and its contents list alike, so a
 * reader can cite "section 4" the way they would on any contract. Each number is plain text in the
 * heading, in the heading's own colour: a coloured numeral over the section's rule read as busy (outside review).
 */
export function numberSections(html: string, sections: LegalHeading[]) {
  let count = 0;
  const numbered = html.replace(/<h2(\s[^>]*)?>/g, (tag) => `${tag}${++count}. `);
  if (count !== sections.length) throw new Error(`numberSections: ${count} h2 tags for ${sections.length} sections`);
  return {
    html: numbered,
    sections: sections.map((section, index) => ({ ...section, text: `${index + 1}. ${section.text}` })),
  };
}

/**
 * A policy's headings set quieter than an article's, as Stripe's legal pages do: a section's heading
 * a step above the text and semibold, its subheadings at the text's size (18 px: at 16 px under 18 px text
 * they read as small print, not steps in a long text) (the prose's 24 px bold
 * headings were loud for a contract: outside review). Each section opens on a rule: a clear step in a long text.
 */
export function quietHeadings(html: string) {
  return html.replace(
    /<h([23])(?=[\s>])/g,
    (_, level) => `<h${level} class="${level === '2' ? 'border-t border-line pt-8 text-xl font-semibold' : 'text-lg'}"`,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * Sets each section's one-line summary under its heading, in the section itself (so a screen reader
 * reads it there, after the heading), as a plain lead line, "In short" said in a small label before it (its look:
 * components/content/LegalDocument.tsx): on a rule at its left, as a pull-quote, the summaries added visual noise
 * beside the In Short box (outside review MM); in muted grey with no label they read as placeholder text (outside
 * review BBBB). Throws when a section has no
 * summary or a summary names no section, so a policy cannot be built with one missing.
 */
export function summarizeSections(
  html: string,
  sections: LegalHeading[],
  entries: { heading: string; summary: string }[],
) {
  const summaries = Object.fromEntries(entries.map((entry) => [entry.heading, entry.summary]));
  const missing = sections.filter((section) => !summaries[section.text]).map((section) => section.text);
  const unknown = Object.keys(summaries).filter((text) => !sections.some((section) => section.text === text));
  if (missing.length || unknown.length)
    throw new Error(
      `summarizeSections: ${[missing.length && `no summary for ${missing.join(', ')}`, unknown.length && `no section named ${unknown.join(', ')}`].filter(Boolean).join('; ')}`,
    );
  let index = 0;
  return html.replace(/<\/h2>/g, (tag) => {
    const section = sections[index++];
    if (!section) throw new Error('summarizeSections: more h2 tags than sections');
    return `${tag}<p data-section-summary><span data-in-short>In short: </span>${escapeHtml(summaries[section.text]!)}</p>`;
  });
}

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const { data, body } = loadContentFile('legal', slug, legalFrontmatterSchema);
  const { html, headings } = await renderMarkdown(body);
  const sections = headings.filter((heading) => heading.depth === 2);
  return {
    ...data,
    slug,
    ...numberSections(quietHeadings(summarizeSections(html, sections, data.sectionSummaries)), sections),
  };
}
