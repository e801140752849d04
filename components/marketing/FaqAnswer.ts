import type { AccordionItem } from '@/components/ui/Accordion';
import type { FaqItem } from '@/lib/content/faq';
import { arrowLinkClasses } from '@/components/ui/ArrowLink';
import { iconHref } from '@/lib/brand/icon-sprite';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The article that goes further, as the answer's one next step at its foot: "Read in the docs: <title>"
 * ("Read the guide: Quick Start Guide" said guide twice: outside review; a small "Related guide" chip
 * read as an aside; a rule over it and the answer's own link under it cluttered it: outside reviews), set as
 * an ArrowLink is, with its icon (a typed "→" is not in the text face and stood apart from the icon arrows:
 * outside review RRRR). In the answer's own HTML, so it costs the page no JavaScript, written as React writes
 * an icon, so the page's compression finds it; not-prose keeps the prose's link style off it.
 */
const docLinkHtml = (doc: NonNullable<FaqItem['doc']>, label: string) =>
  `<p class="not-prose mt-4"><a href="${doc.href}" class="${arrowLinkClasses}">` +
  `${escapeHtml(label)}: ${escapeHtml(doc.title)}<svg aria-hidden="true" class="shrink-0 size-4"><use href="${iconHref('arrowRight')}"></use></svg></a></p>`;

/**
 * FAQ items as accordion items: the answer is Markdown rendered at build time. With `guideLabel`
 * (the FAQ page), an answer that has a documentation article ends with a link row leading to it. Its
 * support hours are already kept on one line by renderMarkdown.
 */
export function faqAccordionItems(items: FaqItem[], { guideLabel }: { guideLabel?: string } = {}): AccordionItem[] {
  return items.map((item) => ({
    id: item.id,
    title: item.question,
    html: guideLabel && item.doc ? item.answerHtml + docLinkHtml(item.doc, guideLabel) : item.answerHtml,
  }));
}
