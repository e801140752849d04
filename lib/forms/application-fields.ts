/** The application form's fields: their limits and messages, read by its schema and by the form. */
import { TEXT_LIMITS } from './limits';
import { sharedMessages } from './messages';

export const applicationMessages = {
  fullName: 'Please enter your full name.',
  email: sharedMessages.email,
  position: 'Please choose the position you are applying for.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const applicationMaxLengths = {
  fullName: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  linkedinUrl: TEXT_LIMITS.url,
  githubUrl: TEXT_LIMITS.url,
  portfolioUrl: TEXT_LIMITS.url,
  coverLetter: TEXT_LIMITS.longText,
} as const;
