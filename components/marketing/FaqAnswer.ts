import type { AccordionItem } from '@/components/ui/Accordion';
import type { FaqItem } from '@/lib/content/faq';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Add a Vendor →" on its own line under an answer, in the answer's own HTML: the link costs the page no JavaScript. */
const docLinkHtml = (doc: NonNullable<FaqItem['doc']>) =>
  `<p><a href="${doc.href}">${escapeHtml(doc.title)}<span aria-hidden="true"> →</span></a></p>`;

/**
 * FAQ items as accordion items: the answer is Markdown rendered at build time. With `docLinks`
 * (the FAQ page), an answer that has a documentation article ends with a link to it. Its support
 * hours are already kept on one line by renderMarkdown.
 */
export function faqAccordionItems(items: FaqItem[], { docLinks = false } = {}): AccordionItem[] {
  return items.map((item) => ({
    id: item.id,
    title: item.question,
    html: docLinks && item.doc ? item.answerHtml + docLinkHtml(item.doc) : item.answerHtml,
  }));
}
