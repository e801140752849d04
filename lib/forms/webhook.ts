/**
 * The one webhook client of the site's forms: a JSON or multipart POST with a timeout, and the
 * spec's outcome rules (SPEC §7 "Outcome", §8 "Form submission failure").
 */
import type { FormRequest, FormRequestBody } from './definition';
import type { Submission } from './submission';

/** How long a submission may take before it is abandoned (the shipped value). */
export const WEBHOOK_TIMEOUT_MS = 20_000;

export const SUBMISSION_FAILED_PREFIX = 'Submission failed: ';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
export const TIMEOUT_ERROR_MESSAGE = 'The server did not respond in time. Please try again.';
export const serverErrorMessage = (status: number) => `Server error: ${status}`;

/** Under the spec's text when the request never reached the server ("Failed to fetch"). */
export const NETWORK_FAILURE_HELP =
  'Your answers are still here. Check your internet connection, then send the form again.';

export type SubmitOutcome = { ok: true } | { ok: false; message: string; help?: string };

/** The text shown in the form's error box: "Submission failed: {message}". */
export const submissionFailedText = (message: string) => `${SUBMISSION_FAILED_PREFIX}${message}`;

/** The `message` field of a JSON error body, when it is a non-empty text. */
export function messageFromBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON (an HTML error page, plain text): the status code speaks instead.
  }
  return null;
}

/** The outcome of an answered request: any OK status succeeds; otherwise the body's message or the status. */
export function outcomeOfResponse(status: number, bodyText: string): SubmitOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  return { ok: false, message: submissionFailedText(messageFromBody(bodyText) ?? serverErrorMessage(status)) };
}

class WebhookTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_ERROR_MESSAGE);
    this.name = 'WebhookTimeoutError';
  }
}

/**
 * The outcome of a request that threw: a network error's own text, else the unknown-error text.
 * fetch rejects with a TypeError when the request never got an answer (offline, refused, CORS),
 * which earns a line of help under the spec's text.
 */
export function outcomeOfError(error: unknown): { ok: false; message: string; help?: string } {
  const text = error instanceof Error ? error.message.trim() : '';
  const message = submissionFailedText(text || UNKNOWN_ERROR_MESSAGE);
  return error instanceof TypeError ? { ok: false, message, help: NETWORK_FAILURE_HELP } : { ok: false, message };
}

type PostOptions = { timeoutMs?: number };

/**
 * POSTs `body`: JSON fields as JSON, form data as multipart/form-data (the browser sets the
 * boundary), abandoned after the timeout.
 */
export async function postBody(
  url: string,
  body: FormRequestBody,
  { timeoutMs = WEBHOOK_TIMEOUT_MS }: PostOptions = {},
): Promise<SubmitOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new WebhookTimeoutError()), timeoutMs);
  try {
    const response = await fetch(url, {
      ...(body instanceof FormData
        ? { body }
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      method: 'POST',
      mode: 'cors',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return outcomeOfResponse(response.status, await response.text().catch(() => ''));
  } catch (error) {
    return outcomeOfError(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a form's values as its definition says: its body to its webhook. */
export const sendForm = <TValues>(form: FormRequest<TValues>, values: TValues, submission: Submission) =>
  postBody(form.url, form.body(values, submission));
