/** @jest-environment node */
import { extractReplyText } from '@/lib/chat/response';

describe('extractReplyText', () => {
  it('reads output, then text, then message', () => {
    expect(extractReplyText({ output: 'from output', text: 'from text', message: 'from message' })).toBe('from output');
    expect(extractReplyText({ text: 'from text', message: 'from message' })).toBe('from text');
    expect(extractReplyText({ message: 'from message' })).toBe('from message');
  });

  it('skips blank and non-string fields', () => {
    expect(extractReplyText({ output: '  ', text: 'from text' })).toBe('from text');
    expect(extractReplyText({ output: { nested: true }, message: 'from message' })).toBe('from message');
  });

  it('returns null when no field carries text (never the JSON itself)', () => {
    expect(extractReplyText({})).toBeNull();
    expect(extractReplyText({ reply: 'elsewhere', output: 42 })).toBeNull();
    expect(extractReplyText(null)).toBeNull();
    expect(extractReplyText('a string')).toBeNull();
  });

  it("reads the first item of n8n's all-entries array", () => {
    expect(extractReplyText([{}, { output: 'second' }])).toBe('second');
    expect(extractReplyText([])).toBeNull();
  });
});
