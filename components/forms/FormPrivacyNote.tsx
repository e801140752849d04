import { Icon } from '@/components/ui/Icon';
import { TextLink } from '@/components/ui/TextLink';

/**
 * Under a form's submit button: what happens to what is sent (who reads it, how long it is kept) and
 * the Privacy Policy's section that says so. Rendered by the page's server components, beside the
 * client form rather than in it, so it costs the form page no JavaScript.
 */
export function FormPrivacyNote({ text, link }: { text: string; link: { label: string; href: string } }) {
  return (
    <p className="mt-4 flex gap-2.5 text-sm text-ink-muted" data-privacy-note>
      <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
      <span>
        {text} <TextLink href={link.href}>{link.label}</TextLink>
      </span>
    </p>
  );
}
