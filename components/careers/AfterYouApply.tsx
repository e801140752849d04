import { ArrowLink } from '@/components/ui/ArrowLink';
import { TextLink } from '@/components/ui/TextLink';
import { Portrait } from '@/components/marketing/Portrait';

/**
 * In the position's side card, right under its one Apply Now: what happens once you apply (who reads
 * the application, by their face, and how long to an offer), the hiring steps a link away on /careers (shown in full
 * once, there), then where to ask first.
 */
export function AfterYouApply({
  title,
  managerName,
  managerLine,
  summary,
  before,
  email,
  after,
  hiringLink,
  hiringHref,
}: {
  title: string;
  /** Who reads the application, by their face beside the line that names them. */
  managerName: string;
  /** Who reads the application and runs the intro call. */
  managerLine: string;
  /** How long from application to offer (the /careers hiring section's intro). */
  summary: string;
  before: string;
  email: string;
  after: string;
  hiringLink: string;
  hiringHref: string;
}) {
  return (
    <section aria-labelledby="apply-title" className="mt-6 border-t border-line pt-5">
      <h2 id="apply-title" className="font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-2 flex items-start gap-3 text-sm text-ink-muted">
        <Portrait name={managerName} size={40} />
        <span>
          {managerLine} {summary}
        </span>
      </p>
      <ArrowLink href={hiringHref} className="mt-1 text-sm">
        {hiringLink}
      </ArrowLink>
      <p className="mt-2 text-sm text-ink-muted">
        {before}
        <TextLink href={`mailto:${email}`} className="font-medium break-words">
          {email}
        </TextLink>
        {after}
      </p>
    </section>
  );
}
