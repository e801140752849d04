import type { AccordionItem } from '@/components/ui/Accordion';
import type { FaqItem } from '@/lib/content/faq';

/** FAQ items as accordion items: the answer is Markdown rendered at build time. */
export function faqAccordionItems(items: FaqItem[]): AccordionItem[] {
  return items.map((item) => ({ id: item.id, title: item.question, html: item.answerHtml }));
}
