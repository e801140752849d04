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

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const { data, body } = loadContentFile('legal', slug, legalFrontmatterSchema);
  const { html, headings } = await renderMarkdown(body);
  return { ...data, slug, html, sections: headings.filter((heading) => heading.depth === 2) };
}
