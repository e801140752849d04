import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

/** Labelled form controls: the inline error is linked with aria-describedby and sets aria-invalid. */

type FieldBaseProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

const controlClasses = (invalid: boolean) =>
  cn(
    'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-subtle sm:text-sm',
    'focus:border-brand-500 disabled:bg-surface-muted',
    invalid ? 'border-danger-600' : 'border-line',
  );

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {required && (
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
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

/** The frame every labelled control shares: label, hint, the control, then its inline error. */
function FieldFrame({ id, label, error, hint, required, className, children }: FieldBaseProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <Hint id={id} text={hint} />
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The attributes that tie a control to its label, hint and error. */
const controlAttributes = ({ id, error, hint, required }: FieldBaseProps) => ({
  id,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});

type TextFieldProps = FieldBaseProps & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel';
};

export function TextField({ registration, type = 'text', autoComplete, placeholder, inputMode, ...field }: TextFieldProps) {
  return (
    <FieldFrame {...field}>
      <input
        {...controlAttributes(field)}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={controlClasses(Boolean(field.error))}
        {...registration}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldBaseProps & { registration: UseFormRegisterReturn; rows?: number; placeholder?: string };

export function TextAreaField({ registration, rows = 6, placeholder, ...field }: TextAreaFieldProps) {
  return (
    <FieldFrame {...field}>
      <textarea
        {...controlAttributes(field)}
        rows={rows}
        placeholder={placeholder}
        className={cn(controlClasses(Boolean(field.error)), 'resize-y')}
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
};

export function SelectField({ registration, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FieldFrame {...field}>
      <select {...controlAttributes(field)} className={controlClasses(Boolean(field.error))} {...registration}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type RadioGroupFieldProps = FieldBaseProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
};

export function RadioGroupField({ id, label, error, hint, required, className, registration, options }: RadioGroupFieldProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, hint, error)}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      className={className}
    >
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </p>
      <Hint id={id} text={hint} />
      <div className="mt-2 flex flex-col gap-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="radio" value={option.value} className="size-4 accent-brand-600" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

type FileFieldProps = FieldBaseProps & {
  name: string;
  accept: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: () => void;
};

export function FileField({ name, accept, inputRef, onChange, onBlur, ...field }: FileFieldProps) {
  return (
    <FieldFrame {...field}>
      <input
        {...controlAttributes(field)}
        ref={inputRef}
        name={name}
        type="file"
        accept={accept}
        onChange={onChange}
        onBlur={onBlur}
        className={cn(
          controlClasses(Boolean(field.error)),
          'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
        )}
      />
    </FieldFrame>
  );
}
