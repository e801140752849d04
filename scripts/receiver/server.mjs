#!/usr/bin/env node
// @ts-check
/**
 * Local webhook receiver: the default target of every webhook URL of the site.
 * It answers like n8n's webhooks (forms: 200 JSON; chat: {"output": ...} or n8n's streamed
 * chunks), sends CORS headers, and appends every request to a JSON-lines log.
 *
 * Control API for tests (same port):
 *   POST   /__control/fault {"mode": "error-json"|"error-text"|"slow"|"drop"|"empty-json"|"ok",
 *                            "match"?: "text in the request", "times"?: n, "delayMs"?: ms}
 *          chat only: "stream-error" (n8n chunks ending in an error chunk), "empty-stream" (200,
 *          no body), "stream-multi-node" (a correct reply streamed by two node runs),
 *          "stream-many-nodes" (the reply, then 3,000 more node runs, sent at once) and
 *          "stream-stepwise" (the usual chunks, each after "begin" only once the test releases it);
 *          "quote" (the reply quotes the message: a test's own text, markup included, comes back, so it
 *          can tell its reply from another and feed the widget hostile text; the receiver's real answers
 *          never repeat a message);
 *          any webhook: "held" (the usual answer, once the test releases it)
 *   POST   /__control/step {"match": "…", "chunks"?: n}   release the held answer, or the next n
 *          (default 1) chunks of the stepwise stream, whose fault has this match (a release that comes
 *          first is kept)
 *   DELETE /__control/fault          clear every fault
 *   GET    /__control/log?contains=  the logged requests (optionally only those containing a text)
 *   DELETE /__control/log            empty the log
 *   GET    /__control/health         {"ok": true}
 *
 * Chat pace: like n8n's AI agent, which reads and writes before its first word, a chat answer (no fault
 * set) begins after RECEIVER_CHAT_DELAY_MS (default 1,500 ms), so the widget's typing state shows as
 * it would live; the tests' servers set 0 (playwright.config.ts, tests/unit/start-receiver.ts).
 *
 * Chat memory: like n8n's Chat Trigger with a memory node, the receiver remembers each session's
 * answered messages and returns them for `action=loadPreviousSession` as LangChain items.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { boundaryOf, parseMultipart } from './multipart.mjs';
import {
  chatReply,
  quotedReply,
  historyItems,
  manyNodeChunks,
  multiNodeChunks,
  streamChunks,
  streamErrorChunks,
} from './replies.mjs';
import { outputDir } from '../lib/paths.mjs';

const port = Number(process.env.RECEIVER_PORT ?? 5678);
const host = process.env.RECEIVER_HOST ?? '127.0.0.1';
const logFile = process.env.RECEIVER_LOG ?? path.join(outputDir, 'receiver-log.jsonl');
const slowDefaultMs = Number(process.env.RECEIVER_SLOW_MS ?? 25_000);
const chatDelayMs = Number(process.env.RECEIVER_CHAT_DELAY_MS || 1500);

fs.mkdirSync(path.dirname(logFile), { recursive: true });
/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ mode: string, match?: string, times?: number, delayMs?: number, message?: string }} Fault
 * @typedef {{ time: string, method?: string, path: string, query: Record<string, string>, headers: import('node:http').IncomingHttpHeaders, body: unknown, files: Record<string, unknown> }} LogRecord
 */

/** @type {Fault[]} */
let faults = [];
/**
 * Each chat session's answered exchanges, oldest first (a bounded memory: a test tool, not a store).
 * @type {Map<string, { human: string, ai: string }[]>}
 */
const memory = new Map();
const MAX_MEMORY_SESSIONS = 1000;
const MAX_MEMORY_EXCHANGES = 100;

/**
 * @param {string} sessionId
 * @param {string} human
 * @param {string} ai
 */
function remember(sessionId, human, ai) {
  const exchanges = memory.get(sessionId) ?? [];
  memory.delete(sessionId);
  memory.set(sessionId, [...exchanges, { human, ai }].slice(-MAX_MEMORY_EXCHANGES));
  if (memory.size > MAX_MEMORY_SESSIONS) memory.delete(/** @type {string} */ (memory.keys().next().value));
}
/** @type {LogRecord[]} */
const log = [];

/** @param {Request} req */
function corsHeaders(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * @param {Response} res
 * @param {Request} req
 * @param {number} status
 * @param {unknown} body
 */
function send(res, req, status, body, contentType = 'application/json; charset=utf-8') {
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': contentType });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * @param {Request} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * @param {Request} req
 * @param {Buffer} raw
 * @returns {{ body: unknown, files: Record<string, unknown> }}
 */
function decodeBody(req, raw) {
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: null, files: {} };
  if (type.includes('multipart/form-data')) {
    const { fields, files } = parseMultipart(raw, boundaryOf(type) ?? '');
    return { body: fields, files };
  }
  const text = raw.toString('utf8');
  if (type.includes('application/json')) {
    try {
      return { body: JSON.parse(text), files: {} };
    } catch {
      return { body: text, files: {} };
    }
  }
  return { body: text, files: {} };
}

/** The first fault whose `match` occurs in this request (or that has no match), used up once. */
/**
 * @param {LogRecord} record
 * @returns {Fault | null}
 */
function takeFault(record) {
  const haystack = JSON.stringify([record.query, record.body]);
  const index = faults.findIndex((fault) => !fault.match || haystack.includes(fault.match));
  if (index === -1) return null;
  const fault = /** @type {Fault} */ (faults[index]);
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
  }
  return fault;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stepwise streams, by fault match: how many chunks the test has released and not yet sent, and
 * the stream waiting for the next release. The test decides when each chunk goes out, so it can
 * see every step render however busy the machine is (timed chunks arrive together under load).
 * @type {Map<string, { released: number, wake: (() => void) | null }>}
 */
const steps = new Map();
/** @param {string} match */
const stepsOf = (match) => {
  if (!steps.has(match)) steps.set(match, { released: 0, wake: null });
  return /** @type {{ released: number, wake: (() => void) | null }} */ (steps.get(match));
};
/** @param {string} match */
async function nextStep(match) {
  const state = stepsOf(match);
  while (state.released === 0) await new Promise((resolve) => (state.wake = () => resolve(undefined)));
  state.released -= 1;
}
/**
 * @param {string} match
 * @param {number} chunks
 */
function releaseSteps(match, chunks) {
  const state = stepsOf(match);
  state.released += chunks;
  state.wake?.();
  state.wake = null;
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {URL} url
 * @param {Buffer} raw
 */
async function handleControl(req, res, url, raw) {
  if (url.pathname === '/__control/health') return send(res, req, 200, { ok: true });
  if (url.pathname === '/__control/log') {
    if (req.method === 'DELETE') {
      log.length = 0;
      return send(res, req, 200, { ok: true });
    }
    const contains = url.searchParams.get('contains');
    const records = contains ? log.filter((record) => JSON.stringify(record).includes(contains)) : log;
    return send(res, req, 200, records);
  }
  if (url.pathname === '/__control/fault') {
    if (req.method === 'DELETE') {
      faults = [];
      return send(res, req, 200, { ok: true });
    }
    const fault = /** @type {Fault} */ (JSON.parse(raw.toString('utf8') || '{}'));
    if (fault.mode === 'ok') faults = faults.filter((f) => f.match !== fault.match);
    else faults.push(fault);
    return send(res, req, 200, { ok: true, faults });
  }
  if (url.pathname === '/__control/step' && req.method === 'POST') {
    const { match, chunks = 1 } = JSON.parse(raw.toString('utf8') || '{}');
    releaseSteps(String(match), Number(chunks));
    return send(res, req, 200, { ok: true });
  }
  return send(res, req, 404, { message: 'Unknown control path' });
}

/**
 * @param {Request} req
 * @param {URL} url
 */
function wantsStream(req, url) {
  const accept = req.headers.accept ?? '';
  return url.searchParams.get('stream') === '1' || /text\/plain|application\/x-ndjson/.test(accept);
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {URL} url
 * @param {LogRecord} record
 * @param {Fault | null} fault
 */
async function handleChat(req, res, url, record, fault) {
  /** @type {Record<string, string | undefined>} */
  const params =
    req.method === 'GET'
      ? Object.fromEntries(url.searchParams)
      : /** @type {Record<string, string>} */ (record.body ?? {});
  const action = params.action ?? 'sendMessage';
  const sessionId = String(params.sessionId ?? '');
  if (action === 'loadPreviousSession') return send(res, req, 200, { data: historyItems(memory.get(sessionId) ?? []) });
  const message = params.chatInput ?? params.message ?? '';
  // The agent's thinking time (a fault sets its own pace).
  if (!fault && chatDelayMs > 0) await sleep(chatDelayMs);
  const reply = fault?.mode === 'quote' ? quotedReply(message) : chatReply(message);
  // What a memory node keeps: the exchanges the workflow answered (not those that failed).
  if (sessionId && fault?.mode !== 'stream-error' && fault?.mode !== 'empty-stream')
    remember(sessionId, message, reply);
  /** @type {Record<string, (reply: string) => object[]>} */
  const streamedModes = {
    'stream-error': streamErrorChunks,
    'stream-multi-node': multiNodeChunks,
    'stream-many-nodes': manyNodeChunks,
    'empty-stream': () => [],
  };
  const streamed = fault ? streamedModes[fault.mode] : undefined;
  if (!streamed && !wantsStream(req, url)) return send(res, req, 200, { output: reply });
  res.writeHead(200, {
    ...corsHeaders(req),
    'Content-Type': 'application/json; charset=utf-8',
    'Transfer-Encoding': 'chunked',
  });
  const stepwise = fault?.mode === 'stream-stepwise';
  const chunks = (streamed ?? streamChunks)(reply);
  // Thousands of chunks go in one write: 40 ms apart they would take minutes.
  if (fault?.mode === 'stream-many-nodes') {
    res.end(chunks.map((chunk) => `${JSON.stringify(chunk)}\n`).join(''));
    return;
  }
  for (const [index, chunk] of chunks.entries()) {
    if (stepwise && index > 0) await nextStep(String(fault.match));
    res.write(`${JSON.stringify(chunk)}\n`);
    if (!stepwise) await sleep(40);
  }
  if (stepwise) steps.delete(String(fault.match));
  res.end();
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      return res.end();
    }
    const raw = await readBody(req);
    if (url.pathname.startsWith('/__control/')) return await handleControl(req, res, url, raw);

    const { body, files } = decodeBody(req, raw);
    const record = {
      time: new Date().toISOString(),
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      files,
      // The forms' id of one submission (retries repeat it): what a workflow uses to drop repeats.
      submissionId: body && typeof body === 'object' && 'submissionId' in body ? String(body.submissionId) : undefined,
    };
    log.push(record);
    fs.appendFile(logFile, `${JSON.stringify(record)}\n`, () => {});

    if (!url.pathname.startsWith('/webhook/'))
      return send(res, req, 404, { message: `The requested webhook "${url.pathname}" is not registered.` });

    const fault = takeFault(record);
    if (fault?.mode === 'drop') return req.socket.destroy();
    if (fault?.mode === 'error-json') return send(res, req, 500, { message: fault.message ?? 'Error in workflow' });
    if (fault?.mode === 'error-text') return send(res, req, 500, 'Internal Server Error', 'text/html; charset=utf-8');
    if (fault?.mode === 'empty-json') return send(res, req, 200, {});
    if (fault?.mode === 'slow') await sleep(fault.delayMs ?? slowDefaultMs);
    // A test that checks a pending state releases the answer when it is done, instead of waiting
    // out a delay long enough for a busy machine.
    if (fault?.mode === 'held') {
      await nextStep(String(fault.match));
      steps.delete(String(fault.match));
    }

    if (url.pathname.startsWith('/webhook/chat')) return await handleChat(req, res, url, record, fault);
    return send(res, req, 200, { message: 'Workflow was started' });
  } catch (error) {
    send(res, req, 500, { message: error instanceof Error ? error.message : 'Receiver error' });
  }
});

server.listen(port, host, () => {
  console.log(`Webhook receiver listening on http://${host}:${port} (log: ${path.relative(process.cwd(), logFile)})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
