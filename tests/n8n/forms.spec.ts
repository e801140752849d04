/**
 * The forms against real n8n and the workflows of deploy/n8n/ (run by `npm run test:n8n`): each form
 * shows its success panel, n8n's execution shows what arrived and which notification ran, a repeated
 * submissionId and a filled honeypot are dropped, a failed notification lets the retry through, and a
 * wrong origin fails as docs/n8n.md describes. A single n8n runs the static-data workflows, queue mode (`--queue`)
 * their Postgres variants: the same checks, with the dedupe's own node names; queue mode adds the claim's
 * own checks (a claim left pending is taken over after reclaimPendingAfter, by one retry only).
 */
import { NETWORK_FAILURE_HELP } from '../../lib/forms/webhook';
import { expect, test, type APIRequestContext, type Page } from '../e2e/helpers/test';
import { errorBox, fillApplication, fillContact, fillQuote, resumeFile, submitButton } from '../e2e/forms/helpers';
import { startChat, storedSessionId } from '../e2e/chat/chat-helpers';
import { claimQuery, dedupeNodes, reclaimPendingAfter } from '../../deploy/n8n/postgres-variants.mjs';
import { postgresClient, postgresQuery } from './database.mjs';
import { expectExecutions, expectNoExecution, literal, marker, settings, type Execution } from './executions';
import { failNotificationField } from './settings.mjs';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const wrongOrigin = `http://127.0.0.1:${settings.sitePort}`;
/** A single n8n runs the static-data workflows; queue mode their Postgres variants. */
const dedupe = settings.mode === 'queue' ? dedupeNodes.postgres : dedupeNodes.staticData;

/** The checks every kept submission passes, then its own notification, then the answer. */
const keptPath = (notification: string) => [
  'Check the submission',
  'Honeypot filled?',
  ...dedupe.claim,
  dedupe.check,
  'Route by form',
  notification,
  dedupe.record,
  'Respond 200',
];

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

test('contact: the thank-you panel shows, and n8n routes the message to its notification', async ({ page }) => {
  const text = marker('n8n-contact');
  await sendContact(page, `Please show me order routing. ${text}`);
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expect(execution!.workflow).toBe('Linkwell forms');
  expectRan(execution!, ['Forms webhook', ...keptPath('Notify: contact message')], ['Notify: vendor request']);
  expect(execution!.received.json.body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: '',
    phone: '',
    plan: '',
    websiteUrl: '',
    subject: 'demo',
    message: `Please show me order routing. ${text}`,
    submissionId: expect.stringMatching(uuidV4),
    _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
  });
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'contact',
    honeypotFilled: false,
    duplicate: false,
    fields: { subject: 'demo', message: `Please show me order routing. ${text}` },
  });
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
  expectRan(execution!, ['Forms webhook', ...keptPath('Notify: vendor request')], ['Notify: contact message']);
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'vendor request',
    fields: { vendor: 'Nora' },
  });
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
  expectRan(execution!, ['Quote webhook', ...keptPath('Notify: quote request')], ['Forms webhook']);
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'quote',
    fields: { productCount: '10000+', vendorName: `Acme Supply ${text}` },
  });
});

test('docs feedback: the thanks shows, and n8n routes the answer as docs feedback', async ({ page }) => {
  const text = marker('n8n-docs');
  await page.goto('/documentation/health-check');
  const box = page.getByRole('region', { name: 'Was this page helpful?' });
  await box.getByRole('button', { name: 'Yes' }).click();
  await box.getByLabel('What helped most? (optional)').fill(`Clear steps ${text}`);
  await box.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your feedback!' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expectRan(execution!, keptPath('Notify: docs feedback'));
  expect(execution!.output('Check the submission')).toMatchObject({
    kind: 'docs feedback',
    fields: { type: 'docs-feedback', page: '/documentation/health-check', helpful: true },
  });
});

test('chat hand-off: Talk to a person sends the conversation, and n8n routes it to the hand-off notification with subject "support", the session id and the transcript', async ({
  page,
}) => {
  const text = marker('n8n-handoff');
  const question = `How do I connect Nora? ${text}`;
  const answer = `You asked: "${question}"`;
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
  expectRan(execution, ['Forms webhook', ...keptPath('Notify: chat hand-off')], ['Notify: contact message']);
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
  // What the notification gets to send on: the hand-off, its subject, the session and the transcript.
  expect(execution.output('Notify: chat hand-off')).toMatchObject({
    kind: 'chat hand-off',
    fields: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'support', message, sessionId, transcript },
  });
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
  await page
    .getByRole('form', { name: 'Job application' })
    .getByLabel('CV/Resume')
    .setInputFiles(resumeFile('grace-hopper.pdf', 54_321));
  await submitButton(page, 'Submit Application').click();
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();

  const [execution] = await expectExecutions(text, 1);
  expect(execution!.workflow).toBe('Linkwell job applications');
  expectRan(execution!, [
    'Application webhook',
    'Check the submission',
    'Honeypot filled?',
    ...dedupe.claim,
    dedupe.check,
    'Notify: job application',
    dedupe.record,
    'Respond 200',
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
  expectRan(kept!, keptPath('Notify: contact message'));
  expectRan(repeat!, [dedupe.check, 'Respond 200'], ['Route by form', 'Notify: contact message']);
  expect(repeat!.output(dedupe.claim.at(-1) ?? 'Check the submission')).toMatchObject({
    submissionId: id,
    duplicate: true,
  });
});

test('a failed notification lets the retry through: the person sees the error, sends again, and that send notifies', async ({
  page,
}) => {
  const text = marker('n8n-notify-fails');
  // The first request's notification fails (the test workflows' Notify nodes throw on this field).
  let first = true;
  await page.route(`${settings.n8nOrigin}/webhook/forms`, async (route) => {
    if (route.request().method() !== 'POST' || !first) return route.fallback();
    first = false;
    const body = { ...route.request().postDataJSON(), [failNotificationField]: true };
    await route.fulfill({ response: await route.fetch({ postData: JSON.stringify(body) }) });
  });
  await sendContact(page, `The notification fails once. ${text}`);
  await expect(errorBox(page)).toHaveText(
    'Submission failed: We could not pass your message on. Please send it again.',
  );
  const [failed] = await expectExecutions(text, 1);
  expect(failed!.status).toBe('error');

  await submitButton(page, 'Send Message').click();
  await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeVisible();
  const [, retry] = await expectExecutions(text, 2);
  expect((retry!.received.json.body as { submissionId: string }).submissionId).toBe(
    (failed!.received.json.body as { submissionId: string }).submissionId,
  );
  expectRan(retry!, keptPath('Notify: contact message'));
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
  expectRan(execution!, ['Honeypot filled?', 'Respond 200'], ['Seen in the last 24 h?', 'Notify: contact message']);
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
  expectRan(execution!, ['Notify: job application']);
});

/**
 * Queue mode's claim ("Claim the submission id" in the Postgres variants), which a single n8n does not have:
 * these tests are defined in queue mode only (the runner's summary would count a skipped test as failed).
 */
if (settings.mode === 'queue') {
  const [, noteClaim] = dedupeNodes.postgres.claim;
  const submissions = settings.queue.submissionsDatabase;
  const sql = (query: string, params: unknown[] = []) => postgresQuery(settings, query, params, submissions);
  /**
   * A claim as an execution that died during its notification left it: pending, claimed a minute past the
   * window (`stale`) or just now (a notification still running).
   */
  const pendingClaim = (id: string, stale: boolean) =>
    sql(
      `INSERT INTO linkwell_submissions (dedupe_key, kind, claimed_at)
       VALUES ($1, 'contact', CASE WHEN $2 THEN now() - $3::interval - interval '1 minute' ELSE now() END)`,
      [id, stale, reclaimPendingAfter],
    );
  const claimRow = async (id: string) =>
    (await sql('SELECT state, claimed_at, sent_at FROM linkwell_submissions WHERE dedupe_key = $1', [id]))[0];
  /** The contact form's body as the site posts it, straight to the webhook, with the test's id. */
  const postContact = (request: APIRequestContext, submissionId: string, text: string) =>
    request.post(`${settings.n8nOrigin}/webhook/forms`, {
      headers: { Origin: settings.allowedOrigins[0]! },
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: '',
        phone: '',
        plan: '',
        websiteUrl: '',
        subject: 'demo',
        message: `Sent again after a worker died. ${text}`,
        submissionId,
        _meta: { honeypot: '', msFromFirstPaint: 5000 },
      },
    });

  test.describe('queue mode: a claim left pending', () => {
    test(`a retry of an id pending for over ${reclaimPendingAfter} (its worker died during the notification) takes the claim over and notifies`, async ({
      request,
    }) => {
      const text = marker('n8n-reclaim');
      const id = crypto.randomUUID();
      await pendingClaim(id, true);
      expect((await postContact(request, id, text)).status()).toBe(200);

      const [execution] = await expectExecutions(text, 1);
      expectRan(execution!, keptPath('Notify: contact message'));
      expect(execution!.output(noteClaim)).toMatchObject({ submissionId: id, duplicate: false });
      expect(await claimRow(id)).toMatchObject({ state: 'sent', sent_at: expect.any(Date) });
    });

    test('a retry of an id claimed a moment ago (its notification may still be running) is a repeat', async ({
      request,
    }) => {
      const text = marker('n8n-fresh-claim');
      const id = crypto.randomUUID();
      await pendingClaim(id, false);
      const before = await claimRow(id);
      expect((await postContact(request, id, text)).status()).toBe(200);

      const [execution] = await expectExecutions(text, 1);
      expectRan(execution!, [dedupe.check, 'Respond 200'], ['Route by form', 'Notify: contact message']);
      expect(execution!.output(noteClaim)).toMatchObject({ submissionId: id, duplicate: true });
      expect(await claimRow(id)).toEqual(before);
    });

    test(`two retries at the same moment of an id pending for over ${reclaimPendingAfter}: exactly one notifies`, async ({
      request,
    }) => {
      const text = marker('n8n-reclaim-race');
      const id = crypto.randomUUID();
      await pendingClaim(id, true);
      const answers = await Promise.all([postContact(request, id, text), postContact(request, id, text)]);
      expect(answers.map((answer) => answer.status())).toEqual([200, 200]);

      const executions = await expectExecutions(text, 2);
      const notified = executions.filter((execution) => execution.nodes.includes('Notify: contact message'));
      expect(notified).toHaveLength(1);
      expectRan(notified[0]!, keptPath('Notify: contact message'));
      const repeat = executions.find((execution) => execution !== notified[0])!;
      expectRan(repeat, [dedupe.check, 'Respond 200'], ['Route by form', 'Notify: contact message']);
      expect(repeat.output(noteClaim)).toMatchObject({ submissionId: id, duplicate: true });
      expect(await claimRow(id)).toMatchObject({ state: 'sent' });
    });

    test("the claim's SQL on Postgres: who gets the row back, and a retry waits for the row lock of another", async () => {
      const [first, second, observer] = await Promise.all([
        postgresClient(settings, submissions),
        postgresClient(settings, submissions),
        postgresClient(settings, submissions),
      ]);
      type Client = typeof first;
      /** True when the claim got no row back (a repeat). */
      const duplicate = async (client: Client, key: string) =>
        (await client.query(claimQuery, [key, 'contact'])).rows[0]!.duplicate as boolean;
      try {
        const id = crypto.randomUUID();
        expect(await duplicate(first, id)).toBe(false);
        expect(await duplicate(first, id)).toBe(true);
        expect(await duplicate(first, '')).toBe(false);
        await observer.query(
          `UPDATE linkwell_submissions SET claimed_at = now() - $2::interval - interval '1 minute' WHERE dedupe_key = $1`,
          [id, reclaimPendingAfter],
        );
        expect(await duplicate(first, id)).toBe(false);
        expect(await duplicate(first, id)).toBe(true);
        await observer.query(
          `UPDATE linkwell_submissions SET state = 'sent', claimed_at = now() - interval '1 day' WHERE dedupe_key = $1`,
          [id],
        );
        expect(await duplicate(first, id)).toBe(true);

        // Two retries of a stale claim: the first takes it and holds the row until it commits; the
        // second waits for that lock, then reads the new claimed_at and gets nothing back.
        const stale = crypto.randomUUID();
        await pendingClaim(stale, true);
        await first.query('BEGIN');
        expect(await duplicate(first, stale)).toBe(false);
        const { pid } = (await second.query('SELECT pg_backend_pid() AS pid')).rows[0]!;
        const waiting = duplicate(second, stale);
        await expect
          .poll(
            async () =>
              (await observer.query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0]
                ?.wait_event_type,
          )
          .toBe('Lock');
        await first.query('COMMIT');
        expect(await waiting).toBe(true);
      } finally {
        await Promise.all([first, second, observer].map((client) => client.end()));
      }
    });
  });
}
