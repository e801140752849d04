/** "Was this page helpful?" at the end of each article: its texts, its webhook body and its memory. */

/** Passed down from the server, so the texts are not in the page's JavaScript. */
export const feedbackLabels = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: { yes: 'What helped most? (optional)', no: 'What was missing or unclear? (optional)' },
  send: 'Send feedback',
  thanks: 'Thanks for your feedback!',
  thanksDetail: 'It goes straight to the people who write these pages.',
};

export type FeedbackLabels = typeof feedbackLabels;

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
