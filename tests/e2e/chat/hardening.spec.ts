/** Issue 52 ("Hardening, second round"): each test does what the probe did. */
import { expect, test, type Page } from '../helpers/test';
import { receivedRequests, releaseReply, uniqueMarker } from '../helpers/receiver';
import { chat, quoteReplies, setChatFault, startChat, storedSessionId } from './chat-helpers';

test.describe('live chat: a reply that never ends', () => {
  test('a reply that drips a piece every 25 s stops at the 90 s deadline, with Retry', async ({ page }) => {
    await page.clock.install();
    const widget = await startChat(page);
    const marker = uniqueMarker('drip');
    await setChatFault({ mode: 'stream-stepwise', match: marker, times: 1 });
    await widget.send(`Please tell me everything about ${marker} in as many words as you can`);
    // After the greeting (one bubble).
    const reply = widget.botBubbles.nth(1);
    // Each piece comes well inside the 60 s of silence allowed, so only the overall deadline ends it.
    for (let piece = 1; piece <= 3; piece += 1) {
      await page.clock.fastForward('00:25');
      const before = (await reply.count()) ? await reply.textContent() : '';
      await releaseReply(marker);
      await expect.poll(async () => ((await reply.count()) ? await reply.textContent() : '')).not.toBe(before);
      await expect(widget.window).toHaveAttribute('data-waiting', 'true');
    }
    // 75 s in (and the installed clock runs on by itself): past 90 s the reply is given up.
    await page.clock.fastForward('00:20');
    await expect(widget.errors).toContainText('The chat service took too long to answer.');
    await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
    // What arrived before stays.
    await expect(reply).toContainText("Our site doesn't");
    await releaseReply(marker, 100);

    await widget.errors.getByRole('button', { name: 'Retry' }).click();
    await expect(widget.botBubbles.last()).toContainText('To ask a person, choose Talk to a person');
    await expect(widget.errors).toHaveCount(0);
    expect(await receivedRequests(marker)).toHaveLength(2);
  });

  test('Start over works while a reply is pending: the reply is abandoned and the new session answers', async ({
    visitor: page,
  }) => {
    const widget = await startChat(page);
    const marker = uniqueMarker('start-over-pending');
    await setChatFault({ mode: 'held', match: marker, times: 1 });
    await widget.send(`Held question ${marker}`);
    await expect(widget.typing).toHaveCount(1);
    const first = await storedSessionId(page);

    await widget.window.getByRole('button', { name: 'Chat options' }).click();
    const startOver = widget.window.getByRole('menuitem', { name: 'Start over' });
    await expect(startOver).not.toHaveAttribute('aria-disabled', 'true');
    await startOver.click();
    await expect(widget.userBubbles).toHaveCount(0);
    await expect(widget.typing).toHaveCount(0);
    await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
    expect(await storedSessionId(page)).not.toBe(first);

    // The abandoned reply arrives (or not): it is not shown, and the new conversation goes on.
    await releaseReply(marker);
    const next = uniqueMarker('after-start-over');
    await widget.send(`How much is Plus? ${next}`);
    await expect(widget.botBubbles.last()).toContainText('Plus costs');
    await expect(widget.log).not.toContainText(marker);
    expect((await receivedRequests(next))[0]!.query.sessionId).toBe(await storedSessionId(page));
  });
});

/** Pastes `text` into the focused field the way a person does: through the clipboard and Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('live chat: pasting', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a 100,000-character paste is cut to 2,000 characters, and the person is told', async ({ page }) => {
    const widget = await startChat(page);
    const marker = uniqueMarker('paste');
    await paste(page, `${marker} ${'long text '.repeat(10_000)}`);
    await expect(widget.input).toHaveValue(/^paste-/);
    expect((await widget.input.inputValue()).length).toBe(2000);
    const note = widget.window.getByText('Your text was cut to 2,000 characters.');
    await expect(note).toBeVisible();
    // In the polite live region the input points to.
    await expect(note).toHaveAttribute('aria-live', 'polite');
    const noteId = await note.getAttribute('id');
    await expect(widget.input).toHaveAttribute('aria-describedby', noteId!);
    // Typing goes on at the end of what was pasted; the note goes once the text changes.
    expect(await widget.input.evaluate((input: HTMLTextAreaElement) => input.selectionStart)).toBe(2000);
    await widget.input.press('Backspace');
    await expect(note).toHaveCount(0);
    await expect(widget.window.getByText('1 character left')).toBeVisible();
  });

  test('a paste over the limit never cuts an emoji sequence in half', async ({ page }) => {
    const widget = await startChat(page);
    const marker = uniqueMarker('emoji');
    await quoteReplies(marker);
    const family = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const start = `${marker} `;
    // The family fits once, whole; the second one would end in the middle of its sequence.
    const filler = 'x'.repeat(2000 - start.length - family.length - 3);
    await widget.input.fill(start + filler);
    await paste(page, `${family}${family}${family}`);
    const value = await widget.input.inputValue();
    expect(value).toBe(`${start}${filler}${family}`);
    await expect(widget.window.getByText('Your text was cut to 2,000 characters.')).toBeVisible();
    await widget.input.press('Enter');
    await expect(widget.botBubbles.last()).toContainText(marker);
    expect((await receivedRequests(marker))[0]!.query.message).toBe(value);
  });

  test('a paste that fits is the browser’s own, without a note', async ({ page }) => {
    const widget = await startChat(page);
    await widget.input.fill('Order ');
    await paste(page, '1042, please');
    await expect(widget.input).toHaveValue('Order 1042, please');
    await expect(widget.window.getByText('Your text was cut to 2,000 characters.')).toHaveCount(0);
  });
});

test('a reply of 3,000 node runs shows 20 bubbles, says it was shortened, and keeps the question', async ({
  visitor: page,
}) => {
  const widget = await startChat(page);
  const marker = uniqueMarker('many-nodes');
  await setChatFault({ mode: 'stream-many-nodes', match: marker, times: 1 });
  await widget.send(`Where is order 1042? ${marker}`);
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
  // The greeting, then the reply's 20 bubbles.
  await expect(widget.botBubbles).toHaveCount(21);
  await expect(widget.botBubbles.last()).toContainText('Step 19.');
  await expect(widget.botBubbles.last()).toContainText('This reply was too long to show in full, so it was shortened.');
  await expect(widget.userBubbles).toHaveCount(1);
  await expect(widget.userBubbles).toContainText(`Where is order 1042? ${marker}`);

  // The stored transcript keeps it too: a reload shows it.
  await page.reload();
  const again = chat(page);
  await again.open();
  await expect(again.userBubbles).toContainText(`Where is order 1042? ${marker}`);
});
