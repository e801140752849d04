'use client';

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { helpArticles, type HelpArticle } from '@/lib/chat/articles';
import type { ConversationEntry } from '@/lib/chat/conversation';
import type { SiteSearch } from '@/lib/search/rank';
import { assistantText, chatWindowText as text } from '@/lib/chat/text';
import { AssistantRow } from './AssistantTile';
import { ChatEntry, type ChatEntryActions } from './ChatEntry';
import { SuggestedQuestions } from './SuggestedQuestions';

function TypingIndicator() {
  return (
    <AssistantRow>
      <div
        className="flex items-center gap-1.5 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3.5"
        data-chat-typing
      >
        <span className="sr-only">{assistantText(text.typing)}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 rounded-full bg-ink-subtle motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </AssistantRow>
  );
}

const noArticles: HelpArticle[] = [];
/** Each failed send's articles, worked out once (not again with every streamed chunk of a later reply). */
const articlesByError = new WeakMap<SiteSearch, Map<string, HelpArticle[]>>();

/** The site's articles that match the message a failed send carried. */
function failureArticles(search: SiteSearch | null, entries: ConversationEntry[], error: ConversationEntry) {
  if (!search || error.kind !== 'error') return noArticles;
  const known = articlesByError.get(search) ?? new Map<string, HelpArticle[]>();
  articlesByError.set(search, known);
  let articles = known.get(error.id);
  if (!articles) {
    const asked = entries.find((entry) => entry.kind === 'message' && entry.message.id === error.retryOf);
    articles = asked?.kind === 'message' ? helpArticles(search, asked.message.text) : noArticles;
    known.set(error.id, articles);
  }
  return articles;
}

/**
 * The conversation log: the entries, the typing indicator and the suggested questions. It keeps
 * its end in view when it opens, when an entry arrives or grows, and when the window is resized.
 */
export function ChatMessageList({
  open,
  entries,
  awaiting,
  suggestions,
  onAsk,
  siteSearch,
  onFollowArticle,
  ...actions
}: {
  open: boolean;
  entries: ConversationEntry[];
  /** A reply is awaited and none of its text has arrived yet. */
  awaiting: boolean;
  suggestions: boolean;
  onAsk: (question: string) => void;
  /** The site's search, once its index has loaded: beside a failed send, the articles that may help. */
  siteSearch: SiteSearch | null;
  onFollowArticle: () => void;
} & Omit<ChatEntryActions, 'onFollowArticle'>) {
  const logRef = useRef<HTMLDivElement>(null);
  const scrollToBottom = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    if (open) scrollToBottom();
  }, [open, entries, awaiting, siteSearch, scrollToBottom]);

  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', scrollToBottom);
    return () => window.removeEventListener('resize', scrollToBottom);
  }, [open, scrollToBottom]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={text.conversationLabel}
      tabIndex={0}
      className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-surface-muted p-4"
    >
      {entries.map((entry) => (
        <ChatEntry
          key={entry.kind === 'error' ? entry.id : entry.message.id}
          entry={entry}
          articles={failureArticles(siteSearch, entries, entry)}
          onFollowArticle={onFollowArticle}
          {...actions}
        />
      ))}
      {awaiting && <TypingIndicator />}
      {/* Under the welcome message until the conversation starts. */}
      {suggestions && <SuggestedQuestions onAsk={onAsk} className="mt-1 pl-9" />}
    </div>
  );
}
