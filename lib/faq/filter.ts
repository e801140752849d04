import { STOP_WORDS } from '@/lib/search/analyze';
import { excerpt, highlight, queryTerms, type TextPart } from '@/lib/search/excerpt';

/**
 * The FAQ page's filter box (components/marketing/FaqBrowser.tsx), as pure logic: which questions
 * a query keeps across every category, and their question and answer with the words marked.
 */

export type FaqFilterItem = { id: string; question: string; answer: string };
export type FaqFilterCategory = { id: string; title: string; items: FaqFilterItem[] };
export type FaqFilterHit = { id: string; question: TextPart[]; answer: TextPart[] };
export type FaqFilterGroup = { id: string; title: string; hits: FaqFilterHit[] };

/** The words a question must hold: the query's words less the filler ("how do I cancel" seeks "cancel"), or all of them if only filler was typed. */
export function faqFilterTerms(query: string): string[] {
  const terms = queryTerms(query);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length ? meaningful : terms;
}

const startsAWord = (text: string, term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);

/**
 * The categories with the questions whose question or answer has a word beginning with every term,
 * in their order; categories without a match are left out. No terms: no groups.
 */
export function filterFaq(categories: FaqFilterCategory[], query: string): FaqFilterGroup[] {
  const terms = faqFilterTerms(query);
  if (!terms.length) return [];
  return categories
    .map((category) => ({
      id: category.id,
      title: category.title,
      hits: category.items
        .filter((item) => terms.every((term) => startsAWord(`${item.question} ${item.answer}`, term)))
        .map((item) => ({
          id: item.id,
          question: highlight(item.question, terms),
          answer: excerpt(item.answer, terms, 180),
        })),
    }))
    .filter((group) => group.hits.length > 0);
}

/** The FAQ's search box: set in the page's hero on the server, read by the browser below it (its id). */
export const faqSearch = { id: 'faq-search', label: 'Search all questions', placeholder: 'Search the FAQ' };
