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
