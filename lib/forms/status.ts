/**
 * The status model the four forms share (SPEC §4 "Forms"):
 * idle -> sending -> success | failed, and failed -> sending on a retry; a form that offers to send
 * another goes success -> idle.
 */

export type FormStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'success' }
  /** `help`: a line under the message saying what to do (after a network failure). */
  | { state: 'failed'; message: string; help?: string };

export type FormStatusEvent =
  { type: 'send' } | { type: 'succeed' } | { type: 'fail'; message: string; help?: string } | { type: 'startOver' };

export const initialFormStatus: FormStatus = { state: 'idle' };

/** Label of the submit button while a submission is on its way. */
export const SENDING_LABEL = 'Sending...';
export const SUBMITTING_LABEL = 'Submitting...';
/** Next to the submit button while the page holds a submission made before it was ready. */
export const HELD_SUBMIT_LABEL = 'Sending as soon as the page is ready…';
/** Announced when a sent form comes back empty for another message (its first field takes focus). */
export const STARTED_OVER_NOTICE = 'The form is empty again, ready for your next message.';

/** A submission can start from idle or after a failure, never while one is on its way or after success. */
export const canSubmit = (status: FormStatus) => status.state === 'idle' || status.state === 'failed';

export function formStatusReducer(status: FormStatus, event: FormStatusEvent): FormStatus {
  switch (event.type) {
    case 'send':
      return canSubmit(status) ? { state: 'sending' } : status;
    case 'succeed':
      return status.state === 'sending' ? { state: 'success' } : status;
    case 'fail':
      return status.state === 'sending'
        ? { state: 'failed', message: event.message, ...(event.help ? { help: event.help } : {}) }
        : status;
    case 'startOver':
      return status.state === 'success' ? initialFormStatus : status;
  }
}
