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
    window.localStorage.setItem(SESSION_STORAGE_KEY, 'kept-session');
    expect(startSession(browserStorage(), { reuseStored: true })).toBe('kept-session');
    window.localStorage.setItem(SESSION_STORAGE_KEY, '   ');
    expect(validate(startSession(browserStorage(), { reuseStored: true }))).toBe(true);
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
