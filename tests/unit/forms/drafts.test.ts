import {
  DRAFT_MAX_AGE_MS,
  DRAFT_WRITE_DELAY_MS,
  clearDraft,
  createDraftWriter,
  draftStorageKey,
  loadDraft,
  saveDraft,
} from '@/lib/forms/drafts';

const stored = (formKey: string) => JSON.parse(sessionStorage.getItem(draftStorageKey(formKey)) ?? 'null') as unknown;

describe('form drafts in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only non-empty text values, with the time saved, and restores the requested fields', () => {
    expect(
      saveDraft('contact', { name: 'Ada', email: '', message: 'Long text', resume: new File(['x'], 'cv.pdf') }, 1000),
    ).toBe(true);
    expect(stored('contact')).toEqual({ savedAt: 1000, values: { name: 'Ada', message: 'Long text' } });
    expect(loadDraft('contact', ['name', 'message'], 2000)).toEqual({ name: 'Ada', message: 'Long text' });
    expect(loadDraft('contact', ['name'], 2000)).toEqual({ name: 'Ada' });
  });

  it('removes the draft when every field is empty, and on clear', () => {
    saveDraft('quote', { name: 'Ada' });
    saveDraft('quote', { name: '' });
    expect(sessionStorage.getItem(draftStorageKey('quote'))).toBeNull();
    saveDraft('quote', { name: 'Ada' });
    clearDraft('quote');
    expect(loadDraft('quote', ['name'])).toEqual({});
  });

  it('expires after 24 hours: an older draft is removed, not restored', () => {
    saveDraft('contact', { message: 'personal text' }, 0);
    expect(DRAFT_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(loadDraft('contact', ['message'], DRAFT_MAX_AGE_MS - 1)).toEqual({ message: 'personal text' });
    expect(loadDraft('contact', ['message'], DRAFT_MAX_AGE_MS)).toEqual({});
    expect(sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
  });

  it('ignores and removes broken, foreign or undated data', () => {
    sessionStorage.setItem(draftStorageKey('contact'), '{not json');
    expect(loadDraft('contact', ['name'])).toEqual({});
    sessionStorage.setItem(
      draftStorageKey('contact'),
      JSON.stringify({ savedAt: Date.now(), values: { name: 42, message: ['x'] } }),
    );
    expect(loadDraft('contact', ['name', 'message'])).toEqual({});
    // The format before drafts expired: no date, so it is not kept.
    sessionStorage.setItem(draftStorageKey('contact'), JSON.stringify({ name: 'Ada' }));
    expect(loadDraft('contact', ['name'])).toEqual({});
    expect(sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
    sessionStorage.setItem(
      draftStorageKey('contact'),
      JSON.stringify({ savedAt: Date.now() + 60_000, values: { name: 'Ada' } }),
    );
    expect(loadDraft('contact', ['name'])).toEqual({});
  });

  it('keeps forms apart', () => {
    saveDraft('vendor-request-nora', { name: 'A' });
    saveDraft('vendor-request-cyan', { name: 'B' });
    expect(loadDraft('vendor-request-nora', ['name'])).toEqual({ name: 'A' });
  });

  describe('when the browser refuses the draft (quota exceeded)', () => {
    afterEach(() => jest.restoreAllMocks());

    it('reports it and removes the older draft instead of keeping it', () => {
      saveDraft('contact', { message: 'old text' });
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      expect(saveDraft('contact', { message: 'newer, longer text' })).toBe(false);
      expect(sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
      expect(loadDraft('contact', ['message'])).toEqual({});
    });
  });
});

describe('createDraftWriter: one write per pause in typing', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('writes the last values once typing pauses, not on every key', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const results: boolean[] = [];
    const writer = createDraftWriter('contact', (ok) => results.push(ok));
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      writer.write({ message: text });
      jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    }
    expect(setItem).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(loadDraft('contact', ['message'])).toEqual({ message: 'Hello' });
    expect(results).toEqual([true]);
  });

  it('flushes a pending draft at once (leaving the page) and drops it on cancel (sent)', () => {
    const writer = createDraftWriter('contact', () => undefined);
    writer.write({ message: 'typed just before leaving' });
    writer.flush();
    expect(loadDraft('contact', ['message'])).toEqual({ message: 'typed just before leaving' });
    writer.write({ message: 'sent' });
    writer.cancel();
    clearDraft('contact');
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 2);
    expect(sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
  });

  it('reports a refused write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const results: boolean[] = [];
    const writer = createDraftWriter('contact', (ok) => results.push(ok));
    writer.write({ message: 'x'.repeat(10) });
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(results).toEqual([false]);
  });
});
