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
 * A long form's part marker in its legend: always the part's number, so the parts read 1, 2, 3, 4
 * whatever is filled in; once the part is done, a tick beside the number (and "Done:" for screen
 * readers). A tick in place of the number made a role preselected from ?position= read as "✓, 2, 3,
 * 4", numbered unlike the rest (outside review). FormProgress's CSS shows the tick.
 */
export function StepMarker({ step }: { step: number }) {
  return (
    <span className="relative shrink-0">
      <StepDisc>{step}</StepDisc>
      <span
        data-done
        className="absolute -top-1.5 -right-2 flex size-4 items-center justify-center rounded-full bg-brand-600 text-white ring-2 ring-surface"
      >
        <Icon name="check" className="size-3" />
        <span className="sr-only">Done: </span>
      </span>
    </span>
  );
}
