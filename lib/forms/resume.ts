/** The application's resume: what it accepts (SPEC §8's messages), and how a chosen file is checked. */
import { isFile, safeFileName } from './file';

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
