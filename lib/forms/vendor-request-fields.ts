/** The vendor request form's fields: their limits and messages, read by its schema and by the form. */
import { TEXT_LIMITS } from './limits';
import { sharedMessages } from './messages';

export const vendorRequestMessages = {
  name: sharedMessages.name,
  email: sharedMessages.email,
  message: 'Please tell us about your integration needs.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const vendorRequestMaxLengths = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  website: TEXT_LIMITS.url,
  message: TEXT_LIMITS.longText,
} as const;
