import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { buttonClasses } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import type { FaqPageContent } from '@/lib/content/marketing';

/**
 * Under the FAQ's "No matching questions", as the documentation's empty search offers: the questions store owners
 * ask most, each a link that opens its answer (and ends the search), then the assistant and the team. Server markup
 * FaqBrowser places, so it costs the page no JavaScript.
 */
export function FaqNoResults({
  text,
  questions,
  contact,
}: {
  text: string;
  questions: { id: string; question: string }[];
  contact: FaqPageContent['contact'];
}) {
  return (
    <>
      <p className="mt-2 text-ink-muted">{text}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {questions.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="block h-full rounded-lg border border-line px-4 py-3 font-medium text-ink hover:border-brand-500 hover:text-brand-700"
            >
              {item.question}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl bg-surface-muted p-4">
        <OpenChatButton className={buttonClasses({ size: 'sm' })}>
          <Icon name="chatBubble" className="size-4" />
          {contact.chatButton}
        </OpenChatButton>
        <ArrowLink href={contact.link.href} className="min-h-0 text-sm">
          {contact.link.label}
        </ArrowLink>
      </div>
    </>
  );
}
