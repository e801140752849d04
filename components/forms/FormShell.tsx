'use client';

import { useEffect, useRef, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { holdSubmit } from '@/components/ui/useEarlyActions';
import { HELD_SUBMIT_LABEL, SENDING_LABEL, type FormStatus } from '@/lib/forms/status';

export const REQUIRED_NOTE = 'Fields marked * are required.';
/** The error summary's title: what to do, and how much (GOV.UK's "There is a problem" read heavy for a SaaS form: outside review). */
export const errorSummaryTitle = (count: number) => `Fix ${count} ${count === 1 ? 'field' : 'fields'} to continue`;

/** A field's message in the error summary, and the element id of its control (or its radio group). */
export type FormProblem = { id: string; message: string };

/**
 * After a refused submit, at the top of the form (an error summary): what is wrong, each
 * message a link to its field. It takes focus (useWebhookForm), so a phone user who sent an empty
 * form sees it, and it follows the inline messages as they are fixed, going once none is left.
 */
function ErrorSummary({
  id,
  problems,
  summaryRef,
}: {
  id: string;
  problems: FormProblem[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  if (!problems.length) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-problems`}
      className="mb-6 rounded-lg border border-danger-600 bg-danger-50 px-4 py-3 text-sm"
    >
      <div role="alert">
        <h2 id={`${id}-problems`} className="font-semibold text-danger-700">
          {errorSummaryTitle(problems.length)}
        </h2>
        {/* The messages in ink, each underlined in red: seven lines of red text on an empty quote form read as a wall
            of red on a phone (outside review CCC). One a line, in the form's order: two a row (outside review XXX) read
            out of order down a column (outside reviews FFFFF, KKKKK, PPPPP). */}
        <ul className="mt-2 grid list-disc gap-y-1 pl-5 text-ink">
          {problems.map(({ id: fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                className="underline decoration-danger-600 underline-offset-2"
                onClick={(event) => {
                  const target = document.getElementById(fieldId);
                  // A radio group's id is on its group: its first radio takes focus.
                  const control = target?.matches('input, select, textarea') ? target : target?.querySelector('input');
                  if (!control) return;
                  event.preventDefault();
                  // The fields lie below the summary: scrolled to, the control comes up from the bottom, its label above it.
                  control.focus();
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type FormShellProps = {
  /** Prefix of the form's element ids. */
  id: string;
  /** Accessible name of the form. */
  label: string;
  status: FormStatus;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called when focus enters the form (the form loads its validation then). */
  onFocus?: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
  submitLabel: string;
  /** The button's label while sending: "Sending..." unless the form says otherwise. */
  pendingLabel?: string;
  /** Replaces the form once it has been sent. */
  successPanel: ReactNode;
  /** Why the form's draft is not being kept, when the browser refused it. */
  draftNotice?: string;
  /** Announced politely; its live region stays in place while the form and its thank-you panel swap. */
  notice?: string;
  /** `panel`: one column and tighter spacing, for a narrow container such as the chat window. */
  layout?: 'page' | 'panel';
  /** The fields' messages once a submit was refused, for the error summary. */
  problems: FormProblem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/**
 * The frame every webhook form shares: the error summary, the fields, a hidden honeypot, the red error box above the
 * submit button, the button's pending label, and the thank-you panel that replaces the form.
 *
 * The form posts (a native submission must never put the fields in a URL) and is held before
 * hydration (lib/first-paint/early-actions.ts): a submission made then shows that it waits and is sent once the
 * form is ready. Without JavaScript the button is hidden; the page's note says what to do instead
 * (FormNoScriptNote).
 */
export function FormShell({
  id,
  label,
  status,
  onSubmit,
  onFocus,
  formRef,
  honeypotRef,
  submitRef,
  submitLabel,
  pendingLabel = SENDING_LABEL,
  successPanel,
  draftNotice,
  notice,
  layout = 'page',
  problems,
  summaryRef,
  children,
}: FormShellProps) {
  const sending = status.state === 'sending';
  const panel = layout === 'panel';
  return (
    <>
      {/* First, so the no-JavaScript note still follows the form directly. */}
      <p role="status" className="sr-only">
        {notice}
      </p>
      {status.state === 'success' ? (
        successPanel
      ) : (
        <form
          ref={formRef}
          method="post"
          aria-label={label}
          noValidate
          onSubmit={onSubmit}
          onFocus={onFocus}
          aria-busy={sending || undefined}
          // In the chat's view, as tall as it is, so Send's bar stands at its foot: under a short form it stood
          // halfway down a phone's screen, its rule across the empty sheet (outside review UUUUU).
          className={cn('group', panel && 'flex flex-1 flex-col')}
          {...holdSubmit}
        >
          <ErrorSummary id={id} problems={problems} summaryRef={summaryRef} />
          {/* In the chat's 500 px window, where all three fields are required and starred, said to screen
              readers only: its line squeezed the message box (outside review TT). */}
          <p className={cn('text-sm text-ink-muted', panel ? 'sr-only' : 'mb-6')}>{REQUIRED_NOTE}</p>
          <div className={cn('grid', panel ? 'gap-4' : 'gap-5 sm:grid-cols-2')}>{children}</div>
          {/*
            A field people never see and screen readers skip: only bots fill it in. Its value goes to the
            workflow in _meta (lib/forms/submission.ts), which drops the submission.
          */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-referral`}>Referral code (leave this empty)</label>
            <input
              ref={honeypotRef}
              id={`${id}-referral`}
              name="referral_code"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          {/* In the chat's window, Send pinned to the foot of its scrolling view: under three fields' messages it
              dropped out of the 500 px window (outside review OOO). Its -mx-4 and -bottom-3 take back that view's own
              px-4 and py-3 (components/chat/HandoffView.tsx, the one panel this form has), so the bar spans it. */}
          <div
            className={cn(
              'flex flex-col gap-4',
              panel ? 'sticky -bottom-3 -mx-4 mt-auto border-t border-line bg-surface-muted px-4 pt-2 pb-2.5' : 'mt-8',
            )}
          >
            <p
              role="status"
              className="rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm font-medium text-warning-700 empty:hidden"
            >
              {draftNotice}
            </p>
            {status.state === 'failed' && (
              <div
                role="alert"
                className="rounded-lg border border-danger-600 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
              >
                <p>{status.message}</p>
                {status.help && <p className="mt-1 font-normal">{status.help}</p>}
              </div>
            )}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button
                ref={submitRef}
                type="submit"
                disabled={sending}
                size={panel ? 'md' : 'lg'}
                className={cn('w-full noscript:hidden', !panel && 'sm:w-auto')}
              >
                {sending ? pendingLabel : submitLabel}
              </Button>
              {/* Shown while the page holds a submission made before hydration (data-submit-pending). */}
              <p role="status" className="hidden text-sm font-medium text-ink-muted group-data-[submit-pending]:block">
                {HELD_SUBMIT_LABEL}
              </p>
            </div>
            <p role="status" className="sr-only">
              {sending ? pendingLabel : ''}
            </p>
          </div>
        </form>
      )}
    </>
  );
}

/**
 * The thank-you panel: its heading takes focus so keyboard and screen-reader users land on it. On a
 * page it sits at the top of the form's card with no box of its own, the tick on a small disc: a tinted box
 * inside the card read as heavy, green-tinted in the dark theme (outside review). A page may pass what
 * happens next (`more`) to fill the card: a lone thank-you centred in a tall card floated in a void.
 */
export function SuccessPanel({
  title,
  layout = 'page',
  action,
  more,
  children,
}: {
  title: string;
  layout?: 'page' | 'panel';
  /** A button under the text, e.g. to send another message. */
  action?: ReactNode;
  /** Under the action, full width: the page's server markup (Contact's next steps). */
  more?: ReactNode;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const panel = layout === 'panel';
  useEffect(() => {
    if (panel) return headingRef.current?.focus();
    // On a page, the form's card from its top, clear of the fixed header (its scroll margin): focusing
    // the heading alone scrolled it to the window's top, under the header, and scrolling the panel to
    // the nearest edge left the card's top there (outside reviews).
    headingRef.current?.focus({ preventScroll: true });
    const box = boxRef.current;
    (box?.closest('[data-form-card]') ?? box)?.scrollIntoView({ block: 'start' });
  }, [panel]);
  return (
    <div
      ref={boxRef}
      className={cn(
        'text-center',
        panel ? 'rounded-card border border-success-700/20 bg-success-50 px-5 py-6' : 'pt-4',
      )}
      data-form-success
    >
      <span
        className={cn(
          'mx-auto flex items-center justify-center rounded-full',
          panel ? 'size-10' : 'size-14 bg-success-50 ring-1 ring-success-700/20',
        )}
      >
        <Icon name="checkCircle" className={cn('text-success-700', panel ? 'size-10' : 'size-8')} />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className={cn('font-bold tracking-tight text-ink outline-none', panel ? 'mt-3 text-lg' : 'mt-4 text-2xl')}
      >
        {title}
      </h3>
      <div className={cn('mx-auto max-w-prose space-y-3 text-ink-muted', panel ? 'mt-2 text-sm' : 'mt-3')}>
        {children}
      </div>
      {action && <div className={panel ? 'mt-4' : 'mt-6'}>{action}</div>}
      {more}
    </div>
  );
}
