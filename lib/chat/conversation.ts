/**
 * The conversation as a pure reducer: messages, the one reply being awaited, streamed bubbles
 * (one per node run) and error entries that remember which message to resend.
 */
import type { ChatFailureReason, ReplyResult } from './client';
import type { ChatMessage } from './messages';
import type { ReplyEvent } from './stream';

/** A reply keeps at most this many characters, all its bubbles together; the rest is dropped and the bubble says so. */
export const MAX_REPLY_LENGTH = 32_000;
/**
 * A reply shows at most this many bubbles (one per node run); later node runs are dropped and the
 * last bubble says the reply was shortened. Far fewer than MAX_CONVERSATION_ENTRIES, so however
 * large a reply is, the question it answers stays in the conversation and in the transcript.
 */
export const MAX_REPLY_BUBBLES = 20;
/** The conversation keeps this many entries at most; the oldest go first. */
export const MAX_CONVERSATION_ENTRIES = 200;

export type MessageEntry = {
  kind: 'message';
  message: ChatMessage;
  streaming: boolean;
  streamKey?: string;
  /** The reply was longer than MAX_REPLY_LENGTH and was cut there. */
  truncated?: boolean;
};
export type ErrorEntry = { kind: 'error'; id: string; retryOf: string; reason: ChatFailureReason; status?: number };
export type ConversationEntry = MessageEntry | ErrorEntry;

export type ConversationState = {
  sessionId: string | null;
  entries: ConversationEntry[];
  /** The user message whose reply is awaited, and which attempt at it (attempts never repeat). */
  pending: { messageId: string; attempt: number } | null;
};

export type ConversationAction =
  | { type: 'start'; sessionId: string; messages: ChatMessage[] }
  | { type: 'send'; message: ChatMessage; attempt: number }
  | { type: 'retry'; messageId: string; attempt: number }
  | { type: 'reply'; attempt: number; event: ReplyEvent; id: string; createdAt: string }
  | { type: 'settle'; attempt: number; result: ReplyResult; errorId: string };

export const initialConversation: ConversationState = { sessionId: null, entries: [], pending: null };

const streamKeyOf = (attempt: number, key: string) => `${attempt}/${key}`;

/** The entries with one bubble updated; the same array when the update changes nothing (no re-render). */
function updateBubble(
  entries: ConversationEntry[],
  streamKey: string,
  update: (entry: MessageEntry) => MessageEntry,
): ConversationEntry[] {
  const index = entries.findIndex((entry) => entry.kind === 'message' && entry.streamKey === streamKey);
  const entry = entries[index];
  if (entry?.kind !== 'message') return entries;
  const updated = update(entry);
  if (updated === entry) return entries;
  const next = entries.slice();
  next[index] = updated;
  return next;
}

/** The bubble with `text` appended, up to `room` more characters: a reply of any size costs bounded memory and layout. */
function appendText(entry: MessageEntry, text: string, room: number): MessageEntry {
  if (entry.truncated) return entry;
  if (text.length <= room) return { ...entry, message: { ...entry.message, text: entry.message.text + text } };
  return {
    ...entry,
    truncated: true,
    message: { ...entry.message, text: entry.message.text + text.slice(0, Math.max(0, room)) },
  };
}

/** The bubbles of an attempt's reply: the last entries while it is pending (nothing else is added meanwhile). */
function replyBubbles(entries: ConversationEntry[], attempt: number): MessageEntry[] {
  const prefix = `${attempt}/`;
  const bubbles: MessageEntry[] = [];
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (entry.kind !== 'message' || !entry.streamKey?.startsWith(prefix)) break;
    bubbles.unshift(entry);
  }
  return bubbles;
}

const markShortened = (entry: MessageEntry): MessageEntry => (entry.truncated ? entry : { ...entry, truncated: true });

/** The newest MAX_CONVERSATION_ENTRIES entries. */
const capped = (entries: ConversationEntry[]) =>
  entries.length > MAX_CONVERSATION_ENTRIES ? entries.slice(-MAX_CONVERSATION_ENTRIES) : entries;

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'start':
      return {
        ...initialConversation,
        sessionId: action.sessionId,
        entries: action.messages.map((message) => ({ kind: 'message', message, streaming: false })),
      };
    case 'send': {
      if (state.pending) return state;
      return {
        ...state,
        entries: capped([...state.entries, { kind: 'message', message: action.message, streaming: false }]),
        pending: { messageId: action.message.id, attempt: action.attempt },
      };
    }
    case 'retry': {
      if (state.pending) return state;
      return {
        ...state,
        entries: state.entries.filter((entry) => !(entry.kind === 'error' && entry.retryOf === action.messageId)),
        pending: { messageId: action.messageId, attempt: action.attempt },
      };
    }
    case 'reply': {
      if (state.pending?.attempt !== action.attempt) return state;
      const { event } = action;
      const streamKey = streamKeyOf(action.attempt, event.key);
      let entries = state.entries;
      let bubbles = replyBubbles(entries, action.attempt);
      const used = bubbles.reduce((length, bubble) => length + bubble.message.text.length, 0);
      if (!bubbles.some((bubble) => bubble.streamKey === streamKey) && event.type !== 'end') {
        // Node runs that ended without text go now (as at settle), so they do not count against the cap.
        const ended = bubbles.filter((bubble) => !bubble.streaming && bubble.message.text === '');
        if (ended.length > 0) {
          entries = entries.filter((entry) => !ended.includes(entry as MessageEntry));
          bubbles = bubbles.filter((bubble) => !ended.includes(bubble));
        }
        if (bubbles.length >= MAX_REPLY_BUBBLES || used >= MAX_REPLY_LENGTH) {
          // A node run beyond the cap is dropped; the reply's last words say it was shortened.
          const last = bubbles.filter((bubble) => bubble.message.text !== '').at(-1);
          if (event.type === 'text' && last) entries = updateBubble(entries, last.streamKey!, markShortened);
          return entries === state.entries ? state : { ...state, entries };
        }
        const message: ChatMessage = { id: action.id, text: '', sender: 'bot', createdAt: action.createdAt };
        entries = capped([...entries, { kind: 'message', message, streaming: true, streamKey }]);
      }
      if (event.type === 'text') {
        entries = updateBubble(entries, streamKey, (entry) => appendText(entry, event.text, MAX_REPLY_LENGTH - used));
      } else if (event.type === 'end' || event.type === 'error') {
        entries = updateBubble(entries, streamKey, (entry) =>
          entry.streaming ? { ...entry, streaming: false } : entry,
        );
      }
      // Text beyond MAX_REPLY_LENGTH changes nothing: the state stays the same and nothing renders.
      return entries === state.entries ? state : { ...state, entries };
    }
    case 'settle': {
      if (state.pending?.attempt !== action.attempt) return state;
      const prefix = `${action.attempt}/`;
      const ofAttempt = (entry: ConversationEntry): entry is MessageEntry =>
        entry.kind === 'message' && Boolean(entry.streamKey?.startsWith(prefix));
      // Node runs that streamed no text (tool calls, for instance) leave no empty bubble behind.
      const entries: ConversationEntry[] = state.entries
        .filter((entry) => !ofAttempt(entry) || entry.message.text.trim() !== '')
        .map((entry) => (ofAttempt(entry) ? { ...entry, streaming: false } : entry));
      const { result } = action;
      if (!result.ok && result.reason !== 'aborted') {
        entries.push({
          kind: 'error',
          id: action.errorId,
          retryOf: state.pending.messageId,
          reason: result.reason,
          status: result.status,
        });
      }
      return { ...state, entries: capped(entries), pending: null };
    }
  }
}

/** True while a reply is awaited and none of its text has arrived yet (the typing indicator). */
export function isAwaitingFirstText(state: ConversationState): boolean {
  if (!state.pending) return false;
  const prefix = `${state.pending.attempt}/`;
  return !state.entries.some(
    (entry) => entry.kind === 'message' && entry.streamKey?.startsWith(prefix) && entry.message.text !== '',
  );
}

/** The suggested questions show from the start until the first question or error, and not while a reply is awaited. */
export function offersSuggestions(state: ConversationState): boolean {
  return (
    state.sessionId !== null &&
    !state.pending &&
    !state.entries.some((entry) => entry.kind !== 'message' || entry.message.sender === 'user')
  );
}

/**
 * The finished messages, oldest first: what the transcript keeps and a hand-off sends. A streaming
 * reply joins once it ends. The message objects are the state's own, so an unchanged list has the
 * same elements (sameMessages).
 */
export function finishedMessages(entries: ConversationEntry[]): ChatMessage[] {
  return entries.flatMap((entry) => (entry.kind === 'message' && !entry.streaming ? [entry.message] : []));
}

/** True when both lists hold the very same message objects in the same order. */
export function sameMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}

/** The text of a user message, for Retry. */
export function messageText(state: ConversationState, messageId: string): string | null {
  const entry = state.entries.find((item) => item.kind === 'message' && item.message.id === messageId);
  return entry?.kind === 'message' ? entry.message.text : null;
}
