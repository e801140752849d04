/** The application form's fields: their limits, read by its schema and by the form (its messages are the schema's). */
import { TEXT_LIMITS } from './limits';

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
