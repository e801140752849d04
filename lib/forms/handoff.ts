/**
 * The chat's way to a person (issue 17): a short message to the support team, posted to the forms
 * webhook as a contact message (subject "support") with the chat's session id and transcript, so
 * the person who answers sees the whole conversation.
 */
import handoffText from '@/content/chat/handoff.json';
import type { ChatMessage } from '@/lib/chat/messages';
import { fitTranscript } from '@/lib/chat/transcript';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import { contactMaxLengths } from './contact-fields';
import type { FormDefinition } from './definition';
import { TEXT_LIMITS } from './limits';
import { withSubmission } from './submission';

/** The contact form's subject for a hand-off (one of SPEC §3's subjects). */
export const HANDOFF_SUBJECT = 'support';
/** The pre-filled message names this many of the person's latest questions, each cut to QUESTION_CHARS. */
export const SUMMARY_QUESTIONS = 5;
const QUESTION_CHARS = 200;

export type HandoffValues = { name: string; email: string; message: string };
/** The conversation the hand-off is about. */
export type HandoffChat = { sessionId: string | null; messages: ChatMessage[] };

/** The message the form starts with: the person's latest questions, so the team knows what it is about; empty when none. */
export function conversationSummary(messages: ChatMessage[]): string {
  const questions = messages
    .filter((message) => message.sender === 'user' && message.text.trim() !== '')
    .slice(-SUMMARY_QUESTIONS)
    .map((message) => {
      const text = message.text.trim().replace(/\s+/g, ' ');
      return `- ${text.length > QUESTION_CHARS ? `${text.slice(0, QUESTION_CHARS - 1)}…` : text}`;
    });
  // Nothing asked yet: the person writes their own (a stock sentence read as filler, outside review U).
  if (questions.length === 0) return '';
  return [handoffText.summaryIntro, ...questions].join('\n').slice(0, TEXT_LIMITS.longText);
}

/** The hand-off's JSON body (before the forms' submissionId and _meta): a contact message plus the chat. */
export function handoffBody(values: HandoffValues, chat: HandoffChat) {
  return {
    name: values.name,
    email: values.email,
    subject: HANDOFF_SUBJECT,
    message: values.message,
    sessionId: chat.sessionId,
    transcript: fitTranscript(chat.messages),
  };
}

/**
 * The hand-off form of one conversation: the message starts as its summary. Name and email are
 * kept in the draft across a look back at the conversation; the message is the conversation's.
 * It opens inside the chat, after hydration.
 */
export const handoffForm = (chat: HandoffChat): FormDefinition<HandoffValues, HandoffValues> => ({
  id: 'chat-handoff',
  url: webhookUrls.forms,
  loadSchema: () => import('./handoff-schema').then((module) => module.handoffSchema),
  defaultValues: { name: '', email: '', message: conversationSummary(chat.messages) },
  draftFields: ['name', 'email'],
  maxLengths: { name: contactMaxLengths.name, email: contactMaxLengths.email, message: contactMaxLengths.message },
  body: (values, submission) => withSubmission(handoffBody(values, chat), submission),
  clientOnly: true,
});
