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
 * heading, set in a quieter colour.
 */
export function numberSections(html: string, sections: LegalHeading[]) {
  let count = 0;
  const numbered = html.replace(/<h2(\s[^>]*)?>/g, (tag) => `${tag}<span class="text-ink-subtle">${++count}.</span> `);
  if (count !== sections.length) throw new Error(`numberSections: ${count} h2 tags for ${sections.length} sections`);
  return {
    html: numbered,
    sections: sections.map((section, index) => ({ ...section, text: `${index + 1}. ${section.text}` })),
  };
}

/**
 * A policy's headings set quieter than an article's, as Stripe's legal pages do: a section's heading
 * a step above the text and semibold, its subheadings at the text's size (the prose's 24 px bold
 * headings were loud for a contract: outside review). Each section opens on a rule: a clear step in a long text.
 */
export function quietHeadings(html: string) {
  return html.replace(
    /<h([23])(?=[\s>])/g,
    (_, level) =>
      `<h${level} class="${level === '2' ? 'border-t border-line pt-8 text-xl font-semibold' : 'text-base'}"`,
  );
}

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const { data, body } = loadContentFile('legal', slug, legalFrontmatterSchema);
  const { html, headings } = await renderMarkdown(body);
  return {
    ...data,
    slug,
    ...numberSections(
      quietHeadings(html),
      headings.filter((heading) => heading.depth === 2),
    ),
  };
}
