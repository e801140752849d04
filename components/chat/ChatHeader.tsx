import { translate } from '@/lib/chat/i18n';
import type { ChatOptions } from '@/lib/chat/options';
import { chatHandoffText, chatWindowText } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { AssistantIdentity } from './AssistantTile';
import { ChatMenu, type ChatMenuItem } from './ChatMenu';
import { prefetchHandoffForm } from './HandoffView';

/**
 * The window's header, one band: title and subtitle (the dialog's name and description), who
 * answers beside the title once the conversation shows, the menu (Talk to a person outside it, and
 * Start over once a conversation has begun) and Close.
 */
export function ChatHeader({
  options,
  titleId,
  subtitleId,
  canStartOver,
  showIdentity,
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
  /** The conversation shows (not the start screen, whose card names the assistant, nor the hand-off). */
  showIdentity: boolean;
  /** Talk to a person shows (with its own Back button). */
  inHandoff: boolean;
  onHandoff: () => void;
  onStartOver: () => void;
  onClose: () => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  // In Talk to a person its own Back button is on screen, so the menu offers neither it nor the view
  // it is in (outside reviews: a menu of one item that repeated the screen); with nothing left, no menu.
  const menuItems: ChatMenuItem[] = [
    ...(inHandoff ? [] : [{ label: chatHandoffText.action, icon: 'person' as const, onSelect: onHandoff }]),
    ...(canStartOver ? [{ label: chatWindowText.startOver, icon: 'restart' as const, onSelect: onStartOver }] : []),
  ];
  return (
    // One compact band (64 px, one line of subtitle), so the 500 px window gives its height to the conversation.
    <header className="bg-brand-deep py-1.5 pr-2 pl-4 text-white">
      <div className="flex items-center gap-1">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <h2 id={titleId} className="shrink-0 text-base leading-6 font-semibold">
            {translate(options, 'title')}
          </h2>
          {showIdentity && <AssistantIdentity />}
        </div>
        {menuItems.length > 0 && (
          <ChatMenu label={chatHandoffText.menuLabel} items={menuItems} onOpen={prefetchHandoffForm} />
        )}
        {/* The spec's 384x500 window is the default; a long answer reads better taller and wider
            (outside reviews A and B). A phone already has the whole screen: no button there. */}
        <Button
          onClick={() => onExpandedChange(!expanded)}
          aria-label={chatWindowText.expand}
          aria-pressed={expanded}
          variant="ghostInverse"
          size="icon"
          className="size-9 rounded-full max-sm:hidden"
        >
          <Icon name={expanded ? 'collapse' : 'expand'} className="size-4.5" />
        </Button>
        <Button
          onClick={onClose}
          aria-label={translate(options, 'closeButtonTooltip')}
          variant="ghostInverse"
          size="icon"
          className="size-9 rounded-full"
        >
          <Icon name="close" className="size-5" />
        </Button>
      </div>
      <p id={subtitleId} className="pr-2 text-xs text-on-brand-muted">
        {translate(options, 'subtitle')}
      </p>
    </header>
  );
}
