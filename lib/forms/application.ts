/** The job application form (SPEC §3 "Application form", §5, §7 "Forms", §8 resume messages). */
import type { z } from 'zod/mini';
import type { PositionChoice } from '@/lib/content/careers';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import { applicationMaxLengths } from './application-fields';
import type { applicationSchemaFor } from './application-schema';
import type { FormDefinition } from './definition';
import { appendSubmission } from './submission';

/** The position to preselect: the query parameter only when it is exactly an open position's title or slug. */
export function preselectedPosition(param: string | null | undefined, positions: readonly PositionChoice[]): string {
  return positions.find((position) => position.title === param || position.slug === param)?.title ?? '';
}

type ApplicationSchema = ReturnType<typeof applicationSchemaFor>;

export type ApplicationFormInput = Omit<z.input<ApplicationSchema>, 'position' | 'resume'> & {
  position: string;
  resume: File | undefined;
};
export type ApplicationFormValues = z.infer<ApplicationSchema>;

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

/** In the form's order on the page, which its error summary follows. */
export const applicationDefaults = (position = ''): ApplicationFormInput => ({
  fullName: '',
  email: '',
  phone: '',
  position,
  coverLetter: '',
  resume: undefined,
  linkedinUrl: '',
  githubUrl: '',
  portfolioUrl: '',
});

/** The multipart body: every text field, then the file under `resume` (the schema gave it its safe name). */
export function applicationBody(values: ApplicationFormValues): FormData {
  const body = new FormData();
  for (const field of applicationTextFields) body.append(field, values[field]);
  body.append('resume', values.resume);
  return body;
}

/** Prefix of the application form's element ids, and its draft's name. */
export const APPLICATION_FORM_ID = 'application';

/**
 * The application form (/application) for the open positions' titles: its text fields and the resume
 * as multipart data to the application webhook.
 */
export const applicationFormFor = (
  positionTitles: readonly string[],
): FormDefinition<ApplicationFormInput, ApplicationFormValues> => ({
  id: APPLICATION_FORM_ID,
  url: webhookUrls.application,
  loadSchema: () => import('./application-schema').then((module) => module.applicationSchemaFor(positionTitles)),
  defaultValues: applicationDefaults(),
  draftFields: applicationTextFields,
  maxLengths: applicationMaxLengths,
  body: (values, submission) => appendSubmission(applicationBody(values), submission),
});
