/** The vendor request form's fields: their limits and messages, read by its schema and by the form. */
import { TEXT_LIMITS } from './limits';

export const vendorRequestMessages = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  message: 'Please tell us about your integration needs.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const vendorRequestMaxLengths = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  website: TEXT_LIMITS.url,
  message: TEXT_LIMITS.longText,
} as const;
