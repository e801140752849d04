/**
 * The chat against real n8n (run by `npm run test:n8n`): the default GET preset through the Webhook
 * workflow, and the Chat Trigger preset with streaming and its memory (loadPreviousSession). The AI
 * Agent is swapped for a node answering `You asked: "<message>"` (tests/n8n/run.mjs says why).
 */
import { expect, test } from '../e2e/helpers/test';
import { chat, storedSessionId } from '../e2e/chat/chat-helpers';
import { expectExecutions, settings } from './executions';

const marker = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test('GET preset: a message gets the workflow’s reply, and n8n received the session id and the text', async ({
  page,
}) => {
  await page.goto('/');
  const widget = chat(page);
  await widget.start();
  const sessionId = await storedSessionId(page);
  const text = marker('n8n-chat-get');
  await widget.send(`Hello ${text}`);
  await expect(widget.botBubbles.last()).toHaveText(new RegExp(`You asked: "Hello ${text}"`));
  await expect(widget.errors).toHaveCount(0);

  const [execution] = await expectExecutions(text, 1);
  expect(execution).toMatchObject({ workflow: 'Linkwell chat (Webhook, GET)', status: 'success' });
  expect(execution!.nodes).toEqual(
    expect.arrayContaining(['Chat webhook (GET)', 'Send a message?', 'AI Agent', 'Reply']),
  );
  expect(execution!.received.json.query).toEqual({ action: 'sendMessage', sessionId, message: `Hello ${text}` });
});

test('GET preset: loadPreviousSession (or any other action) gets an empty history, not an AI answer', async ({
  page,
}) => {
  await page.goto('/');
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(`${url}?action=loadPreviousSession&sessionId=${crypto.randomUUID()}`);
    return { status: response.status, body: await response.json() };
  }, `${settings.n8nOrigin}/webhook/chat`);
  expect(answer).toEqual({ status: 200, body: { data: [] } });
});

test('Chat Trigger preset: the reply streams in, and the memory gives the conversation back (loadPreviousSession)', async ({
  page,
}) => {
  const site = `http://localhost:${settings.chatSitePort}`;
  await page.goto(`${site}/`);
  const widget = chat(page);
  await widget.start();
  const sessionId = await storedSessionId(page);
  const first = marker('n8n-trigger-1');
  const second = marker('n8n-trigger-2');
  await widget.send(`Hello ${first}`);
  await expect(widget.botBubbles.last()).toHaveText(new RegExp(`You asked: "Hello ${first}"`));
  await widget.send(`And then ${second}`);
  await expect(widget.botBubbles.last()).toHaveText(new RegExp(`You asked: "And then ${second}"`));
  await expect(widget.errors).toHaveCount(0);

  const [execution] = await expectExecutions(first, 1);
  expect(execution).toMatchObject({ workflow: 'Linkwell chat (Chat Trigger)', status: 'success' });
  expect(execution!.received.json).toMatchObject({ action: 'sendMessage', sessionId, chatInput: `Hello ${first}` });

  // The request the widget sends with loadPreviousSession on, from the site's origin (CORS applies).
  const history = await page.evaluate(
    async ({ url, sessionId }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'loadPreviousSession', sessionId }),
      });
      const body = (await response.json()) as { data: Array<{ id: string[]; kwargs: { content: string } }> };
      return body.data.map((message) => [message.id.at(-1), message.kwargs.content]);
    },
    { url: settings.chatTriggerUrl, sessionId },
  );
  expect(history).toEqual([
    ['HumanMessage', `Hello ${first}`],
    ['AIMessage', `You asked: "Hello ${first}"`],
    ['HumanMessage', `And then ${second}`],
    ['AIMessage', `You asked: "And then ${second}"`],
  ]);
});
