import { Icon } from '@/components/ui/Icon';
import { TextLink } from '@/components/ui/TextLink';
import { mailWay } from '@/lib/site/mail-or-form';

/**
 * Under a form's submit button, in plain words: who reads what is sent and what for, how long it is
 * kept, how to have it deleted sooner (a link to the privacy address when one is set, else to the
 * contact form where such a request arrives: lib/site/mail-or-form.ts), and the Privacy Policy's
 * section that says so. Rendered by the page's server components, beside the client form rather than
 * in it, so it costs the form page no JavaScript.
 */
export function FormPrivacyNote({
  text,
  ask,
  link,
}: {
  text: string;
  ask: { text: string; label: string };
  link: { label: string; href: string };
}) {
  return (
    <p className="mt-4 flex gap-2.5 text-sm text-ink-muted" data-privacy-note>
      <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
      <span>
        {text} {ask.text} <TextLink href={mailWay('privacy').href}>{ask.label}</TextLink>.{' '}
        <TextLink href={link.href}>{link.label}</TextLink>
      </span>
    </p>
  );
}
