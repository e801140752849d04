import { useState, useSyncExternalStore, type ClipboardEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { characterCountText, showsCounter } from '@/lib/forms/limits';
import { StepDone, StepMarker } from './StepDisc';

/** Labelled form controls: the inline error is linked with aria-describedby and sets aria-invalid. */

export type FieldBaseProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

/** A control's look; the space above it comes from where it sits (mt-1.5, or a select's wrapper). */
const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-surface-raised px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-subtle sm:text-sm',
    'focus:border-brand-500 disabled:bg-surface-muted',
    invalid ? 'border-danger-600' : 'border-line-control',
  );

const describedBy = (id: string, hint?: string, error?: string, counted?: boolean, cut?: boolean) =>
  [hint && `${id}-hint`, counted && `${id}-count`, cut && `${id}-cut`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ') || undefined;

/** A text field's length as the person types (from useWebhookForm), for its counter. */
export type LengthSource = { max: number; length: () => number; subscribe: (onChange: () => void) => () => void };

const useLength = (source: LengthSource | undefined) =>
  useSyncExternalStore(
    (onChange) => source?.subscribe(onChange) ?? (() => undefined),
    () => source?.length() ?? 0,
    () => 0,
  );

/** "N of M characters left", shown once a field nears its limit. */
function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={`${id}-count`}
      className={cn('mt-1 text-right text-sm', length >= max ? 'font-medium text-danger-700' : 'text-ink-muted')}
    >
      {characterCountText(length, max)}
    </p>
  );
}

/** The required field's mark, held to the label's last word by a no-break space so it never wraps alone. */
function RequiredMark() {
  return (
    <span className="text-danger-700" aria-hidden="true">
      {'\u00a0'}*
    </span>
  );
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-ink-subtle">
      {text}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  ) : null;
}

/**
 * The frame every labelled control shares: label, hint, the control (and what follows it), its
 * counter near the limit, what a paste left out (a polite live region, there from the start for a
 * field with a limit, so the words are announced), then its inline error.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  count,
  cutNotice,
  after,
  children,
}: FieldBaseProps & {
  count?: { length: number; max: number };
  cutNotice?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <Hint id={id} text={hint} />
      {children}
      {after}
      {count && <CharacterCount id={id} {...count} />}
      {cutNotice !== undefined && (
        <p id={`${id}-cut`} role="status" className="mt-1 text-sm font-medium text-ink empty:hidden">
          {cutNotice}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The attributes that tie a control to its label, hint, counter, paste notice and error. */
export const controlAttributes = ({ id, error, hint, required }: FieldBaseProps, counted?: boolean, cut?: boolean) => ({
  id,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error, counted, cut),
});

type LimitProps = {
  /** The schema's limit for the field. */
  maxLength?: number;
  length?: LengthSource;
};

/** The counter to show, if the field is near its limit. */
function useCount({ maxLength, length }: LimitProps) {
  const current = useLength(length);
  return maxLength !== undefined && showsCounter(current, maxLength) ? { length: current, max: maxLength } : undefined;
}

/**
 * The one paste handler of every text field with a limit: a paste that would run past it is cut
 * between whole characters (lib/util/cut-text.ts: never half an emoji), handed to the form like
 * typing, and the field says what was cut until the next paste. The cutting code loads with the
 * first such paste; `maxLength` stays on the control for before hydration.
 */
function usePasteWithinLimit(maxLength: number | undefined, registration: UseFormRegisterReturn) {
  const [cutNotice, setCutNotice] = useState('');
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const control = event.currentTarget;
    const { value } = control;
    // An email field has no selection to read: the paste then counts as going at the end.
    const start = control.selectionStart ?? value.length;
    const end = control.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text/plain');
    setCutNotice('');
    if (maxLength === undefined || value.length - (end - start) + pasted.length <= maxLength) return;
    event.preventDefault();
    void import('@/lib/util/cut-text').then(({ pasteWithinLimit, pasteCutMessage }) => {
      const result = pasteWithinLimit(value, start, end, pasted, maxLength);
      control.value = result.value;
      if (control.selectionStart !== null) control.setSelectionRange(result.caret, result.caret);
      void registration.onChange({ target: control, type: 'change' });
      setCutNotice(pasteCutMessage(maxLength));
    });
  };
  return { cutNotice: maxLength === undefined ? undefined : cutNotice, onPaste };
}

type TextFieldProps = FieldBaseProps &
  LimitProps & {
    registration: UseFormRegisterReturn;
    type?: 'text' | 'email' | 'url' | 'tel';
    autoComplete?: string;
    placeholder?: string;
    inputMode?: 'text' | 'email' | 'url' | 'tel';
  };

export function TextField({
  registration,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  length,
  ...field
}: TextFieldProps) {
  const count = useCount({ maxLength, length });
  const { cutNotice, onPaste } = usePasteWithinLimit(maxLength, registration);
  return (
    <FieldFrame {...field} count={count} cutNotice={cutNotice}>
      <input
        {...controlAttributes(field, Boolean(count), Boolean(cutNotice))}
        type={type}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={cn(controlClasses(Boolean(field.error)), 'mt-1.5')}
        onPaste={onPaste}
        {...registration}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldBaseProps &
  LimitProps & { registration: UseFormRegisterReturn; rows?: number; placeholder?: string };

export function TextAreaField({
  registration,
  rows = 6,
  placeholder,
  maxLength,
  length,
  ...field
}: TextAreaFieldProps) {
  const count = useCount({ maxLength, length });
  const { cutNotice, onPaste } = usePasteWithinLimit(maxLength, registration);
  return (
    <FieldFrame {...field} count={count} cutNotice={cutNotice}>
      <textarea
        {...controlAttributes(field, Boolean(count), Boolean(cutNotice))}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className={cn(controlClasses(Boolean(field.error)), 'mt-1.5 resize-y')}
        onPaste={onPaste}
        {...registration}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldBaseProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** The empty first option ("Choose..."), whose value is ''. */
  placeholder: string;
  /** Shown under the select, e.g. a link about the chosen option. */
  after?: ReactNode;
};

/**
 * A native select drawn like the text fields: the browser's own arrow gives way to the icon set's
 * chevron, which inherits the wrapper's muted ink (inherited, not set on the icon, so forced colours
 * turn it into the system's text colour). Still the native control: it works before hydration and on touch.
 */
export function SelectField({ registration, options, placeholder, after, ...field }: SelectFieldProps) {
  return (
    <FieldFrame {...field} after={after}>
      <div className="relative mt-1.5 text-ink-muted">
        <select
          {...controlAttributes(field)}
          className={cn(controlClasses(Boolean(field.error)), 'appearance-none pr-12')}
          {...registration}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2" />
      </div>
    </FieldFrame>
  );
}

type RadioGroupFieldProps = FieldBaseProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
};

export function RadioGroupField({
  id,
  label,
  error,
  hint,
  required,
  className,
  registration,
  options,
}: RadioGroupFieldProps) {
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, hint, error)}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      className={className}
    >
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </p>
      <Hint id={id} text={hint} />
      {/* Side by side, each choice framed and as tall as the inputs beside it (small bare radios beside the
          framed fields read as unfinished: outside review WW); the whole frame is the radio's label. */}
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border bg-surface-raised px-3 py-2.5 text-base text-ink shadow-sm focus-within:border-brand-500 has-checked:border-brand-600 sm:text-sm',
              error ? 'border-danger-600' : 'border-line-control',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className={cn(
                'radio-control size-4 shrink-0 appearance-none rounded-full bg-surface-raised',
                error ? 'border-danger-600' : 'border-line-control',
              )}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A titled group of fields in a form's two-column grid, as job applications group theirs (about
 * you, profiles, the application itself). The legend floats, so it is an ordinary first row of the
 * group's grid and not drawn into a border; screen readers announce it with each field, and the
 * intro as the group's description. Each part a section of its form's one card, under a rule and its
 * numbered legend (parts split by nothing read as one long column of fields; each part framed in the
 * card read as cards in a card, on the application and on the quote form: outside reviews MM, TTTT).
 */

export function FieldGroup({
  id,
  step,
  title,
  intro,
  children,
}: {
  id: string;
  /** The part's number in a long form: set in a disc before the legend, a tick once done (FormProgress). */
  step?: number;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={intro ? `${id}-intro` : undefined}
      className="grid scroll-mt-24 gap-5 border-t border-line pt-6 sm:col-span-2 sm:grid-cols-2"
    >
      <legend className="float-left flex w-full items-center gap-3 text-lg font-semibold text-ink sm:col-span-2">
        {step !== undefined && <StepMarker step={step} />}
        {title}
        {step !== undefined && <StepDone />}
      </legend>
      {intro && (
        <p id={`${id}-intro`} className="-mt-4 text-sm text-ink-muted sm:col-span-2">
          {intro}
        </p>
      )}
      {children}
    </fieldset>
  );
}
