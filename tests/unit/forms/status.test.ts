import { canSubmit, formStatusReducer, initialFormStatus, type FormStatus } from '@/lib/forms/status';

describe('form status model', () => {
  const sending: FormStatus = { state: 'sending' };

  it('goes idle -> sending -> success', () => {
    const afterSend = formStatusReducer(initialFormStatus, { type: 'send' });
    expect(afterSend).toEqual(sending);
    expect(formStatusReducer(afterSend, { type: 'succeed' })).toEqual({ state: 'success' });
  });

  it('goes sending -> failed with the message, and failed -> sending on a retry', () => {
    const failed = formStatusReducer(sending, { type: 'fail', message: 'Submission failed: Server error: 500' });
    expect(failed).toEqual({ state: 'failed', message: 'Submission failed: Server error: 500' });
    expect(formStatusReducer(failed, { type: 'send' })).toEqual(sending);
  });

  it('ignores a second send while sending and anything after success', () => {
    expect(formStatusReducer(sending, { type: 'send' })).toBe(sending);
    const success: FormStatus = { state: 'success' };
    expect(formStatusReducer(success, { type: 'send' })).toBe(success);
    expect(formStatusReducer(success, { type: 'fail', message: 'x' })).toBe(success);
  });

  it('starts over only after a success: back to idle, for another submission', () => {
    expect(formStatusReducer({ state: 'success' }, { type: 'startOver' })).toEqual(initialFormStatus);
    expect(formStatusReducer(sending, { type: 'startOver' })).toBe(sending);
    const failed: FormStatus = { state: 'failed', message: 'x' };
    expect(formStatusReducer(failed, { type: 'startOver' })).toBe(failed);
  });

  it('ignores outcomes that arrive when nothing is being sent', () => {
    expect(formStatusReducer(initialFormStatus, { type: 'succeed' })).toBe(initialFormStatus);
    expect(formStatusReducer(initialFormStatus, { type: 'fail', message: 'x' })).toBe(initialFormStatus);
  });

  it('allows submitting only from idle or failed', () => {
    expect(canSubmit({ state: 'idle' })).toBe(true);
    expect(canSubmit({ state: 'failed', message: 'x' })).toBe(true);
    expect(canSubmit({ state: 'sending' })).toBe(false);
    expect(canSubmit({ state: 'success' })).toBe(false);
  });
});
