'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { requestReply } from '@/lib/chat/client';
import { conversationReducer, initialConversation, messageText } from '@/lib/chat/conversation';
import { loadPreviousSession } from '@/lib/chat/history';
import { createMessage } from '@/lib/chat/messages';
import type { ChatOptions } from '@/lib/chat/options';
import { browserStorage, startSession } from '@/lib/chat/session';

/** The conversation with the webhook: start, send, retry; the state lives in the reducer. */
export function useChatConversation(options: ChatOptions) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const attempts = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  // Set in the same task as the send: two Enter keydowns before React renders still send once.
  const busy = useRef(false);

  useEffect(() => () => inFlight.current?.abort(), []);

  const start = useCallback(async () => {
    const sessionId = startSession(browserStorage(), { reuseStored: options.loadPreviousSession });
    const greeting = options.initialMessages.map((text) => createMessage(text, 'bot'));
    const history = options.loadPreviousSession ? await loadPreviousSession(options, sessionId) : [];
    dispatch({ type: 'start', sessionId, messages: [...greeting, ...history] });
  }, [options]);

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
      busy.current = false;
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

  return { state, start, send, retry };
}
