/**
 * The application's resume field: what it accepts and its words.
 * The checks and their messages (SPEC §8) are in resume-check.ts, part of the schema, which the
 * form loads on demand and runs as soon as a file is chosen.
 */
/** The file input's `accept`: the three extensions (browsers map them to their types for the chooser). */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

/** The resume field's hint. */
export const RESUME_HINT = 'PDF, DOC or DOCX, up to 5MB.';
/** The empty drop zone's call to choose and what a mouse may also do (server markup: ResumeDropFace). */
export const RESUME_CALL = { choose: 'Choose a file', drag: 'or drop it here' };
/** The drop zone's words once a file is chosen: the call to replace it, and to remove it. */
export const RESUME_PROMPT = { replace: 'Choose another', remove: 'Remove' };
/** Its hint once the other answers came back from a draft: a file is never kept in one (lib/forms/drafts.ts). */
export const RESUME_RESTORED_HINT = `${RESUME_HINT} Your other answers were kept; please choose your file again.`;
