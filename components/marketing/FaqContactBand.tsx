import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { ButtonGroup, ButtonLink, buttonClasses } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { FaqPageContent } from '@/lib/content/marketing';
import { keepHoursWhole } from '@/components/ui/WholeHours';

/**
 * The FAQ's ending, for the question it did not answer: a full-width band (a short category left the
 * footer rising under a small box: outside review) with the assistant at once (the chat opens here,
 * with the question still on screen) or the team by the contact page. Set on the deep blue of Home's
 * closing banner, the page's one strong ending (on the grey of the page it read as a footnote: outside
 * review); from 1024 px the words and the buttons side by side across it, the buttons on one line.
 */
export function FaqContactBand({ contact }: { contact: FaqPageContent['contact'] }) {
  return (
    <section aria-labelledby="faq-help-title" className="bg-surface pb-16 sm:pb-20">
      <Container>
        <div className="flex flex-col gap-8 rounded-3xl bg-gradient-to-br from-brand-deep to-brand-deepest px-6 py-10 text-white shadow-lg sm:px-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="faq-help-title" className="text-3xl font-bold tracking-tight">
              {contact.title}
            </h2>
            <p className="mt-3 max-w-xl text-lg text-on-brand">{keepHoursWhole(contact.text)}</p>
          </div>
          <ButtonGroup className="w-full shrink-0 sm:w-auto">
            <OpenChatButton className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'noscript:hidden' })}>
              <Icon name="chatBubble" className="size-5" />
              {contact.chatButton}
            </OpenChatButton>
            <ButtonLink href={contact.link.href} variant="outlineInverse" size="lg">
              {contact.link.label}
            </ButtonLink>
          </ButtonGroup>
        </div>
      </Container>
    </section>
  );
}
