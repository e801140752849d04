import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { TextLink } from '@/components/ui/TextLink';
import { cn } from '@/lib/util/cn';
import { mailOrForm, mailWay, type MailPurpose } from '@/lib/site/mail-or-form';

/**
 * The way to write about `purpose` as a link (lib/site/mail-or-form.ts decides): its address as a
 * mailto link when set, kept whole on one line ("support@linkwell.examp / le" read as a broken address,
 * and so did a break after the "@": outside review SS); unset, `formLabel` leading to the form where such
 * a message arrives, or nothing where the page offers that form already.
 */
export function MailOrFormLink({
  purpose,
  formLabel,
  formHref,
  arrow = false,
  className,
}: {
  purpose: MailPurpose;
  formLabel?: ReactNode;
  /** Where the link leads with no address set, where the purpose's form is not the place (About's "See open roles"). */
  formHref?: string;
  /** The form's link as an arrow link, as the page's other links to a page (an address stays a text link). */
  arrow?: boolean;
  className?: string;
}) {
  const { email, href } = mailWay(purpose);
  const label = mailOrForm<ReactNode>(purpose, { email, form: formLabel });
  if (label && arrow && !email)
    return (
      <ArrowLink href={formHref ?? href} bindArrow className={className}>
        {label}
      </ArrowLink>
    );
  return label ? (
    <TextLink href={email ? href : (formHref ?? href)} className={cn(email && 'whitespace-nowrap', className)}>
      {label}
    </TextLink>
  ) : null;
}
