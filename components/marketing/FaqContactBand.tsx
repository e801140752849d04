import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { ButtonGroup, ButtonLink, buttonClasses } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { FaqPageContent } from '@/lib/content/marketing';
import { keepHoursWhole } from '@/components/ui/WholeHours';

/**
 * The FAQ's ending, for the question it did not answer: a full-width band (a short category left the
 * footer rising under a small box: outside review) with the assistant at once (the chat opens here,
 * with the question still on screen) or the team by the contact page. From 1024 px the words and
 * the buttons side by side across the page (a centred line alone left the band mostly empty at 1440 px:
 * outside review).
 */
export function FaqContactBand({ contact }: { contact: FaqPageContent['contact'] }) {
  return (
    <section aria-labelledby="faq-help-title" className="border-t border-line bg-surface-muted py-16 sm:py-20">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="faq-help-title" className="text-3xl font-bold tracking-tight text-ink">
            {contact.title}
          </h2>
          <p className="mt-3 max-w-xl text-lg text-ink-muted">{keepHoursWhole(contact.text)}</p>
        </div>
        <ButtonGroup className="w-full sm:w-auto">
          <OpenChatButton className={buttonClasses({ variant: 'primary', size: 'lg', className: 'noscript:hidden' })}>
            <Icon name="chatBubble" className="size-5" />
            {contact.chatButton}
          </OpenChatButton>
          <ButtonLink href={contact.link.href} variant="secondary" size="lg">
            {contact.link.label}
          </ButtonLink>
        </ButtonGroup>
      </Container>
    </section>
  );
}
