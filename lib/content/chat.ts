/**
 * Every text the live chat shows, from content/chat/*.json: their schema, the type the chat's code
 * reads them by, and the check the build runs. The JSON is read by import, never by fs, because the
 * browser's chat code imports the same files (lib/chat/text.ts, typed by ChatContent): the toggle
 * is in every page's first JavaScript and the window is a lazily loaded chunk, and neither may
 * carry zod, so the check runs on the server only.
 *
 * The files (no comments in them: JSON ships as it is, so a note would cost every reader bytes):
 * - launcher.json: the toggle's texts, in every page's first JavaScript, so kept apart;
 * - window.json: the window's, loaded with it on first open; `strings` are the widget's i18n texts
 *   and `welcomeMessage` its greeting, as deployed (SPEC section 9), then `introMessage`;
 * - start-screen.json: the get-started view beside New Conversation: who answers, how soon, and
 *   the way to a person;
 * - suggested-questions.json: under the welcome message until the conversation starts;
 * - handoff.json: "Talk to a person" (components/chat/HandoffView.tsx and HandoffForm.tsx).
 */
import 'server-only';
import { z } from 'zod';
import handoffJson from '@/content/chat/handoff.json';
import launcherJson from '@/content/chat/launcher.json';
import suggestedQuestionsJson from '@/content/chat/suggested-questions.json';
import startScreenJson from '@/content/chat/start-screen.json';
import windowJson from '@/content/chat/window.json';

const text = z.string().trim().min(1);
/** A text with gaps: each must be there, or a count or name would silently go missing. */
const template = (...gaps: string[]) =>
  gaps.reduce((schema, gap) => schema.includes(`{${gap}}`, { message: `must contain {${gap}}` }), text);

export const chatContentSchema = z.object({
  launcher: z.object({
    open: text,
    close: text,
    openWithUnread: template('unread'),
    unreadStatus: template('unread'),
    unreadOne: text,
    unreadMany: template('count'),
  }),
  window: z.object({
    strings: z.object({
      title: text,
      subtitle: text,
      /** The spec's deployment has none; an empty footer is not shown. */
      footer: z.string(),
      getStarted: text,
      inputPlaceholder: text,
      closeButtonTooltip: text,
    }),
    welcomeMessage: text,
    /** The second greeting (the spec's defaults have one too): who answers, and from what (the way to a person is the button under the message box). */
    introMessage: template('assistant'),
    conversationLabel: text,
    inputLabel: text,
    sendLabel: text,
    /** Who is typing and who said it: the assistant's name and role (start-screen.json), so a screen reader hears who speaks. */
    typing: template('assistant', 'role'),
    userPrefix: text,
    botPrefix: template('assistant', 'role'),
    replyShortened: text,
    startOver: text,
    expand: text,
    shrink: text,
    charactersLeftOne: text,
    charactersLeftMany: template('count'),
    tooLongOne: text,
    tooLongMany: template('count'),
    failure: z.object({
      network: text,
      http: text,
      'too-long': text,
      timeout: text,
      'no-text': text,
      empty: text,
      'stream-error': text,
    }),
    /** An answered failure: the reason's text and what the visitor can do ({status} optional: a bare code read as backend text). */
    failureWithStatus: template('text'),
    retry: text,
    editMessage: text,
    /** Over the site's articles that match the question (as it is typed, and beside a failure). */
    articlesTitle: text,
    /** The cue over the log's foot when a reply arrives below a visitor who scrolled up to read. */
    newMessage: text,
  }),
  startScreen: z.object({
    assistantName: template('siteName'),
    assistantRole: text,
    replyTime: text,
    intro: text,
    personPrompt: text,
    /** The header's label after the spec's title "Live chat": who answers, one pill ("AI" then "· answers now"
        left unclear whether a person or the assistant replies: outside review TTT). No hours here: the site writes
        them one way (lib/site/site.ts), and the hand-off to a person states them. */
    headerLabel: text,
    /** Over the site's popular guides, on a tall phone's start screen. */
    articlesTitle: text,
    /** Who replies when a person is asked for: members of About's team (their portraits are drawn at build time). */
    team: z.array(text).min(1).max(4),
  }),
  suggestedQuestions: z.object({ title: text, questions: z.array(text).min(1).max(6) }),
  handoff: z.object({
    menuLabel: text,
    action: text,
    title: text,
    intro: text,
    /** Beside the conversation's Talk to a person: how soon the team replies (support's "about 24 hours"). */
    replyTime: text,
    back: text,
    /** The way back when no conversation has started (the form was opened from the start screen). */
    backToStart: text,
    loading: text,
    loadFailed: text,
    tryAgain: text,
    summaryIntro: text,
    /** The message field's hint when nothing was asked yet (the field starts empty). */
    messagePlaceholder: text,
    submit: text,
    successTitle: text,
    success: template('hours'),
    done: text,
  }),
});

export type ChatContent = z.infer<typeof chatContentSchema>;

/** The chat's texts as read from content/chat/, checked against the schema; names each bad field. */
export function parseChatContent(raw: unknown): ChatContent {
  const result = chatContentSchema.safeParse(raw);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid chat text in content/chat/:\n${details}`);
}

let checked: ChatContent | undefined;

/**
 * The chat's texts, checked against the schema once per build process. The server component that
 * mounts the chat (components/chat/LiveChat.tsx) calls it, so every page's pre-render fails on a
 * missing or empty text; the browser's chat code reads the same files through lib/chat/text.ts,
 * typed by ChatContent, without zod.
 */
export function getChatContent(): ChatContent {
  checked ??= parseChatContent({
    launcher: launcherJson,
    window: windowJson,
    startScreen: startScreenJson,
    suggestedQuestions: suggestedQuestionsJson,
    handoff: handoffJson,
  });
  return checked;
}
