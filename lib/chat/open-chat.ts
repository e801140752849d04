/**
 * The one way for other parts of the page (the search dialog's "Ask the assistant", links that
 * offer a person) to open the live chat: a DOM event the chat toggle listens for, so callers do
 * not import the chat, and the chat's lazy chunk stays out of their bundles.
 */
export const OPEN_CHAT_EVENT = 'linkwell:open-chat';

export type OpenChatDetail = {
  /** Put into the message box (not sent): the person reviews it and presses Send. */
  draft?: string;
};

/** Opens the chat window (loading it if needed) and, with a draft, fills its message box. */
export function openChat(detail: OpenChatDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}
