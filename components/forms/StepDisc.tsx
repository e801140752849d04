import type { ReactNode } from 'react';

/** A form part's number in its disc: the fieldset's legend and the FormSteps list share one look. */
export function StepDisc({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-1 ${className ?? 'bg-brand-50 text-brand-700 ring-brand-100'}`}
    >
      {children}
    </span>
  );
}
