/** The application form's schema, loaded on demand (see lazy-resolver.ts). */
import { z } from 'zod/mini';
import { applicationMaxLengths as max } from './application-fields';
import { sharedMessages } from './messages';
import { resumeForSending, resumeProblem } from './resume-check';
import { optionalText, optionalUrl, requiredEmail, requiredText } from './rules';

/** Only the schema reads these, so they stay out of the page's first load. */
export const applicationMessages = {
  fullName: 'Please enter your full name.',
  email: sharedMessages.email,
  position: 'Please choose the position you are applying for.',
} as const;

/** The schema for the open positions' titles (content/careers, handed to the form by its page). */
export const applicationSchemaFor = (positionTitles: readonly string[]) =>
  z.object({
    fullName: requiredText(applicationMessages.fullName, max.fullName),
    email: requiredEmail(applicationMessages.email),
    phone: optionalText(max.phone),
    position: z.enum(positionTitles as [string, ...string[]], { error: applicationMessages.position }),
    linkedinUrl: optionalUrl(),
    githubUrl: optionalUrl(),
    portfolioUrl: optionalUrl(),
    coverLetter: optionalText(max.coverLetter),
    resume: z.pipe(
      z.custom<File>().check(
        // Reads slices of the file, so the schema is parsed asynchronously (the resolver does).
        z.superRefine(async (file, context) => {
          const problem = await resumeProblem(file);
          if (problem) context.issues.push({ code: 'custom', message: problem, input: file });
        }),
      ),
      // What the form sends: the file under its safe name.
      z.transform(resumeForSending),
    ),
  });
