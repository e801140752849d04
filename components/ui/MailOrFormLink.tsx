import type { ReactNode } from 'react';
import { TextLink } from '@/components/ui/TextLink';
import { mailOrForm, mailWay, type MailPurpose } from '@/lib/site/mail-or-form';

/**
 * The way to write about `purpose` as a link (lib/site/mail-or-form.ts decides): its address as a
 * mailto link when set, which may wrap only after its "@", never mid-word ("support@linkwell.examp / le"
 * read as a broken address); unset, `formLabel` leading to the form where such a message arrives, or
 * nothing where the page offers that form already.
 */
export function MailOrFormLink({
  purpose,
  formLabel,
  className,
}: {
  purpose: MailPurpose;
  formLabel?: ReactNode;
  className?: string;
}) {
  const { email, href } = mailWay(purpose);
  const [local, domain] = email.split('@');
  const label = mailOrForm<ReactNode>(purpose, {
    email: (
      <>
        {local}@<wbr />
        {domain}
      </>
    ),
    form: formLabel,
  });
  return label ? (
    <TextLink href={href} className={className}>
      {label}
    </TextLink>
  ) : null;
}
