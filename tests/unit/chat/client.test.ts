/** @jest-environment node */
import { CHAT_FAILURE_TEXT, failureText, requestReply } from '@/lib/chat/client';
import { resolveChatOptions } from '@/lib/chat/options';
import type { ReplyEvent } from '@/lib/chat/stream';

const options = resolveChatOptions({
  webhookUrl: 'https://n8n.example/webhook/chat',
  webhookConfig: { method: 'GET' },
  chatInputKey: 'message',
  enableStreaming: true,
  replyTimeoutMs: 200,
});

function streamOf(pieces: string[], { stallAfter }: { stallAfter?: number } = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stallAfter !== undefined && index >= stallAfter) return new Promise(() => {});
      if (index >= pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[index]!));
      index += 1;
    },
  });
}

async function send(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, overrides = {}) {
  const events: ReplyEvent[] = [];
  const result = await requestReply({
    options: { ...options, ...overrides },
    sessionId: 'session-1',
    message: 'Hello there',
    onEvent: (event) => events.push(event),
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  const text = events
    .filter((event) => event.type === 'text')
    .map((event) => (event as { text: string }).text)
    .join('');
  return { result, events, text };
}

describe('requestReply', () => {
  it('sends the GET request with the stream Accept header and reads a streamed reply', async () => {
    const fetchImpl = jest.fn<Promise<Response>, [string, RequestInit]>(
      async () => new Response(streamOf(['{"type":"begin"}\n{"type":"item","con', 'tent":"Hi!"}\n{"type":"end"}\n'])),
    );
    const { result, text } = await send(fetchImpl);
    expect(result).toEqual({ ok: true });
    expect(text).toBe('Hi!');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      action: 'sendMessage',
      sessionId: 'session-1',
      message: 'Hello there',
    });
    expect(init).toMatchObject({ method: 'GET', mode: 'cors', cache: 'no-cache', headers: { Accept: 'text/plain' } });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads a plain JSON reply', async () => {
    const { result, text } = await send(async () => Response.json({ output: 'Plain answer' }), {
      enableStreaming: false,
    });
    expect(result).toEqual({ ok: true });
    expect(text).toBe('Plain answer');
  });

  it('a network error is "network"', async () => {
    const { result } = await send(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({ ok: false, reason: 'network' });
  });

  it('a non-2xx status is "http" with the status, whatever the body says', async () => {
    expect((await send(async () => Response.json({ output: 'not this' }, { status: 500 }))).result).toEqual({
      ok: false,
      reason: 'http',
      status: 500,
    });
    expect((await send(async () => new Response('Not Found', { status: 404 }))).result).toEqual({
      ok: false,
      reason: 'http',
      status: 404,
    });
  });

  it('413, 414 and 431 say the message is too long, not that the service is unreachable', async () => {
    for (const status of [413, 414, 431]) {
      expect((await send(async () => new Response('', { status }))).result).toEqual({
        ok: false,
        reason: 'too-long',
        status,
      });
    }
    expect(failureText('too-long', 431)).toBe('This message is too long to send. Shorten it and try again.');
  });

  it('a body without a text field is "no-text"; an empty body is "empty"', async () => {
    expect((await send(async () => Response.json({}))).result).toEqual({ ok: false, reason: 'no-text' });
    expect((await send(async () => new Response(''))).result).toEqual({ ok: false, reason: 'empty' });
    expect((await send(async () => new Response(streamOf(['{"type":"begin"}\n', '{"type":"end"}\n'])))).result).toEqual(
      { ok: false, reason: 'empty' },
    );
  });

  it('an error chunk is "stream-error"', async () => {
    const { result, text } = await send(
      async () => new Response(streamOf(['{"type":"item","content":"Partial"}\n{"type":"error","content":"boom"}\n'])),
    );
    expect(result).toEqual({ ok: false, reason: 'stream-error' });
    expect(text).toBe('Partial');
  });

  it('no answer within the timeout is "timeout", and the request is aborted', async () => {
    let aborted = false;
    const { result } = await send(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(aborted).toBe(true);
  });

  it('a stream that stalls is "timeout" (the text before it stays), while a slow but steady stream is fine', async () => {
    const stalled = await send(
      async () => new Response(streamOf(['{"type":"item","content":"Wait"}\n'], { stallAfter: 1 })),
    );
    expect(stalled.result).toEqual({ ok: false, reason: 'timeout' });
    expect(stalled.text).toBe('Wait');

    const encoder = new TextEncoder();
    const pieces = [
      '{"type":"item","content":"a"}\n',
      '{"type":"item","content":"b"}\n',
      '{"type":"item","content":"c"}\n',
    ];
    const steady = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece = pieces.shift();
        if (!piece) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 120));
        controller.enqueue(encoder.encode(piece));
      },
    });
    const slow = await send(async () => new Response(steady));
    expect(slow.result).toEqual({ ok: true });
    expect(slow.text).toBe('abc');
  });

  // Issue 52, point 5: a piece every 30 s restarted the silence timer, and the chat waited forever.
  it('a reply that drips, each piece within the silence timeout, is "timeout" at the overall deadline', async () => {
    const encoder = new TextEncoder();
    let sent = 0;
    const dripping = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 50) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 60));
        sent += 1;
        controller.enqueue(encoder.encode('{"type":"item","content":"."}\n'));
      },
    });
    const started = Date.now();
    const { result, text } = await send(async () => new Response(dripping), { replyDeadlineMs: 600 });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(text.length).toBeGreaterThan(3);
    expect(sent).toBeLessThan(50);
  });

  it('a caller abort is "aborted" (shown as nothing)', async () => {
    const controller = new AbortController();
    const pending = requestReply({
      options,
      sessionId: 's',
      message: 'm',
      onEvent: () => {},
      signal: controller.signal,
      fetchImpl: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )) as unknown as typeof fetch,
    });
    controller.abort();
    expect(await pending).toEqual({ ok: false, reason: 'aborted' });
    expect(failureText('aborted')).toBe('');
  });
});

describe('failure texts', () => {
  it('say what went wrong in words, with the status for HTTP errors', () => {
    expect(failureText('http', 502)).toBe(`${CHAT_FAILURE_TEXT.http} Your message is kept: press Retry in a moment.`);
    expect(failureText('network')).toBe(CHAT_FAILURE_TEXT.network);
    for (const text of Object.values(CHAT_FAILURE_TEXT)) expect(text).not.toMatch(/[{}]/);
  });
});
