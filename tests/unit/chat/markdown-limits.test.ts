/** @jest-environment node */
import { parseMarkdown } from '@/lib/chat/markdown';
import { hugeReplies } from './huge-replies';

describe('huge replies', () => {
  // Linear parsing takes well under a second for each; a quadratic search would take minutes, so
  // the generous limit tolerates a busy machine and still catches one.
  it.each(Object.entries(hugeReplies))('%s: parsed in linear time', (_name, reply) => {
    const started = performance.now();
    const blocks = parseMarkdown(reply);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(blocks.length).toBeGreaterThan(0);
  });
});
