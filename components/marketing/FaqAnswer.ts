import type { AccordionItem } from '@/components/ui/Accordion';
import { iconHref } from '@/lib/brand/icon-sprite';
import type { FaqItem } from '@/lib/content/faq';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The article that goes further, as a card under the answer: a document's mark, "Related guide" and
 * its title (a bare underlined "Quick Start Guide →" read as an afterthought: outside review). In the
 * answer's own HTML, so it costs the page no JavaScript; not-prose keeps the prose's link style off it.
 */
const docLinkHtml = (doc: NonNullable<FaqItem['doc']>, label: string) =>
  `<a href="${doc.href}" class="not-prose mt-5 flex w-fit items-center gap-3 rounded-lg border border-line bg-surface py-2 pr-4 pl-2 text-sm hover:border-brand-300">` +
  `<svg aria-hidden="true" class="size-9 rounded-md bg-brand-50 p-2 text-brand-700"><use href="${iconHref('file')}"></use></svg>` +
  `<span><span class="block text-xs text-ink-subtle">${escapeHtml(label)}</span>` +
  `<span class="font-semibold text-ink">${escapeHtml(doc.title)}</span></span></a>`;

/**
 * FAQ items as accordion items: the answer is Markdown rendered at build time. With `guideLabel`
 * (the FAQ page), an answer that has a documentation article ends with a card leading to it. Its
 * support hours are already kept on one line by renderMarkdown.
 */
export function faqAccordionItems(items: FaqItem[], { guideLabel }: { guideLabel?: string } = {}): AccordionItem[] {
  return items.map((item) => ({
    id: item.id,
    title: item.question,
    html: guideLabel && item.doc ? item.answerHtml + docLinkHtml(item.doc, guideLabel) : item.answerHtml,
  }));
}
