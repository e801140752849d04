'use client';

import { memo } from 'react';
import type { HelpArticle } from '@/lib/chat/articles';
import { failureText } from '@/lib/chat/client';
import type { ConversationEntry, ErrorEntry } from '@/lib/chat/conversation';
import { hasLongWord } from '@/lib/chat/messages';
import { settledMarkdown } from '@/lib/chat/markdown';
import { fullTime, messageTime } from '@/lib/chat/time';
import { cn } from '@/lib/util/cn';
import { assistantText, chatAssistant, chatHandoffText, chatWindowText as text } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { AssistantBadge, AssistantTile, assistantBubble } from './AssistantTile';
import { HelpArticles } from './HelpArticles';
import { prefetchHandoffForm } from './HandoffView';
import { Markdown } from './Markdown';

export type ChatEntryActions = {
  onRetry: (messageId: string) => void;
  onEdit: (messageId: string) => void;
  onHandoff: () => void;
  retryDisabled: boolean;
  onFollowArticle: () => void;
};

/** When a message was sent, under the last of a run: its clock time, the full time in the <time> element. */
function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const label = messageTime(iso);
  if (!label) return null;
  return (
    <time
      dateTime={iso}
      title={fullTime(iso)}
      className={cn('mt-1 block text-[0.6875rem] leading-4 text-ink-subtle', className)}
    >
      {label}
    </time>
  );
}

/**
 * A failed send: what went wrong, Retry (or Edit message), and two ways to a person; under it, the
 * site's articles that match the message, which need no chat service.
 */
function ChatErrorBubble({
  entry,
  articles,
  onRetry,
  onEdit,
  onHandoff,
  retryDisabled,
  onFollowArticle,
}: { entry: ErrorEntry; articles: HelpArticle[] } & ChatEntryActions) {
  // A message the server refused as too long cannot succeed as it is: it goes back to the input instead.
  const tooLong = entry.reason === 'too-long';
  return (
    <>
      <div
        className="max-w-[85%] rounded-2xl rounded-bl-md border border-danger-600/40 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        data-chat-error={entry.reason}
      >
        <p>{failureText(entry.reason, entry.status)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          {/* Solid, the one thing to do next (outside review: an outlined Retry beside an outlined
              Talk to a person was hard to find in the red). */}
          <Button onClick={() => (tooLong ? onEdit : onRetry)(entry.retryOf)} disabled={retryDisabled} size="xs">
            {tooLong ? text.editMessage : text.retry}
          </Button>
          {/* A way to a person whatever went wrong, in the chat (a third way, a contact-page link, made
              the bubble a row of choices: the footer's Talk to a person is there too). */}
          <Button
            onClick={onHandoff}
            onPointerEnter={prefetchHandoffForm}
            onFocus={prefetchHandoffForm}
            variant="secondary"
            size="xs"
          >
            {chatHandoffText.action}
          </Button>
        </div>
      </div>
      <HelpArticles
        articles={articles}
        onFollow={onFollowArticle}
        className="w-full max-w-[85%] rounded-2xl border border-line bg-surface px-4 py-2.5"
      />
    </>
  );
}

/**
 * One entry of the log. Memoised: while a reply streams, only its bubble renders again, not every
 * finished message before it (the actions keep one identity, see ChatWindow).
 */
export const ChatEntry = memo(function ChatEntry({
  entry,
  articles,
  continued,
  follows,
  first,
  ...actions
}: {
  entry: ConversationEntry;
  /** Beside a failed send: the site's articles that match its message. */
  articles: HelpArticle[];
  /** Another message of the same sender follows this one: the run's time is said once, at its end. */
  continued?: boolean;
  /** It follows another of the assistant's messages: its top corner joins the one above, as Intercom groups a run. */
  follows?: boolean;
  /** The log's first entry (the greeting): the only run whose name carries the AI label. */
  first?: boolean;
} & ChatEntryActions) {
  if (entry.kind === 'error') return <ChatErrorBubble entry={entry} articles={articles} {...actions} />;
  const { message, streaming } = entry;
  // In a run (the log's 12 px gap less 8: 4 px) and its time once, under its last message, as Crisp groups them.
  const run = continued ? { marginBottom: '-0.5rem' } : undefined;
  if (message.sender === 'user') {
    return (
      <div
        className={cn('ml-auto max-w-[85%]', hasLongWord(message.text) && '[font-kerning:none]')}
        style={run}
        data-sender="user"
        data-message-id={message.id}
      >
        <div className="ml-auto w-fit rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm leading-relaxed [overflow-wrap:break-word] whitespace-pre-wrap text-white">
          <span className="sr-only">{text.userPrefix} </span>
          {message.text}
        </div>
        {!continued && <MessageTime iso={message.createdAt} className="text-right" />}
      </div>
    );
  }
  return (
    <>
      {/* Who speaks, once above each run of its replies (as Intercom labels Fin), in a light line: seen
          here, heard from the prefix in the bubble. 4 px above the bubble: the log's 12 px gap less 8 (in
          the chunk's JavaScript, not the site's CSS). The AI label once, over the greeting: with the
          header's, one over every reply read as repeated (outside review DDD). */}
      {!follows && (
        <p
          aria-hidden="true"
          className="flex items-center gap-1.5 text-xs font-medium text-ink-muted"
          style={{ marginBottom: '-0.5rem' }}
          data-chat-identity
        >
          <AssistantTile size="xs" />
          {chatAssistant.name}
          {first && <AssistantBadge className="px-1.5 py-0 text-[0.625rem] leading-4" />}
        </p>
      )}
      <div
        style={run}
        data-sender="bot"
        data-message-id={message.id}
        data-streaming={streaming || undefined}
        aria-busy={streaming || undefined}
      >
        <div className={cn(assistantBubble, 'px-3 py-2 text-sm', follows && 'rounded-tl-md')}>
          <span className="sr-only">{assistantText(text.botPrefix)} </span>
          {/* A reply's **Talk to a person** is the hand-off's button, not bold words. */}
          <Markdown
            text={streaming ? settledMarkdown(message.text) : message.text}
            action={{ label: chatHandoffText.action, onPress: actions.onHandoff, onIntent: prefetchHandoffForm }}
          />
          {entry.truncated && <p className="mt-2 text-xs text-ink-muted italic">{text.replyShortened}</p>}
        </div>
        {!streaming && !continued && <MessageTime iso={message.createdAt} />}
      </div>
    </>
  );
});
