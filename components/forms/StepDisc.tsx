import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';

/**
 * A form part's number in its disc, before the part's legend: ringed in the accent, to be filled once done (a
 * pale tint read as faint: outside review GGG); other attributes (a progress state's data-*) pass through.
 */
export function StepDisc({
  children,
  className,
  ...props
}: { children: ReactNode; className?: string } & Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'>) {
  return (
    <span
      aria-hidden="true"
      {...props}
      className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-1 ${className ?? 'bg-surface-raised text-brand-700 ring-brand-500'}`}
    >
      {children}
    </span>
  );
}

/** A done part's disc: the same circle filled with the accent, its number kept, white. */
export const doneDisc = 'bg-brand-600 text-white ring-brand-600';

/**
 * A long form's part marker in its legend, a progress stepper's: always the part's number, so the
 * parts read 1, 2, 3, 4 whatever is filled in (a tick in place of the number made a role preselected
 * from ?position= read as "✓, 2, 3, 4": outside review); once the part is done, the same circle fills
 * with the accent and "Done" with a tick ends the legend's row (for screen readers "Done:" before the
 * part's name). No badge on the disc's corner: a tick or "!" dot there read as a notification count,
 * not progress (outside review). FormProgress's CSS swaps the two discs and shows the word.
 */
export function StepMarker({ step }: { step: number }) {
  return (
    <span className="shrink-0">
      <StepDisc data-todo>{step}</StepDisc>
      <StepDisc data-done className={doneDisc}>
        {step}
      </StepDisc>
      <span data-done className="sr-only">
        Done:{' '}
      </span>
    </span>
  );
}

/** The word a done part's legend ends with (FieldGroup), a tick before it; its "Done:" for a reader is StepMarker's. */
export function StepDone() {
  return (
    <span
      data-done
      aria-hidden="true"
      className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-success-700"
    >
      <Icon name="check" className="size-4" />
      Done
    </span>
  );
}
