import 'server-only';
import { z } from 'zod';
import { loadContentDir } from './load';
import { slugify } from '@/lib/util/slugify';
import { renderMarkdown } from './markdown';

export const faqCategorySchema = z.object({
  category: z.string().min(1),
  description: z.string().min(10),
  items: z.array(z.object({ question: z.string().min(5), answer: z.string().min(20) })).min(1),
});

/** A question with its stable anchor id (from the question text), answer as Markdown and HTML. */
export type FaqItem = { id: string; question: string; answer: string; answerHtml: string };
type FaqCategory = { id: string; title: string; description: string; items: FaqItem[] };

/** The FAQ page opens on this category. */
export const DEFAULT_FAQ_CATEGORY = 'general';

/** Every FAQ category of content/faq, in file-name order ("01-general.md" is category "general"). */
export async function getFaqCategories(): Promise<FaqCategory[]> {
  const seen = new Set<string>();
  return Promise.all(
    loadContentDir('faq', faqCategorySchema).map(async ({ slug, file, data }) => ({
      id: slug.replace(/^\d+-/, ''),
      title: data.category,
      description: data.description,
      items: await Promise.all(
        data.items.map(async ({ question, answer }) => {
          const id = slugify(question);
          if (seen.has(id)) throw new Error(`Duplicate FAQ question id "${id}" in ${file}`);
          seen.add(id);
          return { id, question, answer: answer.trim(), answerHtml: (await renderMarkdown(answer)).html };
        }),
      ),
    })),
  );
}

/** The questions with these ids, in this order (Home and Pricing each pick theirs). */
export async function getFaqItems(ids: string[]): Promise<FaqItem[]> {
  const all = (await getFaqCategories()).flatMap((category) => category.items);
  return ids.map((id) => {
    const item = all.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`Unknown FAQ question id "${id}"`);
    return item;
  });
}
