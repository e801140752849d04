/**
 * A numbered part of a long form: its fieldset's id and legend. The form draws the fieldsets; the
 * card's FormProgress ticks the same parts' legends, so both read one list and cannot drift apart.
 * Plain ids, with no import: the quote form's bundle then carries no code of the application form.
 */
export type FormPart = {
  id: string;
  title: string;
  /** A part a link may fill in for the visitor (the application's role, from ?position=): FormProgress. */
  prefilled?: boolean;
};

export const applicationParts = [
  { id: 'application-about', title: 'About You' },
  { id: 'application-role', title: 'The Role', prefilled: true },
  { id: 'application-documents', title: 'CV/Resume and Cover Letter' },
  { id: 'application-links', title: 'Links to Your Work' },
] as const satisfies readonly FormPart[];

export const quoteParts = [
  { id: 'quote-store', title: 'You and Your Store' },
  { id: 'quote-vendor', title: 'The Vendor to Connect' },
] as const satisfies readonly FormPart[];
