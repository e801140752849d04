/**
 * The forms against real n8n and the workflows of deploy/n8n/ (run by `npm run test:n8n`): each form
 * shows its success panel, n8n stored the whole submission before it answered and mailed it (read back
 * from the loopback SMTP server: subject, fields, the resume attached), a repeated submissionId and a
 * filled honeypot are neither stored nor mailed, a submission made while the mail server was down is
 * mailed once it is back (the visitor saw success), and a wrong origin fails as docs/n8n.md describes. A single n8n runs the static-data workflows, queue mode (`--queue`)
 * their Postgres variants: the same checks, with the dedupe's own node names; queue mode adds the claim's
 * own checks (a claim left pending is taken over after reclaimPendingAfter, by one retry only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { NETWORK_FAILURE_HELP } from '../../lib/forms/webhook';
import { expect, test, type APIRequestContext, type Page } from '../e2e/helpers/test';
import { errorBox, fillApplication, fillContact, fillQuote, resumeFile, submitButton } from '../e2e/forms/helpers';
import { startChat, storedSessionId } from '../e2e/chat/chat-helpers';
import { dedupeNodes, storeQuery } from '../../deploy/n8n/postgres-variants.mjs';
import { openTableNode } from '../../deploy/n8n/n8n1-variants.mjs';
import { postgresClient, postgresQuery } from './database.mjs';
import {
  executionsContaining,
  expectExecutions,
  expectNoExecution,
  literal,
  mailRetries,
  marker,
  settings,
  type Execution,
} from './executions';
import { expectMails, setSmtp, sha256 } from './mail';
import { notCoveredAnswer } from './model-replies.mjs';
import { testNotifyAddress } from './settings.mjs';

/** The contact form's fields as the site sends them, filled as sendContact fills them. */
const contactFields = (message: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  phone: '',
  plan: '',
  websiteUrl: '',
  subject: 'demo',
  message,
});

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const wrongOrigin = `http://127.0.0.1:${settings.sitePort}`;
/**
 * A single n8n runs the static-data workflows; queue mode their Postgres variants. On n8n 1.123 the Data table
 * is made by hand, so its variants have no node that opens it (deploy/n8n/n8n1-variants.mjs).
 */
const dedupeOf = settings.mode === 'queue' ? dedupeNodes.postgres : dedupeNodes.staticData;
const dedupe = {
  ...dedupeOf,
  store: dedupeOf.store.filter((node) => settings.major >= 2 || node !== openTableNode),
};

/** The nodes that store a submission before the answer, then mail it (in the forms workflow, "A form of this webhook?" too). */
const storeAndMail = [
  ...dedupe.claim,
  dedupe.check,
  ...dedupe.store,
  ...dedupe.record,
  'Respond: stored',
  'Write the mail',
  'Send the notification',
  'Mark the submission sent',
];
const keptPath = ['Check the submission', 'Honeypot filled?', 'A form of this webhook?', ...storeAndMail];
// A repeat reaches the Postgres variants' INSERT (which finds the key), never the answer "stored" or the mail.
const notKept = [...(settings.mode === 'queue' ? [] : dedupe.store), 'Respond: stored', 'Send the notification'];

type StoredRow = Record<string, unknown> & { payload: { fields: Record<string, unknown> } & Record<string, unknown> };

/** The row the execution stored: its columns, and its payload parsed. */
function storedRow(execution: Execution): StoredRow {
  const row = execution.output(dedupe.store.at(-1)!) as Record<string, unknown> & { payload: string };
  expect(row, 'the stored row').toBeDefined();
  return { ...row, payload: JSON.parse(row.payload) };
}

function expectRan(execution: Execution, nodes: string[], notRun: string[] = []) {
  expect(execution.status).toBe('success');
  for (const node of nodes) expect(execution.nodes, `${node} ran`).toContain(node);
  for (const node of notRun) expect(execution.nodes, `${node} did not run`).not.toContain(node);
}

async function sendContact(page: Page, message: string, origin = '') {
  await page.goto(`${origin}/contact`);
  await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Request a demo', message });
  await submitButton(page, 'Send Message').click();
}

test('contact: the thank-you panel shows; n8n stored the whole message before it answered, then mailed it', async ({
  page,
}) => {
  const text = marker('n8n-contact');
  await sendContact(page, `Please show me order routing. ${text}`);
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expect(execution!.workflow).toBe('Linkwell forms');
  expectRan(execution!, ['Forms webhook', ...keptPath], ['Keep it unsent']);
  expect(execution!.received.json.body).toEqual({
    ...contactFields(`Please show me order routing. ${text}`),
    submissionId: expect.stringMatching(uuidV4),
    _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
  });
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'contact',
    honeypotFilled: false,
    duplicate: false,
    fields: { subject: 'demo', message: `Please show me order routing. ${text}` },
  });
  const row = storedRow(execution!);
  expect(row).toMatchObject({
    kind: 'contact',
    state: 'unsent',
    attempts: 0,
    submissionId: expect.stringMatching(uuidV4),
  });
  expect(row.payload).toEqual({
    fields: contactFields(`Please show me order routing. ${text}`),
    // Playwright may fill the form faster than a person (tooFast), which is only a signal.
    spamSignals: { tooFast: expect.any(Boolean), msFromFirstPaint: expect.any(Number) },
  });

  const [mail] = await expectMails(text, 1);
  expect(mail).toMatchObject({ to: testNotifyAddress, subject: 'Contact (demo): Ada Lovelace <ada@example.com>' });
  expect(mail!.text).toContain(`message: Please show me order routing. ${text}`);
  expect(mail!.text).toContain(`Submission id: ${row.submissionId}`);
});

test('vendor request: Request Sent shows, and n8n routes it as a vendor request', async ({ page }) => {
  const text = marker('n8n-vendor');
  await page.goto('/vendor-integrations/nora');
  const form = page.locator('#request-integration').getByRole('form', { name: 'Request a Nora integration' });
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Store website').fill('https://ada-store.example');
  await form.getByLabel('Message').fill(`Please connect Nora. ${text}`);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.locator('#request-integration').getByRole('heading', { name: 'Request Sent' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expectRan(execution!, ['Forms webhook', ...keptPath]);
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'vendor request',
    fields: { vendor: 'Nora' },
  });
  expect(storedRow(execution!).payload.fields).toMatchObject({
    vendor: 'Nora',
    message: `Please connect Nora. ${text}`,
  });
  const [mail] = await expectMails(text, 1);
  expect(mail!.subject).toBe('Vendor integration request (Nora): Ada <ada@example.com>');
});

test('quote: Request Sent shows, and the quote webhook of the same workflow routes it as a quote', async ({ page }) => {
  const text = marker('n8n-quote');
  await page.goto('/custom-integrations');
  await fillQuote(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    website: 'https://store.example',
    productCount: '10000+',
    syncOrders: /^No/,
    vendorName: `Acme Supply ${text}`,
    vendorWebsite: 'https://acme.example',
    integrationType: 'ftp',
  });
  await submitButton(page, 'Request a Quote').click();
  await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expect(execution!.workflow).toBe('Linkwell forms');
  expectRan(execution!, ['Quote webhook', ...keptPath], ['Forms webhook']);
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'quote',
    fields: { productCount: '10000+', vendorName: `Acme Supply ${text}` },
  });
  expect(storedRow(execution!)).toMatchObject({ kind: 'quote' });
  const [mail] = await expectMails(text, 1);
  expect(mail!.subject).toBe(`Quote request (Acme Supply ${text}, 10000+ products): Ada Lovelace <ada@example.com>`);
  expect(mail!.text).toContain('vendorWebsite: https://acme.example');
});

test('docs feedback: the thanks shows, and n8n routes the answer as docs feedback', async ({ page }) => {
  const text = marker('n8n-docs');
  await page.goto('/documentation/health-check');
  const box = page.getByRole('region', { name: 'Was This Page Helpful?' });
  await box.getByRole('button', { name: 'Yes' }).click();
  await box.getByLabel('What helped most? (optional)').fill(`Clear steps ${text}`);
  await box.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your feedback!' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expectRan(execution!, keptPath);
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'docs feedback',
    fields: { type: 'docs-feedback', page: '/documentation/health-check', helpful: true },
  });
  const [mail] = await expectMails(text, 1);
  expect(mail!.subject).toBe('Docs feedback (helpful, with a comment): /documentation/health-check');
});

test('chat hand-off: Talk to a person sends the conversation; n8n stores it with subject "support", the session id and the transcript, and mails the transcript', async ({
  page,
}) => {
  const text = marker('n8n-handoff');
  const question = `How do I connect Nora? ${text}`;
  const answer = notCoveredAnswer(question);
  const widget = await startChat(page);
  const sessionId = await storedSessionId(page);
  await widget.send(question);
  await expect(widget.botBubbles.last()).toHaveText(literal(answer));
  await expect(widget.window).not.toHaveAttribute('data-waiting', 'true');

  await widget.window.getByRole('button', { name: 'Chat options' }).click();
  await widget.window.getByRole('menuitem', { name: 'Talk to a person' }).click();
  await expect(widget.window.getByRole('heading', { name: 'Talk to a person' })).toBeFocused();
  const form = widget.window.getByRole('form', { name: 'Talk to a person' });
  const message = `I would like help from a person. My questions to the assistant so far:\n- ${question}`;
  await expect(form.getByLabel('Message')).toHaveValue(message);
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await widget.window.getByRole('button', { name: 'Send to our team' }).click();
  await expect(widget.window.getByRole('heading', { name: 'Message sent' })).toBeFocused();

  // The chat's own execution and the hand-off's both carry the question.
  const executions = await expectExecutions(text, 2);
  expect(executions.map((execution) => execution.workflow).sort()).toEqual([
    'Linkwell chat (Webhook, GET)',
    'Linkwell forms',
  ]);
  const execution = executions.find((candidate) => candidate.workflow === 'Linkwell forms')!;
  expectRan(execution, ['Forms webhook', ...keptPath]);
  const transcript = [
    { id: expect.any(String), text: 'Hi there! How can I help you?', sender: 'bot', createdAt: expect.any(String) },
    { id: expect.any(String), text: question, sender: 'user', createdAt: expect.any(String) },
    { id: expect.any(String), text: answer, sender: 'bot', createdAt: expect.any(String) },
  ];
  expect(execution.received.json.body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'support',
    message,
    sessionId,
    transcript,
    submissionId: expect.stringMatching(uuidV4),
    _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
  });
  // What is stored and mailed: the hand-off, its subject, the session and the transcript.
  const row = storedRow(execution);
  expect(row.kind).toBe('chat hand-off');
  expect(row.payload.fields).toMatchObject({
    name: 'Ada Lovelace',
    subject: 'support',
    message,
    sessionId,
    transcript,
  });
  const [mail] = await expectMails(text, 1);
  expect(mail!.subject).toBe('Chat hand-off: Ada Lovelace <ada@example.com>');
  expect(mail!.text).toContain('Transcript:\n[');
  expect(mail!.text).toContain(`Visitor: ${question}`);
  expect(mail!.text).toContain(`Assistant: ${answer}`);
});

test('application: the multipart body and the resume (as binary) reach n8n, and Application Submitted shows', async ({
  page,
}) => {
  const text = marker('n8n-application');
  await page.goto('/application?position=Full-Stack%20Developer');
  await fillApplication(page, {
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    coverLetter: `I build compilers. ${text}`,
  });
  const resume = resumeFile('grace-hopper.pdf', 54_321);
  await page.getByRole('form', { name: 'Job application' }).getByLabel('CV/Resume').setInputFiles(resume);
  await submitButton(page, 'Submit Application').click();
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expect(execution!.workflow).toBe('Linkwell job applications');
  expectRan(execution!, [
    'Application webhook',
    'Check the submission',
    'Honeypot filled?',
    'A resume attached?',
    'Keep the resume',
    ...storeAndMail,
  ]);
  expect(execution!.received.json.body).toMatchObject({
    fullName: 'Grace Hopper',
    position: 'Full-Stack Developer',
    coverLetter: `I build compilers. ${text}`,
    submissionId: expect.stringMatching(uuidV4),
    _meta: expect.stringMatching(/^\{"honeypot":"","msFromFirstPaint":\d+\}$/),
  });
  expect(execution!.received.binary?.resume).toMatchObject({
    fileName: 'grace-hopper.pdf',
    mimeType: 'application/pdf',
  });
  expect(execution!.output('Check the submission')).toMatchObject({ kind: 'application', honeypotFilled: false });
  expect(storedRow(execution!).payload).toMatchObject({
    fields: { fullName: 'Grace Hopper', position: 'Full-Stack Developer' },
    resume: { fileName: 'grace-hopper.pdf', mimeType: 'application/pdf' },
  });
  const [mail] = await expectMails(text, 1);
  expect(mail!.subject).toBe('Job application (Full-Stack Developer): Grace Hopper <grace@example.com>');
  expect(mail!.attachments).toEqual([
    { filename: 'grace-hopper.pdf', contentType: 'application/pdf', size: 54_321, sha256: sha256(resume.buffer) },
  ]);
  expect(mail!.text).toContain('Resume: grace-hopper.pdf (54.3 kB), attached');
});

test('a repeated submissionId is dropped: a send that reached n8n but failed in the browser, then sent again', async ({
  page,
}) => {
  const text = marker('n8n-repeat');
  // The first request reaches n8n, then the connection drops before the browser reads the answer.
  let first = true;
  await page.route(`${settings.n8nOrigin}/webhook/forms`, async (route) => {
    if (route.request().method() !== 'POST' || !first) return route.fallback();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await sendContact(page, `Sent twice. ${text}`);
  await expect(errorBox(page)).toHaveText(`Submission failed: Failed to fetch${NETWORK_FAILURE_HELP}`);
  await expectExecutions(text, 1);

  // The person sends again: the same values, so the same submissionId.
  await submitButton(page, 'Send Message').click();
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible();

  const [kept, repeat] = await expectExecutions(text, 2);
  const id = (kept!.received.json.body as { submissionId: string }).submissionId;
  expect((repeat!.received.json.body as { submissionId: string }).submissionId).toBe(id);
  expectRan(kept!, keptPath);
  expectRan(repeat!, [dedupe.check, 'Respond 200'], notKept);
  expect(repeat!.output(settings.mode === 'queue' ? 'Note the stored row' : 'Check the submission')).toMatchObject({
    submissionId: id,
    duplicate: true,
  });
  // Mailed once; give a second mail the time it would take to arrive.
  await expectMails(text, 1);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await expectMails(text, 1);
});

test('a submission made while the mail server is down: the visitor sees success, the row stays unsent, and the retries mail it once the server is back', async ({
  page,
}) => {
  const text = marker('n8n-smtp-down');
  await setSmtp('stop');
  try {
    await sendContact(page, `Sent while the mail server is down. ${text}`);
    await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeFocused();
    const [execution] = await expectExecutions(text, 1);
    expectRan(
      execution!,
      ['Store the submission', 'Respond: stored', 'Send the notification', 'Keep it unsent'],
      ['Mark the submission sent'],
    );
    expect(storedRow(execution!).state).toBe('unsent');
  } finally {
    await setSmtp('start');
  }
  // The retries workflow (every 5 s in the test, the first retry 10 s after the submission) sends it.
  const [mail] = await expectMails(text, 1, 60_000);
  expect(mail!.subject).toBe('Contact (demo): Ada Lovelace <ada@example.com>');
  await expect
    .poll(
      async () =>
        (await executionsContaining(text, { retries: true })).filter(
          (candidate) => candidate.workflow === mailRetries && candidate.nodes.includes('Mark the submission sent'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await expectMails(text, 1);
});

/** The resume kept with an application's row for the retries: a file named after the submission (one n8n), or its bytes in Postgres. */
async function keptResume(row: StoredRow): Promise<Buffer> {
  if (settings.mode === 'queue') {
    const [kept] = await postgresQuery(
      settings,
      'SELECT content FROM linkwell_resumes WHERE dedupe_key = $1',
      [row.submissionId],
      settings.queue.submissionsDatabase,
    );
    return kept!.content as Buffer;
  }
  expect(row.payload.resume).toMatchObject({ keptAs: path.join(settings.resumesDir, `${row.submissionId}.pdf`) });
  return fs.readFileSync((row.payload.resume as { keptAs: string }).keptAs);
}

test('an application made while the mail server is down: Application Submitted shows, and the retries mail it once the server is back, with the same resume attached', async ({
  page,
}) => {
  const text = marker('n8n-smtp-down-application');
  const resume = resumeFile('grace-hopper.pdf', 54_321);
  await setSmtp('stop');
  try {
    await page.goto('/application?position=Full-Stack%20Developer');
    await fillApplication(page, {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      coverLetter: `Sent while the mail server is down. ${text}`,
    });
    await page.getByRole('form', { name: 'Job application' }).getByLabel('CV/Resume').setInputFiles(resume);
    await submitButton(page, 'Submit Application').click();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();
    const [execution] = await expectExecutions(text, 1);
    expectRan(
      execution!,
      ['Keep the resume', 'Store the submission', 'Respond: stored', 'Keep it unsent'],
      ['Mark the submission sent'],
    );
    const row = storedRow(execution!);
    expect(row.state).toBe('unsent');
    expect(row.payload.resume).toMatchObject({ fileName: 'grace-hopper.pdf', mimeType: 'application/pdf' });
    expect((await keptResume(row)).equals(resume.buffer)).toBe(true);
  } finally {
    await setSmtp('start');
  }
  // The retries read the kept resume back and attach it: the bytes the visitor chose, under their name.
  const [mail] = await expectMails(text, 1, 60_000);
  expect(mail!.subject).toBe('Job application (Full-Stack Developer): Grace Hopper <grace@example.com>');
  expect(mail!.attachments).toEqual([
    { filename: 'grace-hopper.pdf', contentType: 'application/pdf', size: 54_321, sha256: sha256(resume.buffer) },
  ]);
  expect(mail!.text).toContain('Resume: grace-hopper.pdf (54.3 kB), attached');
  await expect
    .poll(
      async () =>
        (await executionsContaining(text, { retries: true })).filter(
          (candidate) =>
            candidate.workflow === mailRetries &&
            candidate.nodes.includes('Read the resume') &&
            candidate.nodes.includes('Mark the submission sent'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await expectMails(text, 1);
});

test('an application whose kept resume is gone before the retry (deleted by hand) is still mailed, without it, saying so', async ({
  page,
}) => {
  // Queue mode keeps the bytes in Postgres, not in a file an owner might delete.
  test.skip(settings.mode === 'queue', 'one n8n keeps the resume as a file');
  const text = marker('n8n-resume-gone');
  const resume = resumeFile('grace-hopper.pdf', 12_345);
  await setSmtp('stop');
  try {
    await page.goto('/application?position=Full-Stack%20Developer');
    await fillApplication(page, {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      coverLetter: `My resume will be gone. ${text}`,
    });
    await page.getByRole('form', { name: 'Job application' }).getByLabel('CV/Resume').setInputFiles(resume);
    await submitButton(page, 'Submit Application').click();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();
    const [execution] = await expectExecutions(text, 1);
    expectRan(execution!, ['Keep the resume', 'Store the submission', 'Keep it unsent'], ['Mark the submission sent']);
    const kept = (storedRow(execution!).payload.resume as { keptAs: string }).keptAs;
    fs.rmSync(kept);
  } finally {
    await setSmtp('start');
  }
  const [mail] = await expectMails(text, 1, 60_000);
  expect(mail!.subject).toBe('Job application (Full-Stack Developer): Grace Hopper <grace@example.com>');
  expect(mail!.attachments).toEqual([]);
  expect(mail!.text).toMatch(/Resume: grace-hopper\.pdf \(12\.3 kB\), not attached: \S/);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await expectMails(text, 1);
});

test('a filled honeypot still shows success, and n8n drops it before any notification', async ({ page }) => {
  const text = marker('n8n-bot');
  await page.goto('/contact');
  await fillContact(page, { name: 'Bot', email: 'bot@example.com', subject: 'Sales question', message: text });
  await page.locator('input[name="referral_code"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await submitButton(page, 'Send Message').click();
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible();

  const [execution] = await expectExecutions(text, 1);
  expectRan(execution!, ['Honeypot filled?', 'Respond 200'], ['Seen in the last 24 h?', ...notKept]);
  expect(execution!.output('Check the submission')).toMatchObject({ honeypotFilled: true });
});

test('a site origin missing from Allowed Origins: the person sees "Failed to fetch" and the help line; the JSON body never ran', async ({
  page,
}) => {
  const text = marker('n8n-origin-json');
  await sendContact(page, text, wrongOrigin);
  await expect(errorBox(page)).toHaveText(`Submission failed: Failed to fetch${NETWORK_FAILURE_HELP}`);
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Message')).toHaveValue(text);
  // A JSON POST needs a preflight, which the wrong origin fails: n8n never ran the workflow.
  await expectNoExecution(text);
});

test('a site origin missing from Allowed Origins: a multipart application fails in the browser although the workflow ran', async ({
  page,
}) => {
  const text = marker('n8n-origin-multipart');
  await page.goto(`${wrongOrigin}/application?position=Full-Stack%20Developer`);
  await fillApplication(page, { fullName: 'Grace Hopper', email: 'grace@example.com', coverLetter: text });
  await page
    .getByRole('form', { name: 'Job application' })
    .getByLabel('CV/Resume')
    .setInputFiles(resumeFile('grace-hopper.pdf', 1_000));
  await submitButton(page, 'Submit Application').click();
  await expect(errorBox(page)).toHaveText(`Submission failed: Failed to fetch${NETWORK_FAILURE_HELP}`);
  // No preflight for multipart: n8n ran it, hence the submissionId for the retry to be dropped.
  const [execution] = await expectExecutions(text, 1);
  expectRan(execution!, ['Store the submission', 'Send the notification']);
});

/**
 * Queue mode's store ("Store the submission" in the Postgres variants: INSERT ... ON CONFLICT DO NOTHING),
 * defined in queue mode only (the runner's summary would count a skipped test as failed).
 */
if (settings.mode === 'queue') {
  const submissions = settings.queue.submissionsDatabase;
  const sql = (query: string, params: unknown[] = []) => postgresQuery(settings, query, params, submissions);
  /** The contact form's body as the site posts it, straight to the webhook, with the test's id. */
  const postContact = (request: APIRequestContext, submissionId: string, text: string) =>
    request.post(`${settings.n8nOrigin}/webhook/forms`, {
      headers: { Origin: settings.allowedOrigins[0]! },
      data: {
        ...contactFields(`Sent twice at once. ${text}`),
        submissionId,
        _meta: { honeypot: '', msFromFirstPaint: 5000 },
      },
    });

  test('queue mode: two sends of one id at the same moment, on two workers: one row, one mail, both answered 200', async ({
    request,
  }) => {
    const text = marker('n8n-race');
    const id = crypto.randomUUID();
    const answers = await Promise.all([postContact(request, id, text), postContact(request, id, text)]);
    expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
    const executions = await expectExecutions(text, 2);
    expect(executions.filter((execution) => execution.nodes.includes('Respond: stored'))).toHaveLength(1);
    await expectMails(text, 1);
    await expect
      .poll(async () => sql('SELECT state, payload FROM linkwell_submissions WHERE dedupe_key = $1', [id]))
      .toEqual([{ state: 'sent', payload: expect.objectContaining({ spamSignals: expect.any(Object) }) }]);
  });

  test("the store's SQL on Postgres: the first INSERT of a key stores it, every later one is a repeat", async () => {
    const client = await postgresClient(settings, submissions);
    try {
      const key = crypto.randomUUID();
      const store = async () =>
        (
          await client.query(storeQuery, [
            key,
            key,
            'contact',
            new Date().toISOString(),
            '{"fields":{}}',
            new Date().toISOString(),
            '1',
            '',
          ])
        ).rows[0]!.duplicate as boolean;
      expect(await store()).toBe(false);
      expect(await store()).toBe(true);
      expect(await sql('SELECT count(*)::int AS n FROM linkwell_submissions WHERE dedupe_key = $1', [key])).toEqual([
        { n: 1 },
      ]);
    } finally {
      await client.end();
    }
  });
}
