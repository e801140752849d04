import { render } from '@testing-library/react';
import fc from 'fast-check';
import { Markdown } from '@/components/chat/Markdown';
import {
  conversationReducer,
  finishedMessages,
  initialConversation,
  MAX_CONVERSATION_ENTRIES,
  MAX_REPLY_BUBBLES,
  MAX_REPLY_LENGTH,
  type ConversationState,
  type MessageEntry,
} from '@/lib/chat/conversation';
import { parseMarkdown, type BlockNode, type InlineNode } from '@/lib/chat/markdown';
import { createMessage } from '@/lib/chat/messages';
import { fitTranscript } from '@/lib/chat/transcript';

const started = conversationReducer(initialConversation, { type: 'start', sessionId: 's-1', messages: [] });
const send = (state: ConversationState, text: string, attempt: number) =>
  conversationReducer(state, { type: 'send', message: createMessage(text, 'user'), attempt });
const reply = (state: ConversationState, attempt: number, text: string) =>
  conversationReducer(state, {
    type: 'reply',
    attempt,
    event: { type: 'text', key: 'node#0', text },
    id: `bot-${attempt}`,
    createdAt: '2026-11-23T10:00:00.000Z',
  });
const settle = (state: ConversationState, attempt: number) =>
  conversationReducer(state, { type: 'settle', attempt, result: { ok: true }, errorId: `e-${attempt}` });

describe('chat caps', () => {
  it('keeps a reply up to 32,000 characters and marks it shortened', () => {
    let state = send(started, 'hi', 1);
    state = reply(state, 1, 'a'.repeat(20_000));
    state = reply(state, 1, 'b'.repeat(20_000));
    state = reply(state, 1, 'c'.repeat(5));
    state = settle(state, 1);
    const bot = state.entries.find((entry) => entry.kind === 'message' && entry.message.sender === 'bot');
    expect(bot?.kind === 'message' && bot.message.text.length).toBe(MAX_REPLY_LENGTH);
    expect(bot?.kind === 'message' && bot.message.text.endsWith('b')).toBe(true);
    expect(bot?.kind === 'message' && bot.truncated).toBe(true);
  });

  it('a reply under the cap is kept whole and not marked', () => {
    const state = settle(reply(send(started, 'hi', 1), 1, 'short answer'), 1);
    const bot = state.entries.at(-1);
    expect(bot).toMatchObject({ kind: 'message', message: { text: 'short answer' } });
    expect(bot?.kind === 'message' && bot.truncated).toBeFalsy();
  });

  // Issue 52, point 11: 3,000 bubbles were capped at 200 entries, which pushed the question out.
  it('a reply of 3,000 node runs shows at most MAX_REPLY_BUBBLES bubbles, marked shortened; the question stays, here and in the transcript', () => {
    let state = send(started, 'Where is order 1042?', 1);
    for (let node = 0; node < 3000; node += 1) {
      const key = `node-${node}#0`;
      for (const event of [
        { type: 'begin', key },
        { type: 'text', key, text: `Step ${node}. ` },
        { type: 'end', key },
      ] as const)
        state = conversationReducer(state, {
          type: 'reply',
          attempt: 1,
          event,
          id: `bot-${node}`,
          createdAt: '2026-11-23T10:00:00.000Z',
        });
    }
    state = settle(state, 1);
    const bots = state.entries.filter(
      (entry): entry is MessageEntry => entry.kind === 'message' && entry.message.sender === 'bot',
    );
    expect(bots).toHaveLength(MAX_REPLY_BUBBLES);
    expect(bots.at(-1)).toMatchObject({ truncated: true, message: { text: `Step ${MAX_REPLY_BUBBLES - 1}. ` } });
    expect(state.entries[0]).toMatchObject({ message: { text: 'Where is order 1042?' } });
    expect(fitTranscript(finishedMessages(state.entries))[0]).toMatchObject({ text: 'Where is order 1042?' });
  });

  it('the reply cap counts all its bubbles together', () => {
    let state = send(started, 'hi', 1);
    for (const key of ['a#0', 'b#0', 'c#0'])
      state = conversationReducer(state, {
        type: 'reply',
        attempt: 1,
        event: { type: 'text', key, text: 'x'.repeat(20_000) },
        id: `bot-${key}`,
        createdAt: '2026-11-23T10:00:00.000Z',
      });
    state = settle(state, 1);
    const bots = state.entries.filter(
      (entry): entry is MessageEntry => entry.kind === 'message' && entry.message.sender === 'bot',
    );
    expect(bots.map((bot) => bot.message.text.length)).toEqual([20_000, MAX_REPLY_LENGTH - 20_000]);
    expect(bots.at(-1)!.truncated).toBe(true);
  });

  it('node runs that streamed no text do not count against the bubble cap', () => {
    let state = send(started, 'hi', 1);
    const event = (type: 'begin' | 'end', node: number) =>
      conversationReducer(state, {
        type: 'reply',
        attempt: 1,
        event: { type, key: `tool-${node}#0` },
        id: `tool-${node}`,
        createdAt: '2026-11-23T10:00:00.000Z',
      });
    for (let node = 0; node < MAX_REPLY_BUBBLES * 2; node += 1) {
      state = event('begin', node);
      state = event('end', node);
    }
    state = settle(reply(state, 1, 'The answer.'), 1);
    expect(state.entries.at(-1)).toMatchObject({ message: { text: 'The answer.' } });
  });

  it('keeps the newest entries of a long conversation', () => {
    let state = started;
    for (let attempt = 1; attempt <= 150; attempt += 1)
      state = settle(reply(send(state, `question ${attempt}`, attempt), attempt, `answer ${attempt}`), attempt);
    expect(state.entries).toHaveLength(MAX_CONVERSATION_ENTRIES);
    expect(state.entries.at(-1)).toMatchObject({ message: { text: 'answer 150' } });
    expect(state.entries[0]).toMatchObject({ message: { text: 'question 51' } });
  });
});

describe('bidi controls in bot text', () => {
  it('are dropped, so an override cannot reorder what follows', () => {
    const text = (blocks: BlockNode[]) => JSON.stringify(blocks);
    expect(text(parseMarkdown('Open invoice\u202Efdp.exe'))).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(parseMarkdown('Open invoice\u202Efdp.exe')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'Open invoicefdp.exe' }] },
    ]);
    expect(parseMarkdown('a\u2067b\u2069c')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'abc' }] },
    ]);
  });
});

// Issue 52, point 11: these were kept, and hide inside a word the way the bidi controls do.
describe('other invisible characters in bot text', () => {
  it.each([
    ['zero-width space', '\u200B'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['Arabic letter mark', '\u061C'],
  ])('the %s is dropped', (_, character) => {
    expect(parseMarkdown(`pay${character}pal [link${character}](https://linkwell.example/)`)).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'paypal ' },
          { type: 'link', href: 'https://linkwell.example/', children: [{ type: 'text', value: 'link' }] },
        ],
      },
    ]);
  });

  it('the joiners of emoji and scripts stay', () => {
    const family = '\u{1F469}\u200D\u{1F467}';
    expect(parseMarkdown(`${family} \u0645\u200C\u0649`)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: `${family} \u0645\u200C\u0649` }] },
    ]);
  });
});

// Characters that matter to the parsers, mixed with arbitrary Unicode.
const markdownish = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '*',
      '_',
      '`',
      '[',
      ']',
      '(',
      ')',
      '#',
      '-',
      '+',
      '.',
      '\\',
      '\n',
      ' ',
      '~',
      '<',
      '>',
      '"',
      ':',
      '/',
      'h',
      't',
      'p',
      's',
      'j',
      'a',
      '1',
      '\u202E',
      '\u2066',
      '\u200B',
      '\uFEFF',
      '@',
    ),
    fc.string({ unit: 'grapheme', maxLength: 1 }),
  ),
  maxLength: 400,
});
const schemes = fc.constantFrom(
  'javascript:',
  'JaVaScRiPt:',
  'data:text/html,',
  'vbscript:',
  'https://',
  'http://',
  'mailto:',
  '//',
  '/\\',
  '/',
  '#',
  '?',
);
const linkish = fc
  .tuple(markdownish, schemes, markdownish)
  .map(([label, scheme, rest]) => `[${label}](${scheme}${rest}) ${scheme}${rest}`);

const ALLOWED_TAGS = new Set(['DIV', 'P', 'BR', 'STRONG', 'EM', 'CODE', 'A', 'UL', 'OL', 'LI', 'PRE', 'HR']);
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#|\?)/i;

function inlineNodes(blocks: BlockNode[]): InlineNode[] {
  const walk = (nodes: InlineNode[]): InlineNode[] =>
    nodes.flatMap((node) => [node, ...('children' in node ? walk(node.children) : [])]);
  return blocks.flatMap((block) =>
    walk(block.type === 'list' ? block.items.flat() : 'children' in block ? block.children : []),
  );
}

describe('the Markdown renderer, for any input', () => {
  it('never throws, links only safe addresses and drops invisible controls', () => {
    fc.assert(
      fc.property(fc.oneof(markdownish, linkish), (text) => {
        const blocks = parseMarkdown(text);
        for (const node of inlineNodes(blocks)) {
          if (node.type === 'link') {
            expect(node.href).toMatch(SAFE_HREF);
            if (/^https?:/.test(node.href)) expect(new URL(node.href).username).toBe('');
          }
          if (node.type === 'text')
            expect(node.value).not.toMatch(/[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('renders only allow-listed elements, without attributes that run code', () => {
    fc.assert(
      fc.property(fc.oneof(markdownish, linkish), (text) => {
        const { container, unmount } = render(<Markdown text={text} />);
        for (const element of container.querySelectorAll('*')) {
          expect(ALLOWED_TAGS).toContain(element.tagName);
          for (const attribute of element.getAttributeNames())
            expect(['class', 'href', 'target', 'rel', 'start', 'tabindex']).toContain(attribute);
          if (element.tagName === 'A') expect(element.getAttribute('href')).toMatch(SAFE_HREF);
        }
        unmount();
      }),
      { numRuns: 200 },
    );
  });
});
