import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { Icon } from '@/components/ui/Icon';
import { Prose } from '@/components/ui/Prose';
import { ArrowLink, arrowLinkClasses } from '@/components/ui/ArrowLink';
import { cn } from '@/lib/util/cn';
import type { ContactPage } from '@/lib/content/form-pages';
import { MailOrFormLink } from '@/components/ui/MailOrFormLink';
import { mailOrForm, mailWay } from '@/lib/site/mail-or-form';
import { IconListItem } from './IconListItem';
import { TeamFaces } from '@/components/chat/TeamFaces';
import { chatTeamNames } from '@/lib/chat/team';
import { fillTemplate } from '@/lib/content/schemas';
import { fromXl } from '@/lib/util/media';

/**
 * Each way in (a mail address, the chat, a page), written alike and as the site's other links that lead
 * on are (About's, Security's): the arrow link, at the line's size over it. Bold, underlined links at
 * 16 px under 14 px lines read as unlike the rest of the site (outside review).
 */
const channelAction = 'mt-2 min-h-0 text-sm';

/** The chat's button as an arrow link: it leads on to the chat as the links beside it lead on to a page. */
export function ChatAction({ children, className }: { children: string; className?: string }) {
  return (
    <OpenChatButton className={cn(arrowLinkClasses, 'min-h-0 text-sm', className)}>
      {children}
      <Icon name="arrowRight" className="size-4" />
    </OpenChatButton>
  );
}

/** The support address as a way in, when set (whole on one line, as MailOrFormLink keeps it); else the form's label, if any. */
function SupportAction({ formLabel }: { formLabel?: string }) {
  const { email, href } = mailWay('support');
  const label = email ? <span className="whitespace-nowrap">{email}</span> : formLabel;
  return label ? (
    <ArrowLink href={href} className={channelAction}>
      {label}
    </ArrowLink>
  ) : null;
}

/**
 * Under Contact's hero below lg, where the other ways to reach us come only after the long form;
 * from lg they stand beside it. Only with a support address set: without one the form below is the way.
 */
export function ContactEmailShortcut({ page }: { page: ContactPage }) {
  return mailOrForm('support', {
    email: (
      <p className="lg:hidden">
        {page.emailShortcut} <MailOrFormLink purpose="support" className="font-semibold" />
      </p>
    ),
    form: null,
  });
}

/**
 * Contact's other ways to reach us, beside the form: each with its icon and its way in, the support
 * hours and who answers said once, in Human Support's row (under the hero too, they read as repeated:
 * outside review TT). A quiet
 * panel, from lg as tall as the form's card, its closing note at the foot: a bare column ended halfway
 * down the form and left a void under it (outside review). Once the form shows its messages it keeps
 * its own height (stretched with the grown form, a gap opened between its ways and its note: outside
 * review), and so once sent (beside the taller thank-you, outside review DDDD), by CSS alone on the fields'
 * aria-invalid and the thank-you's data-form-success, so the form's script carries nothing for it.
 * Once sent, the card's title gives way to the thank-you's "Message Sent" ("Send Us a Message" over
 * "Message Sent" read as a form still to send: outside review); it still names the region.
 */
const naturalHeight =
  '@media(min-width:64rem){:is(main:has([aria-invalid=true]),main:has([data-form-success])) [aria-labelledby=contact-channels-title]{align-self:start}}#contact-form:has(>[data-form-success])>h2{display:none}' +
  // Once sent, the note on how to fill the form in ("Already a customer? Choose …") goes with the form (outside review VVVVV).
  'main:has([data-form-success]) [aria-labelledby=contact-channels-title]>ul~*{display:none}' +
  // The thank-you's line balanced, no word alone on its last line ("hours." at 1280 px: outside review XXXXX).
  '[data-form-success]>div{text-wrap:pretty}' +
  // From 1280 px the panel 24rem wide, not 22: its lines wrap less, so it is no taller than the form's card and the card
  // ends at Send Message (at 22rem about 75 px of empty card stood under the button at 1440: outside review BBBB).
  `${fromXl}{:has(>#contact-form){grid-template-columns:minmax(0,1fr) 24rem}}`;

export function ContactChannels({ page }: { page: ContactPage }) {
  return (
    <aside
      aria-labelledby="contact-channels-title"
      className="flex flex-col rounded-card border border-line bg-surface-muted p-6"
    >
      <style>{naturalHeight}</style>
      <h2 id="contact-channels-title" className="text-xl font-bold tracking-tight text-ink">
        {page.channelsTitle}
      </h2>
      {/* Rows under rules, each a line of what it is for and its way in, scanned down the column (paragraphs read as text-heavy: outside review). */}
      <ul className="mt-1 mb-6 divide-y divide-line">
        {page.channels.map((channel) => (
          <IconListItem
            key={channel.title}
            icon={channel.icon}
            title={channel.title}
            text={channel.text}
            className="py-5"
          >
            {channel.team && (
              <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted" data-testid="who-answers">
                <TeamFaces size="sm" ring="ring-surface-muted" className="gap-2" />
                {fillTemplate(channel.team, { names: chatTeamNames })}
              </p>
            )}
            {channel.supportEmail && <SupportAction formLabel={channel.formLinkText} />}
            {channel.chatButton && <ChatAction className="mt-2">{channel.chatButton}</ChatAction>}
            {channel.link && channel.linkText && (
              <ArrowLink href={channel.link} className={channelAction}>
                {channel.linkText}
              </ArrowLink>
            )}
          </IconListItem>
        ))}
      </ul>
      {page.html && <Prose html={page.html} className="mt-auto border-t border-line pt-5 text-sm" />}
    </aside>
  );
}
