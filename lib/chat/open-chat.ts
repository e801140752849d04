/**
 * The one way for other parts of the page (the search dialog's "Ask the assistant", links that
 * offer a person) to open the live chat with a draft in its message box. The draft waits on window
 * and the toggle is pressed for them, so callers do not import the chat and the chat's toggle (in
 * every page's initial JavaScript) needs no code for it: the lazily loaded window takes the draft up
 * as it opens, or at once through OPEN_CHAT_EVENT when it is open already.
 */
export const OPEN_CHAT_EVENT = 'linkwell:open-chat';
/** Where the draft waits (window[CHAT_DRAFT]) until the chat window takes it. */
export const CHAT_DRAFT = '__chatDraft';
/** The chat toggle (components/chat/ChatLauncher.tsx) while the window is closed. */
const CLOSED_TOGGLE = '[aria-controls="n8n-chat-window"][aria-expanded="false"]';

declare global {
  interface Window {
    [CHAT_DRAFT]?: string;
  }
}

export type OpenChatDetail = {
  /** Put into the message box (not sent): the person reviews it and presses Send. */
  draft?: string;
};

/** Opens the chat window (loading it if needed) and, with a draft, fills its message box. */
export function openChat({ draft }: OpenChatDetail = {}): void {
  if (draft) window[CHAT_DRAFT] = draft;
  document.querySelector<HTMLButtonElement>(CLOSED_TOGGLE)?.click();
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/** The draft waiting for the chat window, once. */
export function takeChatDraft(): string | null {
  const draft = window[CHAT_DRAFT];
  delete window[CHAT_DRAFT];
  return typeof draft === 'string' && draft ? draft : null;
}
