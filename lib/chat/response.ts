/** The fields that may carry a JSON reply's text, in n8n's widget's order of preference. */
export const REPLY_TEXT_FIELDS = ['output', 'text', 'message'] as const;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The bot's text in a JSON reply: `output`, else `text`, else `message` (the first that is a
 * non-blank string). An array (n8n's "all entries" response) yields its first item with text.
 * Null when there is no text: the caller shows an error, never the raw JSON.
 */
export function extractReplyText(body: unknown): string | null {
  if (Array.isArray(body)) {
    for (const item of body) {
      const text = extractReplyText(item);
      if (text !== null) return text;
    }
    return null;
  }
  if (!isPlainObject(body)) return null;
  for (const field of REPLY_TEXT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
