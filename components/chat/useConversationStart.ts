'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * When the conversation begins: at the get-started view's button (`begin`), with a question chosen
 * on that view (`ask`, sent as soon as the conversation has begun), when another part of the page
 * offers a draft, or at the first opening when there is no get-started view. The window reopens the
 * stored conversation if there is one (after a reload, in another tab); until a conversation
 * begins, each opening looks again (another tab may have started one meanwhile).
 */
export function useConversationStart({
  open,
  started,
  showWelcomeScreen,
  offered,
  start,
  resume,
  send,
}: {
  open: boolean;
  started: boolean;
  showWelcomeScreen: boolean;
  offered: { text: string } | null;
  start: () => Promise<void>;
  resume: () => Promise<boolean>;
  send: (text: string) => boolean;
}) {
  const starting = useRef(false);
  const resuming = useRef(false);
  const question = useRef<string | null>(null);

  const begin = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    void start();
  }, [start]);

  useEffect(() => {
    if (!open || starting.current || resuming.current) return;
    resuming.current = true;
    void resume().then((resumed) => {
      if (resumed) starting.current = true;
      else {
        resuming.current = false;
        if (!showWelcomeScreen) begin();
      }
    });
  }, [open, showWelcomeScreen, begin, resume]);

  // An offered draft goes into the message box, starting the conversation if the get-started view is still showing.
  useEffect(() => {
    if (offered && open && !started) begin();
  }, [offered, open, started, begin]);

  useEffect(() => {
    if (!started || question.current === null) return;
    const text = question.current;
    question.current = null;
    send(text);
  }, [started, send]);

  const ask = useCallback(
    (text: string) => {
      question.current = text;
      begin();
    },
    [begin],
  );

  return { begin, ask };
}
