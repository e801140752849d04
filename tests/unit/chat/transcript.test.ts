import { MAX_REPLY_LENGTH } from '@/lib/chat/conversation';
import { createMessage } from '@/lib/chat/messages';
import {
  MAX_TRANSCRIPT_CHARS,
  MAX_TRANSCRIPT_MESSAGES,
  TRANSCRIPT_KEY_PREFIX,
  clearTranscript,
  fitTranscript,
  loadTranscript,
  saveTranscript,
} from '@/lib/chat/transcript';

const session = 'session-1';
const key = `${TRANSCRIPT_KEY_PREFIX}${session}`;

beforeEach(() => window.localStorage.clear());

describe('the chat transcript', () => {
  it('comes back as it was saved, under its session id', () => {
    const messages = [createMessage('Hi there!', 'bot'), createMessage('Where is my order?', 'user')];
    saveTranscript(window.localStorage, session, messages);
    expect(loadTranscript(window.localStorage, session)).toEqual(messages);
    expect(loadTranscript(window.localStorage, 'another-session')).toEqual([]);
  });

  it(`keeps the newest ${MAX_TRANSCRIPT_MESSAGES} messages`, () => {
    const messages = Array.from({ length: 130 }, (_, index) => createMessage(`Message ${index}`, 'user'));
    saveTranscript(window.localStorage, session, messages);
    const loaded = loadTranscript(window.localStorage, session);
    expect(loaded).toHaveLength(MAX_TRANSCRIPT_MESSAGES);
    expect(loaded[0]!.text).toBe('Message 30');
    expect(loaded.at(-1)!.text).toBe('Message 129');
  });

  it('drops the oldest messages until the stored text fits', () => {
    const long = 'x'.repeat(MAX_REPLY_LENGTH);
    const messages = Array.from({ length: 20 }, () => createMessage(long, 'bot'));
    saveTranscript(window.localStorage, session, messages);
    expect(window.localStorage.getItem(key)!.length).toBeLessThanOrEqual(MAX_TRANSCRIPT_CHARS);
    expect(loadTranscript(window.localStorage, session).length).toBeLessThan(20);
  });

  // Issue 52, point 11: the person's own question was the first to go behind a huge reply.
  it("drops the oldest bot content first and never the person's latest message", () => {
    const long = 'x'.repeat(MAX_REPLY_LENGTH);
    const question = createMessage('Where is order 1042?', 'user');
    const before = Array.from({ length: 30 }, (_, index) => createMessage(`Earlier ${index}`, 'bot'));
    const reply = Array.from({ length: 16 }, () => createMessage(long, 'bot'));
    const kept = fitTranscript([...before, question, ...reply]);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(MAX_TRANSCRIPT_CHARS);
    expect(kept).toContainEqual(question);
    expect(kept[0]).toEqual(question);
    const many = fitTranscript([question, ...Array.from({ length: 130 }, (_, i) => createMessage(`Step ${i}`, 'bot'))]);
    expect(many).toHaveLength(MAX_TRANSCRIPT_MESSAGES);
    expect(many[0]).toEqual(question);
    expect(many.at(-1)!.text).toBe('Step 129');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"1"}'],
    ['a message without a sender', JSON.stringify([{ id: '1', text: 'a', createdAt: new Date().toISOString() }])],
    ['a script for a sender', JSON.stringify([{ id: '1', text: 'a', sender: '<script>', createdAt: '2026-01-01' }])],
    ['a bad date', JSON.stringify([{ id: '1', text: 'a', sender: 'bot', createdAt: 'yesterday' }])],
    ['an oversized text', 'x'.repeat(MAX_TRANSCRIPT_CHARS + 1)],
  ])('drops stored data that is %s, and forgets it', (_, raw) => {
    window.localStorage.setItem(key, raw);
    expect(loadTranscript(window.localStorage, session)).toEqual([]);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('is cleared, and a forbidden or full storage changes nothing for the conversation', () => {
    saveTranscript(window.localStorage, session, [createMessage('Hello', 'user')]);
    clearTranscript(window.localStorage, session);
    expect(loadTranscript(window.localStorage, session)).toEqual([]);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveTranscript(broken, session, [createMessage('Hello', 'user')])).not.toThrow();
    expect(loadTranscript(broken, session)).toEqual([]);
  });
});
