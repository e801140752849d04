import type { ReactNode } from 'react';
import { EMAIL_PLACEHOLDER, getNoScriptNote } from '@/lib/content/form-pages';
import { mailOrForm, mailWay, type MailPurpose } from '@/lib/site/mail-or-form';

/**
 * Right below a form, shown only without JavaScript: the form cannot send then (FormShell hides
 * its button), so the note says so and gives the address to write to instead (the support address,
 * or the careers one under the application form). With that address unset it says only how to send:
 * every other form needs JavaScript as well (lib/site/mail-or-form.ts).
 */
export function FormNoScriptNote({ purpose = 'support' }: { purpose?: MailPurpose }) {
  const { note, noEmailNote } = getNoScriptNote();
  const { email, href } = mailWay(purpose);
  const [before, after] = note.split(EMAIL_PLACEHOLDER);
  return (
    <noscript>
      <p className="mt-6 rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-700">
        {mailOrForm<ReactNode>(purpose, {
          email: (
            <>
              {before}
              <a href={href} className="font-semibold underline underline-offset-2">
                {email}
              </a>
              {after}
            </>
          ),
          form: noEmailNote,
        })}
      </p>
    </noscript>
  );
}
