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

export const chatWindowText: ChatContent['window'] = windowJson;
export const chatStartScreenText: ChatContent['startScreen'] = startScreenJson;
export const chatSuggestedQuestions: ChatContent['suggestedQuestions'] = suggestedQuestionsJson;
export const chatHandoffText: ChatContent['handoff'] = handoffJson;
