import { expect, test } from '../helpers/test';
import { receivedRequests, uniqueMarker } from '../helpers/receiver';
import { startChat, requirePresetBuild, storedSessionId } from './chat-helpers';

// Runs in the chat-post-preset project against the second export built with
// NEXT_PUBLIC_CHAT_WEBHOOK_METHOD=POST and NEXT_PUBLIC_CHAT_INPUT_KEY=chatInput (n8n's Chat Trigger).
test.beforeAll(requirePresetBuild);

test('the n8n Chat Trigger preset sends POST with a JSON body and chatInput, and shows the streamed reply', async ({
  page,
}) => {
  const widget = await startChat(page);
  const sessionId = await storedSessionId(page);
  const marker = uniqueMarker('post');
  await widget.send(`How much is Plus? ${marker}`);
  await expect(widget.botBubbles.last()).toContainText('Plus costs');

  const [request] = await receivedRequests(marker);
  expect(request).toMatchObject({
    method: 'POST',
    path: '/webhook/chat',
    query: {},
    body: { action: 'sendMessage', sessionId, chatInput: `How much is Plus? ${marker}` },
  });
  expect(Object.keys(request!.body as object).sort()).toEqual(['action', 'chatInput', 'sessionId']);
  expect(request!.headers['content-type']).toBe('application/json');
  expect(request!.headers.accept).toBe('text/plain');
});
