/** The job application form (SPEC §3 "Application form", §5, §7 "Forms", §8 resume messages). */
import type { z } from 'zod/mini';
import { positionTitles, type PositionTitle } from '@/lib/product/positions';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import type { applicationSchema } from './application-schema';
import type { FormDefinition } from './definition';
import { isFile, safeFileName } from './file';
import { TEXT_LIMITS } from './limits';
import { appendSubmission } from './submission';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** The file input's `accept`: the extensions and their MIME types. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export const RESUME_TOO_LARGE_MESSAGE = 'File is too large. Please upload a file under 5MB.';
export const RESUME_MISSING_MESSAGE = 'Please upload your CV/Resume.';
export const RESUME_WRONG_TYPE_MESSAGE = 'This file type is not accepted. Please upload a PDF, DOC or DOCX file.';
export const RESUME_EMPTY_MESSAGE = 'This file is empty. Please choose your CV/Resume file.';
export const RESUME_NOT_A_DOCUMENT_MESSAGE =
  'This file is not a real PDF, DOC or DOCX document. Please choose your CV/Resume file.';
/** The resume field's hint. */
export const RESUME_HINT = 'PDF, DOC or DOCX, up to 5MB.';
/** The resume's drop zone: its call to choose, what a mouse may also do, and the call to replace a chosen file. */
export const RESUME_PROMPT = { choose: 'Choose a file', drag: 'or drop it here', replace: 'Choose another' };
/** Its hint once the other answers came back from a draft: a file is never kept in one (lib/forms/drafts.ts). */
export const RESUME_RESTORED_HINT = `${RESUME_HINT} Your other answers were kept; please choose your file again.`;

/** The name the resume is sent under: its own, without control or bidirectional characters. */
export const resumeFileName = (file: File) => safeFileName(file.name, 'resume');

/** What is wrong with a chosen resume file by its name and size, or null when those are fine. */
export function resumeProblem(file: unknown): string | null {
  if (!isFile(file)) return RESUME_MISSING_MESSAGE;
  const name = resumeFileName(file).toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return RESUME_WRONG_TYPE_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE_MESSAGE;
  if (file.size === 0) return RESUME_EMPTY_MESSAGE;
  return null;
}

/** resumeProblem, then the content: the file must really be a PDF, DOC or DOCX document, whatever its name says. */
export async function checkResume(file: unknown): Promise<string | null> {
  const problem = resumeProblem(file);
  if (problem) return problem;
  // Loaded on demand: the reading code stays out of the page's first load.
  const { documentKindOf } = await import('./document-file');
  return (await documentKindOf(file as File)) ? null : RESUME_NOT_A_DOCUMENT_MESSAGE;
}

/** The position to preselect: the query parameter only when it is exactly one of the open positions. */
export function preselectedPosition(param: string | null | undefined): PositionTitle | '' {
  return positionTitles.find((title) => title === param) ?? '';
}

export const applicationMessages = {
  fullName: 'Please enter your full name.',
  email: 'Please enter your email address.',
  position: 'Please choose the position you are applying for.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const applicationMaxLengths = {
  fullName: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  linkedinUrl: TEXT_LIMITS.url,
  githubUrl: TEXT_LIMITS.url,
  portfolioUrl: TEXT_LIMITS.url,
  coverLetter: TEXT_LIMITS.longText,
} as const;

export type ApplicationFormInput = Omit<z.input<typeof applicationSchema>, 'position' | 'resume'> & {
  position: string;
  resume: File | undefined;
};
export type ApplicationFormValues = z.infer<typeof applicationSchema>;

/** The text fields, in the order they are sent. */
export const applicationTextFields = [
  'fullName',
  'email',
  'phone',
  'position',
  'linkedinUrl',
  'githubUrl',
  'portfolioUrl',
  'coverLetter',
] as const satisfies readonly (keyof ApplicationFormValues)[];

export const applicationDefaults = (position: PositionTitle | '' = ''): ApplicationFormInput => ({
  fullName: '',
  email: '',
  phone: '',
  position,
  linkedinUrl: '',
  githubUrl: '',
  portfolioUrl: '',
  coverLetter: '',
  resume: undefined,
});

/** The multipart body: every text field, then the file under `resume` with its safe name. */
export function applicationBody(values: ApplicationFormValues): FormData {
  const body = new FormData();
  for (const field of applicationTextFields) body.append(field, values[field]);
  body.append('resume', values.resume, resumeFileName(values.resume));
  return body;
}

/** The application form (/application): its text fields and the resume as multipart data to the application webhook. */
export const applicationForm: FormDefinition<ApplicationFormInput, ApplicationFormValues> = {
  id: 'application',
  url: webhookUrls.application,
  loadSchema: () => import('./application-schema').then((module) => module.applicationSchema),
  defaultValues: applicationDefaults(),
  draftFields: applicationTextFields,
  maxLengths: applicationMaxLengths,
  body: (values, submission) => appendSubmission(applicationBody(values), submission),
};
