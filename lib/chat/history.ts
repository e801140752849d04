/**
 * loadPreviousSession: n8n answers `{ data: [...] }` with LangChain messages. An item whose `id`
 * contains "HumanMessage" is the user's, any other the bot's; the text is `kwargs.content`.
 * Not used on this site (loading is off) but kept working behind the option.
 */
import type { ChatMessage } from './messages';
import type { ChatOptions } from './options';
import { buildChatRequest, loadPreviousSessionPayload } from './request';
import { isPlainObject } from './response';

export function parsePreviousSession(body: unknown, now: Date = new Date()): ChatMessage[] {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!Array.isArray(data)) return [];
  const createdAt = now.toISOString();
  const messages: ChatMessage[] = [];
  data.forEach((item, index) => {
    if (!isPlainObject(item) || !isPlainObject(item.kwargs)) return;
    const text = item.kwargs.content;
    if (typeof text !== 'string' || !text.trim()) return;
    const id = item.id;
    const isHuman = Array.isArray(id)
      ? id.some((part) => String(part).includes('HumanMessage'))
      : String(id ?? '').includes('HumanMessage');
    messages.push({ id: `history-${index}`, text, sender: isHuman ? 'user' : 'bot', createdAt });
  });
  return messages;
}

/** The session's earlier messages; an empty list when the call fails (a fresh start is fine). */
export async function loadPreviousSession(
  options: ChatOptions,
  sessionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatMessage[]> {
  const { url, init } = buildChatRequest(options, loadPreviousSessionPayload(options, sessionId));
  try {
    const response = await fetchImpl(url, init);
    if (!response.ok) return [];
    return parsePreviousSession(await response.json());
  } catch {
    return [];
  }
}
