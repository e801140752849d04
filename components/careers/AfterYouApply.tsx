import { ArrowLink } from '@/components/ui/ArrowLink';
import { MailOrFormLink } from '@/components/ui/MailOrFormLink';
import { mailOrForm } from '@/lib/site/mail-or-form';
import { Portrait } from '@/components/marketing/Portrait';

/**
 * In the position's side card, right under its one Apply Now: what happens once you apply (who reads
 * the application, by their face, and how long to an offer), the hiring steps a link away on /careers (shown in full
 * once, there), then where to ask first: the careers address, when one is set (unset, the Apply Now
 * above is the way in: lib/site/mail-or-form.ts).
 */
export function AfterYouApply({
  title,
  managerName,
  managerLine,
  summary,
  before,
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
  /** The words around the careers address ("Questions before you apply? Write to {email}."). */
  before: string;
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
      {mailOrForm('careers', {
        email: (
          <p className="mt-2 text-sm text-ink-muted">
            {before}
            <MailOrFormLink purpose="careers" className="font-medium" />
            {after}
          </p>
        ),
        form: null,
      })}
    </section>
  );
}
