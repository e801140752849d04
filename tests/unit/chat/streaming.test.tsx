import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextDecoder } from 'node:util';
import { ChatWindow } from '@/components/chat/ChatWindow';
import { siteChatOptions } from '@/lib/chat/config';
import { MAX_REPLY_LENGTH } from '@/lib/chat/conversation';
import { TRANSCRIPT_KEY_PREFIX } from '@/lib/chat/transcript';

/**
 * What a streamed reply costs per chunk, counted rather than timed: each chunk arrives in a read of
 * its own (as from a real network), and the test counts the transcript's writes to storage. jsdom
 * has no fetch: the body's reader is driven by hand.
 */
Object.assign(globalThis, { TextDecoder });
// The first test renders the window and types through user-event: 5 s was not enough on a machine
// busy with a build (the later tests then failed on its leftovers). Nothing here is timed.
jest.setTimeout(20_000);

// Each bot message's Markdown, counted by text: a message renders again only when its entry does.
const mockMarkdownRenders = new Map<string, number>();
jest.mock('@/components/chat/Markdown', () => {
  const actual: typeof import('@/components/chat/Markdown') = jest.requireActual('@/components/chat/Markdown');
  return {
    Markdown(props: { text: string }) {
      mockMarkdownRenders.set(props.text, (mockMarkdownRenders.get(props.text) ?? 0) + 1);
      return actual.Markdown(props);
    },
  };
});

type Stream = { send: (line: object) => Promise<void>; close: () => Promise<void> };
let stream: Stream | null = null;

beforeEach(() => {
  window.localStorage.clear();
  stream = null;
  globalThis.fetch = jest.fn(async () => {
    let deliver: ((result: { done: boolean; value?: string }) => void) | null = null;
    const next = (result: { done: boolean; value?: string }) =>
      act(async () => {
        deliver?.(result);
        // The chunk is parsed and dispatched after the read's promise settles.
        await new Promise((resolve) => setTimeout(resolve));
      });
    stream = {
      send: (line) => next({ done: false, value: `${JSON.stringify({ ...line, metadata: { nodeId: 'agent' } })}\n` }),
      close: () => next({ done: true }),
    };
    // The parser takes strings as well as bytes: each read hands over one NDJSON line.
    const reader = {
      read: () => new Promise((resolve) => (deliver = resolve)),
      cancel: async () => undefined,
    };
    return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
  }) as unknown as typeof fetch;
});

const options = siteChatOptions({
  method: 'GET',
  chatInputKey: 'message',
  enableStreaming: true,
  loadPreviousSession: false,
});

async function sendMessage(text: string) {
  const user = userEvent.setup();
  render(<ChatWindow open onClose={jest.fn()} options={options} />);
  await user.click(screen.getByRole('button', { name: 'New Conversation' }));
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), `${text}{Enter}`);
  // The reader is handed out once fetch has answered.
  await act(async () => new Promise((resolve) => setTimeout(resolve)));
  return stream!;
}

describe('a streamed reply, chunk by chunk', () => {
  it('writes the transcript a bounded number of times, not once per chunk, and keeps the whole reply', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const transcriptWrites = () => setItem.mock.calls.filter(([key]) => key.startsWith(TRANSCRIPT_KEY_PREFIX)).length;
    const reply = await sendMessage('Tell me about syncing');
    const before = transcriptWrites();
    await reply.send({ type: 'begin' });
    for (let index = 0; index < 60; index += 1) await reply.send({ type: 'item', content: `part ${index} ` });
    expect(screen.getByRole('log')).toHaveTextContent('part 59');
    // The streaming bubble is saved once it ends, not while it grows.
    expect(transcriptWrites()).toBe(before);
    await reply.send({ type: 'end' });
    await reply.close();
    expect(transcriptWrites() - before).toBeGreaterThanOrEqual(1);
    expect(transcriptWrites() - before).toBeLessThanOrEqual(2);
    // What a reload reopens: the question and the whole reply.
    const [key, stored] = setItem.mock.calls.filter(([name]) => name.startsWith(TRANSCRIPT_KEY_PREFIX)).at(-1)!;
    expect(window.localStorage.getItem(key)).toBe(stored);
    const texts = (JSON.parse(stored) as { messages: { text: string }[] }).messages.map((message) => message.text);
    expect(texts.at(-2)).toBe('Tell me about syncing');
    expect(texts.at(-1)).toBe(Array.from({ length: 60 }, (_, index) => `part ${index} `).join(''));
    setItem.mockRestore();
  });

  it('renders the finished messages before it once, not once per chunk', async () => {
    const reply = await sendMessage('Tell me about syncing');
    // The greeting: the welcome and the assistant's introduction, one bubble.
    const welcome = [...mockMarkdownRenders.keys()].find((text) => text.startsWith('Hi there! How can I help you?'))!;
    const before = mockMarkdownRenders.get(welcome) ?? 0;
    expect(before).toBeGreaterThan(0);
    await reply.send({ type: 'begin' });
    for (let index = 0; index < 30; index += 1) await reply.send({ type: 'item', content: `part ${index} ` });
    await reply.send({ type: 'end' });
    await reply.close();
    expect(screen.getByRole('log')).toHaveTextContent('part 29');
    // The end of the reply may render the log once more (Retry buttons enable), never once per chunk.
    expect(mockMarkdownRenders.get(welcome)! - before).toBeLessThanOrEqual(1);
  });

  it('keeps the first 32,000 characters of a longer reply and says it was shortened', async () => {
    const reply = await sendMessage('Send me everything');
    await reply.send({ type: 'begin' });
    const chunk = 'x'.repeat(1000);
    for (let index = 0; index < MAX_REPLY_LENGTH / 1000 + 1; index += 1)
      await reply.send({ type: 'item', content: chunk });
    const bot = screen.getByRole('log').querySelector('[data-sender="bot"][data-streaming]')!;
    expect(bot.textContent).toContain('x'.repeat(MAX_REPLY_LENGTH));
    expect(bot.textContent).not.toContain('x'.repeat(MAX_REPLY_LENGTH + 1));
    for (let index = 0; index < 20; index += 1) await reply.send({ type: 'item', content: chunk });
    await reply.send({ type: 'end' });
    await reply.close();
    expect(screen.getByRole('log').querySelector('[data-sender="bot"]:not([data-streaming])')).not.toBeNull();
    expect(screen.getByText('This reply was too long to show in full, so it was shortened.')).toBeVisible();
  });
});
