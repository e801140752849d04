import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileChooser } from '@playwright/test';
import { expect, type Locator, type Page } from '../helpers/test';
import { receivedRequests, type ReceivedRequest } from '../helpers/receiver';
import { documentBytes, kindOfName } from '../../fixtures/documents';

/** The one request the receiver logged for this test's marker (waits until it arrives). */
export async function theRequest(marker: string): Promise<ReceivedRequest> {
  let requests: ReceivedRequest[] = [];
  await expect
    .poll(async () => {
      requests = (await receivedRequests(marker)).filter((request) => request.method === 'POST');
      return requests.length;
    })
    .toBe(1);
  return requests[0]!;
}

/** Whether any request with this marker reached the receiver. */
export async function nothingArrived(marker: string) {
  expect((await receivedRequests(marker)).length).toBe(0);
}

export const submitButton = (page: Page, name: RegExp | string) => page.getByRole('button', { name });

/** The red error box above the submit button. */
export const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Submission failed' });

/** The box at the top of a form after a refused submit, listing each field's message as a link. */
export const errorSummary = (scope: Page | Locator) =>
  scope.getByRole('group', { name: /^Fix \d+ fields? to continue/ });

/** Expects the error summary to be focused and to list exactly these messages, in order, as links. */
export async function expectErrorSummary(scope: Page | Locator, messages: string[]) {
  const summary = errorSummary(scope);
  await expect(summary).toBeFocused();
  // Its title says what to do and how much (GOV.UK's "There is a problem" read heavy: outside review).
  const count = messages.length;
  await expect(summary).toHaveAccessibleName(`Fix ${count} ${count === 1 ? 'field' : 'fields'} to continue`);
  await expect(summary.getByRole('link')).toHaveText(messages);
}

export async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

export async function fillContact(
  page: Page,
  values: Partial<Record<'name' | 'email' | 'company' | 'phone' | 'websiteUrl' | 'message', string>> & {
    plan?: string;
    subject?: string;
  },
) {
  const form = page.getByRole('form', { name: 'Contact form' });
  if (values.name !== undefined) await form.getByLabel('Full name').fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.company !== undefined) await form.getByLabel('Company').fill(values.company);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  if (values.plan !== undefined) await form.getByLabel('Plan you are interested in').selectOption(values.plan);
  if (values.websiteUrl !== undefined) await form.getByLabel('Store website').fill(values.websiteUrl);
  if (values.subject !== undefined) await form.getByLabel('Subject').selectOption(values.subject);
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message);
}

export async function fillQuote(
  page: Page,
  values: {
    name: string;
    email: string;
    phone?: string;
    website: string;
    productCount: string;
    syncOrders: RegExp;
    vendorName: string;
    vendorWebsite: string;
    integrationType?: string;
  },
) {
  const form = page.getByRole('form', { name: 'Custom integration quote request' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Store website').fill(values.website);
  await form.getByLabel('Number of products').selectOption(values.productCount);
  await form.getByRole('radio', { name: values.syncOrders }).check();
  await form.getByLabel('Vendor name').fill(values.vendorName);
  await form.getByLabel('Vendor website').fill(values.vendorWebsite);
  if (values.integrationType !== undefined)
    await form.getByLabel('Integration type').selectOption(values.integrationType);
}

/** A file of `size` bytes for the resume input, whose content is what its extension promises (HTML for any other name). */
export const resumeFile = (name: string, size: number, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer: Buffer.from(documentBytes(kindOfName(name), size)),
});

/**
 * The same file written to disk once, for the 5 MB cases: Playwright hands a local browser a path
 * as it is, where a buffer crosses the protocol in base64 (about 3 s per 5 MB on CI).
 */
export function resumeFileOnDisk(name: string, size: number): string {
  const file = path.join(os.tmpdir(), 'linkwell-e2e-files', String(size), name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}`, documentBytes(kindOfName(name), size));
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

export async function fillApplication(
  page: Page,
  values: {
    fullName: string;
    email: string;
    phone?: string;
    position?: string;
    linkedinUrl?: string;
    githubUrl?: string;
    portfolioUrl?: string;
    coverLetter?: string;
  },
) {
  const form = page.getByRole('form', { name: 'Job application' });
  await form.getByLabel('Full name').fill(values.fullName);
  await form.getByLabel('Email').fill(values.email);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  if (values.position !== undefined) await form.getByLabel('Position').selectOption(values.position);
  if (values.linkedinUrl !== undefined) await form.getByLabel('LinkedIn profile').fill(values.linkedinUrl);
  if (values.githubUrl !== undefined) await form.getByLabel('GitHub profile').fill(values.githubUrl);
  if (values.portfolioUrl !== undefined) await form.getByLabel('Portfolio or website').fill(values.portfolioUrl);
  if (values.coverLetter !== undefined) await form.getByLabel('Cover letter').fill(values.coverLetter);
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What every JSON submission carries besides its fields: its id and the spam signals (lib/forms/submission.ts). */
export const submissionFields = () => ({
  submissionId: expect.stringMatching(uuidV4),
  _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
});

/** The same, as the multipart fields of the application (`_meta` is a JSON text). */
export const multipartSubmissionFields = () => ({
  submissionId: expect.stringMatching(uuidV4),
  _meta: expect.stringMatching(/^\{"honeypot":"","msFromFirstPaint":\d+\}$/),
});

/**
 * Does what opens the file chooser (a click, a key) and returns the chooser. About one time in thirty
 * the headless shell reported no chooser although the click or the key reached the focused input
 * (27 November 2026: Space 1 in 30 locally, a click once in a CI run); then the same action again,
 * still the user's own, opens it. A control that never opens one still fails.
 */
export async function openFileChooser(page: Page, open: () => Promise<void>): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await open();
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
