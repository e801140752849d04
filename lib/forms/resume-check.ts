/**
 * The application's resume checks and their messages (SPEC §5, §8), part of its schema (loaded on
 * demand, and run as soon as a file is chosen): the name and size, then the content, which must be
 * the document its extension names, with that kind's structure (document-file.ts); and the name
 * it is sent under.
 */
import { checkDocument, type DocumentKind } from './document-file';
import { isFile } from './file';
import { safeFileName } from './file-name';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export const RESUME_TOO_LARGE_MESSAGE = 'File is too large. Please upload a file under 5MB.';
export const RESUME_MISSING_MESSAGE = 'Please upload your CV/Resume.';
export const RESUME_WRONG_TYPE_MESSAGE = 'This file type is not accepted. Please upload a PDF, DOC or DOCX file.';
export const RESUME_EMPTY_MESSAGE = 'This file is empty. Please choose your CV/Resume file.';
export const RESUME_NOT_A_DOCUMENT_MESSAGE =
  'This file is not a real PDF, DOC or DOCX document. Please choose your CV/Resume file.';
export const RESUME_PROGRAMS_MESSAGE =
  'This Word file contains macros or programs, which we cannot accept. Please save your CV/Resume as a plain DOCX or PDF and choose the new file.';

const KIND_NAMES: Record<DocumentKind, string> = {
  pdf: 'a PDF',
  doc: 'an older Word or Office document (.doc)',
  docx: 'a Word document (.docx)',
};

/** A file whose content is another kind than its name says: "This file is a Word document (.docx), but its name ends in .pdf. ..." */
export const resumeMismatchMessage = (kind: DocumentKind, extension: string) =>
  `This file is ${KIND_NAMES[kind]}, but its name ends in ${extension}. Please rename it to end in .${kind}, or choose another file.`;

/** A file of the kind its name says without that kind's structure: "This PDF file is damaged or incomplete. ..." */
export const resumeDamagedMessage = (kind: DocumentKind) =>
  `This ${kind.toUpperCase()} file is damaged or incomplete. Please save your CV/Resume again and choose the new file.`;

/** The name the resume is sent under (file-name.ts: no control, bidirectional or path characters, no markup, 120 at most). */
export const resumeFileName = (file: File) => safeFileName(file.name, 'resume');

/** The resume as it is sent: the same bytes (not copied) under its safe name. */
export const resumeForSending = (file: File) =>
  new File([file], resumeFileName(file), { type: file.type, lastModified: file.lastModified });

/** The extension of a resume's name, when it is one of the accepted ones. */
const extensionOf = (file: File) => {
  const name = resumeFileName(file).toLowerCase();
  return RESUME_EXTENSIONS.find((extension) => name.endsWith(extension));
};

/** What is wrong with a chosen resume by its name and size, or null when those are fine. */
export function resumeNameProblem(file: unknown): string | null {
  if (!isFile(file)) return RESUME_MISSING_MESSAGE;
  if (!extensionOf(file)) return RESUME_WRONG_TYPE_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE_MESSAGE;
  if (file.size === 0) return RESUME_EMPTY_MESSAGE;
  return null;
}

/** resumeNameProblem, then the content: the document its extension names, sound, without programs. */
export async function resumeProblem(file: unknown): Promise<string | null> {
  const problem = resumeNameProblem(file);
  if (problem) return problem;
  const extension = extensionOf(file as File)!;
  const { kind, fault } = await checkDocument(file as File);
  if (!kind) return RESUME_NOT_A_DOCUMENT_MESSAGE;
  if (`.${kind}` !== extension) return resumeMismatchMessage(kind, extension);
  if (fault === 'programs') return RESUME_PROGRAMS_MESSAGE;
  return fault ? resumeDamagedMessage(kind) : null;
}
