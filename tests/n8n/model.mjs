#!/usr/bin/env node
// @ts-check
/**
 * The chat's model in `npm run test:n8n`: no real model can be reached from the test machines, so this is a
 * small OpenAI-compatible chat-completions server on loopback (the test's OpenAI credential points its Base
 * URL here). It behaves as the system message asks a real model to (model-replies.mjs): given the
 * conversation, it calls the docs tool for llms.txt, then for the article the question names, and answers
 * from what the tool returned with a link to the article's page; no article, it offers a person.
 *
 *   node tests/n8n/model.mjs <port>
 *
 * POST /v1/chat/completions (streamed or not), GET /v1/models, and GET /record: every completion asked for,
 * with the question, the tool results it was given and what it answered, for the specs.
 */
import http from 'node:http';
import { nextReply } from './model-replies.mjs';

const port = Number(process.argv[2] || 5958);

/** @type {Array<{ at: string, question: string, toolResults: string[], reply: import("./model-replies.mjs").Reply }>} */
const record = [];

/**
 * @param {http.ServerResponse} response
 * @param {{ model?: string, stream?: boolean, stream_options?: { include_usage?: boolean } }} body
 * @param {import('./model-replies.mjs').Reply} reply
 */
function send(response, body, reply) {
  const id = `chatcmpl-${crypto.randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'linkwell-test-model';
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  const toolCall =
    'tool' in reply
      ? {
          id: `call_${crypto.randomUUID().slice(0, 8)}`,
          type: 'function',
          function: { name: reply.tool, arguments: JSON.stringify(reply.args) },
        }
      : null;
  const finish = toolCall ? 'tool_calls' : 'stop';
  if (!body.stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    const message = toolCall
      ? { role: 'assistant', content: null, tool_calls: [toolCall] }
      : { role: 'assistant', content: 'content' in reply ? reply.content : '' };
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage,
      }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  /** @param {Record<string, unknown> | null} delta @param {string | null} [reason] */
  const chunk = (delta, reason = null) =>
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: reason }] })}\n\n`,
    );
  if (toolCall) {
    const { arguments: args, name } = toolCall.function;
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id: toolCall.id, type: 'function', function: { name, arguments: '' } }],
    });
    chunk({ tool_calls: [{ index: 0, function: { arguments: args } }] });
  } else {
    chunk({ role: 'assistant', content: '' });
    // A few words at a time, as a model streams.
    for (const piece of ('content' in reply ? reply.content : '').match(/(\S+\s*){1,4}/g) ?? []) {
      chunk({ content: piece });
    }
  }
  chunk({}, finish);
  if (body.stream_options?.include_usage) {
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`,
    );
  }
  response.end('data: [DONE]\n\n');
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'GET' && url.pathname === '/record') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(record));
    return;
  }
  if (request.method === 'GET' && url.pathname.endsWith('/models')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', data: [{ id: 'gpt-4.1-mini', object: 'model', owned_by: 'test' }] }));
    return;
  }
  if (request.method !== 'POST' || !url.pathname.endsWith('/chat/completions')) {
    response.writeHead(404).end();
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  request.on('data', (data) => chunks.push(data));
  request.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const next = nextReply(body.messages ?? [], body.tools ?? []);
      record.push({ at: new Date().toISOString(), ...next });
      send(response, body, next.reply);
    } catch (error) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    }
  });
});

server.listen(port, '127.0.0.1', () => console.log(`Test model on http://127.0.0.1:${port}/v1`));
