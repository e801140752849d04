import { supportEmail } from '@/lib/site/support-email.mjs';

/**
 * The line under a form's "Submission failed: …" when the request never got an answer (status.help,
 * lib/forms/webhook.ts), ended with the support address as a mailto link: the answers are kept, and
 * there is a way through when the form cannot send (outside review). Shared by every form (FormShell)
 * and the docs feedback.
 */
export function NetworkFailureHelp({ help, className }: { help: string; className: string }) {
  return (
    <span className={className}>
      {help}{' '}
      <a href={`mailto:${supportEmail}`} className="font-semibold underline underline-offset-2">
        {supportEmail}
      </a>
      .
    </span>
  );
}
