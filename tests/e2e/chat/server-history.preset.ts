import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { receivedRequests, uniqueMarker } from '../helpers/receiver';
import { chat, startChat, requirePresetBuild, storedSessionId } from './chat-helpers';

// The chat-post-preset build has NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION=on; the receiver remembers each
// session's answered messages and answers loadPreviousSession with them, as a Chat Trigger with memory does.
test.beforeAll(requirePresetBuild);

test("with the server's history on, a reload asks the webhook for the session and its copy wins over the local one", async ({
  page,
}) => {
  const widget = await startChat(page);
  const sessionId = await storedSessionId(page);
  const marker = uniqueMarker('history');
  await widget.send(`Where is my order? ${marker}`);
  await expect(widget.botBubbles.last()).toContainText("I can't see accounts or orders from this chat.");
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');

  // The local copy says something else: what the server remembers must win.
  await page.evaluate((id) => {
    const key = `linkwell-chat/transcript/${id}`;
    const stored = JSON.parse(window.localStorage.getItem(key)!) as {
      savedAt: number;
      messages: { text: string; sender: string }[];
    };
    const messages = stored.messages.map((message) =>
      message.sender === 'user' ? { ...message, text: 'Local copy only' } : message,
    );
    window.localStorage.setItem(key, JSON.stringify({ ...stored, messages }));
  }, sessionId);

  await page.reload();
  const again = chat(page);
  await again.open();
  await expect(again.window.getByRole('button', { name: 'New Conversation' })).toHaveCount(0);
  await expect(again.userBubbles).toHaveCount(1);
  await expect(again.userBubbles).toContainText(`Where is my order? ${marker}`);
  await expect(again.log).not.toContainText('Local copy only');
  await expect(again.botBubbles.last()).toContainText("I can't see accounts or orders from this chat.");
  expect(await storedSessionId(page)).toBe(sessionId);

  const asked = (await receivedRequests(sessionId!)).filter(
    (request) => (request.body as { action?: string } | null)?.action === 'loadPreviousSession',
  );
  expect(asked.at(-1)).toMatchObject({ method: 'POST', body: { action: 'loadPreviousSession', sessionId } });

  // The conversation goes on in the same session.
  await again.send(`And the tracking number? ${marker}`);
  // Read once the receiver has it: send() returns when the question shows in the log, maybe before it is posted.
  const sent = async () =>
    (await receivedRequests(marker)).filter(
      (request) => (request.body as { action?: string }).action === 'sendMessage',
    );
  await expect.poll(async () => (await sent()).length).toBe(2);
  expect((await sent())[1]?.body).toMatchObject({ sessionId, chatInput: `And the tracking number? ${marker}` });
  await expectNoAxeViolations(page);
});

test('Start over begins a new session that the server knows nothing of', async ({ page }) => {
  const widget = await startChat(page);
  await widget.send(`First question ${uniqueMarker('history-start-over')}`);
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
  const first = await storedSessionId(page);
  await widget.startOver();
  expect(await storedSessionId(page)).not.toBe(first);
  await page.reload();
  await chat(page).open();
  await expect(chat(page).window.getByRole('button', { name: 'New Conversation' })).toBeVisible();
});
