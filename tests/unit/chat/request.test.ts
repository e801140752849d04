/** @jest-environment node */
import {
  buildChatRequest,
  loadPreviousSessionPayload,
  MAX_GET_URL_LENGTH,
  messageRoom,
  sendMessagePayload,
} from '@/lib/chat/request';
import { resolveChatOptions } from '@/lib/chat/options';

const base = resolveChatOptions({
  webhookUrl: 'https://n8n.example/webhook/abc/chat',
  chatInputKey: 'message',
  webhookConfig: { method: 'GET' },
});

describe('sendMessage request', () => {
  it('GET: action, sessionId and the message as query parameters; no body, no Content-Type', () => {
    const { url, init } = buildChatRequest(base, sendMessagePayload(base, 's-1', 'Hi & how much? ✓'));
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://n8n.example/webhook/abc/chat');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      action: 'sendMessage',
      sessionId: 's-1',
      message: 'Hi & how much? ✓',
    });
    expect(init).toEqual({ method: 'GET', mode: 'cors', cache: 'no-cache', headers: {} });
  });

  it('GET appends to a webhook URL that already has a query', () => {
    const options = { ...base, webhookUrl: 'https://n8n.example/webhook/chat?tenant=7' };
    const { url } = buildChatRequest(options, sendMessagePayload(options, 's', 'x'));
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      tenant: '7',
      action: 'sendMessage',
      sessionId: 's',
      message: 'x',
    });
  });

  it('POST: the same payload as a JSON body with Content-Type application/json', () => {
    const options = resolveChatOptions({
      webhookUrl: 'https://n8n.example/webhook/chat',
      webhookConfig: { method: 'POST' },
      chatInputKey: 'chatInput',
    });
    const { url, init } = buildChatRequest(options, sendMessagePayload(options, 's-2', 'Hello'));
    expect(url).toBe('https://n8n.example/webhook/chat');
    expect(init).toMatchObject({
      method: 'POST',
      mode: 'cors',
      cache: 'no-cache',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(init.body!)).toEqual({ action: 'sendMessage', sessionId: 's-2', chatInput: 'Hello' });
  });

  it('uses the configured input and session keys', () => {
    const options = { ...base, chatInputKey: 'question', chatSessionKey: 'conversation' };
    expect(sendMessagePayload(options, 'c-9', 'Why?')).toEqual({
      action: 'sendMessage',
      conversation: 'c-9',
      question: 'Why?',
    });
  });

  it('loadPreviousSession: action and session id only', () => {
    const { url } = buildChatRequest(base, loadPreviousSessionPayload(base, 's-3'));
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ action: 'loadPreviousSession', sessionId: 's-3' });
  });
});

describe('headers', () => {
  it('adds the configured extra headers', () => {
    const options = { ...base, webhookConfig: { method: 'POST' as const, headers: { 'X-Tenant': 'linkwell' } } };
    expect(buildChatRequest(options, {}).init.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Tenant': 'linkwell',
    });
  });

  it('never sends a Content-Type on a GET, even when configured', () => {
    const options = {
      ...base,
      webhookConfig: { method: 'GET' as const, headers: { 'content-type': 'application/json', 'X-Tenant': 'a' } },
    };
    expect(buildChatRequest(options, {}).init.headers).toEqual({ 'X-Tenant': 'a' });
  });

  it('sends Authorization only when a token is configured', () => {
    expect(buildChatRequest(base, {}).init.headers).not.toHaveProperty('Authorization');
    expect(buildChatRequest({ ...base, authToken: '' }, {}).init.headers).not.toHaveProperty('Authorization');
    expect(buildChatRequest({ ...base, authToken: 'tok-123' }, {}).init.headers).toEqual({
      Authorization: 'Bearer tok-123',
    });
  });

  it('asks for a stream with Accept: text/plain (a safelisted header: a GET stays a simple request)', () => {
    expect(buildChatRequest(base, {}, { stream: true }).init.headers).toEqual({ Accept: 'text/plain' });
    expect(buildChatRequest(base, {}, { stream: false }).init.headers).toEqual({});
  });
});

describe('messageRoom: what fits one request', () => {
  const session = '0b8c7f5e-8f0c-4b7e-9a56-3d1f2c4b5a69';
  const post = resolveChatOptions({
    webhookUrl: 'https://n8n.example/webhook/chat',
    webhookConfig: { method: 'POST' },
    chatInputKey: 'chatInput',
  });

  it('POST: up to 2,000 characters, counted as characters (an emoji is one)', () => {
    expect(messageRoom(post, session, 'a'.repeat(2000))).toEqual({ fits: true, remaining: 0 });
    expect(messageRoom(post, session, 'a'.repeat(2001))).toEqual({ fits: false, remaining: -1 });
    expect(messageRoom(post, session, '🙂'.repeat(10))).toEqual({ fits: true, remaining: 1990 });
  });

  it('GET: whatever fits the URL once encoded, counted exactly, so a long non-Latin message is stopped before sending', () => {
    const within = (text: string) =>
      buildChatRequest(base, sendMessagePayload(base, session, text)).url.length <= MAX_GET_URL_LENGTH;
    expect(messageRoom(base, session, 'a'.repeat(2000)).fits).toBe(true);
    // 1,500 Cyrillic letters take 9,000 URL characters: too many, and the room says so.
    const cyrillic = 'ж'.repeat(1500);
    expect(within(cyrillic)).toBe(false);
    expect(messageRoom(base, session, cyrillic)).toMatchObject({ fits: false });
    expect(messageRoom(base, session, cyrillic).remaining).toBeLessThan(0);
    // The estimate of what is left matches what really fits: that many more letters still fit.
    const shorter = 'ж'.repeat(1000);
    const { remaining } = messageRoom(base, session, shorter);
    expect(remaining).toBeGreaterThan(0);
    expect(within(shorter + 'ж'.repeat(remaining))).toBe(true);
    expect(within(shorter + 'ж'.repeat(remaining + 2))).toBe(false);
    expect(messageRoom(base, session, '🙂'.repeat(700)).fits).toBe(false);
  });
});
