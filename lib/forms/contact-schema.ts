/** The contact form's schema: loaded on demand (see lazy-resolver.ts), so zod is not in the page's first load. */
import { z } from 'zod/mini';
import { contactMaxLengths as max, contactMessages, contactPlans, contactSubjects } from './contact';
import { optionalChoice, optionalText, optionalUrl, requiredChoice, requiredEmail, requiredText } from './rules';

export const contactSchema = z.object({
  name: requiredText(contactMessages.name, max.name),
  email: requiredEmail(contactMessages.email),
  company: optionalText(max.company),
  phone: optionalText(max.phone),
  plan: optionalChoice(contactPlans, contactMessages.plan),
  websiteUrl: optionalUrl(),
  subject: requiredChoice(contactSubjects, contactMessages.subject),
  message: requiredText(contactMessages.message, max.message),
});
