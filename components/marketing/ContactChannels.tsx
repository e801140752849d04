import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { Prose } from '@/components/ui/Prose';
import { Link } from '@/components/ui/Link';
import { TextLink, textLinkClasses } from '@/components/ui/TextLink';
import type { ContactPage } from '@/lib/content/form-pages';
import { externalLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';
import { IconListItem } from './IconListItem';

/** Each way in (a mail address, the chat, a page), written alike. */
const channelAction = cn('mt-2 inline-block font-semibold', textLinkClasses);

/**
 * The support address as a mail link (one definition, lib/site/site.ts). In a narrow column it may
 * wrap only after its "@", never mid-word ("support@linkwell.examp / le" read as a broken address).
 */
function SupportEmailLink({ className }: { className?: string }) {
  const [local, domain] = externalLinks.supportEmail.split('@');
  return (
    <TextLink href={`mailto:${externalLinks.supportEmail}`} className={cn('font-semibold', className)}>
      {domain === undefined ? (
        local
      ) : (
        <>
          {local}@<wbr />
          {domain}
        </>
      )}
    </TextLink>
  );
}

/**
 * Under Contact's hero below lg, where the other ways to reach us come only after the long form;
 * from lg they stand beside it.
 */
export function ContactEmailShortcut({ page }: { page: ContactPage }) {
  return (
    <p className="lg:hidden">
      {page.emailShortcut} <SupportEmailLink />
    </p>
  );
}

/**
 * Contact's other ways to reach us, beside the form: each with its icon and its way in. A quiet
 * panel, from lg as tall as the form's card, its closing note at the foot: a bare column ended halfway
 * down the form and left a void under it (outside review).
 */
export function ContactChannels({ page }: { page: ContactPage }) {
  return (
    <aside
      aria-labelledby="contact-channels-title"
      className="flex flex-col rounded-card border border-line bg-surface-muted p-6"
    >
      <h2 id="contact-channels-title" className="text-xl font-bold tracking-tight text-ink">
        {page.channelsTitle}
      </h2>
      <ul className="mt-6 mb-8 space-y-7">
        {page.channels.map((channel) => (
          <IconListItem key={channel.title} icon={channel.icon} title={channel.title} text={channel.text}>
            {channel.supportEmail && <SupportEmailLink className="mt-2 inline-block" />}
            {channel.chatButton && <OpenChatButton className={channelAction}>{channel.chatButton}</OpenChatButton>}
            {channel.link && channel.linkText && (
              <Link href={channel.link} className={channelAction}>
                {channel.linkText}
              </Link>
            )}
          </IconListItem>
        ))}
      </ul>
      {page.html && <Prose html={page.html} className="mt-auto border-t border-line pt-6 text-sm" />}
    </aside>
  );
}
