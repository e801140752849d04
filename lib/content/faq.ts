import 'server-only';
import { z } from 'zod';
import { getAllDocs } from './docs';
import { loadContentDir } from './load';
import { slugify } from '@/lib/util/slugify';
import { renderMarkdown } from './markdown';

export const faqCategorySchema = z.object({
  category: z.string().min(1),
  description: z.string().min(10),
  items: z
    .array(
      z.object({
        question: z.string().min(5),
        answer: z.string().min(20),
        /** The documentation article that goes further (its slug, checked against content/docs/ by the loader). */
        doc: z.string().optional(),
      }),
    )
    .min(1),
});

/** A question with its stable anchor id (from the question text), answer as Markdown and HTML, and its article. */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  answerHtml: string;
  doc?: { title: string; href: string };
};
type FaqCategory = { id: string; title: string; description: string; items: FaqItem[] };

/**
 * The article an answer names in its `doc` field, as its title and address. A slug without an
 * article (renamed, removed, mistyped) fails the build here instead of leaving a dead link on /faq.
 */
export function faqDocLink(
  slug: string | undefined,
  docs: { slug: string; title: string; href: string }[],
  file: string,
): FaqItem['doc'] {
  if (slug === undefined) return undefined;
  const doc = docs.find((candidate) => candidate.slug === slug);
  if (!doc) throw new Error(`Unknown documentation article "${slug}" in ${file}`);
  return { title: doc.title, href: doc.href };
}

/**
 * The FAQ page opens on this category, General, as SPEC.md sets it. Every category at once is one choice away
 * in the sidebar (FaqBrowser's All questions, its value ''), each under its heading, so a visitor can scan all
 * the questions by scrolling (paging category by category took clicks: outside review RR).
 */
export const DEFAULT_FAQ_CATEGORY = 'general';

/** Every FAQ category of content/faq, in file-name order ("01-general.md" is category "general"). */
export async function getFaqCategories(): Promise<FaqCategory[]> {
  const seen = new Set<string>();
  const docs = getAllDocs();
  return Promise.all(
    loadContentDir('faq', faqCategorySchema).map(async ({ slug, file, data }) => ({
      id: slug.replace(/^\d+-/, ''),
      title: data.category,
      description: data.description,
      items: await Promise.all(
        data.items.map(async ({ question, answer, doc }) => {
          const id = slugify(question);
          if (seen.has(id)) throw new Error(`Duplicate FAQ question id "${id}" in ${file}`);
          seen.add(id);
          const answerHtml = (await renderMarkdown(answer)).html;
          return { id, question, answer: answer.trim(), answerHtml, doc: faqDocLink(doc, docs, file) };
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
