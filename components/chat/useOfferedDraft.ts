'use client';

import { useEffect, useState } from 'react';
import { OPEN_CHAT_EVENT, takeChatDraft } from '@/lib/chat/open-chat';
import { MAX_CHAT_MESSAGE_LENGTH } from '@/lib/chat/request';

/**
 * A draft offered by another part of the page (the search's "Ask the assistant",
 * lib/chat/open-chat.ts) while the window is open: each offer goes to `setDraft` once (cut to the
 * message limit) and is returned, as a new object, or null before the first.
 */
export function useOfferedDraft(open: boolean, setDraft: (draft: string) => void): { text: string } | null {
  const [offered, setOffered] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    const take = () => {
      const text = takeChatDraft();
      if (text) setOffered({ text });
    };
    // An event, even when it is already here, so that the draft is not set during this effect.
    const timer = window.setTimeout(take);
    window.addEventListener(OPEN_CHAT_EVENT, take);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_CHAT_EVENT, take);
    };
  }, [open]);
  // Set while rendering, not in an effect: the draft shows in the same render as the offer.
  const [shownOffer, setShownOffer] = useState<{ text: string } | null>(null);
  if (offered !== shownOffer) {
    setShownOffer(offered);
    if (offered) setDraft(offered.text.slice(0, MAX_CHAT_MESSAGE_LENGTH));
  }
  return offered;
}
