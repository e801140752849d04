import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';

/** A form part's number in its disc, before the part's legend. */
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

/**
 * A long form's part marker in its legend: the number while the part is to do, a tick (and "Done:"
 * for screen readers) once it is done. FormProgress's CSS shows one of the two.
 */
export function StepMarker({ step }: { step: number }) {
  return (
    <>
      <span data-todo className="contents">
        <StepDisc>{step}</StepDisc>
      </span>
      <span data-done className="contents">
        <StepDisc className="bg-brand-600 text-white ring-brand-600">
          <Icon name="check" className="size-4" />
        </StepDisc>
        <span className="sr-only">Done: </span>
      </span>
    </>
  );
}
