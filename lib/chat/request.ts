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

type RequestOptions = Pick<ChatOptions, 'webhookUrl' | 'webhookConfig' | 'authToken' | 'chatInputKey' | 'chatSessionKey'>;

export function sendMessagePayload(options: RequestOptions, sessionId: string, message: string): ChatPayload {
  return { action: 'sendMessage', [options.chatSessionKey]: sessionId, [options.chatInputKey]: message };
}

export function loadPreviousSessionPayload(options: RequestOptions, sessionId: string): ChatPayload {
  return { action: 'loadPreviousSession', [options.chatSessionKey]: sessionId };
}

/**
 * `stream` asks for n8n's streamed reply with `Accept: text/plain`, as n8n's widget does (Accept
 * is a CORS-safelisted header, so a GET still needs no preflight). A GET carries no Content-Type.
 */
export function buildChatRequest(options: RequestOptions, payload: ChatPayload, { stream = false }: { stream?: boolean } = {}): ChatRequest {
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
    return { url: `${options.webhookUrl}${separator}${query}`, init: { method, mode: 'cors', cache: 'no-cache', headers } };
  }
  return { url: options.webhookUrl, init: { method, mode: 'cors', cache: 'no-cache', headers, body: JSON.stringify(payload) } };
}
