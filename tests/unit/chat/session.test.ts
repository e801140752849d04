import { validate, version } from 'uuid';
import { SESSION_STORAGE_KEY, browserStorage, readSessionId, startSession } from '@/lib/chat/session';

beforeEach(() => window.localStorage.clear());

describe('chat session id', () => {
  it('uses the key n8n-chat/sessionId', () => {
    expect(SESSION_STORAGE_KEY).toBe('n8n-chat/sessionId');
  });

  it('a new conversation creates a random UUID v4 and stores it in localStorage', () => {
    const id = startSession(browserStorage());
    expect(validate(id) && version(id)).toBe(4);
    expect(window.localStorage.getItem('n8n-chat/sessionId')).toBe(id);
    expect(readSessionId(browserStorage())).toBe(id);
  });

  it('without loading previous sessions, every new conversation gets a new id (replacing the stored one)', () => {
    const first = startSession(browserStorage());
    const second = startSession(browserStorage());
    expect(second).not.toBe(first);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(second);
  });

  it('when previous sessions are loaded, the stored id is reused', () => {
    const kept = '0b5c7d3e-9a1f-4c2b-8e6d-3f4a5b6c7d8e';
    window.localStorage.setItem(SESSION_STORAGE_KEY, kept);
    expect(startSession(browserStorage(), { reuseStored: true })).toBe(kept);
    window.localStorage.setItem(SESSION_STORAGE_KEY, '   ');
    expect(validate(startSession(browserStorage(), { reuseStored: true }))).toBe(true);
  });

  // Issue 52, point 7: a 20,000-character stored id was sent with every message and left no room to type.
  it.each([
    ['20,000 characters', 'x'.repeat(20_000)],
    ['any other text', 'kept-session'],
    ['a UUID of another version', '0b5c7d3e-9a1f-1c2b-8e6d-3f4a5b6c7d8e'],
    ['a UUID v4 with spaces around', ' 0b5c7d3e-9a1f-4c2b-8e6d-3f4a5b6c7d8e '],
  ])('a stored id that is not a UUID v4 (%s) is not read, and is replaced', (_, stored) => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, stored);
    expect(readSessionId(browserStorage())).toBeNull();
    const id = startSession(browserStorage(), { reuseStored: true });
    expect(validate(id) && version(id)).toBe(4);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(id);
  });

  it('still works when storage is unavailable or throws', () => {
    expect(validate(startSession(null))).toBe(true);
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
    expect(validate(startSession(broken, { reuseStored: true }))).toBe(true);
    expect(readSessionId(broken)).toBeNull();
  });
});
