/**
 * Sends one message and reads the reply as it arrives, turning every way it can go wrong into a
 * named failure the conversation shows with a Retry action.
 */
import { chatWindowText } from '@/lib/chat/text';
import { fillChatText } from '@/lib/chat/i18n';
import type { ChatOptions } from './options';
import { buildChatRequest, sendMessagePayload } from './request';
import { createReplyParser, type ReplyEvent } from './stream';

export type ChatFailureReason =
  'network' | 'http' | 'too-long' | 'timeout' | 'no-text' | 'empty' | 'stream-error' | 'aborted';

export type ReplyResult = { ok: true } | { ok: false; reason: ChatFailureReason; status?: number };

/** What the user reads in the error bubble, by reason (the spec leaves this open; content/chat/window.json). */
export const CHAT_FAILURE_TEXT: Record<Exclude<ChatFailureReason, 'aborted'>, string> = chatWindowText.failure;

export function failureText(reason: ChatFailureReason, status?: number): string {
  if (reason === 'aborted') return '';
  const text = CHAT_FAILURE_TEXT[reason];
  return reason === 'http' && status ? fillChatText(chatWindowText.failureWithStatus, { text, status }) : text;
}

type SendOptions = Pick<
  ChatOptions,
  | 'webhookUrl'
  | 'webhookConfig'
  | 'authToken'
  | 'chatInputKey'
  | 'chatSessionKey'
  | 'enableStreaming'
  | 'replyTimeoutMs'
  | 'replyDeadlineMs'
>;

export async function requestReply({
  options,
  sessionId,
  message,
  onEvent,
  signal,
  fetchImpl = fetch,
}: {
  options: SendOptions;
  sessionId: string;
  message: string;
  onEvent: (event: ReplyEvent) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}): Promise<ReplyResult> {
  const { url, init } = buildChatRequest(options, sendMessagePayload(options, sessionId, message), {
    stream: options.enableStreaming,
  });
  const controller = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  // Aborting the fetch also ends the body's reads in a browser; cancelling the reader makes sure.
  const cancel = () => {
    controller.abort();
    reader?.cancel().catch(() => undefined);
  };
  signal?.addEventListener('abort', cancel);
  let timedOut = false;
  const timeOut = () => {
    timedOut = true;
    cancel();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The timeout is for silence: every piece that arrives restarts it. The deadline is for the
  // whole reply, so one that drips (a piece every 30 s) cannot keep the chat waiting forever.
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(timeOut, options.replyTimeoutMs);
  };
  const deadline = setTimeout(timeOut, options.replyDeadlineMs);
  const interrupted = (): ReplyResult => ({
    ok: false,
    reason: timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network',
  });

  restartTimer();
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: controller.signal });
    } catch {
      return interrupted();
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      // Payload Too Large, URI Too Long, Request Header Fields Too Large: resending cannot help.
      if ([413, 414, 431].includes(response.status)) return { ok: false, reason: 'too-long', status: response.status };
      return { ok: false, reason: 'http', status: response.status };
    }
    const parser = createReplyParser();
    try {
      reader = response.body?.getReader();
      if (reader) {
        for (;;) {
          restartTimer();
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(value).forEach(onEvent);
        }
      } else {
        parser.push(await response.text()).forEach(onEvent);
      }
    } catch {
      return interrupted();
    }
    if (timedOut || signal?.aborted) return interrupted();
    const { events, outcome } = parser.finish();
    events.forEach(onEvent);
    return outcome === 'ok' ? { ok: true } : { ok: false, reason: outcome };
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
    signal?.removeEventListener('abort', cancel);
  }
}
