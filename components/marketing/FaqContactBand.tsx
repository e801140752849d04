import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { ClosingBand } from '@/components/marketing/ClosingCta';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { buttonClasses } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import type { FaqPageContent } from '@/lib/content/marketing';
import { keepRangesWhole } from '@/components/ui/WholeRanges';

/**
 * The FAQ's ending, for the question it did not answer, in the site's one closing band: the
 * assistant at once (the chat opens here, with the question still on screen) or the team by the
 * contact page.
 */
export function FaqContactBand({ contact }: { contact: FaqPageContent['contact'] }) {
  return (
    <ClosingBand
      id="faq-help"
      title={contact.title}
      text={keepRangesWhole(contact.text)}
      action={
        <OpenChatButton className={buttonClasses({ size: 'lg', className: 'noscript:hidden' })}>
          <Icon name="chatBubble" className="size-5" />
          {contact.chatButton}
        </OpenChatButton>
      }
      link={<ArrowLink href={contact.link.href}>{contact.link.label}</ArrowLink>}
    />
  );
}
