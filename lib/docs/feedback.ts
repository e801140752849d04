/** "Was this page helpful?" at the end of each article: its texts, its webhook body and its memory. */

export const feedbackText = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: { yes: 'What helped most? (optional)', no: 'What was missing or unclear? (optional)' },
  send: 'Send feedback',
  thanks: 'Thanks for your feedback!',
  thanksDetail: 'It goes straight to the people who write these pages.',
} as const;

/** The longest comment accepted (the forms' long-text limit is for whole messages; a note is shorter). */
export const FEEDBACK_COMMENT_MAX = 1000;

export type DocFeedbackBody = { type: 'docs-feedback'; page: string; helpful: boolean; comment: string };

/** The JSON posted to the forms webhook. */
export const docFeedbackBody = (page: string, helpful: boolean, comment: string): DocFeedbackBody => ({
  type: 'docs-feedback',
  page,
  helpful,
  comment: comment.trim().slice(0, FEEDBACK_COMMENT_MAX),
});

/** One answer per page per browser session: the sessionStorage key that remembers it. */
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
