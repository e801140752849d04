/** The vendor request form's schema, loaded on demand (see lazy-resolver.ts). */
import { z } from 'zod/mini';
import { optionalUrl, requiredEmail, requiredText } from './rules';
import { vendorRequestMaxLengths as max, vendorRequestMessages } from './vendor-request-fields';

export const vendorRequestSchema = z.object({
  name: requiredText(vendorRequestMessages.name, max.name),
  email: requiredEmail(vendorRequestMessages.email),
  website: optionalUrl(),
  message: requiredText(vendorRequestMessages.message, max.message),
});
