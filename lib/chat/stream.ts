/**
 * Incremental parser of a chat webhook's reply body, fed with whatever the network delivers.
 *
 * n8n streams newline-delimited JSON chunks, one bubble per node run (metadata.nodeId and
 * runIndex): {"type":"begin"}, {"type":"item","content":"..."}..., {"type":"end"}, and
 * {"type":"error","content":"..."}. A non-streaming webhook answers one JSON object whose text is
 * in output/text/message. The parser decides by what arrives, not by what was asked for: bytes may
 * be split anywhere (even inside a UTF-8 character), and a plain JSON object, compact or
 * pretty-printed, is shown by its text, never as JSON.
 */
import { extractReplyText, isPlainObject } from './response';

export type StreamChunkType = 'begin' | 'item' | 'end' | 'error';

export type StreamChunk = {
  type: StreamChunkType;
  content?: string;
  metadata?: { nodeId?: string; nodeName?: string; runIndex?: number; itemIndex?: number; timestamp?: number };
};

/** What the conversation does with the reply: open a bubble, append text to it, close it. */
export type ReplyEvent =
  | { type: 'begin'; key: string }
  | { type: 'text'; key: string; text: string }
  | { type: 'end'; key: string }
  | { type: 'error'; key: string; text: string };

/**
 * ok: some text arrived. empty: nothing, or a stream without any text. no-text: a body without
 * any text field (or unreadable). stream-error: the stream reported an error chunk.
 */
export type ReplyOutcome = 'ok' | 'empty' | 'no-text' | 'stream-error';

const CHUNK_TYPES: ReadonlySet<string> = new Set<StreamChunkType>(['begin', 'item', 'end', 'error']);
/** The whole body is kept for a last JSON.parse only up to this size. */
const MAX_BUFFERED_BODY = 4 * 1024 * 1024;

export function isStreamChunk(value: unknown): value is StreamChunk {
  return isPlainObject(value) && typeof value.type === 'string' && CHUNK_TYPES.has(value.type);
}

export function chunkKey(chunk: StreamChunk): string {
  return `${chunk.metadata?.nodeId ?? 'unknown'}#${chunk.metadata?.runIndex ?? 0}`;
}

export type ReplyParser = {
  /** Feeds the next piece of the body; returns the events it completes. */
  push(data: Uint8Array | string): ReplyEvent[];
  /** The body has ended: flushes the rest, closes open bubbles and tells how it went. */
  finish(): { events: ReplyEvent[]; outcome: ReplyOutcome };
};

export function createReplyParser(): ReplyParser {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let body = '';
  let sawContent = false;
  let sawChunk = false;
  let sawError = false;
  let sawUnparsedLine = false;
  let textLength = 0;
  let replyCount = 0;
  const open = new Set<string>();

  function begin(key: string, events: ReplyEvent[]) {
    if (open.has(key)) return;
    open.add(key);
    events.push({ type: 'begin', key });
  }

  function end(key: string, events: ReplyEvent[]) {
    if (!open.delete(key)) return;
    events.push({ type: 'end', key });
  }

  function wholeReply(text: string, events: ReplyEvent[]) {
    const key = `reply-${(replyCount += 1)}`;
    begin(key, events);
    events.push({ type: 'text', key, text });
    textLength += text.length;
    end(key, events);
  }

  function handleChunk(chunk: StreamChunk, events: ReplyEvent[]) {
    sawChunk = true;
    const key = chunkKey(chunk);
    const content = typeof chunk.content === 'string' ? chunk.content : '';
    switch (chunk.type) {
      case 'begin':
        begin(key, events);
        break;
      case 'item':
        begin(key, events);
        if (content) {
          events.push({ type: 'text', key, text: content });
          textLength += content.length;
        }
        break;
      case 'end':
        end(key, events);
        break;
      case 'error':
        sawError = true;
        begin(key, events);
        events.push({ type: 'error', key, text: content });
        end(key, events);
        break;
    }
  }

  function handleLine(line: string, events: ReplyEvent[]) {
    const trimmed = line.trim();
    if (!trimmed) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      sawUnparsedLine = true;
      return;
    }
    if (isStreamChunk(value)) return handleChunk(value, events);
    if (!isPlainObject(value)) {
      sawUnparsedLine = true;
      return;
    }
    const text = extractReplyText(value);
    if (text !== null) wholeReply(text, events);
  }

  function take(text: string): ReplyEvent[] {
    const events: ReplyEvent[] = [];
    if (!text) return events;
    if (/\S/.test(text)) sawContent = true;
    if (!sawChunk && body.length < MAX_BUFFERED_BODY) body += text;
    pending += text;
    if (!text.includes('\n')) return events;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) handleLine(line, events);
    return events;
  }

  return {
    push(data) {
      return take(typeof data === 'string' ? data : decoder.decode(data, { stream: true }));
    },
    finish() {
      const events = take(decoder.decode());
      handleLine(pending, events);
      pending = '';
      // Lines that were not chunks may together be one pretty-printed JSON reply, or plain text.
      if (textLength === 0 && !sawChunk && sawUnparsedLine) {
        const whole = body.trim();
        try {
          const text = extractReplyText(JSON.parse(whole));
          if (text !== null) wholeReply(text, events);
        } catch {
          if (!/^[[{<]/.test(whole)) wholeReply(whole, events);
        }
      }
      for (const key of [...open]) end(key, events);
      let outcome: ReplyOutcome = 'ok';
      if (sawError) outcome = 'stream-error';
      else if (textLength === 0) outcome = !sawContent || sawChunk ? 'empty' : 'no-text';
      return { events, outcome };
    },
  };
}
