/** The contact form's schema: loaded on demand (see lazy-resolver.ts), so zod is not in the page's first load. */
import { z } from 'zod/mini';
import { contactMaxLengths as max, contactMessages, contactSubjects } from './contact-fields';
import { optionalChoice, optionalText, optionalUrl, requiredChoice, requiredEmail, requiredText } from './rules';

/** The schema for the plan select's values (contactPlanOptions: the plans in content/). */
export const contactSchemaFor = (plans: readonly string[]) =>
  z.object({
    name: requiredText(contactMessages.name, max.name),
    email: requiredEmail(contactMessages.email),
    company: optionalText(max.company),
    phone: optionalText(max.phone),
    plan: optionalChoice(plans as readonly [string, ...string[]], contactMessages.plan),
    websiteUrl: optionalUrl(),
    subject: requiredChoice(contactSubjects, contactMessages.subject),
    message: requiredText(contactMessages.message, max.message),
  });
