import { FEEDBACK_QUEUE_KEY, hasQueuedVotes } from '@/lib/docs/feedback-session';
import {
  FEEDBACK_SENDING_KEY,
  SEND_LEASE_MS,
  docFeedbackComment,
  flushQueuedVotes,
  sendVote,
} from '@/lib/forms/docs-feedback';
import type { SubmitOutcome } from '@/lib/forms/webhook';

type Post = (url: string, body: Record<string, unknown>) => Promise<SubmitOutcome>;

const recorder = (outcomes: SubmitOutcome[]) => {
  const bodies: Record<string, unknown>[] = [];
  const post: Post = async (_url, body) => {
    bodies.push(body);
    return outcomes.shift() ?? { ok: true };
  };
  return { bodies, post };
};

beforeEach(() => window.localStorage.clear());

describe('the docs feedback vote', () => {
  it('posts the vote at once, without a comment, and leaves nothing queued', async () => {
    const { bodies, post } = recorder([]);
    const id = await sendVote('/documentation/add-vendor', true, post);
    expect(bodies).toEqual([
      {
        type: 'docs-feedback',
        page: '/documentation/add-vendor',
        helpful: true,
        submissionId: id,
        _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
      },
    ]);
    expect(hasQueuedVotes()).toBe(false);
  });

  it('keeps a vote that failed, holds it while its send may still arrive, then sends it once', async () => {
    jest.useFakeTimers();
    try {
      const { bodies, post } = recorder([{ ok: false, message: 'Submission failed: Failed to fetch' }]);
      const id = await sendVote('/documentation/x', false, post);
      expect(hasQueuedVotes()).toBe(true);
      // Another flush (the next page, the online event) leaves it alone within the lease...
      await flushQueuedVotes(post);
      expect(bodies.map((body) => body.submissionId)).toEqual([id]);
      // ...and once the lease has passed, this page sends it again, once.
      await jest.advanceTimersByTimeAsync(SEND_LEASE_MS + 100);
      await flushQueuedVotes(post);
      expect(bodies.map((body) => body.submissionId)).toEqual([id, id]);
      expect(window.localStorage.getItem(FEEDBACK_QUEUE_KEY)).toBeNull();
      expect(window.localStorage.getItem(FEEDBACK_SENDING_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not send a vote again while a send of it is under way on another page, and retries it once that send has expired', async () => {
    const failed = recorder([{ ok: false, message: 'Submission failed: Failed to fetch' }]);
    const id = await sendVote('/documentation/x', false, failed.post);
    // Another page started sending it (its request may still arrive): this page leaves it alone.
    const started = Date.now();
    window.localStorage.setItem(FEEDBACK_SENDING_KEY, JSON.stringify({ [id]: started }));
    const next = recorder([]);
    await flushQueuedVotes(next.post, () => started + 1000);
    expect(next.bodies).toEqual([]);
    expect(hasQueuedVotes()).toBe(true);
    // That page was left before an answer: after the lease the vote is sent, once, and forgotten.
    await flushQueuedVotes(next.post, () => started + SEND_LEASE_MS + 1);
    await flushQueuedVotes(next.post, () => started + SEND_LEASE_MS + 2);
    expect(next.bodies.map((body) => body.submissionId)).toEqual([id]);
    expect(hasQueuedVotes()).toBe(false);
    expect(window.localStorage.getItem(FEEDBACK_SENDING_KEY)).toBeNull();
  });

  it('keeps the lease of a send cut off by leaving the page, so the next page does not post it again at once', async () => {
    // The browser aborts the request of a page being left, which may have reached the webhook.
    const cutOff: Post = async () => ({ ok: false, message: 'Submission failed: Failed to fetch' });
    const id = await sendVote('/documentation/x', true, cutOff);
    expect(JSON.parse(window.localStorage.getItem(FEEDBACK_SENDING_KEY) ?? '{}')).toHaveProperty(id);
    const next = recorder([]);
    await flushQueuedVotes(next.post);
    expect(next.bodies).toEqual([]);
    expect(hasQueuedVotes()).toBe(true);
  });

  it('ignores a queue that is not a list of votes', async () => {
    window.localStorage.setItem(FEEDBACK_QUEUE_KEY, '[{"type":"contact"},"x"]');
    const { bodies, post } = recorder([]);
    await flushQueuedVotes(post);
    expect(bodies).toEqual([]);
  });

  it('the comment carries the vote’s id and a trimmed comment', () => {
    expect(docFeedbackComment('/documentation/x', true, '  clear  ', 'id-1')).toMatchObject({
      type: 'docs-feedback',
      page: '/documentation/x',
      helpful: true,
      comment: 'clear',
      submissionId: 'id-1',
    });
  });
});
