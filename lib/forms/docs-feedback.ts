/**
 * The docs page feedback's two posts to the forms webhook, in one place: the vote (Yes / No) goes
 * at once, the optional comment follows with the same submissionId (the workflow updates the vote
 * with it, it does not count a second one). A vote that cannot be sent waits in localStorage and
 * is sent once, when the browser is online again (on this page or a later one).
 */
import { docFeedbackBody } from '@/lib/docs/feedback';
import { FEEDBACK_QUEUE_KEY } from '@/lib/docs/feedback-session';
import { msFromFirstPaint, newSubmissionId, withSubmission } from '@/lib/forms/submission';
import { postJson, type SubmitOutcome } from '@/lib/forms/webhook';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';

export type DocFeedbackVote = {
  type: 'docs-feedback';
  page: string;
  helpful: boolean;
  submissionId: string;
  _meta: { honeypot: ''; msFromFirstPaint: number };
};

// No honeypot here: two buttons and an optional note are no target for form-filling bots.
const meta = () => ({ honeypot: '' as const, msFromFirstPaint: msFromFirstPaint() });

export const docFeedbackVote = (page: string, helpful: boolean, submissionId: string): DocFeedbackVote => ({
  type: 'docs-feedback',
  page,
  helpful,
  submissionId,
  _meta: meta(),
});

/** The comment's post: the vote's fields and id, plus the comment. */
export const docFeedbackComment = (page: string, helpful: boolean, comment: string, submissionId: string) =>
  withSubmission(docFeedbackBody(page, helpful, comment), { submissionId, _meta: meta() });

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
 * How long a send under way holds its vote: the next page (or another tab) flushes the same
 * localStorage queue and must not post the vote again while the first request may still arrive.
 * A send cut off by leaving the page is retried once this has passed.
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

/** Sends every waiting vote once; a vote leaves the queue when the webhook accepted it. */
export async function flushQueuedVotes(post: typeof postJson = postJson, now = Date.now): Promise<void> {
  for (const vote of readQueue()) {
    const since = readSending()[vote.submissionId];
    if (typeof since === 'number' && now() - since < SEND_LEASE_MS && since <= now()) continue;
    markSending(vote.submissionId, now());
    const outcome = await post(webhookUrls.forms, vote);
    if (outcome.ok) writeQueue(readQueue().filter((queued) => queued.submissionId !== vote.submissionId));
    markSending(vote.submissionId, null);
  }
}

let listening = false;
function flushWhenOnline() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void flushQueuedVotes());
}

/** Posts the vote now; offline or failed, it waits in the queue for the next 'online' or page load. */
export async function sendVote(page: string, helpful: boolean, post: typeof postJson = postJson): Promise<string> {
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
): Promise<SubmitOutcome> => postJson(webhookUrls.forms, docFeedbackComment(page, helpful, comment, submissionId));

/** On a page load: send what waits, and whatever is queued later once online. */
export function resumeQueuedVotes() {
  flushWhenOnline();
  if (navigator.onLine !== false) void flushQueuedVotes();
}
