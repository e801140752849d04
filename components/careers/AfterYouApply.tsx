import { ArrowLink } from '@/components/ui/ArrowLink';
import { MailOrFormLink } from '@/components/ui/MailOrFormLink';
import { mailOrForm } from '@/lib/site/mail-or-form';
import { Portrait } from '@/components/marketing/Portrait';

/**
 * In the position's side card, right under its one Apply Now: what happens once you apply, the role's
 * own: who reads the application, by their face, and what its paid working session asks of you; the
 * hiring steps and how long they take are a link away on /careers, shown in full once there (the card
 * repeated that page's timeline: outside review KK). Then where to ask first: the careers address, when
 * one is set (unset, the Apply Now above is the way in: lib/site/mail-or-form.ts). Its small copy on 24 px
 * lines (on 20 it read dense: outside review QQ).
 */
export function AfterYouApply({
  title,
  managerName,
  managerLine,
  summary,
  session,
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
  /** How long from application to offer (the /careers hiring section's intro), for a role without `session`. */
  summary: string;
  /** What the role's working session asks of you, after its label ("Your paid working session:"). */
  session?: { label: string; text: string };
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
      <p className="mt-2 flex items-start gap-3 text-sm leading-6 text-ink-muted">
        <Portrait name={managerName} size={40} />
        <span>
          {managerLine}
          {!session && ` ${summary}`}
        </span>
      </p>
      {session && (
        <p className="mt-3 text-sm leading-6 text-ink-muted" data-working-session>
          <span className="font-semibold text-ink">{session.label}</span> {session.text}
        </p>
      )}
      <ArrowLink href={hiringHref} className="mt-2 text-sm">
        {hiringLink}
      </ArrowLink>
      {mailOrForm('careers', {
        email: (
          <p className="mt-2 text-sm leading-6 text-ink-muted">
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
