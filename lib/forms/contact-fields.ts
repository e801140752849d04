/** The contact form's fields: their choices, limits and messages, read by its schema and by the form. */
import { TEXT_LIMITS } from './limits';
import { sharedMessages } from './messages';
import type { ChoiceOption } from './rules';

export const contactSubjects = ['sales', 'access', 'support', 'demo', 'integration', 'partnership', 'other'] as const;

export type ContactSubject = (typeof contactSubjects)[number];

/** The subject a link's ?subject= chooses ("Schedule Demo" leads to /contact?subject=demo), or '' for none or an unknown one. */
export function subjectFromQuery(param: string | null | undefined): ContactSubject | '' {
  return contactSubjects.find((subject) => subject === param) ?? '';
}

export const subjectOptions: ChoiceOption<ContactSubject>[] = [
  { value: 'sales', label: 'Sales question' },
  { value: 'access', label: 'Account access' },
  { value: 'support', label: 'Technical support' },
  { value: 'demo', label: 'Request a demo' },
  { value: 'integration', label: 'Vendor integration' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Something else' },
];

export const contactMessages = {
  name: sharedMessages.name,
  email: sharedMessages.email,
  plan: 'Please choose a plan from the list.',
  subject: 'Please choose a subject.',
  message: 'Please enter your message.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const contactMaxLengths = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  company: TEXT_LIMITS.shortText,
  phone: TEXT_LIMITS.phone,
  websiteUrl: TEXT_LIMITS.url,
  message: TEXT_LIMITS.longText,
} as const;
