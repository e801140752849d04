import { v4 as uuidv4 } from 'uuid';

export type ChatSender = 'user' | 'bot';

/** One message of the conversation (spec section 3). */
export type ChatMessage = {
  id: string;
  text: string;
  sender: ChatSender;
  /** ISO time. */
  createdAt: string;
};

export function createMessage(text: string, sender: ChatSender, now: Date = new Date()): ChatMessage {
  return { id: uuidv4(), text, sender, createdAt: now.toISOString() };
}

/**
 * Longer runs without a space than this are set without kerning. A word longer than a line is
 * broken by overflow-wrap, and with Geist's kerning Chromium's line breaking of such a word costs far
 * more than its length: one layout of a 32,000-character run of a kerned pair ("xxxx…", as in
 * npm run bench) took 1 to 3 seconds, and a streamed reply is laid out again as it grows; without
 * kerning it takes a few milliseconds (issue 15 follow-up). Ordinary words keep their kerning.
 */
export const LONG_WORD_LENGTH = 100;

/** True when the text has a run of more than LONG_WORD_LENGTH characters without white space (one pass). */
export function hasLongWord(text: string): boolean {
  let run = 0;
  for (let index = 0; index < text.length; index += 1) {
    // Space, tab, line feed, carriage return: where a line may break without overflow-wrap.
    const code = text.charCodeAt(index);
    if (code === 32 || code === 9 || code === 10 || code === 13) run = 0;
    else if ((run += 1) > LONG_WORD_LENGTH) return true;
  }
  return false;
}
