/**
 * The mail n8n sent, read back from the loopback SMTP server (mailbox.mjs, started by the runner), and
 * that server switched off and on, as a mail server that goes down and comes back.
 */
import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { settings } from './executions';

export type Mail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number; sha256: string }>;
  receivedAt: string;
};

/** Every mail whose subject or body contains `text`. */
export async function mailsContaining(text: string): Promise<Mail[]> {
  const all = (await (await fetch(`${settings.mail.origin}/messages`)).json()) as Mail[];
  return all.filter((mail) => mail.subject.includes(text) || mail.text.includes(text));
}

/** Waits until exactly `count` mails contain `text`. */
export async function expectMails(text: string, count: number, timeout = 20_000): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(async () => (found = await mailsContaining(text)).length, { message: `mails containing ${text}`, timeout })
    .toBe(count);
  return found;
}

/** Closes the SMTP port (n8n's Send Email then fails to connect) or opens it again. */
export async function setSmtp(state: 'stop' | 'start') {
  expect((await fetch(`${settings.mail.origin}/smtp/${state}`, { method: 'POST' })).ok).toBe(true);
}

/** The SHA-256 of a file's bytes, as the mail server reports each attachment's. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
