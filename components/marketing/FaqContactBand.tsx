import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { ButtonGroup, ButtonLink, buttonClasses } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import type { FaqPageContent } from '@/lib/content/marketing';
import { keepHoursWhole } from '@/components/ui/WholeHours';

/**
 * Under the FAQ, for the question it did not answer: the assistant at once (the chat opens here,
 * with the question still on screen) or the team by the contact page.
 */
export function FaqContactBand({ contact }: { contact: FaqPageContent['contact'] }) {
  return (
    // Words beside the buttons where the band is wide; stacked from lg to xl, where the sidebar leaves it too narrow to share.
    <div className="mt-4 flex flex-col items-start gap-4 rounded-card bg-surface-muted p-6 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between lg:ml-[19rem] lg:flex-col lg:items-start xl:flex-row xl:items-center">
      <div>
        <h2 className="text-lg font-semibold text-ink">{contact.title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{keepHoursWhole(contact.text)}</p>
      </div>
      <ButtonGroup className="w-full shrink-0 sm:w-auto">
        <OpenChatButton className={buttonClasses({ variant: 'primary', className: 'noscript:hidden' })}>
          <Icon name="chatBubble" className="size-5" />
          {contact.chatButton}
        </OpenChatButton>
        <ButtonLink href={contact.link.href} variant="secondary">
          {contact.link.label}
        </ButtonLink>
      </ButtonGroup>
    </div>
  );
}
