import type { ChangeEventHandler, ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { cn } from '@/lib/util/cn';

/**
 * One choice of a filter's row of pills (the vendors' categories, the release notes' kinds): a
 * native radio in a pill, filled when checked (`.choice`, app/globals.css). The browser checks it
 * before hydration and without JavaScript; the group (a fieldset or role="radiogroup") names it.
 * Uncontrolled unless `checked` and `onChange` are given.
 */
export function FilterChip({
  name,
  value,
  checked,
  defaultChecked,
  onChange,
  className,
  children,
}: {
  name: string;
  value: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Its spacing where the row sets chips inline (the vendors' balanced lines). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={buttonClasses({
        variant: 'subtle',
        size: 'xs',
        className: cn(
          'choice cursor-pointer rounded-full bg-surface-raised ring-1 ring-line has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
          className,
        ),
      })}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  );
}
