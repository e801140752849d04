import { translate } from '@/lib/chat/i18n';
import type { ChatOptions } from '@/lib/chat/options';
import { chatHandoffText, chatStartScreenText, chatWindowText } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { ChatMenu, chatHeaderButton, type ChatMenuItem } from './ChatMenu';
import { prefetchHandoffForm } from './HandoffView';
import { TeamFaces } from './TeamFaces';

/**
 * The window's header, as Intercom's and Crisp's: who answers (the faces of the team a visitor can
 * reach), the spec's title and subtitle (the dialog's name and description),
 * how soon a reply comes (the assistant in seconds, a person in the site's support hours: outside
 * review KK asked for "typically replies in…"), and two buttons at every width, the menu and Close.
 * The menu holds Talk to a person (outside it), Start over once a conversation has begun, and Expand
 * or Shrink from 768 px.
 */
export function ChatHeader({
  options,
  titleId,
  subtitleId,
  canStartOver,
  inHandoff,
  onHandoff,
  onStartOver,
  onClose,
  expanded,
  onExpandedChange,
}: {
  options: ChatOptions;
  titleId: string;
  subtitleId: string;
  /** A conversation has begun, so Start over is offered (a reply still arriving is abandoned). */
  canStartOver: boolean;
  /** Talk to a person shows (with its own Back button). */
  inHandoff: boolean;
  onHandoff: () => void;
  onStartOver: () => void;
  onClose: () => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  // In Talk to a person its own Back button is on screen, so the menu offers neither it nor the view
  // it is in (outside reviews: a menu of one item that repeated the screen).
  const menuItems: ChatMenuItem[] = [
    ...(inHandoff ? [] : [{ label: chatHandoffText.action, icon: 'person' as const, onSelect: onHandoff }]),
    ...(canStartOver ? [{ label: chatWindowText.startOver, icon: 'restart' as const, onSelect: onStartOver }] : []),
    // The spec's 384x500 stays the default; a long answer reads better taller and wider. From 768 px
    // only (ChatMenu): a phone's window is already the whole screen.
    {
      label: expanded ? chatWindowText.shrink : chatWindowText.expand,
      icon: expanded ? 'collapse' : 'expand',
      onSelect: () => onExpandedChange(!expanded),
      wide: true,
    },
  ];
  return (
    // One compact band (76 px: a row of 32 px buttons, two lines of small text), so the 500 px window
    // gives the rest of its height to the conversation.
    <header className="bg-brand-deep pt-1 pr-2 pb-2 pl-4 text-white">
      <div className="flex items-center gap-1">
        {/* Decorative: the reply line says who answers and when. The assistant's mark is on its card and
            its replies, not here too (outside review NN: a crowded header). */}
        <span aria-hidden="true" className="flex" data-chat-who>
          <TeamFaces size="sm" ring="ring-brand-deep" />
        </span>
        <h2 id={titleId} className="mr-auto ml-2 shrink-0 text-base leading-6 font-semibold">
          {translate(options, 'title')}
        </h2>
        <ChatMenu label={chatHandoffText.menuLabel} items={menuItems} onOpen={prefetchHandoffForm} />
        <Button
          onClick={onClose}
          aria-label={translate(options, 'closeButtonTooltip')}
          variant="ghostInverse"
          size="icon"
          className={chatHeaderButton}
        >
          <Icon name="close" className="size-5" />
        </Button>
      </div>
      <p id={subtitleId} className="pr-2 text-xs text-on-brand-muted">
        {translate(options, 'subtitle')}
      </p>
      <p className="text-xs text-on-brand-muted" data-chat-reply-time>
        {chatStartScreenText.replyLine}
      </p>
    </header>
  );
}
