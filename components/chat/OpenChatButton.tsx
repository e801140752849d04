'use client';

import { useRef, type ReactNode } from 'react';
import { earlyClicksScope, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { openChat } from '@/lib/chat/open-chat';

/**
 * A button elsewhere on a page that opens the live chat (lib/chat/open-chat.ts presses the chat's
 * own toggle). A press made before hydration is replayed once the page is ready.
 */
export function OpenChatButton({ children, className }: { children: ReactNode; className?: string }) {
  const scope = useRef<HTMLSpanElement>(null);
  useEarlyClicks(scope);
  return (
    // No box of its own: the button lays out as if it stood alone (a flex item in a button group).
    <span ref={scope} className="contents" {...earlyClicksScope}>
      <button type="button" className={className} onClick={() => openChat()}>
        {children}
      </button>
    </span>
  );
}
