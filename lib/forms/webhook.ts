/**
 * The one webhook client of the site's forms: a JSON or multipart POST with a timeout, and the
 * spec's outcome rules (SPEC §7 "Outcome", §8 "Form submission failure").
 */
import type { FormRequest, FormRequestBody } from './definition';
import { plainText } from './plain-text';
import type { Submission } from './submission';

/** How long a submission may take before it is abandoned (the shipped value). */
export const WEBHOOK_TIMEOUT_MS = 20_000;

export const SUBMISSION_FAILED_PREFIX = 'Submission failed: ';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
export const TIMEOUT_ERROR_MESSAGE = 'The server did not respond in time. Please try again.';
export const serverErrorMessage = (status: number) => `Server error: ${status}`;
/** In place of a loader's text when the page could not load the code a submission needs (offline before it was fetched). */
export const CODE_NOT_LOADED_MESSAGE = 'Part of the page could not be loaded.';
/** The longest message shown from a server or an error; a longer one is cut with an ellipsis. */
export const MESSAGE_MAX_LENGTH = 200;

/** Under the spec's text when the request never reached the server ("Failed to fetch"). */
export const NETWORK_FAILURE_HELP =
  'Your answers are still here. Check your internet connection, then send the form again.';
/**
 * Under the spec's text when the server answered with a failure: what it means for the visitor (the workflow's
 * own words alone, "Error in workflow", read as backend text with nothing to do next: outside review EEE).
 */
export const SERVER_FAILURE_HELP = 'Your answers are still here. Please send the form again in a moment.';

export type SubmitOutcome = { ok: true } | { ok: false; message: string; help?: string };

/** The text shown in the form's error box: "Submission failed: {message}". */
export const submissionFailedText = (message: string) => `${SUBMISSION_FAILED_PREFIX}${message}`;

/** A server's or an error's text as shown: plain text of one line, at most MESSAGE_MAX_LENGTH characters ('' if nothing readable is left). */
export const readableMessage = (text: string) => plainText(text, MESSAGE_MAX_LENGTH);

/** The `message` field of a JSON error body as readable text, when any is left. */
export function messageFromBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string') return readableMessage(message) || null;
    }
  } catch {
    // Not JSON (an HTML error page, plain text): the status code speaks instead.
  }
  return null;
}

/** The outcome of an answered request: any OK status succeeds; otherwise the body's message or the status. */
export function outcomeOfResponse(status: number, bodyText: string): SubmitOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  return {
    ok: false,
    message: submissionFailedText(messageFromBody(bodyText) ?? serverErrorMessage(status)),
    help: SERVER_FAILURE_HELP,
  };
}

class WebhookTimeoutError extends Error {
  constructor() {
    super(TIMEOUT_ERROR_MESSAGE);
    this.name = 'WebhookTimeoutError';
  }
}

/** Whether an error is the page's own code failing to load: Turbopack's ChunkLoadError, a failed dynamic import. */
const isCodeLoadError = (error: Error) =>
  error.name === 'ChunkLoadError' || /load(ing)? chunk|dynamically imported module|module script/i.test(error.message);

/**
 * The outcome of a request that threw: a network error's own text (as readable text), else the
 * unknown-error text. fetch rejects with a TypeError when the request never got an answer
 * (offline, refused, CORS); a chunk of the page's code that could not be loaded (offline before
 * it came) reads CODE_NOT_LOADED_MESSAGE instead of its file path. Both, and any error while the
 * browser says it is offline, earn a line of help under the spec's text.
 */
export function outcomeOfError(error: unknown): { ok: false; message: string; help?: string } {
  const isError = error instanceof Error;
  const codeNotLoaded = isError && isCodeLoadError(error);
  const text = codeNotLoaded ? CODE_NOT_LOADED_MESSAGE : isError ? readableMessage(error.message) : '';
  const message = submissionFailedText(text || UNKNOWN_ERROR_MESSAGE);
  const network = codeNotLoaded || error instanceof TypeError || globalThis.navigator?.onLine === false;
  return network ? { ok: false, message, help: NETWORK_FAILURE_HELP } : { ok: false, message };
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
