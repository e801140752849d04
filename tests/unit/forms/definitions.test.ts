/**
 * Each form's definition (lib/forms/<form>.ts): the webhook it posts to and its request body, byte
 * for byte, as SPEC §7 "Forms" and the n8n workflows in deploy/n8n expect them. Values go through
 * each form's own schema first, as they do in the browser, so the fields' order is the one sent.
 */
import { getPlans } from '@/lib/content/plans';
import { createMessage } from '@/lib/chat/messages';
import { getPositionChoices } from '@/lib/content/careers';
import { applicationFormFor } from '@/lib/forms/application';
import { contactForm, contactPlanOptions } from '@/lib/forms/contact';
import { docFeedbackComment, docFeedbackForm, docFeedbackVote } from '@/lib/forms/docs-feedback';
import { handoffForm } from '@/lib/forms/handoff';
import { quoteForm } from '@/lib/forms/quote';
import { vendorRequestForm } from '@/lib/forms/vendor-request';
import { sendForm } from '@/lib/forms/webhook';
import { resolveWebhookSettings } from '@/lib/site/webhooks.config.mjs';
import { documentBytes } from '../../fixtures/documents';

const urls = resolveWebhookSettings(process.env).urls;
const submission = {
  submissionId: '0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d',
  _meta: { honeypot: '', msFromFirstPaint: 5000 },
};
const submissionJson =
  '"submissionId":"0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d","_meta":{"honeypot":"","msFromFirstPaint":5000}';
const planOptions = contactPlanOptions(getPlans());

describe('the contact form', () => {
  it("offers the spec's plans, named as in content/, with Enterprise folded into Other", () => {
    expect(planOptions).toEqual([
      { value: 'basic', label: 'Basic' },
      { value: 'plus', label: 'Plus' },
      { value: 'premium', label: 'Premium' },
      { value: 'other', label: 'Other (Enterprise or not sure)' },
    ]);
  });

  it('posts JSON of its eight fields, then the submission, to the forms webhook', async () => {
    const form = contactForm(planOptions);
    const values = (await form.loadSchema()).parse({
      message: 'Hi',
      subject: 'demo',
      websiteUrl: ' https://shop.example ',
      plan: 'premium',
      phone: '',
      company: 'ACME',
      email: 'ada@example.com',
      name: ' Ada ',
    });
    expect(form.url).toBe(urls.forms);
    expect(JSON.stringify(form.body(values, submission))).toBe(
      `{"name":"Ada","email":"ada@example.com","company":"ACME","phone":"","plan":"premium","websiteUrl":"https://shop.example","subject":"demo","message":"Hi",${submissionJson}}`,
    );
  });
});

test('the vendor request posts its four fields and the vendor to the forms webhook', async () => {
  const form = vendorRequestForm('Cyan Design');
  const values = (await form.loadSchema()).parse({ message: 'Sync', website: '', email: 'a@b.co', name: 'Ada' });
  expect(form.url).toBe(urls.forms);
  expect(form.id).toBe('vendor-request-cyan-design');
  expect(JSON.stringify(form.body(values, submission))).toBe(
    `{"name":"Ada","email":"a@b.co","website":"","message":"Sync","vendor":"Cyan Design",${submissionJson}}`,
  );
});

test('the quote posts JSON of its nine fields to the quote webhook', async () => {
  const values = (await quoteForm.loadSchema()).parse({
    integrationType: 'api',
    vendorWebsite: 'https://vendor.example',
    vendorName: 'Acme',
    syncOrders: 'yes',
    productCount: '501-2000',
    website: 'https://shop.example',
    phone: '',
    email: 'a@b.co',
    name: 'Ada',
  });
  expect(quoteForm.url).toBe(urls.quote);
  expect(JSON.stringify(quoteForm.body(values, submission))).toBe(
    `{"name":"Ada","email":"a@b.co","phone":"","website":"https://shop.example","productCount":"501-2000","syncOrders":"yes","vendorName":"Acme","vendorWebsite":"https://vendor.example","integrationType":"api",${submissionJson}}`,
  );
});

test('the application posts multipart: its text fields in order, the resume, then the submission', async () => {
  const applicationForm = applicationFormFor(getPositionChoices().map((position) => position.title));
  const resume = new File([documentBytes('pdf', 2048)], 'cv\u202Egpj.pdf');
  const values = await (
    await applicationForm.loadSchema()
  ).parseAsync({
    resume,
    coverLetter: 'Hello',
    portfolioUrl: '',
    githubUrl: 'https://github.com/grace',
    linkedinUrl: '',
    position: 'Integration Engineer',
    phone: '',
    email: 'grace@example.com',
    fullName: 'Grace Hopper',
  });
  const body = applicationForm.body(values, submission);
  expect(applicationForm.url).toBe(urls.application);
  expect(body).toBeInstanceOf(FormData);
  const entries = [...(body as FormData).entries()].map(([name, value]) =>
    value instanceof File ? [name, `file:${value.name}:${value.size}`] : [name, value],
  );
  expect(entries).toEqual([
    ['fullName', 'Grace Hopper'],
    ['email', 'grace@example.com'],
    ['phone', ''],
    ['position', 'Integration Engineer'],
    ['linkedinUrl', ''],
    ['githubUrl', 'https://github.com/grace'],
    ['portfolioUrl', ''],
    ['coverLetter', 'Hello'],
    ['resume', 'file:cvgpj.pdf:2048'],
    ['submissionId', submission.submissionId],
    ['_meta', '{"honeypot":"","msFromFirstPaint":5000}'],
  ]);
});

test('the chat hand-off posts a contact message with subject support, the session and the transcript, to the forms webhook', async () => {
  const messages = [createMessage('Hi there!', 'bot'), createMessage('Where is my order?', 'user')];
  const form = handoffForm({ sessionId: 's-1', messages });
  expect(form.defaultValues.message).toBe(
    'I would like help from a person. My questions to the assistant so far:\n- Where is my order?',
  );
  const values = (await form.loadSchema()).parse({ message: 'Please help', email: 'a@b.co', name: 'Ada' });
  expect(form.url).toBe(urls.forms);
  expect(JSON.stringify(form.body(values, submission))).toBe(
    `{"name":"Ada","email":"a@b.co","subject":"support","message":"Please help","sessionId":"s-1","transcript":${JSON.stringify(messages)},${submissionJson}}`,
  );
});

describe('the docs page feedback', () => {
  it('posts the vote, then the comment with the same submissionId, to the forms webhook', () => {
    expect(docFeedbackForm.url).toBe(urls.forms);
    const vote = JSON.stringify(docFeedbackVote('/documentation/x', false, submission.submissionId));
    expect(vote).toMatch(
      /^\{"type":"docs-feedback","page":"\/documentation\/x","helpful":false,"submissionId":"0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d","_meta":\{"honeypot":"","msFromFirstPaint":\d+\}\}$/,
    );
    expect(JSON.stringify(docFeedbackComment('/documentation/x', true, ' Clear ', submission.submissionId))).toMatch(
      /^\{"type":"docs-feedback","page":"\/documentation\/x","helpful":true,"comment":"Clear","submissionId":"0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d","_meta":\{"honeypot":"","msFromFirstPaint":\d+\}\}$/,
    );
  });
});

describe('sendForm (the one webhook client)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("POSTs a definition's JSON body as JSON, and its multipart body as it is, to the definition's URL", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => '' }) as Response);
    global.fetch = fetchMock;
    await sendForm(quoteForm, { ...quoteForm.defaultValues, integrationType: '' } as never, submission);
    const data = new FormData();
    await sendForm({ url: 'https://n8n.example/webhook/x', body: () => data }, {}, submission);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [jsonUrl, jsonInit] = calls[0]!;
    const [multipartUrl, multipartInit] = calls[1]!;
    expect(jsonUrl).toBe(urls.quote);
    expect(jsonInit).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(jsonInit.body as string)).toMatchObject(submission);
    expect(multipartUrl).toBe('https://n8n.example/webhook/x');
    expect(multipartInit.body).toBe(data);
    expect(multipartInit.headers).toBeUndefined();
  });
});
