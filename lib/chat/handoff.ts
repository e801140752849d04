/**
 * A way to a person from the chat (issue 17): a short message to the support team, posted to the
 * forms webhook as a contact message (subject "support") with the chat's session id and transcript,
 * so the person who answers sees the whole conversation.
 */
import handoffText from '@/content/chat/handoff.json';
import { TEXT_LIMITS } from '@/lib/forms/limits';
import type { ChatMessage } from './messages';
import { fitTranscript } from './transcript';

/** The contact form's subject for a hand-off (one of SPEC §3's subjects). */
export const HANDOFF_SUBJECT = 'support';
/** Human support hours (SPEC §1). */
export const SUPPORT_HOURS = 'Mon-Fri 9 AM-6 PM EST';
/** The pre-filled message names this many of the person's latest questions, each cut to QUESTION_CHARS. */
export const SUMMARY_QUESTIONS = 5;
const QUESTION_CHARS = 200;

export type HandoffValues = { name: string; email: string; message: string };

/** What the success panel says, when a person replies, around the hours (kept on one line on screen). */
export const [handoffSuccessBefore = '', handoffSuccessAfter = ''] = handoffText.success.split('{hours}');
export const handoffSuccessText = `${handoffSuccessBefore}${SUPPORT_HOURS}${handoffSuccessAfter}`;

/** The message the form starts with: the person's latest questions, so the team knows what it is about. */
export function conversationSummary(messages: ChatMessage[]): string {
  const questions = messages
    .filter((message) => message.sender === 'user' && message.text.trim() !== '')
    .slice(-SUMMARY_QUESTIONS)
    .map((message) => {
      const text = message.text.trim().replace(/\s+/g, ' ');
      return `- ${text.length > QUESTION_CHARS ? `${text.slice(0, QUESTION_CHARS - 1)}…` : text}`;
    });
  if (questions.length === 0) return handoffText.summaryEmpty;
  return [handoffText.summaryIntro, ...questions].join('\n').slice(0, TEXT_LIMITS.longText);
}

/** The hand-off's JSON body (before the forms' submissionId and _meta): a contact message plus the chat. */
export function handoffBody(values: HandoffValues, chat: { sessionId: string | null; messages: ChatMessage[] }) {
  return {
    name: values.name,
    email: values.email,
    subject: HANDOFF_SUBJECT,
    message: values.message,
    sessionId: chat.sessionId,
    transcript: fitTranscript(chat.messages),
  };
}
