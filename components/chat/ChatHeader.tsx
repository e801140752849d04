import { translate } from '@/lib/chat/i18n';
import type { ChatOptions } from '@/lib/chat/options';
import { chatHandoffText, chatStartScreenText, chatWindowText } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { AssistantBadge, AssistantTile } from './AssistantTile';
import { ChatIcon } from './ChatIcon';
import { ChatMenu, chatHeaderButton, type ChatMenuItem } from './ChatMenu';
import { prefetchHandoffForm } from './HandoffView';

/**
 * The window's header, as Intercom's with Fin: the spec's title with the assistant's mark and who answers
 * ("AI assistant"), then the spec's subtitle (the dialog's name and description), and two buttons at every
 * width, the menu and Close. The team's faces are where a person is offered (the start screen's Talk to a
 * person, the hand-off), not here: three staff faces over an AI's answers said a person was answering
 * (outside review QQ). The menu holds Talk to a person (outside it) and Start over once a conversation has
 * begun; Expand or Shrink is a button of its own from 768 px, as Intercom's is (outside review CCC: in the
 * menu nobody found it, and an answer filled the 384x500 window).
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
  ];
  return (
    // Two lines at every width (outside review RR: three crammed in): the title with the assistant's mark and its
    // "AI assistant" label beside 32 px buttons, then the subtitle. The start screen's card and each run of
    // replies name the assistant, so the header does not say it again.
    <header className="bg-brand-deep pt-2 pr-2 pb-2 pl-4 text-white">
      <div className="flex items-center gap-1">
        <AssistantTile size="sm" className="ring-1 ring-on-brand" />
        {/* The title alone is the dialog's name; the AI label is read after it. */}
        <h2 id={titleId} className="ml-2 text-base leading-5 font-semibold">
          {translate(options, 'title')}
        </h2>
        {/* Who answers, "AI assistant" in one pill beside the spec's "Live chat" ("AI · answers now" left it unclear
            whether a person or the assistant replies: outside review TTT). Not in Talk to a person: the AI label over
            a form a person replies to by email mixed the two (outside review ZZ2), and a line of its own there read
            as "Live chat · by email" (AAA); the form says who replies and how. */}
        <p className="mr-auto ml-1 flex min-w-0 items-center gap-1.5 text-xs text-on-brand-muted" data-chat-who>
          {!inHandoff && (
            <AssistantBadge className="px-1.5 py-0 text-[0.625rem] leading-4">
              {chatStartScreenText.headerLabel}
            </AssistantBadge>
          )}
        </p>
        {/* The spec's 384x500 stays the default; a long answer reads better taller and wider. From 768 px only: a
            phone's window is already the whole screen. */}
        <Button
          onClick={() => onExpandedChange(!expanded)}
          aria-label={expanded ? chatWindowText.shrink : chatWindowText.expand}
          variant="ghostInverse"
          size="icon"
          className="hidden size-8 rounded-full md:flex"
        >
          <ChatIcon name={expanded ? 'collapse' : 'expand'} className="size-5" />
        </Button>
        <ChatMenu label={chatHandoffText.menuLabel} items={menuItems} onOpen={prefetchHandoffForm} />
        <Button
          onClick={onClose}
          aria-label={translate(options, 'closeButtonTooltip')}
          variant="ghostInverse"
          size="icon"
          className={chatHeaderButton}
        >
          <ChatIcon name="close" className="size-5" />
        </Button>
      </div>
      <p id={subtitleId} className="mt-0.5 pr-2 text-xs text-on-brand-muted">
        {translate(options, 'subtitle')}
      </p>
    </header>
  );
}
