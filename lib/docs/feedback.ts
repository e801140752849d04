/** "Was This Page Helpful?" at the end of each article: its texts, its webhook body and its memory. */

/** Passed down from the server, so the texts are not in the page's JavaScript. */
export const feedbackLabels = {
  question: 'Was This Page Helpful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: { yes: 'What helped most? (optional)', no: 'What was missing or unclear? (optional)' },
  send: 'Send feedback',
  /** As soon as Yes or No is pressed (the vote is sent then): the comment is a choice, not a step. */
  recorded: 'Thanks, your answer is recorded. Add a note if you like.',
  thanks: 'Thanks for your feedback!',
  thanksDetail:
    'The people who write these pages read every note and use it to fix and extend them. Notes get no reply, so for a question of your own:',
  help: { text: 'Need help with your setup?', link: 'Contact support' },
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
