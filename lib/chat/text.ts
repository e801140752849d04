/**
 * The chat window's texts (content/chat/), for the browser: imported as JSON and typed by the
 * schema of lib/content/chat.ts, which the build runs on the same files. A type-only import, so
 * zod stays out of the window's chunk. The toggle reads launcher.json itself, to keep the window's
 * texts out of every page's first JavaScript.
 */
import handoffJson from '@/content/chat/handoff.json';
import startScreenJson from '@/content/chat/start-screen.json';
import suggestedQuestionsJson from '@/content/chat/suggested-questions.json';
import windowJson from '@/content/chat/window.json';
import type { ChatContent } from '@/lib/content/chat';
import { siteName } from '@/lib/site/site';
import { fillChatText } from './i18n';

export const chatWindowText: ChatContent['window'] = windowJson;
export const chatStartScreenText: ChatContent['startScreen'] = startScreenJson;
export const chatSuggestedQuestions: ChatContent['suggestedQuestions'] = suggestedQuestionsJson;
export const chatHandoffText: ChatContent['handoff'] = handoffJson;

/** Who answers in the chat, as the start screen introduces it and the header names it beside the title: "Linkwell Assistant", "AI". */
export const chatAssistant = {
  name: fillChatText(chatStartScreenText.assistantName, { siteName }),
  role: chatStartScreenText.assistantRole,
};
/** The assistant's name and role filled into one of the window's texts (typing, botPrefix). */
export const assistantText = (template: string) =>
  fillChatText(template, { assistant: chatAssistant.name, role: chatAssistant.role });
