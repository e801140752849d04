import {
  appendSubmission,
  createSubmissionIds,
  newSubmissionId,
  valuesKey,
  withSubmission,
} from '@/lib/forms/submission';

describe('submission ids', () => {
  it('reuse one id for every retry of the same values', async () => {
    const ids = createSubmissionIds();
    const first = await ids.idFor(valuesKey({ name: 'Ada', message: 'Hi' }));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await ids.idFor(valuesKey({ name: 'Ada', message: 'Hi' }))).toBe(first);
  });

  it('start a new one when a value changes, and after a success', async () => {
    const ids = createSubmissionIds();
    const first = await ids.idFor(valuesKey({ name: 'Ada' }));
    const changed = await ids.idFor(valuesKey({ name: 'Ada L.' }));
    expect(changed).not.toBe(first);
    ids.renew();
    expect(await ids.idFor(valuesKey({ name: 'Ada L.' }))).not.toBe(changed);
  });

  it('tell files apart by name, size and date', () => {
    const file = (name: string, text: string) => new File([text], name, { lastModified: 1 });
    expect(valuesKey({ resume: file('a.pdf', 'x') })).toBe(valuesKey({ resume: file('a.pdf', 'y') }));
    expect(valuesKey({ resume: file('a.pdf', 'x') })).not.toBe(valuesKey({ resume: file('a.pdf', 'xy') }));
    expect(valuesKey({ resume: file('a.pdf', 'x') })).not.toBe(valuesKey({ resume: file('b.pdf', 'x') }));
  });
});

describe('new submission ids', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("are the browser's UUID v4 where it has one", async () => {
    expect(await newSubmissionId()).toMatch(uuidV4);
  });

  it('come from the uuid package where the browser has none (plain http)', async () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const [first, second] = [await newSubmissionId(), await newSubmissionId()];
      expect(first).toMatch(uuidV4);
      expect(second).not.toBe(first);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('submission bodies', () => {
  const submission = { submissionId: 'id-1', _meta: { honeypot: '', msFromFirstPaint: 4200 } };

  it('add the id and the signals to a JSON body', () => {
    expect(withSubmission({ name: 'Ada' }, submission)).toEqual({
      name: 'Ada',
      submissionId: 'id-1',
      _meta: { honeypot: '', msFromFirstPaint: 4200 },
    });
  });

  it('add them as fields to a multipart body', () => {
    const body = appendSubmission(new FormData(), { ...submission, _meta: { honeypot: 'bot', msFromFirstPaint: 90 } });
    expect(body.get('submissionId')).toBe('id-1');
    expect(JSON.parse(body.get('_meta') as string)).toEqual({ honeypot: 'bot', msFromFirstPaint: 90 });
  });
});
