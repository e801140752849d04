import { MAX_REPLY_LENGTH } from '@/lib/chat/conversation';
import { createMessage } from '@/lib/chat/messages';
import {
  MAX_TRANSCRIPT_CHARS,
  MAX_TRANSCRIPT_MESSAGES,
  TRANSCRIPT_KEY_PREFIX,
  TRANSCRIPT_MAX_AGE_MS,
  clearTranscript,
  fitTranscript,
  loadTranscript,
  pruneTranscripts,
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

  it('is stored with the time it was saved', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const messages = [createMessage('Where is order 1042?', 'user')];
    saveTranscript(window.localStorage, session, messages, now);
    expect(JSON.parse(window.localStorage.getItem(key)!)).toEqual({ savedAt: now, messages });
  });

  // Issue 52, point 6: a transcript holds what the person typed, and was kept forever.
  it('is deleted, never shown, 30 days after it was last saved', () => {
    const saved = Date.parse('2026-10-01T10:00:00Z');
    saveTranscript(window.localStorage, session, [createMessage('My email is ana@example.com', 'user')], saved);
    expect(TRANSCRIPT_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(loadTranscript(window.localStorage, session, saved + TRANSCRIPT_MAX_AGE_MS)).toHaveLength(1);
    expect(loadTranscript(window.localStorage, session, saved + TRANSCRIPT_MAX_AGE_MS + 1)).toEqual([]);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it("pruning deletes every other session's transcript and the current one once expired, nothing else", () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const others = ['old-1', 'old-2', 'x'.repeat(200)];
    for (const id of others) saveTranscript(window.localStorage, id, [createMessage(`Order ${id}`, 'user')], now);
    saveTranscript(window.localStorage, session, [createMessage('Current', 'user')], now);
    window.localStorage.setItem('linkwell-theme', 'dark');
    window.localStorage.setItem('n8n-chat/sessionId', session);
    pruneTranscripts(window.localStorage, session, now);
    expect(Object.keys(window.localStorage).sort()).toEqual([key, 'linkwell-theme', 'n8n-chat/sessionId']);
    pruneTranscripts(window.localStorage, session, now + TRANSCRIPT_MAX_AGE_MS + 1);
    expect(window.localStorage.getItem(key)).toBeNull();
    saveTranscript(window.localStorage, 'another', [createMessage('Hi', 'user')], now);
    pruneTranscripts(window.localStorage, null, now);
    expect(Object.keys(window.localStorage).sort()).toEqual(['linkwell-theme', 'n8n-chat/sessionId']);
    expect(() => pruneTranscripts(null, session)).not.toThrow();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare list (without the time it was saved)', JSON.stringify([createMessage('Hi', 'user')])],
    ['a time that is not a number', JSON.stringify({ savedAt: 'today', messages: [] })],
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
