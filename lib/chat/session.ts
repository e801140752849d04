/** The chat session id: a random UUID kept in localStorage under n8n's key. */
import { v4 as uuidv4, validate, version } from 'uuid';

export const SESSION_STORAGE_KEY = 'n8n-chat/sessionId';

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser lets us use it (private modes and policies may forbid it). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** True for the ids this widget makes: a UUID v4, nothing else (a stored value is untrusted input). */
export const isSessionId = (value: string): boolean => validate(value) && version(value) === 4;

/** The stored session id, or null when there is none or it is not a UUID v4 (then a new one replaces it). */
export function readSessionId(storage: SessionStorage | null): string | null {
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY) ?? null;
    return stored && isSessionId(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Starts a conversation's session and saves its id. A new UUID every time, unless previous
 * sessions are loaded (`reuseStored`), in which case the stored id is kept, as in n8n's widget.
 */
export function startSession(
  storage: SessionStorage | null,
  { reuseStored = false }: { reuseStored?: boolean } = {},
): string {
  const stored = reuseStored ? readSessionId(storage) : null;
  const sessionId = stored ?? uuidv4();
  try {
    storage?.setItem(SESSION_STORAGE_KEY, sessionId);
  } catch {
    // Storage full or forbidden: the conversation still works for this page view.
  }
  return sessionId;
}
