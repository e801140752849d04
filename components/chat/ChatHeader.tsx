import { translate } from '@/lib/chat/i18n';
import type { ChatOptions } from '@/lib/chat/options';
import { chatHandoffText, chatWindowText } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { ChatMenu, type ChatMenuItem } from './ChatMenu';
import { prefetchHandoffForm } from './HandoffView';

/**
 * The window's header: title and subtitle (the dialog's name and description), the menu (Talk to
 * a person, and Start over once a conversation has begun) and Close.
 */
export function ChatHeader({
  options,
  titleId,
  subtitleId,
  canStartOver,
  onHandoff,
  onStartOver,
  onClose,
}: {
  options: ChatOptions;
  titleId: string;
  subtitleId: string;
  /** A conversation has begun, so Start over is offered (a reply still arriving is abandoned). */
  canStartOver: boolean;
  onHandoff: () => void;
  onStartOver: () => void;
  onClose: () => void;
}) {
  const menuItems: ChatMenuItem[] = [
    { label: chatHandoffText.action, icon: 'person', onSelect: onHandoff },
    ...(canStartOver ? [{ label: chatWindowText.startOver, icon: 'restart' as const, onSelect: onStartOver }] : []),
  ];
  return (
    <header className="flex items-start gap-3 bg-brand-deep px-5 py-4 text-white">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg leading-tight font-semibold">
          {translate(options, 'title')}
        </h2>
        <p id={subtitleId} className="mt-1 text-sm text-on-brand-muted">
          {translate(options, 'subtitle')}
        </p>
      </div>
      <ChatMenu label={chatHandoffText.menuLabel} items={menuItems} onOpen={prefetchHandoffForm} />
      <Button
        onClick={onClose}
        aria-label={translate(options, 'closeButtonTooltip')}
        variant="ghostInverse"
        size="icon"
        className="-mt-1 -mr-2 -ml-2 size-10 rounded-full"
      >
        <Icon name="close" className="size-5" />
      </Button>
    </header>
  );
}
