/** The application form's schema, loaded on demand (see lazy-resolver.ts). */
import { z } from 'zod/mini';
import { positionTitles, type PositionTitle } from '@/lib/product/positions';
import { applicationMaxLengths as max, applicationMessages } from './application-fields';
import { checkResume } from './resume';
import { optionalText, optionalUrl, requiredEmail, requiredText } from './rules';

const positionEnum = positionTitles as unknown as readonly [PositionTitle, ...PositionTitle[]];

export const applicationSchema = z.object({
  fullName: requiredText(applicationMessages.fullName, max.fullName),
  email: requiredEmail(applicationMessages.email),
  phone: optionalText(max.phone),
  position: z.enum(positionEnum, { error: applicationMessages.position }),
  linkedinUrl: optionalUrl(),
  githubUrl: optionalUrl(),
  portfolioUrl: optionalUrl(),
  coverLetter: optionalText(max.coverLetter),
  resume: z.custom<File>().check(
    // Reads the file's first bytes, so the schema is parsed asynchronously (the resolver does).
    z.superRefine(async (file, context) => {
      const problem = await checkResume(file);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: file });
    }),
  ),
});
