import { useId, useRef, type ReactNode } from 'react';
import { holdSubmit, useEarlyChecked, useEarlyValue } from '@/components/ui/useEarlyActions';

/** "" and anything that is not a plain number become NaN, which the rules reject with a message. */
export const parseNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export function CalculatorFrame({
  title,
  intro,
  result,
  children,
}: {
  title: string;
  intro: string;
  result: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="not-prose my-10 rounded-card border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {/* Held before hydration too: Enter in a field must not reload the page and lose what was typed. */}
      <form className="mt-5" onSubmit={(event) => event.preventDefault()} {...holdSubmit}>
        {children}
      </form>
      <div aria-live="polite" aria-atomic="true" className="mt-5 rounded-lg border border-line bg-surface-raised p-4">
        {result}
      </div>
    </section>
  );
}

/** A number field; a value typed before hydration is taken up as it hydrates. */
export function CalculatorField({
  id,
  label,
  value,
  onChange,
  step,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyValue(inputRef, value, onChange);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-lg border border-line-control bg-surface-raised px-3 py-2 text-base shadow-sm focus:border-brand-500"
      />
    </div>
  );
}

/** A checkbox; ticked or cleared before hydration is taken up as it hydrates. */
export function CalculatorSwitch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyChecked(inputRef, checked, onChange);
  return (
    <div className="flex items-center gap-2">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
