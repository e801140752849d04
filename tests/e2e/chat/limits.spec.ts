import { expect, test, type Locator } from '../helpers/test';
import { receivedRequests, uniqueMarker } from '../helpers/receiver';
import { quoteReplies, startChat } from './chat-helpers';

test.describe('live chat: limits', () => {
  test('a message too long for the GET URL is stopped before it is sent, with a count of what to remove', async ({
    visitor: page,
  }) => {
    const widget = await startChat(page);
    const marker = uniqueMarker('too-long');
    await quoteReplies(marker);
    // 1,500 Cyrillic letters are 9,000 URL characters once encoded: more than the 7,500 a URL may take.
    await widget.input.fill(`${marker} ${'ж'.repeat(1500)}`);
    await expect(widget.window.getByText(/^Too long to send: remove about \d+ characters\.$/)).toBeVisible();
    await expect(widget.input).toHaveAttribute('aria-invalid', 'true');
    await expect(widget.sendButton).toBeDisabled();
    await widget.input.press('Enter');
    await expect(widget.userBubbles).toHaveCount(0);
    expect(await receivedRequests(marker)).toHaveLength(0);

    // Shortened until it fits, it goes.
    await widget.input.fill(`${marker} ${'ж'.repeat(300)}`);
    await expect(widget.sendButton).toBeEnabled();
    await widget.input.press('Enter');
    await expect(widget.botBubbles.last()).toContainText(marker);
    await expect.poll(async () => (await receivedRequests(marker)).length).toBe(1);
  });

  test('an unbroken 1,900-character message and its reply wrap inside the window', async ({ visitor: page }) => {
    const widget = await startChat(page);
    const word = 'x'.repeat(1900);
    const marker = uniqueMarker('unbroken');
    await quoteReplies(marker);
    // The receiver quotes the message's first 200 characters: one unbroken word in the reply too.
    await widget.send(`${word} ${marker}`);
    await expect(widget.botBubbles.last()).toContainText('x'.repeat(200));
    const windowBox = (await widget.window.boundingBox())!;
    for (const bubble of [widget.userBubbles.last(), widget.botBubbles.last()]) {
      const box = (await bubble.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(windowBox.x + windowBox.width);
    }
    // Such words are set without kerning: with Geist's kerning, Chromium took seconds to break an
    // unbroken 32,000-character reply into lines (npm run bench). Ordinary text keeps its kerning.
    const kerning = (text: Locator) => text.evaluate((element) => getComputedStyle(element).fontKerning);
    expect(await kerning(widget.userBubbles.last())).toBe('none');
    expect(await kerning(widget.botBubbles.last().locator('p').first())).toBe('none');
    expect(await kerning(widget.botBubbles.first().locator('p').first())).toBe('auto');
  });
});
