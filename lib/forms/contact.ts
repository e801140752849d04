/** The contact form (SPEC §3 "Contact message form", §5, §7 "Forms"). */
import type { z } from 'zod/mini';
import type { Plan } from '@/lib/content/plans';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import { contactMaxLengths } from './contact-fields';
import type { contactSchemaFor } from './contact-schema';
import type { FormDefinition } from './definition';
import type { ChoiceOption } from './rules';
import { withSubmission } from './submission';

/** The plan choice for the custom-priced plans, or a person not sure yet. */
export const OTHER_PLAN = 'other';
const otherPlanLabel = (customPlans: string[]) => `Other (${[...customPlans, 'not sure'].join(' or ')})`;

/**
 * The plan select's options, from the plans in content/ (SPEC §3: basic, plus, premium, other):
 * each priced plan by its id and name, the custom-priced ones folded into "Other". Built on the
 * server and passed to the form, so the plans are written once.
 */
export function contactPlanOptions(plans: readonly Pick<Plan, 'id' | 'name' | 'enterprise'>[]): ChoiceOption<string>[] {
  return [
    ...plans.filter((plan) => !plan.enterprise).map((plan) => ({ value: plan.id, label: plan.name })),
    { value: OTHER_PLAN, label: otherPlanLabel(plans.filter((plan) => plan.enterprise).map((plan) => plan.name)) },
  ];
}

type ContactSchema = ReturnType<typeof contactSchemaFor>;
/** What the user edits (a subject may still be unchosen) and what is sent. */
export type ContactFormInput = Omit<z.input<ContactSchema>, 'subject'> & { subject: string };
export type ContactFormValues = z.infer<ContactSchema>;

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

/** The contact form with the plan select's options: JSON of its eight fields to the forms webhook. */
export const contactForm = (
  planOptions: readonly ChoiceOption<string>[],
): FormDefinition<ContactFormInput, ContactFormValues> => ({
  id: 'contact',
  url: webhookUrls.forms,
  loadSchema: () =>
    import('./contact-schema').then((module) => module.contactSchemaFor(planOptions.map((option) => option.value))),
  defaultValues: contactDefaults,
  draftFields: ['name', 'email', 'company', 'phone', 'plan', 'websiteUrl', 'subject', 'message'],
  maxLengths: contactMaxLengths,
  body: withSubmission,
});
