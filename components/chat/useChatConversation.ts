'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { requestReply } from '@/lib/chat/client';
import {
  conversationReducer,
  finishedMessages,
  initialConversation,
  messageText,
  sameMessages,
  type ConversationState,
} from '@/lib/chat/conversation';
import { loadPreviousSession } from '@/lib/chat/history';
import { createMessage, type ChatMessage } from '@/lib/chat/messages';
import type { ChatOptions } from '@/lib/chat/options';
import { browserStorage, readSessionId, startSession } from '@/lib/chat/session';
import { loadTranscript, pruneTranscripts, saveTranscript } from '@/lib/chat/transcript';

/** The conversation with the webhook: start, send, retry; the state lives in the reducer. */
export function useChatConversation(options: ChatOptions) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const attempts = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  // Set in the same task as the send: two Enter keydowns before React renders still send once.
  const busy = useRef(false);

  useEffect(() => () => inFlight.current?.abort(), []);

  // A conversation began (start, Start over): a resume still loading must not replace it.
  const begun = useRef(false);
  // The messages last stored, and for which session.
  const saved = useRef<{ sessionId: string; messages: ChatMessage[] } | null>(null);
  const greeting = useCallback(
    () => options.initialMessages.map((text) => createMessage(text, 'bot')),
    [options.initialMessages],
  );

  const start = useCallback(async () => {
    begun.current = true;
    const storage = browserStorage();
    const sessionId = startSession(storage, { reuseStored: options.loadPreviousSession });
    // A new session leaves no old transcript behind.
    pruneTranscripts(storage, sessionId);
    const history = options.loadPreviousSession ? await loadPreviousSession(options, sessionId) : [];
    dispatch({ type: 'start', sessionId, messages: [...greeting(), ...history] });
  }, [options, greeting]);

  /**
   * Reopens the stored conversation (after a reload, in another tab); false when there is none to
   * reopen. With the server's history on, the server's copy wins over the local one whenever the
   * server has the conversation; the local copy is what is left when it has not (no memory, offline).
   */
  const resume = useCallback(async (): Promise<boolean> => {
    if (begun.current) return true;
    const storage = browserStorage();
    const sessionId = readSessionId(storage);
    // Only the current session's transcript is kept, and not past its age (TRANSCRIPT_MAX_AGE_MS).
    pruneTranscripts(storage, sessionId);
    if (!sessionId) return false;
    const server = options.loadPreviousSession ? await loadPreviousSession(options, sessionId) : [];
    if (begun.current) return true;
    const messages = server.length > 0 ? [...greeting(), ...server] : loadTranscript(storage, sessionId);
    if (!messages.some((message) => message.sender === 'user')) return false;
    begun.current = true;
    // The local copy reopened as it is stored: no write, so opening the chat does not renew its 30 days.
    if (server.length === 0) saved.current = { sessionId, messages };
    dispatch({ type: 'start', sessionId, messages });
    return true;
  }, [options, greeting]);

  /**
   * Start over: forget the transcript and begin a new session, whatever the options. A reply still
   * arriving is abandoned (its request aborted), so Start over is always a way out.
   */
  const startOver = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    busy.current = false;
    begun.current = true;
    const storage = browserStorage();
    const sessionId = startSession(storage);
    pruneTranscripts(storage, sessionId);
    dispatch({ type: 'start', sessionId, messages: greeting() });
  }, [greeting]);

  // The finished messages are kept as they change (a streaming reply is saved once it ends). A
  // streamed chunk changes only the streaming bubble: no write, so storage costs nothing per chunk.
  useEffect(() => {
    if (!state.sessionId) return;
    const messages = finishedMessages(state.entries);
    const last = saved.current;
    if (last?.sessionId === state.sessionId && sameMessages(last.messages, messages)) return;
    saved.current = { sessionId: state.sessionId, messages };
    saveTranscript(browserStorage(), state.sessionId, messages);
  }, [state.entries, state.sessionId]);

  const requestFor = useCallback(
    async (sessionId: string, text: string, attempt: number) => {
      const controller = new AbortController();
      inFlight.current = controller;
      const result = await requestReply({
        options,
        sessionId,
        message: text,
        signal: controller.signal,
        onEvent: (event) => {
          const { id, createdAt } = createMessage('', 'bot');
          dispatch({ type: 'reply', attempt, event, id, createdAt });
        },
      });
      dispatch({ type: 'settle', attempt, result, errorId: createMessage('', 'bot').id });
      // After Start over, a newer request may be the one in flight: it keeps the guard.
      if (inFlight.current === controller) {
        inFlight.current = null;
        busy.current = false;
      }
    },
    [options],
  );

  /** False when nothing was sent (blank text, no session, or a reply still pending). */
  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed || !state.sessionId || state.pending || busy.current) return false;
      busy.current = true;
      const attempt = (attempts.current += 1);
      dispatch({ type: 'send', message: createMessage(trimmed, 'user'), attempt });
      void requestFor(state.sessionId, trimmed, attempt);
      return true;
    },
    [requestFor, state.sessionId, state.pending],
  );

  const retry = useCallback(
    (messageId: string) => {
      const text = messageText(state, messageId);
      if (text === null || !state.sessionId || state.pending || busy.current) return;
      busy.current = true;
      const attempt = (attempts.current += 1);
      dispatch({ type: 'retry', messageId, attempt });
      void requestFor(state.sessionId, text, attempt);
    },
    [requestFor, state],
  );

  return { state, start, resume, startOver, send, retry };
}

/** Calls `onReply` each time an awaited reply settles with the assistant's words last. */
export function useReplyFinished(state: ConversationState, onReply: (() => void) | undefined) {
  const wasPending = useRef(false);
  useEffect(() => {
    if (state.pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const last = state.entries.at(-1);
    if (last?.kind === 'message' && last.message.sender === 'bot') onReply?.();
  }, [state.pending, state.entries, onReply]);
}
