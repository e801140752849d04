/**
 * Requests to an n8n chat webhook, built exactly as n8n's widget builds them: GET with the payload
 * as query parameters, or POST with it as a JSON body; `mode: 'cors'`, `cache: 'no-cache'`.
 */
import type { ChatOptions } from './options';

export type ChatPayload = Record<string, string>;

export type ChatRequest = {
  url: string;
  init: {
    method: 'GET' | 'POST';
    mode: 'cors';
    cache: 'no-cache';
    headers: Record<string, string>;
    body?: string;
  };
};

type RequestOptions = Pick<
  ChatOptions,
  'webhookUrl' | 'webhookConfig' | 'authToken' | 'chatInputKey' | 'chatSessionKey'
>;

export function sendMessagePayload(options: RequestOptions, sessionId: string, message: string): ChatPayload {
  return { action: 'sendMessage', [options.chatSessionKey]: sessionId, [options.chatInputKey]: message };
}

/** A chat message is a question to a person or a bot: this many characters is plenty. */
export const MAX_CHAT_MESSAGE_LENGTH = 2_000;
/**
 * A GET carries the message in its URL. Servers and proxies refuse long request lines (nginx's
 * default buffer is 8 KB; n8n answered 431 past about 16,000 characters, without CORS headers, so
 * the browser saw only a network error): the whole URL stays within this many characters.
 */
export const MAX_GET_URL_LENGTH = 7_500;

export type MessageRoom = {
  /** The message can be sent as it is. */
  fits: boolean;
  /** About how many more characters like the ones typed so far fit (negative: how many too many). */
  remaining: number;
};

/**
 * How much room a message has: at most MAX_CHAT_MESSAGE_LENGTH characters, and for GET what fits
 * the URL once encoded (a Cyrillic letter takes 6 URL characters, an emoji 12), counted exactly.
 */
export function messageRoom(options: RequestOptions, sessionId: string, message: string): MessageRoom {
  const characters = [...message].length;
  const byCount = MAX_CHAT_MESSAGE_LENGTH - characters;
  if (options.webhookConfig.method !== 'GET') return { fits: byCount >= 0, remaining: byCount };
  const urlLength = buildChatRequest(options, sendMessagePayload(options, sessionId, message)).url.length;
  const spare = MAX_GET_URL_LENGTH - urlLength;
  const emptyLength = buildChatRequest(options, sendMessagePayload(options, sessionId, '')).url.length;
  // Encoded characters per typed character so far (1 for plain ASCII).
  const perCharacter = characters ? Math.max(1, (urlLength - emptyLength) / characters) : 1;
  const byUrl = Math.floor(spare / perCharacter);
  return { fits: byCount >= 0 && spare >= 0, remaining: Math.min(byCount, byUrl) };
}

export function loadPreviousSessionPayload(options: RequestOptions, sessionId: string): ChatPayload {
  return { action: 'loadPreviousSession', [options.chatSessionKey]: sessionId };
}

/**
 * `stream` asks for n8n's streamed reply with `Accept: text/plain`, as n8n's widget does (Accept
 * is a CORS-safelisted header, so a GET still needs no preflight). A GET carries no Content-Type.
 */
export function buildChatRequest(
  options: RequestOptions,
  payload: ChatPayload,
  { stream = false }: { stream?: boolean } = {},
): ChatRequest {
  const method = options.webhookConfig.method;
  const headers: Record<string, string> = {
    ...(stream ? { Accept: 'text/plain' } : {}),
    ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    ...(options.authToken ? { Authorization: `Bearer ${options.authToken}` } : {}),
    ...options.webhookConfig.headers,
  };
  if (method === 'GET') {
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
    const query = new URLSearchParams(payload).toString();
    const separator = options.webhookUrl.includes('?') ? '&' : '?';
    return {
      url: `${options.webhookUrl}${separator}${query}`,
      init: { method, mode: 'cors', cache: 'no-cache', headers },
    };
  }
  return {
    url: options.webhookUrl,
    init: { method, mode: 'cors', cache: 'no-cache', headers, body: JSON.stringify(payload) },
  };
}
