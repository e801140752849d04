/** The job application form (SPEC §3 "Application form", §5, §7 "Forms", §8 resume messages). */
import type { z } from 'zod/mini';
import { openPositions, type PositionTitle } from '@/lib/product/positions';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import { applicationMaxLengths } from './application-fields';
import type { applicationSchema } from './application-schema';
import type { FormDefinition } from './definition';
import { appendSubmission } from './submission';

/** The position to preselect: the query parameter only when it is exactly an open position's title or slug. */
export function preselectedPosition(param: string | null | undefined): PositionTitle | '' {
  return openPositions.find((position) => position.title === param || position.slug === param)?.title ?? '';
}

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

/** In the form's order on the page, which its error summary follows. */
export const applicationDefaults = (position: PositionTitle | '' = ''): ApplicationFormInput => ({
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
