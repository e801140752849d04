/**
 * The docs page feedback ("Was this page helpful?"), defined here: two posts to the forms webhook.
 * The vote (Yes / No) goes at once, the optional comment follows with the same submissionId (the
 * workflow updates the vote with it, it does not count a second one). A vote that cannot be sent
 * waits in localStorage and is sent once, when the browser is online again (on this page or a
 * later one).
 */
import { docFeedbackBody } from '@/lib/docs/feedback';
import { FEEDBACK_QUEUE_KEY } from '@/lib/docs/feedback-session';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import type { FormRequest } from './definition';
import { msFromFirstPaint, newSubmissionId, withSubmission, type Submission } from './submission';
import { postBody, sendForm, type SubmitOutcome } from './webhook';

/** The answer, and the comment once the person sends one. */
export type DocFeedbackValues = { page: string; helpful: boolean; comment?: string };

/** Both posts: the vote's fields alone, or with the (trimmed) comment; each with its submission's id and signals. */
export const docFeedbackForm = {
  url: webhookUrls.forms,
  body: ({ page, helpful, comment }: DocFeedbackValues, submission: Submission) =>
    withSubmission(
      comment === undefined
        ? { type: 'docs-feedback' as const, page, helpful }
        : docFeedbackBody(page, helpful, comment),
      submission,
    ),
} satisfies FormRequest<DocFeedbackValues>;

/** A vote's body, as it waits in the queue. */
export type DocFeedbackVote = ReturnType<typeof docFeedbackForm.body>;

// No honeypot here: two buttons and an optional note are no target for form-filling bots.
const feedbackSubmission = (submissionId: string): Submission => ({
  submissionId,
  _meta: { honeypot: '', msFromFirstPaint: msFromFirstPaint() },
});

export const docFeedbackVote = (page: string, helpful: boolean, submissionId: string): DocFeedbackVote =>
  docFeedbackForm.body({ page, helpful }, feedbackSubmission(submissionId));

/** The comment's post: the vote's fields and id, plus the comment. */
export const docFeedbackComment = (page: string, helpful: boolean, comment: string, submissionId: string) =>
  docFeedbackForm.body({ page, helpful, comment }, feedbackSubmission(submissionId));

function readQueue(): DocFeedbackVote[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(FEEDBACK_QUEUE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isVote) : [];
  } catch {
    return [];
  }
}

function isVote(value: unknown): value is DocFeedbackVote {
  const vote = value as Partial<DocFeedbackVote> | null;
  return (
    !!vote &&
    vote.type === 'docs-feedback' &&
    typeof vote.page === 'string' &&
    typeof vote.helpful === 'boolean' &&
    typeof vote.submissionId === 'string'
  );
}

function writeQueue(votes: DocFeedbackVote[]) {
  try {
    if (votes.length) window.localStorage.setItem(FEEDBACK_QUEUE_KEY, JSON.stringify(votes));
    else window.localStorage.removeItem(FEEDBACK_QUEUE_KEY);
  } catch {
    // Storage disabled: the vote is lost with the page, as any unsent form is.
  }
}

/** Where a send under way is noted (submissionId -> when it started), for every page of the site. */
export const FEEDBACK_SENDING_KEY = 'linkwell:docs-feedback-sending';
/**
 * How long a send holds its vote: the next page (or another tab) flushes the same localStorage
 * queue and must not post the vote again while the first request may still arrive. A send that
 * failed is retried once this has passed.
 */
export const SEND_LEASE_MS = 15_000;

function readSending(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(FEEDBACK_SENDING_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function markSending(submissionId: string, since: number | null) {
  try {
    const sending = readSending();
    if (since === null) delete sending[submissionId];
    else sending[submissionId] = since;
    if (Object.keys(sending).length) window.localStorage.setItem(FEEDBACK_SENDING_KEY, JSON.stringify(sending));
    else window.localStorage.removeItem(FEEDBACK_SENDING_KEY);
  } catch {
    // Storage disabled: there is no queue either.
  }
}

/** How a queued vote is posted (a test passes its own). */
type PostVote = (url: string, body: DocFeedbackVote) => Promise<SubmitOutcome>;

/** Sends every waiting vote once; a vote leaves the queue when the webhook accepted it. */
export async function flushQueuedVotes(post: PostVote = postBody, now = Date.now): Promise<void> {
  for (const vote of readQueue()) {
    const since = readSending()[vote.submissionId];
    if (typeof since === 'number' && now() - since < SEND_LEASE_MS && since <= now()) continue;
    markSending(vote.submissionId, now());
    const outcome = await post(docFeedbackForm.url, vote);
    if (!outcome.ok) {
      // A failed send may well have arrived: a request cut off by leaving the page, or whose answer
      // was lost, reached the webhook all the same. Its lease stays, so no page sends it again
      // before the lease has passed; then this page tries once more (the workflow drops repeats).
      retryAfterLease(post, now);
      continue;
    }
    writeQueue(readQueue().filter((queued) => queued.submissionId !== vote.submissionId));
    markSending(vote.submissionId, null);
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
function retryAfterLease(post: PostVote, now: () => number) {
  if (retryTimer !== undefined || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (navigator.onLine !== false) void flushQueuedVotes(post, now);
  }, SEND_LEASE_MS + 100);
}

let listening = false;
function flushWhenOnline() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void flushQueuedVotes());
}

/** Posts the vote now; offline or failed, it waits in the queue for the next 'online' or page load. */
export async function sendVote(page: string, helpful: boolean, post: PostVote = postBody): Promise<string> {
  const vote = docFeedbackVote(page, helpful, await newSubmissionId());
  writeQueue([...readQueue(), vote]);
  flushWhenOnline();
  if (navigator.onLine !== false) await flushQueuedVotes(post);
  return vote.submissionId;
}

/** Posts the comment with the vote's id (a failure shows in the form, which keeps the text). */
export const sendComment = (
  page: string,
  helpful: boolean,
  comment: string,
  submissionId: string,
): Promise<SubmitOutcome> => sendForm(docFeedbackForm, { page, helpful, comment }, feedbackSubmission(submissionId));

/** On a page load: send what waits, and whatever is queued later once online. */
export function resumeQueuedVotes() {
  flushWhenOnline();
  if (navigator.onLine !== false) void flushQueuedVotes();
}
