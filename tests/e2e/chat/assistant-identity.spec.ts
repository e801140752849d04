import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { releaseReply, uniqueMarker } from '../helpers/receiver';
import { quoteReplies, setChatFault, startChat } from './chat-helpers';

/*
 * The chat says what it is (issue 49) where it speaks: the header, as Intercom's with Fin, shows the
 * assistant's mark, the spec's title, the AI label and how soon it answers on one line, the spec's subtitle
 * under it, with the menu and Close; no staff faces there (outside review QQ: three faces over an AI's
 * answers), and not the assistant's name, which the start screen's card and each run of replies say
 * (outside review RR: the header crammed three lines, the assistant named twice). Each run of the assistant's replies is headed by its face, name and AI label (as
 * Intercom labels Fin) and ends with the time, seen there and, for a screen reader, heard from every
 * reply's prefix and from the typing indicator.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`the header is two lines: the mark, "Live chat", the AI label and how soon, then the subtitle (no staff faces, the assistant not named twice), Expand, the menu and Close; each run of replies is headed "Linkwell Assistant" "AI"; axe passes (${theme} theme)`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const widget = await startChat(page);
    await expect(widget.window).toHaveAccessibleName('Live chat');
    await expect(widget.window).toHaveAccessibleDescription("We're here to help you with Linkwell's integration.");
    const header = widget.window.locator('header');
    await expect(header.getByRole('heading', { level: 2 })).toHaveText('Live chat');
    // The title, the AI label and how soon, the subtitle, three buttons (Expand, the menu, Close): the assistant's name
    // is not in it.
    await expect(header).toHaveText(
      /^Live chat\s*AI assistant\s*We're here to help you with Linkwell's integration\.$/,
    );
    await expect(header.getByRole('button')).toHaveText(['', '', '']);
    await expect(header.getByRole('button')).toHaveCount(3);
    // Who answers, left of the title: the assistant's mark, drawn; no faces of people who are not answering.
    const mark = header.locator('[data-assistant-tile]');
    await expect(mark).toBeVisible();
    await expect(mark.locator('svg use')).toHaveAttribute('href', /#(chat-icon-)?chatBubble$/);
    await expect(header.locator('img, [data-chat-team]')).toHaveCount(0);
    const [markBox, titleBox, who] = await Promise.all([
      mark.boundingBox(),
      header.getByRole('heading').boundingBox(),
      header.locator('[data-chat-who]').boundingBox(),
    ]);
    expect(markBox!.x + markBox!.width).toBeLessThan(titleBox!.x);
    // The AI label and how soon on the title's line, right of it; the subtitle one line under them.
    expect(who!.height).toBeLessThanOrEqual(17);
    expect(who!.x).toBeGreaterThan(titleBox!.x + titleBox!.width);
    expect(Math.abs(who!.y + who!.height / 2 - (titleBox!.y + titleBox!.height / 2))).toBeLessThanOrEqual(2);
    const subtitle = (await header.getByText("We're here to help").boundingBox())!;
    expect(subtitle.height, 'the subtitle on one line').toBeLessThanOrEqual(17);
    expect(subtitle.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);

    // The receiver answers an unknown question by quoting it.
    const marker = uniqueMarker('identity');
    await quoteReplies(marker);
    await widget.send(marker);
    const reply = widget.botBubbles.last();
    await expect(reply).toContainText(marker);
    await expect(reply).not.toHaveAttribute('data-streaming');

    // Heard: who said it, before what was said.
    await expect(reply).toHaveText(/^Linkwell Assistant \(AI\): /);
    // Seen: above the greeting and above the reply, the face and the name; the AI label once, over the greeting
    // (with the header's, one over every reply read as repeated: outside review DDD); under each, the time.
    const names = widget.log.locator('[data-chat-identity]');
    await expect(names).toHaveCount(2);
    await expect(names.nth(0)).toHaveText(/^Linkwell Assistant\s*AI$/);
    await expect(names.nth(1)).toHaveText(/^Linkwell Assistant$/);
    for (const index of [0, 1]) {
      await expect(names.nth(index).locator('[data-assistant-tile]')).toBeVisible();
      await expect(widget.botBubbles.nth(index).locator('time')).toHaveText(/^\d{1,2}:\d{2}(\s?[AP]M)?$/);
    }
    // The name line sits right above its reply (4 px), left-aligned with it.
    const [name, bubble] = await Promise.all([names.nth(1).boundingBox(), reply.boundingBox()]);
    expect(bubble!.y - (name!.y + name!.height)).toBeCloseTo(4, 0);
    expect(Math.abs(bubble!.x - name!.x)).toBeLessThanOrEqual(1);
    // The name and label are for the eye (the prefix says them once to a screen reader).
    await expect(names.nth(1)).toHaveAttribute('aria-hidden', 'true');
    // The conversation starts right under the header: no strip between them.
    const [headerBox, logBox] = await Promise.all([header.boundingBox(), widget.log.boundingBox()]);
    expect(Math.abs(logBox!.y - (headerBox!.y + headerBox!.height))).toBeLessThanOrEqual(1);
    // Two lines high, the title's row of 32 px buttons and the subtitle (66 px with its padding; 72 with three lines).
    expect(headerBox!.height).toBeLessThanOrEqual(66);

    await expectNoAxeViolations(page, '#n8n-chat');
  });
}

for (const width of [375, 1280]) {
  test(`while the answer is awaited, the typing dots show in view under the question, then give way to the named reply (${width} px)`, async ({
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
    await expect(widget.botBubbles.last().locator('time')).toBeVisible();
    await expect(widget.log.locator('[data-chat-identity]')).toHaveCount(2);
  });
}

// Outside review KK: the reply came at once, so the typing state was never seen. The receiver now takes
// an agent's time before it answers (RECEIVER_CHAT_DELAY_MS); here a slow answer, 2.5 s, shows the dots
// for as long as it takes, then the reply takes their place.
test('while the receiver takes its time to answer, the typing dots show, then the reply takes their place', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const widget = await startChat(page);
  const marker = uniqueMarker('slow-typing');
  await setChatFault({ mode: 'slow', match: marker, times: 1, delayMs: 2500 });
  const sent = Date.now();
  await widget.send(`How do I add a vendor? ${marker}`);
  await expect(widget.typing).toBeVisible();
  await expect(widget.typing).toBeInViewport();
  await expect(widget.typing).toHaveText('Linkwell Assistant (AI) is typing…');
  await expect(widget.window).toHaveAttribute('data-waiting', 'true');
  // Still typing a second later: the state lasts as long as the answer takes.
  await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - sent)));
  await expect(widget.typing).toBeVisible();
  await expect(widget.botBubbles.last()).toContainText('Vendor Shopify Settings', { timeout: 10_000 });
  await expect(widget.typing).toHaveCount(0);
});
