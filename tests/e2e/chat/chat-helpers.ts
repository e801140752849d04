import fs from 'node:fs';
import path from 'node:path';
import { chatPostSiteDir } from '../../../playwright.config';
import { expect, type Page } from '../helpers/test';
import { receiverOrigin } from '../helpers/receiver';

export const toggleName = { open: 'Open live chat', close: 'Close live chat' };

/** The receiver's fault modes, including the chat-only ones (scripts/receiver/server.mjs). */
export type ChatFaultMode =
  | 'error-json'
  | 'error-text'
  | 'slow'
  | 'held'
  | 'drop'
  | 'empty-json'
  | 'stream-error'
  | 'empty-stream'
  | 'stream-multi-node'
  | 'stream-stepwise'
  | 'stream-many-nodes'
  | 'quote';

export async function setChatFault(fault: { mode: ChatFaultMode; match: string; times?: number; delayMs?: number }) {
  const response = await fetch(`${receiverOrigin}/__control/fault`, { method: 'POST', body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`Could not set the receiver fault: ${response.status}`);
}

/**
 * The next replies to messages holding `marker` quote the message, so a test can tell its reply from
 * any other (the receiver's real answers never repeat what was asked).
 */
export const quoteReplies = (marker: string, times = 10) => setChatFault({ mode: 'quote', match: marker, times });

export function chat(page: Page) {
  const toggle = page.getByRole('button', { name: /live chat/ });
  const window = page.getByRole('dialog', { name: 'Live chat' });
  const log = window.getByRole('log', { name: 'Conversation' });
  const input = window.getByRole('textbox', { name: 'Your message' });
  const sendButton = window.getByRole('button', { name: 'Send message' });
  return {
    toggle,
    window,
    log,
    input,
    sendButton,
    userBubbles: log.locator('[data-sender="user"]'),
    botBubbles: log.locator('[data-sender="bot"]'),
    errors: log.locator('[data-chat-error]'),
    typing: log.locator('[data-chat-typing]'),
    async open() {
      await page.getByRole('button', { name: toggleName.open }).click();
      await expect(window).toBeVisible();
    },
    async start() {
      await this.open();
      await window.getByRole('button', { name: 'New Conversation' }).click();
      await expect(log).toContainText('Hi there! How can I help you?');
      await expect(input).toBeFocused();
    },
    /** Start over, from the chat's header menu: a new session and an empty conversation. */
    async startOver() {
      await window.getByRole('button', { name: 'Chat options' }).click();
      await window.getByRole('menuitem', { name: 'Start over' }).click();
      await expect(this.userBubbles).toHaveCount(0);
    },
    /** Sends once the previous reply has fully arrived (a streamed reply shows its text before it ends). */
    async send(text: string) {
      await expect(window).not.toHaveAttribute('data-waiting', 'true');
      await input.fill(text);
      await input.press('Enter');
      await expect(this.userBubbles.last()).toContainText(text.split('\n')[0]!);
    },
  };
}

/** Opens `path`, opens the chat and starts a conversation: the opening of most chat tests. */
export async function startChat(page: Page, path = '/') {
  await page.goto(path);
  const widget = chat(page);
  await widget.start();
  return widget;
}

export async function storedSessionId(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('n8n-chat/sessionId'));
}

/** The preset specs run against the second export (docs/live-chat.md); say how to make it when it is missing. */
export function requirePresetBuild() {
  const index = path.join(process.cwd(), chatPostSiteDir, 'index.html');
  if (!fs.existsSync(index)) {
    throw new Error(`${chatPostSiteDir} is missing: build it as docs/live-chat.md describes (npm test does it).`);
  }
}
