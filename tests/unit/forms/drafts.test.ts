import { clearDraft, draftStorageKey, loadDraft, saveDraft } from '@/lib/forms/drafts';

describe('form drafts in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only non-empty text values and restores the requested fields', () => {
    saveDraft('contact', { name: 'Ada', email: '', message: 'Long text', resume: new File(['x'], 'cv.pdf') });
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey('contact'))!)).toEqual({ name: 'Ada', message: 'Long text' });
    expect(loadDraft('contact', ['name', 'message'])).toEqual({ name: 'Ada', message: 'Long text' });
    expect(loadDraft('contact', ['name'])).toEqual({ name: 'Ada' });
  });

  it('removes the draft when every field is empty, and on clear', () => {
    saveDraft('quote', { name: 'Ada' });
    saveDraft('quote', { name: '' });
    expect(sessionStorage.getItem(draftStorageKey('quote'))).toBeNull();
    saveDraft('quote', { name: 'Ada' });
    clearDraft('quote');
    expect(loadDraft('quote', ['name'])).toEqual({});
  });

  it('ignores broken or foreign data', () => {
    sessionStorage.setItem(draftStorageKey('contact'), '{not json');
    expect(loadDraft('contact', ['name'])).toEqual({});
    sessionStorage.setItem(draftStorageKey('contact'), JSON.stringify({ name: 42, message: ['x'] }));
    expect(loadDraft('contact', ['name', 'message'])).toEqual({});
  });

  it('keeps forms apart', () => {
    saveDraft('vendor-request-nora', { name: 'A' });
    saveDraft('vendor-request-cyan', { name: 'B' });
    expect(loadDraft('vendor-request-nora', ['name'])).toEqual({ name: 'A' });
  });
});
