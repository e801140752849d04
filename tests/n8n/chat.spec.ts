/**
 * The chat against real n8n (run by `npm run test:n8n`): the default GET preset through the Webhook
 * workflow, and the Chat Trigger preset with streaming and its memory (loadPreviousSession). The AI
 * Agent runs with its docs tool; its model is the loopback one (model.mjs), which reads llms.txt and the
 * article the question names, and answers a question the docs do not cover with `You asked: "<message>"`
 * and the offer of a person.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/helpers/test';
import { chat, startChat, storedSessionId } from '../e2e/chat/chat-helpers';
import { expectExecutions, literal, marker, settings } from './executions';

const addVendor = 'how do I add a vendor?';

/**
 * What the model was given and answered for `question` since `since`: it asked the docs tool for llms.txt,
 * then for the Add a Vendor article, and was handed what the site serves (the GET site's build, which the
 * docs tool reads), then answered.
 */
async function expectDocsRead(question: string, since: string) {
  type Exchange = { at: string; question: string; toolResults: string[]; reply: Record<string, unknown> };
  const record = (await (await fetch(`${settings.model.origin}/record`)).json()) as Exchange[];
  const exchanges = record.filter((exchange) => exchange.at >= since && exchange.question === question);
  expect(exchanges.map((exchange) => exchange.reply)).toEqual([
    { tool: 'Read_the_docs', args: { path: 'llms.txt' } },
    { tool: 'Read_the_docs', args: { path: 'documentation/add-vendor.md' } },
    { content: expect.stringContaining(`(${settings.docsSite.url}/documentation/add-vendor)`) },
  ]);
  const served = (file: string) => fs.readFileSync(path.join(settings.siteDir, file), 'utf8').trim();
  expect(exchanges.at(-1)!.toolResults.map((text) => text.trim())).toEqual([
    served('llms.txt'),
    served('documentation/add-vendor.md'),
  ]);
}

test('GET preset: a message gets the workflow’s reply, and n8n received the session id and the text', async ({
  page,
}) => {
  const widget = await startChat(page);
  const sessionId = await storedSessionId(page);
  const text = marker('n8n-chat-get');
  await widget.send(`Hello ${text}`);
  // The run's first message: in queue mode a cold worker took 14 s on a loaded machine (29 November).
  await expect(widget.botBubbles.last()).toHaveText(new RegExp(`You asked: "Hello ${text}"`), { timeout: 45_000 });
  await expect(widget.errors).toHaveCount(0);

  const [execution] = await expectExecutions(text, 1);
  expect(execution).toMatchObject({ workflow: 'Linkwell chat (Webhook, GET)', status: 'success' });
  expect(execution!.nodes).toEqual(
    expect.arrayContaining(['Chat webhook (GET)', 'Send a message?', 'AI Agent', 'Reply']),
  );
  expect(execution!.received.json.query).toEqual({ action: 'sendMessage', sessionId, message: `Hello ${text}` });
});

test('GET preset: "how do I add a vendor?" is answered from the docs n8n read from the site, with a link to the article', async ({
  page,
}) => {
  const since = new Date().toISOString();
  const widget = await startChat(page);
  await widget.send(addVendor);
  const link = widget.botBubbles.last().getByRole('link', { name: 'Add a Vendor' });
  await expect(link).toHaveAttribute('href', `${settings.docsSite.url}/documentation/add-vendor`);
  await expect(widget.botBubbles.last()).toContainText('A vendor is any partner whose products you sell');
  await expect(widget.errors).toHaveCount(0);
  await expectDocsRead(addVendor, since);
  const [execution] = await expectExecutions(addVendor, 1);
  expect(execution!.nodes).toEqual(expect.arrayContaining(['AI Agent', 'Read the docs', 'OpenAI Chat Model']));
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

test('Chat Trigger preset: "how do I add a vendor?" streams an answer from the docs, with a link to the article', async ({
  page,
}) => {
  const since = new Date().toISOString();
  await page.goto(`http://localhost:${settings.chatSitePort}/`);
  const widget = chat(page);
  await widget.start();
  await widget.send(addVendor);
  const link = widget.botBubbles.last().getByRole('link', { name: 'Add a Vendor' });
  await expect(link).toHaveAttribute('href', `${settings.docsSite.url}/documentation/add-vendor`);
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
  await expect(widget.errors).toHaveCount(0);
  await expectDocsRead(addVendor, since);
});

test('Chat Trigger preset: the reply streams in, and after a reload the chat shows the conversation from n8n’s memory (loadPreviousSession)', async ({
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
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
  await expect(widget.errors).toHaveCount(0);

  // The second message's execution holds the first too: the agent read it from memory.
  const [execution] = await expectExecutions(first, 2);
  expect(execution).toMatchObject({ workflow: 'Linkwell chat (Chat Trigger)', status: 'success' });
  expect(execution!.received.json).toMatchObject({ action: 'sendMessage', sessionId, chatInput: `Hello ${first}` });

  const conversation = [
    'Hi there! How can I help you?',
    `Hello ${first}`,
    `You asked: "Hello ${first}"`,
    `And then ${second}`,
    `You asked: "And then ${second}"`,
  ];
  /** Reloads and reopens the chat, which asks n8n for the session (loadPreviousSession) and shows its answer. */
  const reopen = async () => {
    const asked = page.waitForResponse(
      (response) =>
        response.url() === settings.chatTriggerUrl &&
        response.request().method() === 'POST' &&
        response.request().postData()?.includes('"loadPreviousSession"') === true,
    );
    await page.reload();
    const again = chat(page);
    await again.open();
    const response = await asked;
    expect(response.request().postDataJSON()).toEqual({ action: 'loadPreviousSession', sessionId });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(4);
    await expect(again.window.getByRole('button', { name: 'New Conversation' })).toHaveCount(0);
    await expect(again.log.locator('[data-sender]')).toHaveText(conversation.map((text) => literal(text)));
    await expect(again.log).not.toContainText('Local copy only');
    expect(await storedSessionId(page)).toBe(sessionId);
    return again;
  };

  // The local copy says something else: n8n's memory must win.
  const key = `linkwell-chat/transcript/${sessionId}`;
  // The widget stores { savedAt, messages } (lib/chat/transcript.ts).
  const local = await page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? '{}') as { savedAt: number; messages: Record<string, unknown>[] },
    key,
  );
  expect(local.messages).toHaveLength(conversation.length);
  await page.evaluate(
    ({ key, stored }) =>
      window.localStorage.setItem(
        key,
        JSON.stringify({
          ...stored,
          messages: stored.messages.map((message) => ({ ...message, text: 'Local copy only' })),
        }),
      ),
    { key, stored: local },
  );
  await reopen();

  // No local copy at all: the conversation still comes back, from n8n alone.
  await page.evaluate((key) => window.localStorage.removeItem(key), key);
  const again = await reopen();

  // The conversation goes on in the same session, and n8n's memory keeps growing.
  const third = marker('n8n-trigger-3');
  await again.send(`One more ${third}`);
  await expect(again.botBubbles.last()).toHaveText(new RegExp(`You asked: "One more ${third}"`));
  const [next] = await expectExecutions(third, 1);
  expect(next!.received.json).toMatchObject({ action: 'sendMessage', sessionId, chatInput: `One more ${third}` });
});
