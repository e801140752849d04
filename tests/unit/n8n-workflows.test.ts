/**
 * @jest-environment node
 */
// The n8n workflows in deploy/n8n/ as files: wired as docs/n8n.md "n8n workflows" says, with the same
// checking code in both form workflows, and that code's judgement run here on the site's bodies.
// `npm run test:n8n` runs them in a real n8n.
import {
  parseOrigins,
  placeholderNotifyAddress,
  placeholderResumeFolder,
  readWorkflow,
  smtpCredential,
  webhookNodeTypes,
  withAllowedOrigins,
  withNotifyAddress,
  withResumeFolder,
  workflowFiles,
} from '../../deploy/n8n/set-origins.mjs';
import fs from 'node:fs';
import path from 'node:path';
import {
  dueQuery,
  postgresChatMemory,
  postgresCredential,
  postgresVariants,
  storeQuery,
  withPostgres,
  withPostgresDedupe,
} from '../../deploy/n8n/postgres-variants.mjs';
import { chatFacts, docsToolName, factsPlaceholder, withSiteDocs } from '../../deploy/n8n/chat-agent.mjs';
import { siteContent } from '../../scripts/receiver/site-content.mjs';
import { openTableNode, placeholderTableId, submissionsTable, withN8n1 } from '../../deploy/n8n/n8n1-variants.mjs';
import { priceValues } from '../../lib/content/load';
import { safeFileName } from '../../lib/forms/file-name';
import { handoffBody } from '../../lib/forms/handoff';

type Item = { json: Record<string, unknown>; binary?: unknown };

const workflows = Object.fromEntries(workflowFiles.map((file) => [file, readWorkflow(file)]));
const nodeNamed = (file: string, name: string) => {
  const node = workflows[file]!.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`${file} has no node ${name}`);
  return node;
};

/** Runs a Code node's JavaScript as n8n does: `$input.all()` and the workflow's static data. */
function runCode(code: string, items: Item[], staticData: Record<string, unknown>): Item[] {
  const run = new Function('$input', '$getWorkflowStaticData', code) as (
    input: { all: () => Item[] },
    getStaticData: (scope: string) => Record<string, unknown>,
  ) => Item[];
  return run({ all: () => items }, () => staticData);
}

const checkCode = nodeNamed('forms.json', 'Check the submission').parameters.jsCode as string;
const rememberCode = nodeNamed('forms.json', 'Remember the submission id').parameters.jsCode as string;
const writeSubmissionCode = nodeNamed('forms.json', 'Write the submission').parameters.jsCode as string;
const mailCode = nodeNamed('forms.json', 'Write the mail').parameters.jsCode as string;
const id = '0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d';
const meta = { honeypot: '', msFromFirstPaint: 5000 };
const check = (body: Record<string, unknown>, staticData: Record<string, unknown> = {}) =>
  runCode(checkCode, [{ json: { body } }], staticData)[0]!.json;

describe('the workflow files', () => {
  test.each(workflowFiles)(
    '%s: every connection joins two of its nodes, and every webhook allows only the placeholder origin',
    (file) => {
      const workflow = workflows[file]!;
      const names = new Set(workflow.nodes.map((node) => node.name));
      expect(names.size).toBe(workflow.nodes.length);
      for (const [from, outputs] of Object.entries(workflow.connections)) {
        expect(names).toContain(from);
        for (const links of Object.values(outputs as Record<string, Array<Array<{ node: string }>>>)) {
          for (const link of links.flat()) expect(names).toContain(link.node);
        }
      }
      const webhooks = workflow.nodes.filter((node) => webhookNodeTypes.includes(node.type));
      // Every workflow but the mail retries (a schedule) answers a webhook.
      expect(webhooks.length > 0).toBe(file !== 'mail-retries.json');
      for (const webhook of webhooks) {
        expect(webhook.parameters.options.allowedOrigins).toBe('https://linkwell.example');
        expect(webhook.webhookId).toMatch(/^[0-9a-f-]{36}$/);
      }
    },
  );

  test('the webhooks answer through Respond to Webhook nodes, which set no CORS header of their own', () => {
    for (const file of ['chat-webhook-get.json', 'forms.json', 'application.json']) {
      for (const node of workflows[file]!.nodes) {
        if (node.type === 'n8n-nodes-base.webhook') expect(node.parameters.responseMode).toBe('responseNode');
        if (node.type === 'n8n-nodes-base.respondToWebhook')
          expect(node.parameters.options).not.toHaveProperty('responseHeaders');
      }
    }
    expect(JSON.parse(nodeNamed('forms.json', 'Respond 200').parameters.responseBody)).toEqual({
      message: 'Workflow was started',
    });
  });

  test('the Chat Trigger is public, streams, and loads the previous session from the memory its agent writes', () => {
    const trigger = nodeNamed('chat-trigger.json', 'When chat message received');
    expect(trigger.parameters).toMatchObject({
      public: true,
      mode: 'webhook',
      options: { loadPreviousSession: 'memory', responseMode: 'streaming' },
    });
    expect(workflows['chat-trigger.json']!.connections['Simple Memory'].ai_memory[0]).toEqual([
      { node: 'AI Agent', type: 'ai_memory', index: 0 },
      { node: 'When chat message received', type: 'ai_memory', index: 0 },
    ]);
  });

  test.each(['forms.json', 'application.json'])(
    '%s: stores the submission before it answers, then mails it; a store that fails answers 500, a mail that fails keeps the row unsent',
    (file) => {
      const workflow = workflows[file]!;
      const next = (name: string, output = 0) =>
        (workflow.connections[name]?.main[output] ?? []).map((link: { node: string }) => link.node);
      expect(next('Open the submissions table')).toEqual(['Write the submission']);
      expect(next('Write the submission')).toEqual(['Store the submission']);
      expect(nodeNamed(file, 'Store the submission')).toMatchObject({
        type: 'n8n-nodes-base.dataTable',
        onError: 'continueErrorOutput',
        parameters: { operation: 'insert', dataTableId: { mode: 'name', value: 'linkwell_submissions' } },
      });
      expect(next('Store the submission', 0)).toEqual(['Remember the submission id']);
      expect(next('Store the submission', 1)).toEqual(['Respond: not stored']);
      expect(next('Remember the submission id')).toEqual(['Respond: stored']);
      expect(next('Respond: stored')).toEqual(['Write the mail']);
      expect(next('Write the mail')).toEqual(['Send the notification']);
      expect(next('Send the notification', 0)).toEqual(['Mark the submission sent']);
      expect(next('Send the notification', 1)).toEqual(['Keep it unsent']);
      expect(JSON.parse(nodeNamed(file, 'Respond: stored').parameters.responseBody)).toEqual({
        message: 'Workflow was started',
      });
      expect(nodeNamed(file, 'Respond: not stored').parameters).toMatchObject({ options: { responseCode: 500 } });
      expect(JSON.parse(nodeNamed(file, 'Respond: not stored').parameters.responseBody)).toEqual({
        message: 'We could not pass your message on. Please send it again.',
      });
      expect(next('Respond: not stored')).toEqual(['Not stored']);
    },
  );

  test('application.json keeps the resume in a file named after the submission before the row, and a write that fails answers 500', () => {
    const workflow = workflows['application.json']!;
    const next = (name: string, output = 0) =>
      (workflow.connections[name]?.main[output] ?? []).map((link: { node: string }) => link.node);
    expect(next('Seen in the last 24 h?', 1)).toEqual(['A resume attached?']);
    expect(next('A resume attached?', 0)).toEqual(['Keep the resume']);
    expect(next('A resume attached?', 1)).toEqual(['Open the submissions table']);
    expect(next('Keep the resume', 0)).toEqual(['Open the submissions table']);
    expect(next('Keep the resume', 1)).toEqual(['Respond: not stored']);
    const keep = nodeNamed('application.json', 'Keep the resume');
    expect(keep).toMatchObject({
      type: 'n8n-nodes-base.readWriteFile',
      onError: 'continueErrorOutput',
      parameters: { operation: 'write', dataPropertyName: 'resume' },
    });
    // The name comes from the checked id and an accepted extension, never from the visitor's file name.
    expect(keep.parameters.fileName).toBe(
      `={{ '${placeholderResumeFolder}/' + ($json.dedupeKey ?? 'no-id-' + $execution.id) + ($binary.resume.fileName.match(/\\.(pdf|docx?)$/i)?.[0] ?? '').toLowerCase() }}`,
    );
  });

  test('the mail retries read a kept resume back and put it with its row before the mail', () => {
    const workflow = workflows['mail-retries.json']!;
    const next = (name: string, output = 0) =>
      (workflow.connections[name]?.main[output] ?? []).map((link: { node: string }) => link.node);
    expect(next('Due now?')).toEqual(['A resume kept?']);
    expect(next('A resume kept?', 0)).toEqual(['Read the resume']);
    expect(next('A resume kept?', 1)).toEqual(['Write the mail']);
    expect(next('Read the resume')).toEqual(['Put the resume with its row']);
    expect(next('Put the resume with its row')).toEqual(['Write the mail']);
    expect(nodeNamed('mail-retries.json', 'Read the resume')).toMatchObject({
      type: 'n8n-nodes-base.readWriteFile',
      onError: 'continueRegularOutput',
      parameters: { operation: 'read', options: { dataPropertyName: 'resume' } },
    });
  });

  test('withResumeFolder writes one checked absolute folder into the node that keeps the resume', () => {
    const changed = withResumeFolder(workflows['application.json']!, '/srv/n8n-files/resumes');
    const keep = changed.nodes.find((node) => node.name === 'Keep the resume')!;
    expect(keep.parameters!.fileName).toContain(`'/srv/n8n-files/resumes/' + ($json.dedupeKey`);
    expect(keep.parameters!.fileName).not.toContain(placeholderResumeFolder);
    expect(withResumeFolder(workflows['forms.json']!, '/srv/x')).toEqual(workflows['forms.json']);
    for (const bad of ['resumes', '/srv/../etc', "/srv/it's", '/srv/files/']) {
      expect(() => withResumeFolder(workflows['application.json']!, bad)).toThrow('Not an absolute folder');
    }
  });

  test.each(['forms.json', 'application.json', 'mail-retries.json'])(
    '%s: one Send Email node, with the SMTP credential, to the one placeholder address, the resume attached',
    (file) => {
      const mailers = workflows[file]!.nodes.filter((node) => node.type === 'n8n-nodes-base.emailSend');
      expect(mailers).toHaveLength(1);
      expect(mailers[0]).toMatchObject({
        name: 'Send the notification',
        onError: 'continueErrorOutput',
        credentials: { smtp: smtpCredential },
        parameters: {
          toEmail: placeholderNotifyAddress,
          subject: '={{ $json.subject }}',
          text: '={{ $json.text }}',
          options: { fileAttachments: 'resume' },
        },
      });
      expect(nodeNamed(file, 'Write the mail').parameters.jsCode).toBe(mailCode);
    },
  );

  test('withNotifyAddress writes one checked address into every Send Email node', () => {
    for (const file of workflowFiles) {
      const changed = withNotifyAddress(workflows[file]!, 'orders@shop.example');
      for (const node of changed.nodes.filter((candidate) => candidate.type === 'n8n-nodes-base.emailSend')) {
        expect(node.parameters.toEmail).toBe('orders@shop.example');
      }
    }
    expect(() => withNotifyAddress(workflows['forms.json']!, 'Team <t@shop.example>')).toThrow('Not an email address');
    expect(() => withNotifyAddress(workflows['forms.json']!, 'shop.example')).toThrow('Not an email address');
  });

  test('both form workflows check, write and remember with the same code', () => {
    expect(nodeNamed('application.json', 'Check the submission').parameters.jsCode).toBe(checkCode);
    expect(nodeNamed('application.json', 'Remember the submission id').parameters.jsCode).toBe(rememberCode);
    expect(nodeNamed('application.json', 'Write the submission').parameters.jsCode).toBe(writeSubmissionCode);
  });
});

/**
 * Runs a Code node that reads other nodes (`$('Check the submission')`, or the item an input item came
 * from: `itemMatching`, here the item of the same index) and the execution's id.
 */
function runWithNodes(code: string, items: Item[], nodes: Record<string, Item | Item[]>): Item[] {
  const run = new Function('$', '$input', '$execution', code) as (
    select: (node: string) => { first: () => Item; itemMatching: (index: number) => Item },
    input: { all: () => Item[] },
    execution: { id: string },
  ) => Item[];
  const select = (node: string) => {
    if (!(node in nodes)) throw new Error(`Referenced node doesn't exist: ${node}`);
    const output = [nodes[node]!].flat();
    return { first: () => output[0]!, itemMatching: (index: number) => output[index]! };
  };
  return run(select, { all: () => items }, { id: '42' });
}

describe('Write the submission and Write the mail', () => {
  const contact = { name: 'Ada', email: 'ada@example.com', subject: 'demo', message: 'Hi there' };
  const stored = (body: Record<string, unknown>, binary?: Item['binary']) => {
    const checked: Item = { json: check({ ...body, submissionId: id, _meta: meta }), binary };
    return { checked, row: runWithNodes(writeSubmissionCode, [{ json: {} }], { 'Check the submission': checked })[0]! };
  };

  test('the row holds the whole submission, unsent, its first retry 2 minutes later', () => {
    const { row } = stored(contact);
    expect(row.json).toMatchObject({
      dedupeKey: id,
      submissionId: id,
      kind: 'contact',
      state: 'unsent',
      attempts: 0,
      lastError: '',
      sentAt: '',
      executionId: '42',
    });
    const { receivedAt, nextAttemptAt, payload } = row.json as Record<string, string>;
    expect(Date.parse(nextAttemptAt!) - Date.parse(receivedAt!)).toBe(2 * 60 * 1000);
    expect(JSON.parse(payload!)).toEqual({ fields: contact, spamSignals: { tooFast: false, msFromFirstPaint: 5000 } });
  });

  test('each form gets its own subject; the body lists the fields, the id and the spam signals', () => {
    const mail = (body: Record<string, unknown>) => {
      const { row } = stored(body);
      return runWithNodes(mailCode, [row], {})[0]!.json as { subject: string; text: string };
    };
    expect(mail(contact).subject).toBe('Contact (demo): Ada <ada@example.com>');
    expect(mail(contact).text).toContain('message: Hi there');
    expect(mail(contact).text).toContain(`Submission id: ${id}`);
    expect(mail({ name: 'Ada', email: 'a@x.example', message: 'Hi', vendor: 'Nora' }).subject).toBe(
      'Vendor integration request (Nora): Ada <a@x.example>',
    );
    expect(mail({ name: 'Ada', email: 'a@x.example', productCount: '1-500', vendorName: 'Acme' }).subject).toBe(
      'Quote request (Acme, 1-500 products): Ada <a@x.example>',
    );
    expect(mail({ type: 'docs-feedback', page: '/documentation/x', helpful: false, comment: '' }).subject).toBe(
      'Docs feedback (not helpful): /documentation/x',
    );
    expect(mail({ fullName: 'Grace', email: 'g@x.example', position: 'Integration Engineer' }).subject).toBe(
      'Job application (Integration Engineer): Grace <g@x.example>',
    );
    const tooFast = runWithNodes(
      mailCode,
      [
        runWithNodes(writeSubmissionCode, [{ json: {} }], {
          'Check the submission': { json: check({ ...contact, _meta: { honeypot: '', msFromFirstPaint: 300 } }) },
        })[0]!,
      ],
      {},
    )[0]!.json as { text: string };
    expect(tooFast.text).toContain('Sent 300 ms after the page showed (faster than a person types: maybe a bot)');
    expect(tooFast.text).toContain('Submission id: none');
  });

  test("a hand-off's mail carries its transcript, line by line", () => {
    const transcript = [
      { id: 'm1', text: 'Hi there! How can I help you?', sender: 'bot', createdAt: '2026-11-24T09:00:00.000Z' },
      { id: 'm2', text: 'How do I add a vendor?', sender: 'user', createdAt: '2026-11-24T09:00:05.000Z' },
    ];
    const { row } = stored({ ...contact, subject: 'support', sessionId: 's1', transcript });
    const { subject, text } = runWithNodes(mailCode, [row], {})[0]!.json as { subject: string; text: string };
    expect(subject).toBe('Chat hand-off: Ada <ada@example.com>');
    expect(text).toContain(
      'Transcript:\n[2026-11-24T09:00:00.000Z] Assistant: Hi there! How can I help you?\n[2026-11-24T09:00:05.000Z] Visitor: How do I add a vendor?',
    );
    expect(text).not.toContain('transcript: [');
  });

  test("an application's resume is attached in its own execution, and in a retry from the copy kept with its row", () => {
    const resume = {
      fileName: 'cv.pdf',
      fileSize: '53 kB',
      bytes: 53_000,
      mimeType: 'application/pdf',
      data: 'JVBERi0=',
    };
    const application = { fullName: 'Grace', email: 'g@x.example', position: 'QA', submissionId: id, _meta: meta };
    const checked: Item = { json: check(application), binary: { resume } };
    const keptAs = `${placeholderResumeFolder}/${id}.pdf`;
    const row = runWithNodes(writeSubmissionCode, [{ json: {} }], {
      'Check the submission': checked,
      'Keep the resume': { json: { ...checked.json, fileName: keptAs } },
    })[0]!;
    expect(JSON.parse((row.json as { payload: string }).payload).resume).toEqual({
      fileName: 'cv.pdf',
      fileSize: '53 kB',
      mimeType: 'application/pdf',
      keptAs,
    });
    const inline = runWithNodes(mailCode, [row], { 'Check the submission': checked })[0]!;
    expect(inline.binary).toEqual({ resume });
    expect((inline.json as { text: string }).text).toContain('Resume: cv.pdf (53 kB), attached');

    // The retry: the file read back comes out alone, named after the submission; it goes back with its row.
    const putBack = nodeNamed('mail-retries.json', 'Put the resume with its row').parameters.jsCode as string;
    const file = { fileName: `${id}.pdf`, mimeType: 'application/pdf', fileSize: '53 kB', data: 'JVBERi0=' };
    const [withResume] = runWithNodes(putBack, [{ json: { fileName: `${id}.pdf` }, binary: { resume: file } }], {
      'A resume kept?': [row],
    });
    expect(withResume).toEqual({ json: row.json, binary: { resume: { ...file, fileName: 'cv.pdf' } } });
    const retry = runWithNodes(mailCode, [withResume!], {})[0]!;
    expect(retry.binary).toEqual({ resume: { ...file, fileName: 'cv.pdf' } });
    expect((retry.json as { text: string }).text).toContain('Resume: cv.pdf (53 kB), attached');

    // A kept resume that cannot be read (deleted meanwhile): the mail still goes, and says why it has none.
    const [missing] = runWithNodes(putBack, [{ json: { error: 'No file(s) found' } }], { 'A resume kept?': [row] });
    const unread = runWithNodes(mailCode, [missing!], {})[0]!;
    expect(unread.binary).toBeUndefined();
    expect((unread.json as { text: string }).text).toContain('Resume: cv.pdf (53 kB), not attached: No file(s) found');
  });

  test("the resume's name is made safe, and a resume over 5 MB is not kept: the row and the mail say so", () => {
    const body = { fullName: 'Grace', email: 'g@x.example', position: 'QA', submissionId: id, _meta: meta };
    const resume = (fileName: string, bytes: number) => ({
      fileName,
      bytes,
      fileSize: `${bytes} B`,
      mimeType: 'application/pdf',
      data: '',
    });
    const checked = (binary: Item['binary']) => runCode(checkCode, [{ json: { body }, binary }], {})[0]!;
    const named = (fileName: string) =>
      (checked({ resume: resume(fileName, 10) }).binary as { resume: { fileName: string } }).resume.fileName;
    // The workflow names a file as the site does (lib/forms/file-name.ts), whoever posted it.
    expect(named('../../etc/passwd.pdf')).toBe('resume.._.._etc_passwd.pdf');
    for (const name of [
      'C:\\Users\\cv.pdf',
      'cv\u202e\u0000<b>.pdf',
      '.pdf',
      ' my  cv.pdf ',
      `${'a'.repeat(200)}.docx`,
    ]) {
      expect(named(name)).toBe(safeFileName(name, 'resume'));
    }
    expect(named(`${'a'.repeat(200)}.docx`)).toBe(`${'a'.repeat(115)}.docx`);
    expect(checked(undefined).binary).toBeUndefined();

    const over = checked({ resume: resume('big.pdf', 5 * 1024 * 1024 + 1) });
    expect(over.binary).toBeUndefined();
    expect(over.json.resumeNotKept).toEqual({
      fileName: 'big.pdf',
      fileSize: `${5 * 1024 * 1024 + 1} B`,
      mimeType: 'application/pdf',
      notKept: 'larger than 5 MB',
    });
    expect(checked({ resume: resume('max.pdf', 5 * 1024 * 1024) }).binary).toHaveProperty('resume');
    const row = runWithNodes(writeSubmissionCode, [{ json: {} }], { 'Check the submission': over })[0]!;
    expect(JSON.parse((row.json as { payload: string }).payload).resume.notKept).toBe('larger than 5 MB');
    const mail = runWithNodes(mailCode, [row], { 'Check the submission': over })[0]!;
    expect(mail.binary).toBeUndefined();
    expect((mail.json as { text: string }).text).toContain(
      `Resume: big.pdf (${5 * 1024 * 1024 + 1} B), not attached: larger than 5 MB`,
    );
  });

  test('a retry sends only the unsent rows whose next attempt is due', () => {
    const due = nodeNamed('mail-retries.json', 'Due now?').parameters.jsCode as string;
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const rows = [
      { json: { dedupeKey: 'a', state: 'unsent', nextAttemptAt: past } },
      { json: { dedupeKey: 'b', state: 'unsent', nextAttemptAt: future } },
      { json: { dedupeKey: 'c', state: 'sent', nextAttemptAt: past } },
    ];
    expect(runWithNodes(due, rows, {}).map((item) => item.json.dedupeKey)).toEqual(['a']);
  });
});

describe('Check the submission', () => {
  test('tells each form by its fields', () => {
    const contact = { name: 'Ada', email: 'a@example.com', subject: 'demo', message: 'Hi' };
    expect(check({ ...contact, submissionId: id, _meta: meta }).kind).toBe('contact');
    expect(check({ ...contact, subject: 'support' }).kind).toBe('contact');
    expect(check({ name: 'Ada', message: 'Hi', vendor: 'Nora' }).kind).toBe('vendor request');
    expect(check({ name: 'Ada', productCount: '1-500', vendorName: 'Acme' }).kind).toBe('quote');
    expect(check({ type: 'docs-feedback', page: '/documentation/x', helpful: true, comment: '' }).kind).toBe(
      'docs feedback',
    );
    expect(check({ fullName: 'Grace', position: 'Integration Engineer' }).kind).toBe('application');
    expect(check({ hello: 'world' }).kind).toBe('unknown');
  });

  test('routes the body the chat\'s Talk to a person sends (subject "support" and the transcript) as a chat hand-off', () => {
    const messages = [
      {
        id: 'm1',
        text: 'Hi there! How can I help you?',
        sender: 'bot' as const,
        createdAt: '2026-11-24T09:00:00.000Z',
      },
      { id: 'm2', text: 'How do I connect Nora?', sender: 'user' as const, createdAt: '2026-11-24T09:00:05.000Z' },
    ];
    const values = { name: 'Ada', email: 'a@example.com', message: 'Please call me back.' };
    const sent = { ...handoffBody(values, { sessionId: 's-1', messages }), submissionId: id, _meta: meta };
    expect(check(sent)).toMatchObject({
      kind: 'chat hand-off',
      submissionId: id,
      fields: { ...values, subject: 'support', sessionId: 's-1', transcript: messages },
    });
    // Before a conversation the session is null and the transcript empty: still a hand-off.
    expect(check({ ...handoffBody(values, { sessionId: null, messages: [] }), submissionId: id }).kind).toBe(
      'chat hand-off',
    );
  });

  test('keeps the fields apart from the id and the signals, and reads _meta as an object or a JSON text', () => {
    const body = { subject: 'demo', message: 'Hi', submissionId: id.toUpperCase(), _meta: JSON.stringify(meta) };
    expect(check(body)).toMatchObject({
      submissionId: id,
      honeypotFilled: false,
      duplicate: false,
      tooFast: false,
      msFromFirstPaint: 5000,
      fields: { subject: 'demo', message: 'Hi' },
    });
    expect(
      check({ subject: 'demo', _meta: { honeypot: 'https://spam.example', msFromFirstPaint: 300 } }),
    ).toMatchObject({ honeypotFilled: true, tooFast: true, submissionId: null });
    expect(check({ subject: 'demo', submissionId: 'not-a-uuid', _meta: '{broken' })).toMatchObject({
      submissionId: null,
      honeypotFilled: false,
      msFromFirstPaint: null,
    });
    expect(check({ subject: 'demo', _meta: { honeypot: 'x' } }).fields).toEqual({ subject: 'demo' });
  });

  test('an id remembered within 24 hours is a repeat; an older one is forgotten', () => {
    const now = Date.now();
    const staticData: Record<string, unknown> = {};
    runCode(rememberCode, [{ json: check({ subject: 'demo', submissionId: id }) }], staticData);
    expect(check({ subject: 'demo', submissionId: id }, staticData).duplicate).toBe(true);
    expect(check({ subject: 'demo', submissionId: id.replace('0b9f', '1b9f') }, staticData).duplicate).toBe(false);

    const old = { submissionIds: { [id]: now - 24 * 60 * 60 * 1000 - 1 } };
    expect(check({ subject: 'demo', submissionId: id }, old).duplicate).toBe(false);
    expect(old.submissionIds).toEqual({});
  });

  test('a docs comment updates its vote: it passes after the vote with the same id, and only its own repeat is dropped', () => {
    const staticData: Record<string, unknown> = {};
    const vote = { type: 'docs-feedback', page: '/documentation/x', helpful: false, submissionId: id };
    const comment = { ...vote, comment: 'The second step was unclear.' };
    const firstVote = check(vote, staticData);
    expect(firstVote).toMatchObject({ kind: 'docs feedback', duplicate: false, submissionId: id });
    runCode(rememberCode, [{ json: firstVote }], staticData);
    expect(check(vote, staticData).duplicate).toBe(true);
    const firstComment = check(comment, staticData);
    expect(firstComment).toMatchObject({ kind: 'docs feedback', duplicate: false, submissionId: id });
    expect(firstComment.fields).toMatchObject({ comment: 'The second step was unclear.' });
    runCode(rememberCode, [{ json: firstComment }], staticData);
    expect(check(comment, staticData).duplicate).toBe(true);
    // An empty comment is the vote again, not an update.
    expect(check({ ...vote, comment: '  ' }, staticData).duplicate).toBe(true);
  });

  test('Remember keeps the newest 10,000 ids', () => {
    const staticData: { submissionIds?: Record<string, number> } = {
      submissionIds: Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`id-${index}`, index])),
    };
    runCode(rememberCode, [{ json: check({ subject: 'demo', submissionId: id }) }], staticData);
    expect(Object.keys(staticData.submissionIds!)).toHaveLength(10_000);
    expect(staticData.submissionIds).toHaveProperty(id);
    expect(staticData.submissionIds).not.toHaveProperty('id-0');
  });
});

describe('Allowed Origins from one place', () => {
  test('parseOrigins accepts scheme, host and port only', () => {
    expect(parseOrigins('https://shop.example, https://www.shop.example/')).toEqual([
      'https://shop.example',
      'https://www.shop.example',
    ]);
    expect(() => parseOrigins('')).toThrow('No origin given');
    expect(() => parseOrigins('shop.example')).toThrow('Not an origin: shop.example');
    expect(() => parseOrigins('https://shop.example/contact')).toThrow(
      'scheme and host only, e.g. https://shop.example',
    );
    expect(() => parseOrigins('ftp://shop.example')).toThrow('Not an origin');
  });

  test('withAllowedOrigins writes them into every webhook of a workflow and leaves the file as it was', () => {
    for (const file of workflowFiles) {
      const changed = withAllowedOrigins(workflows[file]!, ['https://a.example', 'https://b.example']);
      for (const node of changed.nodes.filter((candidate) => webhookNodeTypes.includes(candidate.type))) {
        expect(node.parameters.options.allowedOrigins).toBe('https://a.example,https://b.example');
      }
      expect(changed.nodes.filter((node) => !webhookNodeTypes.includes(node.type))).toEqual(
        workflows[file]!.nodes.filter((node) => !webhookNodeTypes.includes(node.type)),
      );
    }
    expect(readWorkflow('forms.json')).toEqual(workflows['forms.json']);
  });
});

describe('the chat agent answers from the docs', () => {
  const chatFiles = ['chat-webhook-get.json', 'chat-trigger.json'];

  test.each(chatFiles)(
    '%s: the AI Agent has the docs tool, which reads the site at the path the model picks',
    (file) => {
      const tool = nodeNamed(file, docsToolName);
      expect(tool.type).toBe('n8n-nodes-base.httpRequestTool');
      expect(tool.parameters.url).toMatch(/^=https:\/\/linkwell\.example\/\{\{ \$fromAI\('path', /);
      expect(workflows[file]!.connections[docsToolName]).toEqual({
        ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]],
      });
      const systemMessage = nodeNamed(file, 'AI Agent').parameters.options.systemMessage as string;
      for (const instruction of [
        'llms.txt',
        'documentation/<slug>.md',
        'not the .md file',
        'Talk to a person',
        'Answer a yes/no question with "Yes" or "No" first',
      ]) {
        expect(systemMessage).toContain(instruction);
      }
      expect(systemMessage).toContain(factsPlaceholder);
    },
  );

  test.each(chatFiles)(
    '%s: set-origins.mjs writes the site into the tool and the system message, and the facts from content/',
    (file) => {
      const ready = withSiteDocs(readWorkflow(file), 'https://www.shop.test/');
      const tool = ready.nodes.find((node) => node.name === docsToolName)!;
      expect(tool.parameters.url).toMatch(/^=https:\/\/www\.shop\.test\/\{\{ \$fromAI/);
      const systemMessage = ready.nodes.find((node) => node.name === 'AI Agent')!.parameters.options
        .systemMessage as string;
      expect(systemMessage).toContain('https://www.shop.test/documentation/<slug>');
      expect(systemMessage).not.toContain('linkwell.example');
      expect(systemMessage).not.toContain(factsPlaceholder);
      expect(systemMessage).toContain(chatFacts());
      // The Postgres variant keeps both.
      const variant = withPostgres(file, ready);
      expect(variant.nodes.find((node) => node.name === 'AI Agent')!.parameters.options.systemMessage).toBe(
        systemMessage,
      );
      expect(variant.nodes.find((node) => node.name === docsToolName)).toEqual(tool);
    },
  );

  test('the facts name every price, setup fee and discount the site shows, from content/marketing/plans.md', () => {
    const facts = chatFacts();
    for (const [name, value] of Object.entries(priceValues())) {
      expect({ name, found: facts.includes(value) }).toEqual({ name, found: true });
    }
    expect(facts).toContain('- Basic: $99/month, or $89/month billed annually; 1 store, up to 2 vendors');
    expect(facts).toContain('- Enterprise: custom pricing (Contact Sales); unlimited stores');
    // What Basic can buy for a fee is named as such, not as something it includes.
    expect(facts).toMatch(
      /- Basic: [^\n]*; paid add-on: Bulk product creation \(fee quoted on request\); not included: /,
    );
  });

  test("the facts say MAP by vendor as the local receiver's answers do: who sends it, who publishes none, who sends no prices, who is not said", () => {
    const facts = chatFacts();
    expect(facts).toMatch(
      /- Send their MAP with their prices: [^\n]*Crystorama[^\n]*; once connected, [^\n]*James\+James \(beta\)/,
    );
    expect(facts).toMatch(/- Publish no MAP[^\n]*Entrenue/);
    expect(facts).toMatch(/- Send no prices at all[^\n]*Amazon MCF/);
    expect(facts).toMatch(/- Not said on our site: Medline and McKesson\. [^\n]*do not guess/);
    expect(facts).toContain('Enforce MAP');
    // A vendor's record changed is the answer the agent is given.
    const vendors = siteContent.vendors.map((vendor) =>
      vendor.name === 'Medline' ? { ...vendor, map: false } : vendor,
    );
    expect(chatFacts(undefined, vendors)).toContain('- Not said on our site: McKesson.');
  });

  test('a price changed in plans.md is the price the agent is given', () => {
    const source = fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8');
    const facts = chatFacts(source.replace('monthlyPrice: 99', 'monthlyPrice: 109'));
    expect(facts).toContain('- Basic: $109/month, or $89/month billed annually');
  });
});

describe('the Postgres variants (queue mode)', () => {
  test('every workflow has one', () => {
    expect(Object.keys(postgresVariants).sort()).toEqual([...workflowFiles].sort());
  });

  test('every file, shipped or generated, carries an id of its own (n8n 2 refuses to import a file without one)', () => {
    const ids = workflowFiles.flatMap((file) => [workflows[file]!.id, withPostgres(file, readWorkflow(file)).id]);
    for (const workflowId of ids) expect(workflowId).toMatch(/^[A-Za-z0-9]{1,36}$/);
    expect(new Set(ids).size).toBe(workflowFiles.length * 2);
  });

  test.each(['chat-webhook-get.json', 'chat-trigger.json'])(
    '%s: the conversation is kept in Postgres Chat Memory, wired where Simple Memory was',
    (file) => {
      const variant = withPostgres(file, readWorkflow(file));
      const memory = variant.nodes.find((node) => node.name === postgresChatMemory.name)!;
      const simple = nodeNamed(file, 'Simple Memory');
      expect(memory).toMatchObject({
        type: postgresChatMemory.type,
        parameters: simple.parameters,
        credentials: { postgres: postgresCredential },
      });
      expect(variant.nodes.some((node) => node.name === 'Simple Memory')).toBe(false);
      expect(variant.connections[postgresChatMemory.name]).toEqual(workflows[file]!.connections['Simple Memory']);
    },
  );

  test.each(['forms.json', 'application.json'])(
    '%s: stores the whole submission with one INSERT (a repeat stores nothing), answers, mails, and records the mail in Postgres',
    (file) => {
      const variant = withPostgresDedupe(readWorkflow(file));
      const node = (name: string) => variant.nodes.find((candidate) => candidate.name === name);
      const next = (name: string, output = 0) =>
        (variant.connections[name]?.main[output] ?? []).map((link: { node: string }) => link.node);
      const first = file === 'forms.json' ? 'A form of this webhook?' : 'A resume attached?';
      expect(next('Honeypot filled?', 1)).toEqual([first]);
      expect(next('Write the submission')).toEqual(['Store the submission']);
      expect(node('Store the submission')).toMatchObject({
        type: 'n8n-nodes-base.postgres',
        onError: 'continueErrorOutput',
        parameters: { query: storeQuery },
        credentials: { postgres: postgresCredential },
      });
      expect(next('Store the submission', 0)).toEqual(['Note the stored row']);
      expect(next('Store the submission', 1)).toEqual(['Respond: not stored']);
      expect(next('Note the stored row')).toEqual(['Stored before?']);
      expect(next('Stored before?', 0)).toEqual(['Respond 200']);
      expect(next('Stored before?', 1)).toEqual(['Respond: stored']);
      expect(next('Respond: stored')).toEqual(['Write the mail']);
      expect(next('Send the notification', 0)).toEqual(['Mark the submission sent']);
      expect(next('Send the notification', 1)).toEqual(['Keep it unsent']);
      for (const name of ['Mark the submission sent', 'Keep it unsent']) {
        expect(node(name)).toMatchObject({
          type: 'n8n-nodes-base.postgres',
          credentials: { postgres: postgresCredential },
        });
      }
      for (const gone of ['Seen in the last 24 h?', 'Remember the submission id', 'Open the submissions table']) {
        expect(node(gone)).toBeUndefined();
      }
      expect(variant.nodes.some((candidate) => candidate.type === 'n8n-nodes-base.dataTable')).toBe(false);
      expect(readWorkflow(file)).toEqual(workflows[file]);
      // The resume's bytes go into the same INSERT as the row (none from the forms workflow).
      const parameters = node('Store the submission')!.parameters.options.queryReplacement as string;
      if (file === 'forms.json') expect(parameters).toMatch(/, ''\] \}\}$/);
      else {
        expect(next('A resume attached?', 0)).toEqual(['Keep the resume']);
        expect(next('A resume attached?', 1)).toEqual(['Write the submission']);
        expect(next('Keep the resume', 0)).toEqual(['Write the submission']);
        expect(next('Keep the resume', 1)).toEqual(['Respond: not stored']);
        expect(node('Keep the resume')).toMatchObject({
          type: 'n8n-nodes-base.extractFromFile',
          onError: 'continueErrorOutput',
          parameters: { operation: 'binaryToPropery', binaryPropertyName: 'resume', destinationKey: 'resumeBase64' },
        });
        expect(parameters).toContain(
          `$('Keep the resume').isExecuted ? $('Keep the resume').first().json.resumeBase64 : ''`,
        );
      }
      expect(variant.nodes.some((candidate) => candidate.type === 'n8n-nodes-base.readWriteFile')).toBe(false);
    },
  );

  test('the mail retries lease the due rows from Postgres, so that two runs never mail one row', () => {
    const variant = withPostgres('mail-retries.json', readWorkflow('mail-retries.json'));
    const node = (name: string) => variant.nodes.find((candidate) => candidate.name === name)!;
    expect(node('Unsent submissions').parameters.query).toBe(dueQuery);
    expect(dueQuery).toContain('FOR UPDATE SKIP LOCKED');
    expect(dueQuery).toContain(`WHERE state = 'unsent' AND next_attempt_at <= now()`);
    expect(variant.connections['Every minute'].main[0]).toEqual([
      { node: 'Unsent submissions', type: 'main', index: 0 },
    ]);
    // The rows the lease returns carry its later next attempt: no second check of the time.
    expect(variant.connections['Unsent submissions'].main[0]).toEqual([
      { node: 'A resume kept?', type: 'main', index: 0 },
    ]);
    // Each row comes with its resume's bytes, which become the attachment again.
    expect(dueQuery).toContain(`encode(linkwell_resumes.content, 'base64') AS "resumeBase64"`);
    expect(node('Read the resume')).toMatchObject({
      type: 'n8n-nodes-base.convertToFile',
      onError: 'continueRegularOutput',
      parameters: { operation: 'toBinary', sourceProperty: 'resumeBase64', binaryPropertyName: 'resume' },
    });
    expect(variant.connections['Read the resume'].main[0]).toEqual([
      { node: 'Put the resume with its row', type: 'main', index: 0 },
    ]);
    expect(variant.nodes.some((candidate) => candidate.type === 'n8n-nodes-base.dataTable')).toBe(false);
    expect(variant.nodes.some((candidate) => candidate.type === 'n8n-nodes-base.readWriteFile')).toBe(false);
  });

  test('the INSERT and the table agree: every column it writes is in submissions.sql, and the key is the primary key', () => {
    const sql = fs.readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'n8n', 'submissions.sql'), 'utf8');
    expect(storeQuery).toContain('ON CONFLICT (dedupe_key) DO NOTHING');
    expect(sql).toContain('dedupe_key text PRIMARY KEY');
    const written = /INSERT INTO linkwell_submissions \(([^)]+)\)/.exec(storeQuery)![1]!.split(', ');
    for (const column of written) expect(sql).toMatch(new RegExp(`^  ${column} `, 'm'));
    expect(storeQuery).toContain('INSERT INTO linkwell_resumes (dedupe_key, content)');
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS linkwell_resumes (');
    expect(sql).toContain('dedupe_key text PRIMARY KEY REFERENCES linkwell_submissions (dedupe_key) ON DELETE CASCADE');
    expect(sql).toMatch(/^  content bytea NOT NULL$/m);
  });

  test("Note the stored row puts the INSERT's answer on the row and keeps its binary (the resume)", () => {
    const code = withPostgresDedupe(readWorkflow('application.json')).nodes.find(
      (candidate) => candidate.name === 'Note the stored row',
    )!.parameters.jsCode as string;
    const row = { json: { kind: 'application', dedupeKey: id }, binary: { resume: {} } };
    const run = new Function('$', '$input', code) as (
      select: (node: string) => { first: () => Item },
      input: { first: () => Item },
    ) => Item[];
    const noted = (duplicate: boolean) =>
      run(() => ({ first: () => row }), { first: () => ({ json: { duplicate } }) })[0]!;
    expect(noted(true)).toEqual({ json: { ...row.json, duplicate: true }, binary: { resume: {} } });
    expect(noted(false).json.duplicate).toBe(false);
  });
});

describe('the n8n 1.123 variants', () => {
  const tableId = 'zVJo8XRrzAZo2xmK';
  const dataTableFiles = ['forms.json', 'application.json', 'mail-retries.json'];

  test.each(dataTableFiles)(
    '%s: no node creates the table; every Data table node names the one made by hand, by id',
    (file) => {
      const variant = withN8n1(readWorkflow(file), tableId);
      expect(variant.nodes.some((node) => node.name === openTableNode)).toBe(false);
      expect(JSON.stringify(variant.connections)).not.toContain(openTableNode);
      const tables = variant.nodes.filter((node) => node.type === 'n8n-nodes-base.dataTable');
      expect(tables.length).toBeGreaterThan(0);
      for (const node of tables) {
        expect(node.parameters.resource).toBe('row');
        expect(node.parameters.dataTableId).toEqual({
          __rl: true,
          mode: 'id',
          value: tableId,
          cachedResultName: 'linkwell_submissions',
        });
      }
      // What led to the table's creation now leads to what came after it.
      const before = Object.entries(workflows[file]!.connections).find(([, outputs]) =>
        JSON.stringify(outputs).includes(`"node":"${openTableNode}"`),
      )![0];
      const after = workflows[file]!.connections[openTableNode].main[0].map((link: { node: string }) => link.node);
      const output = workflows[file]!.connections[before].main.findIndex((links: Array<{ node: string }> | null) =>
        links?.some((link) => link.node === openTableNode),
      );
      expect(variant.connections[before].main[output].map((link: { node: string }) => link.node)).toEqual(after);
      expect(readWorkflow(file)).toEqual(workflows[file]);
    },
  );

  test('the table made by hand has the columns the n8n 2 workflows create it with', () => {
    for (const file of dataTableFiles)
      expect(submissionsTable(readWorkflow(file))).toEqual(submissionsTable(workflows['forms.json']!));
    const table = submissionsTable(workflows['forms.json']!);
    expect(table.name).toBe('linkwell_submissions');
    expect(table.columns.map((column) => column.name)).toContain('payload');
    expect(table.columns.find((column) => column.name === 'attempts')).toEqual({ name: 'attempts', type: 'number' });
  });

  test('the mail attaches the resume as "Attachments"; the resume is read by version 1 of the file node, which always puts out an item', () => {
    for (const file of ['forms.json', 'application.json', 'mail-retries.json']) {
      const send = withN8n1(readWorkflow(file), tableId).nodes.find((node) => node.name === 'Send the notification')!;
      expect(send.parameters.options).toEqual({ appendAttribution: false, attachments: 'resume' });
    }
    const retries = withN8n1(readWorkflow('mail-retries.json'), tableId);
    expect(retries.nodes.find((node) => node.name === 'Read the resume')).toMatchObject({
      typeVersion: 1,
      alwaysOutputData: true,
      onError: 'continueRegularOutput',
    });
    const keep = withN8n1(readWorkflow('application.json'), tableId).nodes.find(
      (node) => node.name === 'Keep the resume',
    )!;
    expect(keep).toMatchObject({ typeVersion: 1, onError: 'continueErrorOutput' });
    expect(keep).not.toHaveProperty('alwaysOutputData');
  });

  test('the chat workflows stay as they are; ids stay; a table id is checked', () => {
    for (const file of ['chat-webhook-get.json', 'chat-trigger.json']) {
      expect(withN8n1(readWorkflow(file), tableId)).toEqual(workflows[file]);
    }
    for (const file of workflowFiles) expect(withN8n1(readWorkflow(file)).id).toBe(workflows[file]!.id);
    const unpicked = withN8n1(readWorkflow('forms.json')).nodes.find((node) => node.name === 'Store the submission')!;
    expect(unpicked.parameters.dataTableId.value).toBe(placeholderTableId);
    expect(() => withN8n1(readWorkflow('forms.json'), 'a b')).toThrow('Not a Data table id');
  });
});
