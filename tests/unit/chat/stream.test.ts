/** @jest-environment node */
import { createReplyParser, type ReplyEvent } from '@/lib/chat/stream';

const encoder = new TextEncoder();
const line = (chunk: object) => `${JSON.stringify(chunk)}\n`;
const meta = (nodeId: string, runIndex = 0) => ({ nodeId, nodeName: nodeId, itemIndex: 0, runIndex, timestamp: 1 });

function parse(pieces: Array<Uint8Array | string>) {
  const parser = createReplyParser();
  const events: ReplyEvent[] = [];
  for (const piece of pieces) events.push(...parser.push(piece));
  const { events: last, outcome } = parser.finish();
  events.push(...last);
  return { events, outcome, bubbles: bubblesOf(events) };
}

/** The text of each bubble, in the order the bubbles opened. */
function bubblesOf(events: ReplyEvent[]) {
  const bubbles = new Map<string, string>();
  for (const event of events) {
    if (event.type === 'begin') bubbles.set(event.key, '');
    if (event.type === 'text') bubbles.set(event.key, (bubbles.get(event.key) ?? '') + event.text);
  }
  return [...bubbles.values()];
}

const agentStream = [
  line({ type: 'begin', metadata: meta('agent') }),
  line({ type: 'item', content: 'Grüße! Inventory ', metadata: meta('agent') }),
  line({ type: 'item', content: 'syncs hourly 🚚 — ', metadata: meta('agent') }),
  line({ type: 'item', content: 'with "quotes" and \\ backslashes.', metadata: meta('agent') }),
  line({ type: 'end', metadata: meta('agent') }),
].join('');

describe('n8n stream chunks', () => {
  it('renders item contents progressively into one bubble per node run', () => {
    const parser = createReplyParser();
    const lines = agentStream.split(/(?<=\n)/);
    expect(parser.push(lines[0]!)).toEqual([{ type: 'begin', key: 'agent#0' }]);
    expect(parser.push(lines[1]!)).toEqual([{ type: 'text', key: 'agent#0', text: 'Grüße! Inventory ' }]);
    expect(parser.push(lines[2]!)).toEqual([{ type: 'text', key: 'agent#0', text: 'syncs hourly 🚚 — ' }]);
    expect(parser.push(lines[3]! + lines[4]!)).toEqual([
      { type: 'text', key: 'agent#0', text: 'with "quotes" and \\ backslashes.' },
      { type: 'end', key: 'agent#0' },
    ]);
    expect(parser.finish()).toEqual({ events: [], outcome: 'ok' });
  });

  it('gives the same result however the bytes are split, even inside a UTF-8 character', () => {
    const bytes = encoder.encode(agentStream);
    const expected = parse([bytes]);
    expect(expected.bubbles).toEqual(['Grüße! Inventory syncs hourly 🚚 — with "quotes" and \\ backslashes.']);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const result = parse([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(result.bubbles).toEqual(expected.bubbles);
      expect(result.outcome).toBe('ok');
    }
    for (let size = 1; size <= 7; size += 1) {
      const pieces: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
      expect(parse(pieces).bubbles).toEqual(expected.bubbles);
    }
  });

  it('keeps several nodes (and runs of one node) in separate bubbles, even interleaved', () => {
    const body = [
      line({ type: 'begin', metadata: meta('research') }),
      line({ type: 'begin', metadata: meta('writer') }),
      line({ type: 'item', content: 'Found 3 vendors.', metadata: meta('research') }),
      line({ type: 'item', content: 'Here is ', metadata: meta('writer') }),
      line({ type: 'end', metadata: meta('research') }),
      line({ type: 'item', content: 'your summary.', metadata: meta('writer') }),
      line({ type: 'end', metadata: meta('writer') }),
      line({ type: 'begin', metadata: meta('writer', 1) }),
      line({ type: 'item', content: 'Anything else?', metadata: meta('writer', 1) }),
      line({ type: 'end', metadata: meta('writer', 1) }),
    ].join('');
    const { bubbles, outcome, events } = parse([body]);
    expect(bubbles).toEqual(['Found 3 vendors.', 'Here is your summary.', 'Anything else?']);
    expect(outcome).toBe('ok');
    expect(events.filter((event) => event.type === 'end').map((event) => event.key)).toEqual([
      'research#0',
      'writer#0',
      'writer#1',
    ]);
  });

  it('reports an error chunk as a failure, keeping the text that came before it', () => {
    const body = [
      line({ type: 'begin', metadata: meta('agent') }),
      line({ type: 'item', content: 'Let me check', metadata: meta('agent') }),
      line({ type: 'error', content: 'Model rate limit reached', metadata: meta('agent') }),
    ].join('');
    const { events, bubbles, outcome } = parse([body]);
    expect(outcome).toBe('stream-error');
    expect(bubbles).toEqual(['Let me check']);
    expect(events).toContainEqual({ type: 'error', key: 'agent#0', text: 'Model rate limit reached' });
    expect(events.at(-1)).toEqual({ type: 'end', key: 'agent#0' });
  });

  it('an item without begin opens its bubble; a stream cut before end closes it', () => {
    const { events, bubbles, outcome } = parse([
      line({ type: 'item', content: 'partial', metadata: meta('a') }).trimEnd(),
    ]);
    expect(bubbles).toEqual(['partial']);
    expect(outcome).toBe('ok');
    expect(events.map((event) => event.type)).toEqual(['begin', 'text', 'end']);
  });

  it('chunks without metadata share one "unknown" bubble', () => {
    const { bubbles } = parse([
      line({ type: 'begin' }),
      line({ type: 'item', content: 'a' }),
      line({ type: 'item', content: 'b' }),
      line({ type: 'end' }),
    ]);
    expect(bubbles).toEqual(['ab']);
  });

  it('an empty stream (no body, only blank lines, or begin/end without items) is "empty"', () => {
    expect(parse([]).outcome).toBe('empty');
    expect(parse(['\n\n  \n']).outcome).toBe('empty');
    const silent = parse([
      line({ type: 'begin', metadata: meta('a') }),
      line({ type: 'item', content: '', metadata: meta('a') }),
      line({ type: 'end', metadata: meta('a') }),
    ]);
    expect(silent.outcome).toBe('empty');
    expect(silent.bubbles).toEqual(['']);
  });
});

describe('deciding by what arrives', () => {
  it('a plain JSON object (a streaming widget answered without streaming) shows its output', () => {
    const { bubbles, outcome } = parse([encoder.encode('{"output":"Plans start at **$89/month**."}')]);
    expect(bubbles).toEqual(['Plans start at **$89/month**.']);
    expect(outcome).toBe('ok');
  });

  it('falls back to text, then message', () => {
    expect(parse(['{"text":"from text"}']).bubbles).toEqual(['from text']);
    expect(parse(['{"message":"Workflow was started"}\n']).bubbles).toEqual(['Workflow was started']);
  });

  it('a pretty-printed JSON reply split across reads is shown by its text, not as JSON', () => {
    const body = JSON.stringify({ output: 'Line one\nLine two', meta: { a: [1, 2] } }, null, 2);
    const bytes = encoder.encode(body);
    for (const cut of [1, 5, 17, bytes.length - 2]) {
      const { bubbles, outcome } = parse([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(bubbles).toEqual(['Line one\nLine two']);
      expect(outcome).toBe('ok');
    }
    expect(parse(['[\n  {\n    "output": "from an array"\n  }\n]']).bubbles).toEqual(['from an array']);
  });

  it('JSON without any text field is "no-text" and shows nothing', () => {
    for (const body of [
      '{}',
      '{"data":{"output":"nested"}}',
      '[]',
      '{\n  "status": "ok"\n}',
      '42',
      '"just a string"',
    ]) {
      const { bubbles, outcome } = parse([body]);
      expect({ body, outcome }).toEqual({ body, outcome: 'no-text' });
      expect(bubbles).toEqual([]);
    }
  });

  it('a plain-text body is shown as text; HTML or broken JSON is not', () => {
    expect(parse(['Thanks, a specialist will call you.']).bubbles).toEqual(['Thanks, a specialist will call you.']);
    expect(parse(['<html><body>Bad gateway</body></html>']).outcome).toBe('no-text');
    expect(parse(['{"output": "unterminated']).outcome).toBe('no-text');
  });

  it('lines that are not chunks are ignored once the stream has chunks', () => {
    const { bubbles, outcome } = parse([
      line({ type: 'item', content: 'ok', metadata: meta('a') }),
      'garbage line\n',
      '{"unrelated":true}\n',
    ]);
    expect(bubbles).toEqual(['ok']);
    expect(outcome).toBe('ok');
  });
});
