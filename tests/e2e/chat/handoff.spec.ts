import { expect, test, type Page } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import {
  clearFault,
  receivedRequests,
  releaseReply,
  setFault,
  uniqueMarker,
  type FaultMode,
} from '../helpers/receiver';
import { NETWORK_FAILURE_HELP, SERVER_FAILURE_HELP } from '../../../lib/forms/webhook';
import { chat, startChat, setChatFault, storedSessionId } from './chat-helpers';
import { errorSummary } from '../forms/helpers';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SUCCESS_TEXT =
  'A person from our support team will reply by email during support hours, Monday to Friday, 9 AM–6 PM EST (around the clock on Premium). Until then, the assistant is here around the clock.';

type HandoffBody = {
  name: string;
  email: string;
  subject: string;
  message: string;
  sessionId: string | null;
  transcript: { id: string; text: string; sender: string; createdAt: string }[];
  submissionId: string;
  _meta: { honeypot: string; msFromFirstPaint: number };
};

function handoff(page: Page) {
  const widget = chat(page);
  const form = widget.window.getByRole('form', { name: 'Talk to a person' });
  return {
    widget,
    form,
    heading: widget.window.getByRole('heading', { name: 'Talk to a person' }),
    name: form.getByLabel('Full name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    submit: widget.window.getByRole('button', { name: 'Send to our team' }),
    error: widget.window.getByRole('alert').filter({ hasText: 'Submission failed' }),
    success: widget.window.getByRole('heading', { name: 'Message sent' }),
    async openFromMenu() {
      await widget.window.getByRole('button', { name: 'Chat options' }).click();
      await widget.window.getByRole('menuitem', { name: 'Talk to a person' }).click();
      await expect(this.heading).toBeFocused();
      await expect(this.name).toBeVisible();
    },
  };
}

/** The hand-off requests the receiver logged for this marker, oldest first. */
async function handoffRequests(marker: string) {
  return (await receivedRequests(marker)).filter(
    (request) => request.method === 'POST' && request.path === '/webhook/forms',
  );
}

/** A conversation with one answered question that carries `marker`. */
async function converse(page: Page, marker: string) {
  const widget = await startChat(page);
  await widget.send(`Where is my order? ${marker}`);
  // The greeting (one bubble) and the reply.
  await expect(widget.botBubbles).toHaveCount(2);
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');
}

test('Talk to a person from the header menu: the form is pre-filled, posts a support message with the chat, and says when a person replies', async ({
  visitor: page,
}) => {
  // Three axe runs and two submissions: 30 s alone, so it timed out whenever the shared cores were busy.
  test.slow();
  const marker = uniqueMarker('handoff');
  await converse(page, marker);
  const sessionId = await storedSessionId(page);
  const h = handoff(page);
  await h.openFromMenu();
  // When a person replies, said plainly where one is asked for (outside review: only "by email").
  await expect(h.widget.window.locator('[data-chat-handoff]')).toContainText(
    'A person from our team replies by email; your chat goes along',
  );
  await expect(h.message).toHaveValue(
    `I would like help from a person. My questions to the assistant so far:\n- Where is my order? ${marker}`,
  );
  await expectNoAxeViolations(page, '#n8n-chat');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page, '#n8n-chat');

  await h.name.fill('Ada Lovelace');
  await h.email.fill('ada@example.com');
  await h.submit.click();
  await expect(h.success).toBeFocused();
  await expect(h.widget.window.getByText(SUCCESS_TEXT)).toBeVisible();
  await expectNoAxeViolations(page, '#n8n-chat');

  const [request, ...more] = await handoffRequests(marker);
  expect(more).toEqual([]);
  const body = request!.body as HandoffBody;
  expect(body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'support',
    message: `I would like help from a person. My questions to the assistant so far:\n- Where is my order? ${marker}`,
    sessionId,
    transcript: [
      { id: expect.any(String), text: 'Hi there! How can I help you?', sender: 'bot', createdAt: expect.any(String) },
      {
        id: expect.any(String),
        text: expect.stringMatching(/^I'm the Linkwell Assistant, an AI/),
        sender: 'bot',
        createdAt: expect.any(String),
      },
      { id: expect.any(String), text: `Where is my order? ${marker}`, sender: 'user', createdAt: expect.any(String) },
      {
        id: expect.any(String),
        text: expect.stringContaining("I can't see accounts or orders from this chat."),
        sender: 'bot',
        createdAt: expect.any(String),
      },
    ],
    submissionId: expect.stringMatching(uuidV4),
    _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
  });
  for (const message of body.transcript) expect(Date.parse(message.createdAt)).not.toBeNaN();

  // Done: back to the conversation, as it was, ready for the next message.
  await h.widget.window.getByRole('button', { name: 'Done' }).click();
  await expect(h.widget.userBubbles).toHaveCount(1);
  await expect(h.widget.input).toBeFocused();

  // A second hand-off is a new submission, with a new id.
  await h.openFromMenu();
  await h.name.fill('Ada Lovelace');
  await h.email.fill('ada@example.com');
  await h.submit.click();
  await expect(h.success).toBeFocused();
  await expect.poll(async () => (await handoffRequests(marker)).length).toBe(2);
  const [first, second] = (await handoffRequests(marker)).map((r) => (r.body as HandoffBody).submissionId);
  expect(second).toMatch(uuidV4);
  expect(second).not.toBe(first);
});

// Outside review TT: in the 384 x 500 window the form was cramped and its message box cut the pre-filled
// summary off. Now the summary of a question shows whole, and the form, Send with it, fits without scrolling.
test('in the 500 px window the pre-filled message shows whole and Send is in view without scrolling', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const marker = uniqueMarker('handoff-fit');
  await converse(page, marker);
  const h = handoff(page);
  await h.openFromMenu();
  await expect(h.message).toHaveValue(new RegExp(marker));
  const [view, box] = await h.widget.window.evaluate((window) => {
    const measure = (element: Element) => ({ content: element.scrollHeight, shown: element.clientHeight });
    return [measure(window.querySelector('[data-chat-handoff]')!), measure(window.querySelector('textarea')!)];
  });
  expect(box!.content, 'the message box shows all of the summary').toBeLessThanOrEqual(box!.shown);
  expect(view!.content, 'the form fits the window').toBeLessThanOrEqual(view!.shown);
  await expect(h.submit).toBeInViewport({ ratio: 1 });
  // The message box clear of the rule over Send (it touched it: outside review PPPP).
  const [boxBottom, barTop] = await h.widget.window.evaluate((window) => [
    window.querySelector('textarea')!.getBoundingClientRect().bottom,
    window
      .querySelector('[data-chat-handoff] form button[type="submit"]')!
      .parentElement!.parentElement!.getBoundingClientRect().top,
  ]);
  expect(barTop - boxBottom).toBeGreaterThanOrEqual(8);
  // Every field is starred; the note that says so is read to screen readers, not drawn in the small window.
  await expect(h.form.getByText('Fields marked * are required.')).toHaveClass(/sr-only/);

  // Expanded, the message box takes the height the window adds, Send at the window's foot (under a five-line box, the
  // lower half of the 720 px window stood empty: outside review SSSS).
  const small = (await h.message.boundingBox())!.height;
  await h.widget.window.getByRole('button', { name: 'Expand chat' }).click();
  await expect.poll(async () => (await h.widget.window.boundingBox())!.height).toBeGreaterThan(700);
  const [windowBox, messageBox, sendBox] = await Promise.all([
    h.widget.window.boundingBox(),
    h.message.boundingBox(),
    h.submit.boundingBox(),
  ]);
  expect(messageBox!.height, 'the box grows').toBeGreaterThan(small + 150);
  expect(windowBox!.y + windowBox!.height - (sendBox!.y + sendBox!.height), 'Send at the foot').toBeLessThan(48);
  await expect(h.submit).toBeInViewport({ ratio: 1 });
});

// On a phone the chat is a full-height sheet: Send's bar stood halfway down it under the short form, its rule across the
// empty sheet (outside review UUUUU). It stands at the sheet's foot, as a composer does.
test('on a phone, Send stands at the foot of the chat sheet, under the form', async ({ visitor: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const marker = uniqueMarker('handoff-phone');
  await converse(page, marker);
  const h = handoff(page);
  await h.openFromMenu();
  const [view, bar, message] = await h.widget.window.evaluate((window) => {
    const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    return [
      box(window.querySelector('[data-chat-handoff]')!),
      box(window.querySelector('[data-chat-handoff] form button[type="submit"]')!.parentElement!.parentElement!),
      box(window.querySelector('textarea')!),
    ];
  });
  // At the foot of the view's content, over its own 12 px padding.
  expect(view!.bottom - bar!.bottom, "the bar at the view's foot").toBeLessThanOrEqual(13);
  expect(bar!.top).toBeGreaterThan(message!.bottom);
  await expect(h.submit).toBeInViewport({ ratio: 1 });
});

test('the header menu works by keyboard, and Escape closes the menu, not the chat', async ({ visitor: page }) => {
  const widget = await startChat(page);
  const menuButton = widget.window.getByRole('button', { name: 'Chat options' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = widget.window.getByRole('menu', { name: 'Chat options' });
  // The header's secondary actions are in the menu (outside review: five controls); Expand is a button beside it.
  await expect(menu.getByRole('menuitem')).toHaveText(['Talk to a person', 'Start over']);
  await expect(menu.getByRole('menuitem', { name: 'Talk to a person' })).toBeFocused();
  await expectNoAxeViolations(page, '#n8n-chat');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Start over' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Talk to a person' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Start over' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Talk to a person' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(widget.window).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Start over' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(widget.input).toBeFocused();
  // Before the conversation starts, a person can still be reached.
  await page.reload();
  await widget.open();
  await widget.window.getByRole('button', { name: 'Chat options' }).click();
  await expect(widget.window.getByRole('menuitem')).toHaveText(['Talk to a person']);
  // In Talk to a person, before any conversation, its own Back button is the way out: no menu repeats
  // the view it is in or that button (outside reviews); Expand stays.
  await widget.window.getByRole('menuitem', { name: 'Talk to a person' }).click();
  await expect(widget.window.getByRole('heading', { name: 'Talk to a person' })).toBeVisible();
  await expect(widget.window.getByRole('button', { name: 'Chat options' })).toHaveCount(0);
  await expect(widget.window.getByRole('button', { name: 'Expand chat' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await widget.window.getByRole('button', { name: 'Back', exact: true }).click();
  await widget.window.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(widget.window.getByRole('heading', { name: 'Talk to a person' })).toBeVisible();
  await expect(widget.window.getByRole('button', { name: 'Chat options' })).toHaveCount(0);
  await expect(widget.window.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
});

test('every error bubble offers Talk to a person, which opens the form in the chat', async ({ visitor: page }) => {
  const widget = await startChat(page);
  const marker = uniqueMarker('handoff-error');
  await setChatFault({ mode: 'error-text', match: marker, times: 1 });
  await widget.send(`Help ${marker}`);
  await expect(widget.errors).toHaveCount(1);
  await widget.errors.getByRole('button', { name: 'Talk to a person' }).click();
  const h = handoff(page);
  await expect(h.heading).toBeFocused();
  await expect(h.message).toHaveValue(
    `I would like help from a person. My questions to the assistant so far:\n- Help ${marker}`,
  );
  // The form takes the conversation's place until Back, which returns to it as it was.
  await expect(widget.log).toHaveCount(0);
  await widget.window.getByRole('button', { name: 'Back to the conversation' }).click();
  await expect(widget.errors).toHaveCount(1);
  await expect(widget.input).toBeFocused();
});

const faults: { mode: FaultMode; text: string }[] = [
  { mode: 'error-json', text: `Submission failed: Error in workflow${SERVER_FAILURE_HELP}` },
  { mode: 'error-text', text: `Submission failed: Server error: 500${SERVER_FAILURE_HELP}` },
  { mode: 'drop', text: `Submission failed: Failed to fetch${NETWORK_FAILURE_HELP}` },
];

for (const fault of faults) {
  test(`hand-off: receiver fault "${fault.mode}" shows "${fault.text}", keeps the fields, and a retry sends the same submission`, async ({
    visitor: page,
  }) => {
    const marker = uniqueMarker(`handoff-${fault.mode}`);
    await page.goto('/');
    const h = handoff(page);
    await h.widget.start();
    await h.openFromMenu();
    await setFault({ mode: fault.mode, match: marker });
    await h.name.fill('Ada');
    await h.email.fill('ada@example.com');
    await h.message.fill(`Please call me back ${marker}`);
    await h.submit.click();
    await expect(h.error).toHaveText(fault.text);
    await expect(h.name).toHaveValue('Ada');
    await expect(h.email).toHaveValue('ada@example.com');
    await expect(h.message).toHaveValue(`Please call me back ${marker}`);
    await expect(h.submit).toBeEnabled();
    await expectNoAxeViolations(page, '#n8n-chat');
    await clearFault(marker);
    await h.submit.click();
    await expect(h.success).toBeFocused();
    const sent = await handoffRequests(marker);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(sent.map((request) => (request.body as HandoffBody).submissionId));
    expect([...ids]).toEqual([expect.stringMatching(uuidV4)]);
  });
}

test('hand-off: a slow answer shows "Sending..." on a disabled button and sends once', async ({ visitor: page }) => {
  const marker = uniqueMarker('handoff-slow');
  await page.goto('/');
  const h = handoff(page);
  await h.widget.start();
  await h.openFromMenu();
  await setFault({ mode: 'held', match: marker });
  await h.name.fill('Ada');
  await h.email.fill('ada@example.com');
  await h.message.fill(marker);
  await h.submit.click();
  const pending = h.widget.window.getByRole('button', { name: 'Sending...' });
  await expect(pending).toBeDisabled();
  await pending.dispatchEvent('click');
  await releaseReply(marker);
  await expect(h.success).toBeVisible();
  expect(await handoffRequests(marker)).toHaveLength(1);
});

test('hand-off: the fields are checked before anything is sent', async ({ visitor: page }) => {
  await page.goto('/');
  const h = handoff(page);
  await h.widget.start();
  await h.openFromMenu();
  await h.email.fill('not an email');
  await h.submit.click();
  // As on every form the summary takes focus; in the 500 px window it is one line, the count, so
  // the fields it names (and Send) stay in view, each with its own message.
  const summary = errorSummary(h.widget.window);
  await expect(summary).toBeFocused();
  // Opened before any question, the message starts empty: it is checked like the name.
  await expect(summary).toHaveText('Fix 3 fields to continue.');
  await expect(summary.getByRole('link')).toHaveCount(0);
  await expect(h.name).toBeInViewport();
  await expect(h.message).toBeInViewport();
  // Send in view in the window too, pinned to its foot: under the three messages it dropped out of the 500 px
  // window (outside review OOO).
  const [send, view] = await Promise.all([
    h.submit.boundingBox(),
    h.widget.window.locator('[data-chat-handoff]').boundingBox(),
  ]);
  expect(send!.y + send!.height, "Send above the window's foot").toBeLessThanOrEqual(view!.y + view!.height);
  expect(send!.y, 'Send inside the window').toBeGreaterThan(view!.y);
  // The message's first line in view above Send, not pushed under it by the errors (outside review IIIIII).
  const message = await h.message.boundingBox();
  expect(send!.y - message!.y, "the message's first lines above Send").toBeGreaterThanOrEqual(48);
  await expect(h.name).toHaveAccessibleDescription('Please enter your name.');
  await expect(h.email).toHaveAccessibleDescription('Please enter a valid email address, such as name@example.com.');
  await expect(h.message).toHaveAccessibleDescription('Please enter your message.');
  await expectNoAxeViolations(page, '#n8n-chat');
});

test('hand-off: a bot that fills the hidden field sees the usual success; the workflow gets the signal', async ({
  visitor: page,
}) => {
  const marker = uniqueMarker('handoff-bot');
  await page.goto('/');
  const h = handoff(page);
  await h.widget.start();
  await h.openFromMenu();
  await setFault({ mode: 'error-json', match: marker });
  await h.name.fill('Bot');
  await h.email.fill('bot@example.com');
  await h.message.fill(marker);
  await h.widget.window.locator('input[name="referral_code"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await h.submit.click();
  await expect(h.success).toBeVisible();
  const [request] = await handoffRequests(marker);
  expect((request!.body as HandoffBody)._meta).toEqual({
    honeypot: 'https://spam.example',
    msFromFirstPaint: expect.any(Number),
  });
  await clearFault(marker);
});
