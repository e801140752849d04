/** @jest-environment node */
import {
  conversationReducer,
  finishedMessages,
  initialConversation,
  isAwaitingFirstText,
  MAX_REPLY_LENGTH,
  messageText,
  offersSuggestions,
  sameMessages,
  type ConversationAction,
  type ConversationState,
} from '@/lib/chat/conversation';
import type { ChatMessage } from '@/lib/chat/messages';
import type { ReplyEvent } from '@/lib/chat/stream';

const at = '2026-01-01T00:00:00.000Z';
const message = (id: string, text: string, sender: 'user' | 'bot'): ChatMessage => ({
  id,
  text,
  sender,
  createdAt: at,
});
const run = (actions: ConversationAction[], state: ConversationState = initialConversation) =>
  actions.reduce(conversationReducer, state);
const texts = (state: ConversationState) =>
  state.entries.map((entry) =>
    entry.kind === 'message' ? `${entry.message.sender}:${entry.message.text}` : `error:${entry.reason}`,
  );
let ids = 0;
const reply = (attempt: number, event: ReplyEvent): ConversationAction => ({
  type: 'reply',
  attempt,
  event,
  id: `b${(ids += 1)}`,
  createdAt: at,
});

const started = run([
  { type: 'start', sessionId: 's-1', messages: [message('w', 'Hi there! How can I help you?', 'bot')] },
]);

describe('conversation', () => {
  it('starts with the session and the welcome message', () => {
    expect(started.sessionId).toBe('s-1');
    expect(texts(started)).toEqual(['bot:Hi there! How can I help you?']);
    expect(started.pending).toBeNull();
  });

  it('text past the reply cap and a repeated end leave the state as it was (nothing to render per chunk)', () => {
    let state = run(
      [
        { type: 'send', message: message('u1', 'Everything?', 'user'), attempt: 1 },
        reply(1, { type: 'text', key: 'agent#0', text: 'x'.repeat(MAX_REPLY_LENGTH + 5) }),
      ],
      started,
    );
    const bubble = state.entries.at(-1)!;
    expect(bubble.kind === 'message' && bubble.truncated).toBe(true);
    expect(run([reply(1, { type: 'text', key: 'agent#0', text: 'more' })], state)).toBe(state);
    state = run([reply(1, { type: 'end', key: 'agent#0' })], state);
    expect(run([reply(1, { type: 'end', key: 'agent#0' })], state)).toBe(state);
  });

  it('finishedMessages: the messages that are no longer streaming, as the same objects', () => {
    const state = run(
      [
        { type: 'send', message: message('u1', 'Price?', 'user'), attempt: 1 },
        reply(1, { type: 'text', key: 'agent#0', text: 'From ' }),
      ],
      started,
    );
    const finished = finishedMessages(state.entries);
    expect(finished.map((item) => item.text)).toEqual(['Hi there! How can I help you?', 'Price?']);
    const next = run([reply(1, { type: 'text', key: 'agent#0', text: '$89.' })], state);
    expect(sameMessages(finishedMessages(next.entries), finished)).toBe(true);
    const ended = run([reply(1, { type: 'end', key: 'agent#0' })], next);
    expect(sameMessages(finishedMessages(ended.entries), finished)).toBe(false);
    expect(finishedMessages(ended.entries).at(-1)!.text).toBe('From $89.');
  });

  it('a sent message waits for its reply; the streamed text fills one bubble per node run', () => {
    let state = run([{ type: 'send', message: message('u1', 'Price?', 'user'), attempt: 1 }], started);
    expect(state.pending).toEqual({ messageId: 'u1', attempt: 1 });
    expect(isAwaitingFirstText(state)).toBe(true);
    state = run([reply(1, { type: 'begin', key: 'agent#0' })], state);
    expect(isAwaitingFirstText(state)).toBe(true);
    state = run(
      [
        reply(1, { type: 'text', key: 'agent#0', text: 'From ' }),
        reply(1, { type: 'text', key: 'agent#0', text: '$89.' }),
      ],
      state,
    );
    expect(isAwaitingFirstText(state)).toBe(false);
    state = run(
      [reply(1, { type: 'text', key: 'other#0', text: 'Second node.' }), reply(1, { type: 'end', key: 'agent#0' })],
      state,
    );
    expect(texts(state)).toEqual([
      'bot:Hi there! How can I help you?',
      'user:Price?',
      'bot:From $89.',
      'bot:Second node.',
    ]);
    expect(state.entries.filter((entry) => entry.kind === 'message' && entry.streaming)).toHaveLength(1);
    state = run([{ type: 'settle', attempt: 1, result: { ok: true }, errorId: 'e' }], state);
    expect(state.pending).toBeNull();
    expect(state.entries.some((entry) => entry.kind === 'message' && entry.streaming)).toBe(false);
  });

  it('offers the suggested questions from the start until the first question, not before it or while waiting', () => {
    expect(offersSuggestions(initialConversation)).toBe(false);
    expect(offersSuggestions(started)).toBe(true);
    const asked = run([{ type: 'send', message: message('u1', 'One', 'user'), attempt: 1 }], started);
    expect(asked.pending).not.toBeNull();
    expect(offersSuggestions(asked)).toBe(false);
    expect(offersSuggestions({ ...asked, pending: null })).toBe(false);
  });

  it('a second message cannot be sent while a reply is pending', () => {
    const state = run(
      [
        { type: 'send', message: message('u1', 'One', 'user'), attempt: 1 },
        { type: 'send', message: message('u2', 'Two', 'user'), attempt: 2 },
      ],
      started,
    );
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:One']);
  });

  it('a failure adds an error entry pointing at the message; Retry removes it and waits again', () => {
    let state = run(
      [
        { type: 'send', message: message('u1', 'Hello', 'user'), attempt: 1 },
        { type: 'settle', attempt: 1, result: { ok: false, reason: 'http', status: 500 }, errorId: 'e1' },
      ],
      started,
    );
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:Hello', 'error:http']);
    expect(state.entries[2]).toEqual({ kind: 'error', id: 'e1', retryOf: 'u1', reason: 'http', status: 500 });
    expect(messageText(state, 'u1')).toBe('Hello');
    state = run([{ type: 'retry', messageId: 'u1', attempt: 2 }], state);
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:Hello']);
    expect(state.pending).toEqual({ messageId: 'u1', attempt: 2 });
    state = run(
      [
        reply(2, { type: 'text', key: 'reply-1', text: 'Hi!' }),
        { type: 'settle', attempt: 2, result: { ok: true }, errorId: 'e2' },
      ],
      state,
    );
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:Hello', 'bot:Hi!']);
  });

  it('drops bubbles of node runs that streamed no text, keeps partial text before an error', () => {
    const state = run(
      [
        { type: 'send', message: message('u1', 'Go', 'user'), attempt: 1 },
        reply(1, { type: 'begin', key: 'tool#0' }),
        reply(1, { type: 'end', key: 'tool#0' }),
        reply(1, { type: 'text', key: 'agent#0', text: 'Partial' }),
        reply(1, { type: 'error', key: 'agent#0', text: 'boom' }),
        { type: 'settle', attempt: 1, result: { ok: false, reason: 'stream-error' }, errorId: 'e1' },
      ],
      started,
    );
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:Go', 'bot:Partial', 'error:stream-error']);
  });

  it('ignores events of an attempt that is no longer pending, and aborts add no error', () => {
    let state = run(
      [
        { type: 'send', message: message('u1', 'Go', 'user'), attempt: 1 },
        { type: 'settle', attempt: 1, result: { ok: false, reason: 'aborted' }, errorId: 'e' },
      ],
      started,
    );
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:Go']);
    state = run(
      [
        reply(1, { type: 'text', key: 'late#0', text: 'late' }),
        { type: 'settle', attempt: 1, result: { ok: true }, errorId: 'x' },
      ],
      state,
    );
    expect(texts(state)).toEqual(['bot:Hi there! How can I help you?', 'user:Go']);
  });
});
