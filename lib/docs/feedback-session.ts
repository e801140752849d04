/** One answer per page per browser session, remembered in sessionStorage (shared by the question and its panel). */

/** The sessionStorage key that remembers an answer for `page`. */
export const feedbackStorageKey = (page: string) => `linkwell:docs-feedback:${page}`;

/** Whether this session already answered for `page` (storage may be disabled: then it has not). */
export function hasAnsweredFeedback(page: string): boolean {
  try {
    return window.sessionStorage.getItem(feedbackStorageKey(page)) !== null;
  } catch {
    return false;
  }
}

export function rememberFeedback(page: string) {
  try {
    window.sessionStorage.setItem(feedbackStorageKey(page), '1');
  } catch {
    // Storage disabled: the answer was sent all the same.
  }
}

/** The localStorage key of the votes waiting to be sent (lib/forms/docs-feedback.ts keeps the queue). */
export const FEEDBACK_QUEUE_KEY = 'linkwell:docs-feedback-queue';

/** Whether votes wait to be sent (checked on each article without loading the webhook client). */
export function hasQueuedVotes(): boolean {
  try {
    return window.localStorage.getItem(FEEDBACK_QUEUE_KEY) !== null;
  } catch {
    return false;
  }
}
