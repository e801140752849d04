import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { uniqueMarker } from '../helpers/receiver';
import { quoteReplies, startChat } from './chat-helpers';

/*
 * The chat says what it is (issue 49): the window keeps the spec's title, "Live chat", and the
 * assistant that answers in it is named and labelled AI once, beside the title in the header's one
 * band (no second strip squeezing the conversation), in view as the conversation scrolls (not under
 * every reply), and, for a screen reader, in every reply and in the typing indicator.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`a reply from the receiver comes from "Linkwell Assistant" "AI", named once in the header's band, and axe passes (${theme} theme)`, async ({
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
    // Seen: the name and the AI label once, above the conversation, not under each reply.
    const identity = widget.window.locator('[data-chat-identity]');
    await expect(identity).toBeVisible();
    await expect(identity).toContainText(/^Linkwell Assistant\s*AI/);
    await expect(widget.window.getByText('Linkwell Assistant', { exact: true })).toHaveCount(1);
    // Still in view once the welcome has scrolled out of the 500 px window.
    for (let turn = 0; turn < 3; turn += 1) {
      const next = uniqueMarker('identity');
      await quoteReplies(next);
      await widget.send(next);
      await expect(widget.botBubbles.last()).toContainText(next);
    }
    await expect(widget.log.getByText('Hi there! How can I help you?')).not.toBeInViewport();
    await expect(identity).toBeInViewport();
    const header = widget.window.locator('header');
    const [identityBox, headerBox, logBox] = await Promise.all([
      identity.boundingBox(),
      header.boundingBox(),
      widget.log.boundingBox(),
    ]);
    expect(identityBox!.y + identityBox!.height, 'above the conversation').toBeLessThanOrEqual(logBox!.y + 1);
    // In the header's one band, beside the title: the conversation starts right under the header.
    await expect(header.locator('[data-chat-identity]')).toBeVisible();
    expect(
      Math.abs(logBox!.y - (headerBox!.y + headerBox!.height)),
      'no strip between header and conversation',
    ).toBeLessThanOrEqual(1);

    await expectNoAxeViolations(page, '#n8n-chat');
  });
}
