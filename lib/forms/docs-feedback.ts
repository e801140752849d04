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
import { webhookUrls } from '@/lib/webhooks.config.mjs';

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

const inFlight = new Set<string>();

/** Sends every waiting vote once; a vote leaves the queue when the webhook accepted it. */
export async function flushQueuedVotes(post: typeof postJson = postJson): Promise<void> {
  for (const vote of readQueue()) {
    if (inFlight.has(vote.submissionId)) continue;
    inFlight.add(vote.submissionId);
    const outcome = await post(webhookUrls.forms, vote);
    inFlight.delete(vote.submissionId);
    if (outcome.ok) writeQueue(readQueue().filter((queued) => queued.submissionId !== vote.submissionId));
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
