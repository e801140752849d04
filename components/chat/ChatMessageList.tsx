'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { helpArticles, type HelpArticle } from '@/lib/chat/articles';
import type { ConversationEntry, MessageEntry } from '@/lib/chat/conversation';
import type { SiteSearch } from '@/lib/search/rank';
import { assistantText, chatWindowText as text } from '@/lib/chat/text';
import { assistantBubble } from './AssistantTile';
import { ChatEntry, type ChatEntryActions } from './ChatEntry';
import { ChatIcon } from './ChatIcon';
import { SuggestedQuestions } from './SuggestedQuestions';

function TypingIndicator() {
  return (
    <div className={`flex h-10 w-fit items-center gap-1.5 px-4 ${assistantBubble}`} data-chat-typing>
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

const isBotMessage = (entry: ConversationEntry | undefined): entry is MessageEntry =>
  entry?.kind === 'message' && entry.message.sender === 'bot';
/** Two entries in a row are messages of one sender: one run, its time said once under its end. */
const sameSender = (entry: ConversationEntry, next: ConversationEntry | undefined) =>
  entry.kind === 'message' && next?.kind === 'message' && next.message.sender === entry.message.sender;

/**
 * The greeting's two messages (the spec's welcome, then who answers) in one bubble: two bubbles in a
 * row read as two greetings (outside review F) and pushed the suggested questions under the composer.
 */
function joinGreeting(welcome: ConversationEntry | undefined, intro: ConversationEntry | undefined) {
  if (!isBotMessage(welcome) || !isBotMessage(intro)) return null;
  return { ...welcome, message: { ...welcome.message, text: `${welcome.message.text}\n\n${intro.message.text}` } };
}

const messageNode = (log: HTMLElement, id: string) =>
  log.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);

/** Within this many pixels of its end, the log counts as at the bottom (a rounding, a half line). */
const AT_BOTTOM_PX = 24;
/** Above the message kept at the log's top: less than the 12 px gap, so nothing of the one before (its shadow) shows. */
const ANCHOR_MARGIN_PX = 8;

/**
 * Where the log keeps itself as entries arrive: at its end (the visitor is reading the newest), at
 * a message (so what follows it is read from its start, as Intercom and ChatGPT do), or where the
 * visitor scrolled to.
 */
type Follow = { to: 'bottom' } | { to: 'message'; id: string } | { to: 'none' };

/** The newest message, when it is the assistant's: what a "New message" cue leads to. */
function newestReply(entries: ConversationEntry[]): string | null {
  const last = entries[entries.length - 1];
  return last?.kind === 'message' && last.message.sender === 'bot' ? last.message.id : null;
}

/** The message to keep at the log's top: the newest question, or before any, the first greeting. */
function anchorOf(entries: ConversationEntry[]) {
  let first: string | null = null;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (entry.kind !== 'message') continue;
    if (entry.message.sender === 'user') return { id: entry.message.id, question: true };
    first = entry.message.id;
  }
  return { id: first, question: false };
}

/**
 * The conversation log: the entries, the typing indicator and the suggested questions. The spec's
 * rule: the body scrolls to the bottom on opening and on window resize, and when a scroll event
 * fires, read here as content arriving while the visitor is at the bottom (it keeps following the
 * end; a visitor who scrolled up to read is not pulled down). When the visitor asks, the log instead
 * keeps their question at its top while the answer arrives under it: a short answer ends at the
 * bottom all the same, a long one is read from its first line rather than its last. A conversation
 * begun with the window already open is read the same way, from its greeting. A reply that arrives
 * below a visitor who scrolled up leaves them there, with a New message cue that leads to its start.
 */
export function ChatMessageList({
  open,
  expanded,
  entries,
  awaiting,
  suggestions,
  onAsk,
  siteSearch,
  onFollowArticle,
  ...actions
}: {
  open: boolean;
  /** The window's larger size: a resize of its own, so the body goes to the bottom as on the page's. */
  expanded: boolean;
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
  const [welcome, intro] = entries;
  // Kept while the conversation goes on, so a streamed reply does not render the greeting again.
  const greeting = useMemo(() => joinGreeting(welcome, intro), [welcome, intro]);
  const shown = greeting ? [greeting, ...entries.slice(2)] : entries;
  const follow = useRef<Follow>({ to: 'bottom' });
  // Where the log last put itself: a scroll event elsewhere is the visitor's own.
  const placedAt = useRef(0);
  const anchor = anchorOf(entries);
  const anchoredTo = useRef<string | null>(null);
  const asked = useRef(false);
  const openedBefore = useRef(false);
  // A reply that arrived below a visitor who had scrolled up to read: the cue leads to its start.
  const [unseen, setUnseen] = useState<string | null>(null);
  const newest = newestReply(entries);
  const seenNewest = useRef(newest);

  const place = useCallback(() => {
    const log = logRef.current;
    const target = follow.current;
    if (!log || target.to === 'none') return;
    const end = log.scrollHeight - log.clientHeight;
    const message = target.to === 'message' ? messageNode(log, target.id) : null;
    // The first message: the very top, its padding included.
    const messageTop = !message
      ? end
      : message === log.querySelector('[data-message-id]')
        ? 0
        : message.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - ANCHOR_MARGIN_PX;
    log.scrollTop = Math.min(end, messageTop);
    placedAt.current = log.scrollTop;
  }, []);

  const scrollToBottom = useCallback(() => {
    follow.current = { to: 'bottom' };
    place();
  }, [place]);

  useLayoutEffect(() => {
    // A new question (or a new conversation's greeting): it stays at the top while what follows arrives.
    if (anchor.id !== anchoredTo.current) {
      anchoredTo.current = anchor.id;
      asked.current = anchor.question;
      if (anchor.id) follow.current = { to: 'message', id: anchor.id };
    }
    if (open) place();
  }, [open, entries, awaiting, siteSearch, anchor.id, anchor.question, place]);

  // A new reply while the visitor reads further up (the log follows nothing): say so, do not pull them down.
  useEffect(() => {
    if (newest === seenNewest.current) return;
    seenNewest.current = newest;
    const log = logRef.current;
    const node = log && newest ? messageNode(log, newest) : null;
    const below = node && node.getBoundingClientRect().top >= log!.getBoundingClientRect().bottom;
    setUnseen(follow.current.to === 'none' && below ? newest : null);
  }, [newest]);

  const showUnseen = () => {
    if (!unseen) return;
    // Held on the reply's start, so the rest of a reply still streaming arrives under it.
    follow.current = { to: 'message', id: unseen };
    place();
    setUnseen(null);
  };

  useLayoutEffect(() => {
    if (!open) return;
    // Opening the window: the bottom, as the spec says; not a conversation just begun in the open window.
    if (openedBefore.current || asked.current) scrollToBottom();
    openedBefore.current = true;
  }, [open, scrollToBottom]);

  const sizedBefore = useRef(expanded);
  useLayoutEffect(() => {
    if (expanded === sizedBefore.current) return;
    sizedBefore.current = expanded;
    scrollToBottom();
  }, [expanded, scrollToBottom]);

  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', scrollToBottom);
    return () => window.removeEventListener('resize', scrollToBottom);
  }, [open, scrollToBottom]);

  const onScroll = () => {
    const log = logRef.current;
    // The new reply's start came into view: the cue has said what it had to.
    const node = log && unseen ? messageNode(log, unseen) : null;
    if (node && node.getBoundingClientRect().top < log!.getBoundingClientRect().bottom) setUnseen(null);
    if (!log || Math.abs(log.scrollTop - placedAt.current) <= 1) return;
    const end = log.scrollHeight - log.clientHeight;
    // Content shrank under a log placed at its end (the typing dots giving way to the reply's first
    // words): the browser moved it, not the visitor, so the question stays the anchor.
    if (log.scrollTop < placedAt.current && log.scrollTop >= end - 1) {
      placedAt.current = log.scrollTop;
      return;
    }
    // The visitor scrolled: at the end, the log follows it again; anywhere else it stays put.
    follow.current = end - log.scrollTop <= AT_BOTTOM_PX ? { to: 'bottom' } : { to: 'none' };
    placedAt.current = log.scrollTop;
  };

  return (
    <div
      ref={logRef}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={text.conversationLabel}
      tabIndex={0}
      className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-surface px-4 py-3"
      // Earlier messages fade out under the title bar over the log's top padding, so a conversation
      // scrolled to its end does not show a timestamp cut in half there (outside review III); at the
      // top, the padding is all it covers.
      style={{ maskImage: 'linear-gradient(transparent, #000 0.75rem)' }}
    >
      {shown.map((entry, index) => (
        <ChatEntry
          key={entry.kind === 'error' ? entry.id : entry.message.id}
          entry={entry}
          continued={sameSender(entry, shown[index + 1])}
          follows={sameSender(entry, shown[index - 1])}
          first={index === 0}
          articles={failureArticles(siteSearch, entries, entry)}
          onFollowArticle={onFollowArticle}
          {...actions}
        />
      ))}
      {awaiting && <TypingIndicator />}
      {/* Under the welcome message until the conversation starts. */}
      {suggestions && <SuggestedQuestions onAsk={onAsk} />}
      {unseen && (
        // Pinned to the log's foot, over the conversation, taking no room in it (in the chunk, not the site's CSS).
        <div className="sticky bottom-0 flex items-end justify-center" style={{ height: 0, marginTop: '-0.75rem' }}>
          <button
            type="button"
            onClick={showUnseen}
            className="flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white shadow-md"
          >
            {text.newMessage}
            <ChatIcon name="chevronDown" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
