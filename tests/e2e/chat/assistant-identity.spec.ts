import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { uniqueMarker } from '../helpers/receiver';
import { quoteReplies, startChat } from './chat-helpers';

/*
 * The chat says what it is (issue 49): the window keeps the spec's title, "Live chat", and the
 * assistant that answers in it is named and labelled AI in the conversation itself, on the screen
 * under each run of its replies and, for a screen reader, in every reply and in the typing indicator.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`a reply from the receiver is signed "Linkwell Assistant" and "AI", and axe passes (${theme} theme)`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const widget = await startChat(page);
    await expect(widget.window).toHaveAccessibleName('Live chat');
    // The receiver answers an unknown question by quoting it.
    const marker = uniqueMarker('identity');
    await quoteReplies(marker);
    await widget.send(marker);
    const reply = widget.botBubbles.last();
    await expect(reply).toContainText(marker);
    await expect(reply).not.toHaveAttribute('data-streaming');

    // Heard: who said it, before what was said.
    await expect(reply).toHaveText(/^Linkwell Assistant \(AI\): /);
    // Seen: the name and the AI label under the reply, once for each run of replies (the welcome, the answer).
    const signatures = widget.log.locator('[data-chat-signature]');
    await expect(signatures).toHaveCount(2);
    const signature = signatures.last();
    await expect(signature).toBeVisible();
    await expect(signature).toHaveText(/^Linkwell Assistant\s*AI$/);
    const [bubbleBox, signatureBox] = await Promise.all([reply.boundingBox(), signature.boundingBox()]);
    expect(signatureBox!.y, 'under the reply').toBeGreaterThanOrEqual(bubbleBox!.y + bubbleBox!.height);
    expect(Math.abs(signatureBox!.x - bubbleBox!.x), 'in line with the reply').toBeLessThanOrEqual(1);

    await expectNoAxeViolations(page, '#n8n-chat');
  });
}
