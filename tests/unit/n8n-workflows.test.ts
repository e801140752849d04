/**
 * @jest-environment node
 */
// The n8n workflows in deploy/n8n/ as files: wired as docs/n8n.md "n8n workflows" says, with the same
// checking code in both form workflows, and that code's judgement run here on the site's bodies.
// `npm run test:n8n` runs them in a real n8n.
import {
  parseOrigins,
  readWorkflow,
  webhookNodeTypes,
  withAllowedOrigins,
  workflowFiles,
} from '../../deploy/n8n/set-origins.mjs';
import fs from 'node:fs';
import path from 'node:path';
import {
  claimQuery,
  postgresChatMemory,
  postgresCredential,
  postgresVariants,
  reclaimPendingAfter,
  withPostgres,
  withPostgresDedupe,
} from '../../deploy/n8n/postgres-variants.mjs';
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
      expect(webhooks.length).toBeGreaterThan(0);
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
    '%s: a failed notification answers 500 with a message for the person (n8n alone answers 200 with no body) and fails the execution',
    (file) => {
      const workflow = workflows[file]!;
      const notifications = workflow.nodes.filter((node) => node.name.startsWith('Notify: '));
      expect(notifications.length).toBeGreaterThan(0);
      for (const notify of notifications) {
        expect(notify).toMatchObject({ onError: 'continueErrorOutput' });
        expect(workflow.connections[notify.name].main[1]).toEqual([
          { node: 'Respond: notification failed', type: 'main', index: 0 },
        ]);
      }
      expect(nodeNamed(file, 'Respond: notification failed').parameters).toMatchObject({
        options: { responseCode: 500 },
      });
      expect(JSON.parse(nodeNamed(file, 'Respond: notification failed').parameters.responseBody)).toEqual({
        message: 'We could not pass your message on. Please send it again.',
      });
      expect(workflow.connections['Respond: notification failed'].main[0]).toEqual([
        { node: 'Notification failed', type: 'main', index: 0 },
      ]);
    },
  );

  test('both form workflows check and remember with the same code', () => {
    expect(nodeNamed('application.json', 'Check the submission').parameters.jsCode).toBe(checkCode);
    expect(nodeNamed('application.json', 'Remember the submission id').parameters.jsCode).toBe(rememberCode);
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
    '%s: claims the id before the repeat check, marks it sent after the notification, releases it when the notification fails',
    (file) => {
      const variant = withPostgresDedupe(readWorkflow(file));
      const node = (name: string) => variant.nodes.find((candidate) => candidate.name === name);
      const next = (name: string, output = 0) =>
        (variant.connections[name]?.main[output] ?? []).map((link: { node: string }) => link.node);
      expect(next('Honeypot filled?', 1)).toEqual(['Claim the submission id']);
      expect(node('Claim the submission id')!.parameters.query).toBe(claimQuery);
      expect(node('Claim the submission id')).toMatchObject({ credentials: { postgres: postgresCredential } });
      expect(next('Claim the submission id')).toEqual(['Note the claim']);
      expect(next('Note the claim')).toEqual(['Claimed before?']);
      expect(next('Claimed before?', 0)).toEqual(['Respond 200']);
      const notifications = variant.nodes.filter((candidate) => candidate.name.startsWith('Notify: '));
      expect(notifications.length).toBeGreaterThan(0);
      for (const notify of notifications) {
        expect(notify).toMatchObject({ onError: 'continueErrorOutput' });
        expect(next(notify.name, 0)).toEqual(['Mark the submission sent']);
        expect(next(notify.name, 1)).toEqual(['Release the submission id']);
      }
      expect(next('Mark the submission sent')).toEqual(['Respond 200']);
      expect(next('Release the submission id')).toEqual(['Respond: notification failed']);
      expect(next('Respond: notification failed')).toEqual(['Notification failed']);
      expect(node('Seen in the last 24 h?')).toBeUndefined();
      expect(node('Remember the submission id')).toBeUndefined();
      expect(readWorkflow(file)).toEqual(workflows[file]);
    },
  );

  test('the claim takes over only a claim left pending longer than the one window that docs/n8n.md and submissions.sql quote', () => {
    // The SQL runs against Postgres in `npm run test:n8n -- --queue` (tests/n8n/forms.spec.ts).
    expect(claimQuery).toContain('ON CONFLICT (dedupe_key) DO UPDATE SET claimed_at = now()');
    expect(claimQuery).toContain(
      `WHERE linkwell_submissions.state = 'pending'\n      AND linkwell_submissions.claimed_at < now() - interval '${reclaimPendingAfter}'`,
    );
    expect(claimQuery).toContain('RETURNING dedupe_key');
    const root = path.resolve(__dirname, '..', '..');
    const docs = fs.readFileSync(path.join(root, 'docs', 'n8n.md'), 'utf8');
    const sql = fs.readFileSync(path.join(root, 'deploy', 'n8n', 'submissions.sql'), 'utf8');
    expect(docs).toContain(`claimed_at < now() - interval '${reclaimPendingAfter}'`);
    expect(docs).toContain(`\`pending\` for over ${reclaimPendingAfter}`);
    expect(sql).toContain(`claimed over ${reclaimPendingAfter} ago`);
  });

  test("Note the claim puts the claim's answer on the submission and keeps its binary (the resume)", () => {
    const code = withPostgresDedupe(readWorkflow('application.json')).nodes.find(
      (candidate) => candidate.name === 'Note the claim',
    )!.parameters.jsCode as string;
    const submission = { json: { kind: 'application', submissionId: id, duplicate: false }, binary: { resume: {} } };
    const run = new Function('$', '$input', code) as (
      select: (node: string) => { first: () => Item },
      input: { first: () => Item },
    ) => Item[];
    const noted = (duplicate: boolean) =>
      run(() => ({ first: () => submission }), { first: () => ({ json: { duplicate } }) })[0]!;
    expect(noted(true)).toEqual({ json: { ...submission.json, duplicate: true }, binary: { resume: {} } });
    expect(noted(false).json.duplicate).toBe(false);
  });
});
