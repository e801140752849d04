'use client';

import { useReducer, useRef } from 'react';
import { canSubmit, formStatusReducer, initialFormStatus } from '@/lib/forms/status';
import { outcomeOfError, type SubmitOutcome } from '@/lib/forms/webhook';

/**
 * The status of a form's sends (lib/forms/status.ts: idle -> sending -> success | failed), shared
 * by every form of the site: one send at a time, and its outcome sets the status.
 */
export function useFormSubmit() {
  const [status, dispatch] = useReducer(formStatusReducer, initialFormStatus);
  const inFlight = useRef(false);

  /** Runs `send` unless a send is on its way or the form has succeeded, and shows its outcome. */
  const submit = async (send: () => Promise<SubmitOutcome>) => {
    if (inFlight.current || !canSubmit(status)) return;
    inFlight.current = true;
    dispatch({ type: 'send' });
    const outcome = await send().catch(outcomeOfError);
    inFlight.current = false;
    dispatch(outcome.ok ? { type: 'succeed' } : { type: 'fail', message: outcome.message, help: outcome.help });
  };

  /** Back to an empty, idle form after a success (the form's values are reset by its owner). */
  const startOver = () => dispatch({ type: 'startOver' });

  return { status, submit, startOver };
}
