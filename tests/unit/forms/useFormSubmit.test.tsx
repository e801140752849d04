import { act, renderHook } from '@testing-library/react';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import type { SubmitOutcome } from '@/lib/forms/webhook';

/** A send that answers when the test says so. */
function deferredSend() {
  let answer: (outcome: SubmitOutcome) => void = () => undefined;
  const send = jest.fn(() => new Promise<SubmitOutcome>((resolve) => (answer = resolve)));
  return { send, answer: (outcome: SubmitOutcome) => answer(outcome) };
}

describe('useFormSubmit (the status machine every form shares)', () => {
  it('sends once while a send is on its way, then fails with the message and help, and sends again on a retry', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const first = deferredSend();
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.submit(first.send);
    });
    expect(result.current.status).toEqual({ state: 'sending' });
    await act(async () => result.current.submit(first.send));
    expect(first.send).toHaveBeenCalledTimes(1);
    await act(async () => {
      first.answer({ ok: false, message: 'Submission failed: Failed to fetch', help: 'Check your connection.' });
      await running;
    });
    expect(result.current.status).toEqual({
      state: 'failed',
      message: 'Submission failed: Failed to fetch',
      help: 'Check your connection.',
    });

    await act(async () => result.current.submit(async () => ({ ok: true })));
    expect(result.current.status).toEqual({ state: 'success' });
    // After a success nothing is sent again.
    const late = jest.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
    await act(async () => result.current.submit(late));
    expect(late).not.toHaveBeenCalled();
  });

  it('reports a send that threw as a failure with its text', async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(async () =>
      result.current.submit(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(result.current.status).toMatchObject({ state: 'failed', message: 'Submission failed: Failed to fetch' });
  });
});
