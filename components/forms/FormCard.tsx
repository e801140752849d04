import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/util/cn';
import type { FormPart } from './form-parts';
import { FormNoScriptNote } from './FormNoScriptNote';
import type { MailPurpose } from '@/lib/site/mail-or-form';
import { FormProgress } from './FormProgress';

type FormCardProps = {
  id: string;
  /** A short label above the title (a vendor's setup cost). */
  eyebrow?: string;
  title: string;
  intro: string;
  /** Whose address the no-JavaScript note offers instead of the form (support unless given). */
  noScriptPurpose?: MailPurpose;
  /** A long form's numbered parts, ticked on their legends as they are done (FormProgress). */
  parts?: readonly FormPart[];
  /** Under the form, by its submit button: server markup (a privacy note) that costs no JavaScript. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * The card a page form sits in: its title (h2) and a short introduction above the form, the
 * no-JavaScript note below it. Once sent, the thank-you panel takes the introduction's place. As tall as what it holds, not as the column beside it: a sent
 * form's thank-you panel is short, and a stretched card left a large empty area under it. Below sm no box
 * (app/globals.css, [data-form-card]): the form on the page, its fields the content column's width.
 */
export function FormCard({
  id,
  eyebrow,
  title,
  intro,
  noScriptPurpose,
  parts,
  footer,
  children,
  className,
}: FormCardProps) {
  return (
    // The thank-you panel scrolls this card to the top (SuccessPanel); html's scroll-padding keeps it below the header.
    <Card as="section" id={id} aria-labelledby={`${id}-title`} className={cn('self-start', className)} data-form-card>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {/* Gives way to the thank-you panel once the form is sent (app/globals.css, contact success). */}
      <p className="mt-2 mb-6 text-ink-muted" data-form-intro>
        {intro}
      </p>
      {parts && <FormProgress cardId={id} parts={parts} />}
      {children}
      {/* Without JavaScript, the note stands where the submit button would be, right under the form. */}
      <FormNoScriptNote purpose={noScriptPurpose} />
      {footer}
    </Card>
  );
}
