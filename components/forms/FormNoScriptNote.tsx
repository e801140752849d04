import { EMAIL_PLACEHOLDER, getNoScriptNote } from '@/lib/content/form-pages';
import { externalLinks } from '@/lib/site/site';

/**
 * Right below a form, shown only without JavaScript: the form cannot send then (FormShell hides
 * its button), so the note says so and gives the address to write to instead.
 */
export function FormNoScriptNote({ email = externalLinks.supportEmail }: { email?: string }) {
  const [before, after] = getNoScriptNote().split(EMAIL_PLACEHOLDER);
  return (
    <noscript>
      <p className="mt-6 rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-700">
        {before}
        <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
          {email}
        </a>
        {after}
      </p>
    </noscript>
  );
}
