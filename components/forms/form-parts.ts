import { APPLICATION_FORM_ID } from '@/lib/forms/application';

/**
 * A numbered part of a long form: its fieldset's id and legend. The form draws the fieldsets; the
 * page's FormSteps lists the same parts above it, so both read one list and cannot drift apart.
 */
export type FormPart = { id: string; title: string };

export const applicationParts = [
  { id: `${APPLICATION_FORM_ID}-about`, title: 'About you' },
  { id: `${APPLICATION_FORM_ID}-role`, title: 'The role' },
  { id: `${APPLICATION_FORM_ID}-documents`, title: 'CV/Resume and links' },
] as const satisfies readonly FormPart[];

export const quoteParts = [
  { id: 'quote-store', title: 'You and your store' },
  { id: 'quote-vendor', title: 'The vendor to connect' },
] as const satisfies readonly FormPart[];
