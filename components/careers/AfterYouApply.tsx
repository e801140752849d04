import { ArrowLink } from '@/components/ui/ArrowLink';
import { TextLink } from '@/components/ui/TextLink';

/**
 * At the end of a role, above the last Apply Now (in one box with it; on a wide screen in the rail
 * under the role's side card): what happens once you apply, in one line; the hiring steps are shown in
 * full once, on /careers, a link away. Then where to ask first.
 */
export function AfterYouApply({
  title,
  summary,
  before,
  email,
  after,
  hiringLink,
  hiringHref,
}: {
  title: string;
  /** How long from application to offer (the /careers hiring section's intro). */
  summary: string;
  before: string;
  email: string;
  after: string;
  hiringLink: string;
  hiringHref: string;
}) {
  return (
    <section aria-labelledby="apply-title" className="bg-surface-muted p-6">
      <h2 id="apply-title" className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{summary}</p>
      <ArrowLink href={hiringHref} className="mt-1 text-sm">
        {hiringLink}
      </ArrowLink>
      <p className="mt-4 border-t border-line pt-4 text-sm text-ink-muted">
        {before}
        <TextLink href={`mailto:${email}`} className="font-medium break-words">
          {email}
        </TextLink>
        {after}
      </p>
    </section>
  );
}
