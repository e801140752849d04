/** @jest-environment node */
import fc from 'fast-check';
import { createReplyParser, type ReplyEvent } from '@/lib/chat/stream';

describe('the reply stream parser, for any bytes split anywhere', () => {
  const EVENT_TYPES = new Set(['begin', 'text', 'end', 'error']);
  const OUTCOMES = new Set(['ok', 'empty', 'no-text', 'stream-error']);
  const chunkLine = fc.oneof(
    fc
      .record({
        type: fc.constantFrom('begin', 'item', 'end', 'error', 'other'),
        content: fc.option(fc.string(), { nil: undefined }),
      })
      .map((chunk) => `${JSON.stringify(chunk)}\n`),
    fc.string().map((text) => `${text}\n`),
    fc.constant('{"output": "hi"}'),
  );
  const body = fc.array(chunkLine, { maxLength: 20 }).map((lines) => new TextEncoder().encode(lines.join('')));

  it('never throws and emits only known events and outcomes', () => {
    fc.assert(
      fc.property(
        body,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.uint8Array({ maxLength: 64 }),
        (bytes, cuts, noise) => {
          const parser = createReplyParser();
          const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
          const events: ReplyEvent[] = [];
          let from = 0;
          for (const point of [...points, bytes.length]) {
            events.push(...parser.push(bytes.subarray(from, point)));
            from = point;
          }
          events.push(...parser.push(noise));
          const { events: last, outcome } = parser.finish();
          events.push(...last);
          for (const event of events) expect(EVENT_TYPES).toContain(event.type);
          expect(OUTCOMES).toContain(outcome);
        },
      ),
      { numRuns: 500 },
    );
  });
});
