/** The chat hand-off's schema: loaded on demand (see lazy-resolver.ts), like the forms' schemas. */
import { z } from 'zod/mini';
import { contactMaxLengths as max, contactMessages } from './contact-fields';
import { requiredEmail, requiredText } from './rules';

export const handoffSchema = z.object({
  name: requiredText(contactMessages.name, max.name),
  email: requiredEmail(contactMessages.email),
  message: requiredText(contactMessages.message, max.message),
});
