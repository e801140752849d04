/** @jest-environment node */
import { loadPreviousSession, parsePreviousSession } from '@/lib/chat/history';
import { resolveChatOptions } from '@/lib/chat/options';

const now = new Date('2026-01-02T03:04:05.000Z');

describe('parsePreviousSession', () => {
  it('maps LangChain messages: an id containing HumanMessage is the user, others the bot; text from kwargs.content', () => {
    const body = {
      data: [
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'HumanMessage'],
          kwargs: { content: 'How much is Plus?', additional_kwargs: {} },
        },
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'AIMessage'],
          kwargs: { content: '$199 a month.' },
        },
        { id: 'langchain.schema.HumanMessage', kwargs: { content: 'Thanks' } },
        { id: 'SystemMessage', kwargs: { content: 'Noted.' } },
      ],
    };
    expect(parsePreviousSession(body, now)).toEqual([
      { id: 'history-0', text: 'How much is Plus?', sender: 'user', createdAt: '2026-01-02T03:04:05.000Z' },
      { id: 'history-1', text: '$199 a month.', sender: 'bot', createdAt: '2026-01-02T03:04:05.000Z' },
      { id: 'history-2', text: 'Thanks', sender: 'user', createdAt: '2026-01-02T03:04:05.000Z' },
      { id: 'history-3', text: 'Noted.', sender: 'bot', createdAt: '2026-01-02T03:04:05.000Z' },
    ]);
  });

  it('skips items without text and tolerates bodies without a data list', () => {
    expect(
      parsePreviousSession({
        data: [{ id: ['HumanMessage'] }, { id: ['AIMessage'], kwargs: { content: 7 } }, null, 'x'],
      }),
    ).toEqual([]);
    expect(parsePreviousSession({})).toEqual([]);
    expect(parsePreviousSession({ data: 'nope' })).toEqual([]);
    expect(parsePreviousSession(null)).toEqual([]);
  });
});

describe('loadPreviousSession', () => {
  const options = resolveChatOptions({
    webhookUrl: 'https://n8n.example/webhook/chat',
    webhookConfig: { method: 'POST' },
  });

  it('asks with action=loadPreviousSession and the session id, and parses the answer', async () => {
    const fetchImpl = jest.fn(async () =>
      Response.json({ data: [{ id: ['AIMessage'], kwargs: { content: 'Welcome back' } }] }),
    );
    const messages = await loadPreviousSession(options, 's-7', fetchImpl as unknown as typeof fetch);
    expect(messages.map((message) => message.text)).toEqual(['Welcome back']);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://n8n.example/webhook/chat');
    expect(JSON.parse(init.body as string)).toEqual({ action: 'loadPreviousSession', sessionId: 's-7' });
  });

  it('starts empty when the call fails', async () => {
    const failing = jest.fn(async () => new Response('nope', { status: 500 }));
    expect(await loadPreviousSession(options, 's', failing as unknown as typeof fetch)).toEqual([]);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadPreviousSession(options, 's', offline as unknown as typeof fetch)).toEqual([]);
  });
});
