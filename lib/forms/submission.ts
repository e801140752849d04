/**
 * What every submission to the forms webhooks carries besides the form's own fields (issue 17):
 *
 * - `submissionId`, a UUID v4 made when the person first presses submit and reused by every retry
 *   of the same values, so the workflow can drop a repeat (a send that reached n8n although the
 *   browser reported a failure, then sent again). Changed values or a success start a new one.
 * - `_meta`, spam signals for the workflow to judge, since the webhook URL is public and real
 *   protection can only happen there: the honeypot field's value (people never see it; bots fill
 *   it in) and the milliseconds from the page's first paint to the submit.
 */

import { isFile } from './file';

export type SpamSignals = { honeypot: string; msFromFirstPaint: number };
export type Submission = { submissionId: string; _meta: SpamSignals };

/**
 * A UUID v4: the browser's own where it has one (every secure context), else the uuid package,
 * loaded only then (plain-http hosts), so the forms' first load carries no UUID code.
 */
export async function newSubmissionId(): Promise<string> {
  return globalThis.crypto?.randomUUID?.() ?? (await import('uuid')).v4();
}

/** The ids of one form: the same id for the same values until a success. */
export function createSubmissionIds(newId: () => Promise<string> = newSubmissionId) {
  let current: { id: string; values: string } | null = null;
  return {
    async idFor(values: string): Promise<string> {
      if (current?.values !== values) current = { id: await newId(), values };
      return current.id;
    },
    /** After a success: the next submission is a new one, even with the same values. */
    renew() {
      current = null;
    },
  };
}

/** A stable text for a set of values; a file counts by its name, size and date. */
export function valuesKey(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    isFile(value) ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

/** Milliseconds since the page's first paint (since navigation when the browser reports no paint). */
export function msFromFirstPaint(now: number = performance.now()): number {
  const paint = performance.getEntriesByName?.('first-paint')[0]?.startTime ?? 0;
  return Math.max(0, Math.round(now - paint));
}

/** A JSON body with the submission's id and signals. */
export const withSubmission = <T extends object>(body: T, submission: Submission) => ({ ...body, ...submission });

/** A multipart body with the submission's id and signals (`_meta` as a JSON text field). */
export function appendSubmission(body: FormData, submission: Submission): FormData {
  body.append('submissionId', submission.submissionId);
  body.append('_meta', JSON.stringify(submission._meta));
  return body;
}
