/** @jest-environment node */
import { buildChatRequest, loadPreviousSessionPayload, sendMessagePayload } from '@/lib/chat/request';
import { resolveChatOptions } from '@/lib/chat/options';

const base = resolveChatOptions({ webhookUrl: 'https://n8n.example/webhook/abc/chat', chatInputKey: 'message', webhookConfig: { method: 'GET' } });

describe('sendMessage request', () => {
  it('GET: action, sessionId and the message as query parameters; no body, no Content-Type', () => {
    const { url, init } = buildChatRequest(base, sendMessagePayload(base, 's-1', 'Hi & how much? ✓'));
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://n8n.example/webhook/abc/chat');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ action: 'sendMessage', sessionId: 's-1', message: 'Hi & how much? ✓' });
    expect(init).toEqual({ method: 'GET', mode: 'cors', cache: 'no-cache', headers: {} });
  });

  it('GET appends to a webhook URL that already has a query', () => {
    const options = { ...base, webhookUrl: 'https://n8n.example/webhook/chat?tenant=7' };
    const { url } = buildChatRequest(options, sendMessagePayload(options, 's', 'x'));
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ tenant: '7', action: 'sendMessage', sessionId: 's', message: 'x' });
  });

  it('POST: the same payload as a JSON body with Content-Type application/json', () => {
    const options = resolveChatOptions({ webhookUrl: 'https://n8n.example/webhook/chat', webhookConfig: { method: 'POST' }, chatInputKey: 'chatInput' });
    const { url, init } = buildChatRequest(options, sendMessagePayload(options, 's-2', 'Hello'));
    expect(url).toBe('https://n8n.example/webhook/chat');
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', cache: 'no-cache', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body!)).toEqual({ action: 'sendMessage', sessionId: 's-2', chatInput: 'Hello' });
  });

  it('uses the configured input and session keys', () => {
    const options = { ...base, chatInputKey: 'question', chatSessionKey: 'conversation' };
    expect(sendMessagePayload(options, 'c-9', 'Why?')).toEqual({ action: 'sendMessage', conversation: 'c-9', question: 'Why?' });
  });

  it('loadPreviousSession: action and session id only', () => {
    const { url } = buildChatRequest(base, loadPreviousSessionPayload(base, 's-3'));
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ action: 'loadPreviousSession', sessionId: 's-3' });
  });
});

describe('headers', () => {
  it('adds the configured extra headers', () => {
    const options = { ...base, webhookConfig: { method: 'POST' as const, headers: { 'X-Tenant': 'linkwell' } } };
    expect(buildChatRequest(options, {}).init.headers).toEqual({ 'Content-Type': 'application/json', 'X-Tenant': 'linkwell' });
  });

  it('never sends a Content-Type on a GET, even when configured', () => {
    const options = { ...base, webhookConfig: { method: 'GET' as const, headers: { 'content-type': 'application/json', 'X-Tenant': 'a' } } };
    expect(buildChatRequest(options, {}).init.headers).toEqual({ 'X-Tenant': 'a' });
  });

  it('sends Authorization only when a token is configured', () => {
    expect(buildChatRequest(base, {}).init.headers).not.toHaveProperty('Authorization');
    expect(buildChatRequest({ ...base, authToken: '' }, {}).init.headers).not.toHaveProperty('Authorization');
    expect(buildChatRequest({ ...base, authToken: 'tok-123' }, {}).init.headers).toEqual({ Authorization: 'Bearer tok-123' });
  });

  it('asks for a stream with Accept: text/plain (a safelisted header: a GET stays a simple request)', () => {
    expect(buildChatRequest(base, {}, { stream: true }).init.headers).toEqual({ Accept: 'text/plain' });
    expect(buildChatRequest(base, {}, { stream: false }).init.headers).toEqual({});
  });
});
