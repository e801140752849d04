import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { releaseReply, uniqueMarker } from '../helpers/receiver';
import { quoteReplies, setChatFault, startChat } from './chat-helpers';

/*
 * The chat says what it is (issue 49) in a calm header: the spec's title and subtitle, then, in a
 * conversation, who answers, the assistant's name and AI label in one quiet pill (outside review:
 * "the header says 'Live chat' for an AI assistant"), the menu and Close. Each run of its replies is
 * signed under its end with the same name, label and the time (Intercom's and Crisp's way), seen
 * there and, for a screen reader, heard from every reply's prefix and from the typing indicator.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`the header holds the title, the subtitle and who answers, "Linkwell Assistant" "AI"; each reply is signed the same; axe passes (${theme} theme)`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const widget = await startChat(page);
    await expect(widget.window).toHaveAccessibleName('Live chat');
    await expect(widget.window).toHaveAccessibleDescription("We're here to help you with Linkwell's integration.");
    const header = widget.window.locator('header');
    await expect(header.getByRole('heading', { level: 2 })).toHaveText('Live chat');
    const identity = header.locator('[data-chat-header-identity]');
    await expect(identity).toBeVisible();
    await expect(identity).toHaveText(/^Linkwell Assistant\s*AI$/);
    // One line: the pill beside the title, not under it.
    const [title, pill] = await Promise.all([header.getByRole('heading').boundingBox(), identity.boundingBox()]);
    expect(Math.abs(title!.y + title!.height / 2 - (pill!.y + pill!.height / 2))).toBeLessThanOrEqual(2);
    // The people a visitor can reach are one click away, with their faces, under the message box.
    await expect(
      widget.window.getByRole('button', { name: 'Talk to a person' }).locator('[data-chat-team]'),
    ).toBeVisible();

    // The receiver answers an unknown question by quoting it.
    const marker = uniqueMarker('identity');
    await quoteReplies(marker);
    await widget.send(marker);
    const reply = widget.botBubbles.last();
    await expect(reply).toContainText(marker);
    await expect(reply).not.toHaveAttribute('data-streaming');

    // Heard: who said it, before what was said.
    await expect(reply).toHaveText(/^Linkwell Assistant \(AI\): /);
    // Seen: under the greeting and under the reply, the name, the AI label and the time.
    const signatures = widget.log.locator('[data-chat-identity]');
    await expect(signatures).toHaveCount(2);
    for (const index of [0, 1]) await expect(signatures.nth(index)).toHaveText(/^Linkwell Assistant\s*AI\s*just now$/);
    await expect(reply.locator('[data-chat-identity]')).toBeVisible();
    // The name and label are for the eye (the prefix says them once to a screen reader).
    await expect(reply.locator('[data-chat-identity] > [aria-hidden="true"]')).toHaveText(/^Linkwell Assistant\s*AI$/);
    // The conversation starts right under the header: no strip between them.
    const [headerBox, logBox] = await Promise.all([header.boundingBox(), widget.log.boundingBox()]);
    expect(Math.abs(logBox!.y - (headerBox!.y + headerBox!.height))).toBeLessThanOrEqual(1);
    // The header is two lines high, title and subtitle (56 px at most with its padding).
    expect(headerBox!.height).toBeLessThanOrEqual(56);

    await expectNoAxeViolations(page, '#n8n-chat');
  });
}

for (const width of [375, 1280]) {
  test(`while the answer is awaited, the typing dots show in view under the question, then give way to the signed reply (${width} px)`, async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 800 });
    const widget = await startChat(page);
    const marker = uniqueMarker('typing');
    await setChatFault({ mode: 'held', match: marker, times: 1 });
    await widget.send(`How much is Plus? ${marker}`);
    await expect(widget.typing).toBeVisible();
    await expect(widget.typing).toBeInViewport();
    await expect(widget.typing.locator('span[aria-hidden="true"]')).toHaveCount(3);
    const [question, dots] = await Promise.all([widget.userBubbles.last().boundingBox(), widget.typing.boundingBox()]);
    expect(dots!.y, 'under the question').toBeGreaterThan(question!.y + question!.height);
    await releaseReply(marker);
    await expect(widget.botBubbles.last()).toContainText('Plus costs');
    await expect(widget.typing).toHaveCount(0);
    await expect(widget.botBubbles.last().locator('[data-chat-identity]')).toBeVisible();
  });
}
