/** @jest-environment node */
import { parsePreviousSession } from '@/lib/chat/history';
import { createReplyParser, type ReplyEvent } from '@/lib/chat/stream';
import { startReceiver } from '../start-receiver';

// The receiver's chat fault modes, read with the widget's own stream parser.
// Apart from the range tests/unit/receiver.test.ts picks from, as Jest runs both at once.
let origin = '';
let stop = () => {};

beforeAll(async () => {
  ({ origin, stop } = await startReceiver({ portBase: 5500, name: 'receiver-chat' }));
});

afterAll(() => stop());

async function chat(marker: string, stream: boolean) {
  const response = await fetch(
    `${origin}/webhook/chat?action=sendMessage&sessionId=s&message=${encodeURIComponent(marker)}`,
    {
      headers: stream ? { Accept: 'text/plain' } : {},
    },
  );
  const parser = createReplyParser();
  const events: ReplyEvent[] = [...parser.push(await response.text())];
  const { events: last, outcome } = parser.finish();
  events.push(...last);
  const keys = [...new Set(events.map((event) => event.key))];
  return {
    status: response.status,
    outcome,
    keys,
    text: events.map((event) => (event.type === 'text' ? event.text : '')).join(''),
  };
}

const setFault = (mode: string, match: string) =>
  fetch(`${origin}/__control/fault`, { method: 'POST', body: JSON.stringify({ mode, match, times: 1 }) });

describe('receiver chat fault modes', () => {
  it('stream-error: begins answering, then sends an error chunk; the next request is fine', async () => {
    await setFault('stream-error', 'mode-a');
    const failed = await chat('mode-a', true);
    expect(failed).toMatchObject({ status: 200, outcome: 'stream-error' });
    expect(failed.text.length).toBeGreaterThan(0);
    expect(await chat('mode-a', true)).toMatchObject({ outcome: 'ok' });
  });

  it('empty-stream: 200 without a body', async () => {
    await setFault('empty-stream', 'mode-b');
    expect(await chat('mode-b', true)).toMatchObject({ status: 200, outcome: 'empty', text: '' });
  });

  it('stream-multi-node: the reply comes from two node runs, even without asking for a stream', async () => {
    await setFault('stream-multi-node', 'mode-c');
    // A question with an answer of its own tells this reply from any other.
    const reply = await chat('how much is plus? mode-c', false);
    expect(reply.outcome).toBe('ok');
    expect(reply.keys).toEqual(['research-node#0', 'answer-node#0']);
    expect(reply.text).toContain('**Plus** costs');
  });

  it('stream-stepwise: sends "begin", then each chunk only once the test releases it', async () => {
    await setFault('stream-stepwise', 'mode-e');
    const release = (chunks: number) =>
      fetch(`${origin}/__control/step`, { method: 'POST', body: JSON.stringify({ match: 'mode-e', chunks }) });
    const response = await fetch(`${origin}/webhook/chat?action=sendMessage&sessionId=s&message=mode-e`, {
      headers: { Accept: 'text/plain' },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const nextTypes = async () =>
      decoder
        .decode((await reader.read()).value)
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { type: string }).type);
    expect(await nextTypes()).toEqual(['begin']);
    const next = nextTypes();
    // Nothing more comes out until released.
    expect(await Promise.race([next, new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))])).toBe(
      'waiting',
    );
    await release(1);
    expect(await next).toEqual(['item']);
    await release(100);
    while (!(await reader.read()).done);
    expect(await chat('mode-e', true)).toMatchObject({ outcome: 'ok' });
  });

  it('held: answers only once the test releases it, then as usual', async () => {
    await setFault('held', 'mode-f');
    const answer = chat('how do i add a vendor mode-f', false);
    expect(await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))])).toBe(
      'waiting',
    );
    await fetch(`${origin}/__control/step`, { method: 'POST', body: JSON.stringify({ match: 'mode-f' }) });
    expect(await answer).toMatchObject({ status: 200, outcome: 'ok', keys: ['reply-1'] });
    expect((await answer).text).toContain('[Add a Vendor](/documentation/add-vendor)');
  });

  it('without a fault, a plain request gets plain JSON and a streaming one gets chunks', async () => {
    expect(await chat('mode-d', false)).toMatchObject({ outcome: 'ok', keys: ['reply-1'] });
    expect(await chat('mode-d', true)).toMatchObject({ outcome: 'ok', keys: ['agent-node#0'] });
  });
});

describe('receiver chat memory (a Chat Trigger with memory answers loadPreviousSession)', () => {
  const post = (body: object) =>
    fetch(`${origin}/webhook/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("answers with the session's answered messages as LangChain items, read by the widget's parser", async () => {
    const sessionId = `memory-${Date.now()}`;
    expect(await (await post({ action: 'loadPreviousSession', sessionId })).json()).toEqual({ data: [] });
    await (await post({ action: 'sendMessage', sessionId, chatInput: 'How much is the Basic plan?' })).text();
    await setFault('stream-error', 'failed-question');
    await (await post({ action: 'sendMessage', sessionId, chatInput: 'failed-question' })).text();
    await (await post({ action: 'sendMessage', sessionId: 'someone-else', chatInput: 'Not mine' })).text();

    const body = (await (await post({ action: 'loadPreviousSession', sessionId })).json()) as unknown;
    expect(parsePreviousSession(body).map(({ text, sender }) => ({ text, sender }))).toEqual([
      { text: 'How much is the Basic plan?', sender: 'user' },
      { text: expect.stringContaining('$89/month'), sender: 'bot' },
    ]);
    expect((body as { data: { id: string[] }[] }).data.map((item) => item.id.at(-1))).toEqual([
      'HumanMessage',
      'AIMessage',
    ]);
  });
});
