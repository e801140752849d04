/** The vendor request form's schema, loaded on demand (see lazy-resolver.ts). */
import { z } from 'zod/mini';
import { optionalUrl, requiredEmail, requiredText } from './rules';
import { vendorRequestMessages } from './vendor-request';

export const vendorRequestSchema = z.object({
  name: requiredText(vendorRequestMessages.name),
  email: requiredEmail(vendorRequestMessages.email),
  website: optionalUrl(),
  message: requiredText(vendorRequestMessages.message),
});
