/** The contact form (SPEC §3 "Contact message form", §5). */
import type { z } from 'zod/mini';
import type { contactSchema } from './contact-schema';
import { TEXT_LIMITS } from './limits';
import type { ChoiceOption } from './rules';

export const contactPlans = ['basic', 'plus', 'premium', 'other'] as const;
export const contactSubjects = ['sales', 'access', 'support', 'demo', 'integration', 'partnership', 'other'] as const;

export const planOptions: ChoiceOption<(typeof contactPlans)[number]>[] = [
  { value: 'basic', label: 'Basic' },
  { value: 'plus', label: 'Plus' },
  { value: 'premium', label: 'Premium' },
  { value: 'other', label: 'Other (Enterprise or not sure)' },
];

export const subjectOptions: ChoiceOption<(typeof contactSubjects)[number]>[] = [
  { value: 'sales', label: 'Sales question' },
  { value: 'access', label: 'Account access' },
  { value: 'support', label: 'Technical support' },
  { value: 'demo', label: 'Request a demo' },
  { value: 'integration', label: 'Vendor integration' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Something else' },
];

export const contactMessages = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
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

/** What the user edits (a subject may still be unchosen) and what is sent. */
export type ContactFormInput = Omit<z.input<typeof contactSchema>, 'subject'> & { subject: string };
export type ContactFormValues = z.infer<typeof contactSchema>;

export const contactDefaults: ContactFormInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  plan: '',
  websiteUrl: '',
  subject: '',
  message: '',
};
