/**
 * The chat widget's options, shaped like n8n's chat widget (@n8n/chat) so that the same
 * configuration means the same thing, with the library's defaults (spec section 9).
 */

export type ChatMethod = 'GET' | 'POST';

/** Texts of one language. A key missing here is shown as the key itself (see translate()). */
export type ChatStrings = {
  title: string;
  subtitle: string;
  /** Shown under the input only when non-empty. */
  footer: string;
  getStarted: string;
  inputPlaceholder: string;
  closeButtonTooltip: string;
};

export type ChatStringKey = keyof ChatStrings;

export type ChatOptions = {
  webhookUrl: string;
  webhookConfig: {
    method: ChatMethod;
    /** Sent with every request (a custom header on a GET makes the browser send a preflight). */
    headers: Record<string, string>;
  };
  /** Bearer token for an Authorization header; no header is sent without one. */
  authToken?: string;
  /** Load the stored session's history on open (action=loadPreviousSession) and keep its id. */
  loadPreviousSession: boolean;
  /** The field that carries the user's text: n8n's Chat Trigger reads `chatInput`. */
  chatInputKey: string;
  chatSessionKey: string;
  /** Show the get-started view (one "New Conversation" button) before the first message. */
  showWelcomeScreen: boolean;
  defaultLanguage: string;
  /** Bot messages that open every conversation. */
  initialMessages: string[];
  i18n: Record<string, Partial<ChatStrings>>;
  /** CSS custom properties set on the chat window (for example `--chat-accent`). */
  theme: Record<string, string>;
  /** Ask for n8n's streamed reply (Accept: text/plain); a plain JSON reply is shown either way. */
  enableStreaming: boolean;
  /** No reply data for this long (ms) counts as a failure. */
  replyTimeoutMs: number;
  /** A reply still arriving this long (ms) after the message was sent counts as a failure, however it drips. */
  replyDeadlineMs: number;
};

export type ChatOptionsInput = Partial<Omit<ChatOptions, 'webhookConfig' | 'i18n'>> & {
  webhookConfig?: Partial<ChatOptions['webhookConfig']>;
  i18n?: Record<string, Partial<ChatStrings>>;
};

/** The name the library's second default greeting introduces. */
export const DEFAULT_ASSISTANT_NAME = 'Nathan';

/** Local address of a self-hosted n8n (its default port). */
export const DEFAULT_WEBHOOK_URL = 'http://localhost:5678';

/** Long enough for an AI agent's tool calls, short enough that a dead request does not hang forever. */
export const DEFAULT_REPLY_TIMEOUT_MS = 60_000;

/** A reply that trickles in (a chunk every 30 s restarts the silence timer) still ends, with Retry. */
export const DEFAULT_REPLY_DEADLINE_MS = 90_000;

export const defaultChatOptions: ChatOptions = {
  webhookUrl: DEFAULT_WEBHOOK_URL,
  webhookConfig: { method: 'POST', headers: {} },
  loadPreviousSession: true,
  chatInputKey: 'chatInput',
  chatSessionKey: 'sessionId',
  showWelcomeScreen: false,
  defaultLanguage: 'en',
  initialMessages: ['Hi there! 👋', `My name is ${DEFAULT_ASSISTANT_NAME}. How can I assist you today?`],
  i18n: {
    en: {
      title: 'Hi there! 👋',
      subtitle: "Start a chat. We're here to help you 24/7.",
      footer: '',
      getStarted: 'New Conversation',
      inputPlaceholder: 'Type your question..',
      closeButtonTooltip: 'Close chat',
    },
  },
  theme: {},
  enableStreaming: false,
  replyTimeoutMs: DEFAULT_REPLY_TIMEOUT_MS,
  replyDeadlineMs: DEFAULT_REPLY_DEADLINE_MS,
};

/** The library defaults overlaid with `input`; webhookConfig and each language merge key by key. */
export function resolveChatOptions(
  input: ChatOptionsInput = {},
  defaults: ChatOptions = defaultChatOptions,
): ChatOptions {
  const i18n: Record<string, Partial<ChatStrings>> = { ...defaults.i18n };
  for (const [language, strings] of Object.entries(input.i18n ?? {})) {
    i18n[language] = { ...defaults.i18n[language], ...strings };
  }
  return {
    ...defaults,
    ...stripUndefined(input),
    webhookConfig: {
      method: input.webhookConfig?.method ?? defaults.webhookConfig.method,
      headers: { ...defaults.webhookConfig.headers, ...input.webhookConfig?.headers },
    },
    i18n,
    theme: { ...defaults.theme, ...input.theme },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
