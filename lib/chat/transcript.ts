/**
 * The conversation kept in localStorage under its session id (issue 17), so a reload or another
 * tab opens the chat where the person left it. It holds what the person typed, so it is kept no
 * longer than needed: 30 days after it was last saved, and only for the current session (the
 * cookie policy, content/legal/cookies.md, says so). Capped, and checked on the way back in:
 * stored data is as untrusted as any input (another script, an old version, a full disk), and
 * anything that does not read as a list of messages is dropped without breaking the widget.
 */
import { MAX_REPLY_LENGTH } from './conversation';
import type { ChatMessage } from './messages';

export const TRANSCRIPT_KEY_PREFIX = 'linkwell-chat/transcript/';
/** The newest messages kept. */
export const MAX_TRANSCRIPT_MESSAGES = 100;
/** Stored text of one transcript at most (UTF-16 code units): well inside every browser's quota. */
export const MAX_TRANSCRIPT_CHARS = 500_000;
/** A transcript last saved longer ago than this is deleted, never shown. */
export const TRANSCRIPT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type TranscriptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What is stored: when it was last saved (ms since 1970) and the messages. */
type StoredTranscript = { savedAt: number; messages: ChatMessage[] };

/** The stored JSON beside the messages' list: {"savedAt":…,"messages":} at its longest. */
const STORED_WRAPPER_CHARS = JSON.stringify({ savedAt: Number.MAX_SAFE_INTEGER, messages: [] }).length - 2;

const keyOf = (sessionId: string) => `${TRANSCRIPT_KEY_PREFIX}${sessionId}`;

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const { id, text, sender, createdAt } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 100 &&
    typeof text === 'string' &&
    text.length <= MAX_REPLY_LENGTH &&
    (sender === 'user' || sender === 'bot') &&
    typeof createdAt === 'string' &&
    !Number.isNaN(Date.parse(createdAt))
  );
}

/** The stored messages of a session, oldest first; [] when there are none, they do not read or they expired. */
export function loadTranscript(
  storage: TranscriptStorage | null,
  sessionId: string,
  now: number = Date.now(),
): ChatMessage[] {
  try {
    const raw = storage?.getItem(keyOf(sessionId));
    if (!raw) return [];
    if (raw.length > MAX_TRANSCRIPT_CHARS) throw new Error('oversized');
    const parsed = JSON.parse(raw) as Partial<StoredTranscript> | null;
    const { savedAt, messages } = parsed ?? {};
    if (typeof savedAt !== 'number' || !Array.isArray(messages) || !messages.every(isMessage))
      throw new Error('corrupt');
    if (!(now - savedAt <= TRANSCRIPT_MAX_AGE_MS)) throw new Error('expired');
    return messages
      .slice(-MAX_TRANSCRIPT_MESSAGES)
      .map(({ id, text, sender, createdAt }) => ({ id, text, sender, createdAt }));
  } catch {
    clearTranscript(storage, sessionId);
    return [];
  }
}

/**
 * The newest messages with text that fit MAX_TRANSCRIPT_MESSAGES and, stored, MAX_TRANSCRIPT_CHARS,
 * the oldest dropped first, except the person's latest message, which always stays (then what came
 * after it goes, oldest first): what is stored, and what a hand-off to a person sends along
 * (lib/forms/handoff.ts).
 */
export function fitTranscript(messages: ChatMessage[]): ChatMessage[] {
  const kept = messages
    .filter((message) => message.text !== '')
    .map(({ id, text, sender, createdAt }) => ({ id, text, sender, createdAt }));
  const sizes = kept.map((message) => JSON.stringify(message).length + 1);
  // The stored JSON: the wrapper, and in its list each message with a comma or bracket.
  let chars = sizes.reduce((total, size) => total + size, STORED_WRAPPER_CHARS + 1);
  const question = kept.findLastIndex((message) => message.sender === 'user');
  const indexes = kept.map((_, index) => index);
  const dropOrder = question === -1 ? indexes : [...indexes.filter((index) => index !== question), question];
  const dropped = new Set<number>();
  for (const index of dropOrder) {
    if (kept.length - dropped.size <= MAX_TRANSCRIPT_MESSAGES && chars <= MAX_TRANSCRIPT_CHARS) break;
    dropped.add(index);
    chars -= sizes[index]!;
  }
  return kept.filter((_, index) => !dropped.has(index));
}

/** Keeps the newest messages that fit (fitTranscript); a full or forbidden storage is ignored. */
export function saveTranscript(
  storage: TranscriptStorage | null,
  sessionId: string,
  messages: ChatMessage[],
  now: number = Date.now(),
): void {
  try {
    const stored: StoredTranscript = { savedAt: now, messages: fitTranscript(messages) };
    storage?.setItem(keyOf(sessionId), JSON.stringify(stored));
  } catch {
    // Storage full or forbidden: the conversation still works for this page view.
  }
}

export function clearTranscript(storage: TranscriptStorage | null, sessionId: string): void {
  try {
    storage?.removeItem(keyOf(sessionId));
  } catch {
    // Nothing to clear where storage is forbidden.
  }
}

/**
 * Deletes every stored transcript but the current session's (none when `current` is null), and
 * that one too once it expired: old sessions' conversations do not stay behind in the browser.
 */
export function pruneTranscripts(
  storage: (TranscriptStorage & Pick<Storage, 'key' | 'length'>) | null,
  current: string | null,
  now: number = Date.now(),
): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys)
      if (key?.startsWith(TRANSCRIPT_KEY_PREFIX) && key !== (current && keyOf(current))) storage.removeItem(key);
    if (current) loadTranscript(storage, current, now);
  } catch {
    // Nothing to prune where storage is forbidden.
  }
}
