/**
 * Messages that several forms share word for word (SPEC §5). Kept apart from rules.ts, which
 * brings zod: the fields files that read these are in a page's first load, the schemas are not.
 */
export const sharedMessages = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
} as const;
