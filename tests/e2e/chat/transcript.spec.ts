import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { receivedRequests, releaseReply, uniqueMarker } from '../helpers/receiver';
import { chat, startChat, setChatFault, storedSessionId } from './chat-helpers';

test.describe('live chat: the transcript is kept', () => {
  test('a reload, or another tab, reopens the conversation with the same session id', async ({ page, context }) => {
    // A reply, a reload, a second tab and axe on /pricing: the longest chat test (over 30 s on a slow CI machine).
    test.slow();
    const widget = await startChat(page);
    const marker = uniqueMarker('transcript');
    await widget.send(`Where is my order? ${marker}`);
    await expect(widget.botBubbles).toHaveCount(2);
    await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
    const sessionId = await storedSessionId(page);
    const reply = await widget.botBubbles.last().textContent();

    await page.reload();
    const again = chat(page);
    await again.open();
    // No get-started view: the conversation is back, as it was, ready for the next message.
    await expect(again.window.getByRole('button', { name: 'New Conversation' })).toHaveCount(0);
    await expect(again.userBubbles).toHaveCount(1);
    await expect(again.userBubbles).toContainText(`Where is my order? ${marker}`);
    await expect(again.botBubbles.last()).toHaveText(reply!);
    await expect(again.input).toBeFocused();
    expect(await storedSessionId(page)).toBe(sessionId);

    const other = await context.newPage();
    await other.goto('/pricing');
    const inOtherTab = chat(other);
    await inOtherTab.open();
    await expect(inOtherTab.userBubbles).toHaveCount(1);
    await expect(inOtherTab.userBubbles).toContainText(`Where is my order? ${marker}`);
    await expectNoAxeViolations(other, '#n8n-chat');
  });

  test('Start over clears the conversation and starts a new session', async ({ visitor: page }) => {
    const widget = await startChat(page);
    await widget.send(`First question ${uniqueMarker('start-over')}`);
    await expect(widget.botBubbles).toHaveCount(2);
    const first = await storedSessionId(page);

    await widget.startOver();
    await expect(widget.log).toContainText('Hi there! How can I help you?');
    await expect(widget.input).toBeFocused();
    const second = await storedSessionId(page);
    expect(second).not.toBe(first);

    // Nothing of the old conversation comes back after a reload.
    await page.reload();
    await chat(page).open();
    await expect(chat(page).window.getByRole('button', { name: 'New Conversation' })).toBeVisible();
    expect(
      await page.evaluate((id) => window.localStorage.getItem(`linkwell-chat/transcript/${id}`), first),
    ).toBeNull();
  });

  test('a corrupt stored transcript is dropped and the widget starts as new', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('n8n-chat/sessionId', 'b9a8f4e2-1c1d-4f0e-8a55-6d2f3c1b9e77');
      window.localStorage.setItem(
        'linkwell-chat/transcript/b9a8f4e2-1c1d-4f0e-8a55-6d2f3c1b9e77',
        '[{"id":1,"text":"<img src=x onerror=alert(1)>","sender":"user"}]',
      );
    });
    await page.goto('/');
    const widget = chat(page);
    await widget.open();
    await expect(widget.window.getByRole('button', { name: 'New Conversation' })).toBeVisible();
    await widget.window.getByRole('button', { name: 'New Conversation' }).click();
    await expect(widget.log).toContainText('Hi there! How can I help you?');
  });
});

test.describe('live chat: times and a way to a person', () => {
  test('an error bubble offers Retry and Talk to a person, nothing more', async ({ visitor: page }) => {
    const widget = await startChat(page);
    const marker = uniqueMarker('chat-contact');
    await setChatFault({ mode: 'error-json', match: marker, times: 1 });
    await widget.send(marker);
    await expect(widget.errors).toHaveCount(1);
    await expect(widget.errors.getByRole('button')).toHaveText(['Retry', 'Talk to a person']);
    await expect(widget.errors.getByRole('link')).toHaveCount(0);
    await widget.errors.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(widget.window.getByRole('heading', { name: 'Talk to a person' })).toBeVisible();
  });
});

test('suggested questions sit under the welcome message; one click sends one, then they go away', async ({
  visitor: page,
}) => {
  const widget = await startChat(page);
  const suggestions = widget.log.locator('[data-chat-suggestions]');
  await expect(suggestions.getByRole('button')).toHaveCount(4);
  const before = (await receivedRequests('How do I add my vendor?')).length;
  await suggestions.getByRole('button', { name: 'How do I add my vendor?' }).click();
  await expect(widget.userBubbles).toHaveCount(1);
  await expect(widget.userBubbles.last()).toContainText('How do I add my vendor?');
  await expect(suggestions).toHaveCount(0);
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
  await expect.poll(async () => (await receivedRequests('How do I add my vendor?')).length).toBe(before + 1);
  await expectNoAxeViolations(page, '#n8n-chat');
});

test('a reply that finishes while the window is closed shows a badge on the toggle, announced, cleared on open', async ({
  visitor: page,
}) => {
  const widget = await startChat(page);
  const marker = uniqueMarker('unread');
  // The receiver holds the reply until the window is closed.
  await setChatFault({ mode: 'held', match: marker, times: 1 });
  await widget.send(`How much is Plus? ${marker}`);
  await widget.window.getByRole('button', { name: 'Close chat' }).click();
  await expect(widget.window).toBeHidden();
  await releaseReply(marker);
  const toggle = page.getByRole('button', { name: 'Open live chat, 1 new message' });
  await expect(toggle).toBeVisible();
  await expect(page.locator('#n8n-chat').getByRole('status')).toHaveText('Live chat: 1 new message');
  await toggle.click();
  await expect(widget.botBubbles.last()).toContainText('Plus costs');
  await widget.window.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Open live chat', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '#n8n-chat');
});

// A visitor in London (the page's locale, as a browser set to English (UK) has it).
test.describe("live chat: times in the visitor's locale", () => {
  test.use({ locale: 'en-GB' });
  // Outside review QQ: every bubble said "just now". Now, as Crisp and Intercom: the clock time in the visitor's
  // locale, once under the last message of each run of one sender, outside the bubble, in a <time>.
  test('each run of messages ends with its clock time in the visitor\'s locale, the full time in a <time> element, never "just now"', async ({
    page,
  }) => {
    const widget = await startChat(page);
    await widget.send(`What time is it? ${uniqueMarker('time')}`);
    await expect(widget.botBubbles.last()).not.toHaveAttribute('data-streaming');
    const time = widget.userBubbles.last().locator('time');
    // en-GB: a 24-hour clock, as a visitor in London reads it ("9:05", "14:41": no AM or PM).
    await expect(time).toHaveText(/^\d{1,2}:\d{2}$/);
    const dateTime = await time.getAttribute('datetime');
    expect(Math.abs(Date.parse(dateTime!) - Date.now())).toBeLessThan(60_000);
    await expect(time).toHaveAttribute('title', /\d{4}/);
    await expect(time).toHaveText(
      new Date(dateTime!).toLocaleTimeString('en-GB', { hour: 'numeric', minute: '2-digit' }),
    );
    // Under the visitor's bubble, right-aligned with it, not in its blue.
    const [bubble, clock] = await Promise.all([
      widget.userBubbles.last().locator(':scope > div').boundingBox(),
      time.boundingBox(),
    ]);
    expect(clock!.y).toBeGreaterThanOrEqual(bubble!.y + bubble!.height);
    expect(Math.abs(clock!.x + clock!.width - (bubble!.x + bubble!.width))).toBeLessThanOrEqual(1);
    await expect(widget.botBubbles.last().locator('time')).toHaveText(/^\d{1,2}:\d{2}$/);
    // One time per run: the greeting, the question and the answer are three runs.
    await expect(widget.log.locator('time')).toHaveCount(3);
    await expect(widget.log).not.toContainText('just now');
  });
});
