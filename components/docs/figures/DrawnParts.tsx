import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';

/*
 * The pieces every drawn screenshot is made of (ShopifySettingsDrawing, DashboardFormDrawing, SetupStepsDrawing), apart
 * from DocFigure, which places the drawings: so no drawing imports the figure that imports it.
 */

/**
 * Beside a part of a drawn screen, the article's step it belongs to, said as "Step 3" on the site's brand badge: bare
 * numbers on solid blue circles beside the fields ("3, 3, 3, 4") read as error-count badges (outside review CCCC).
 */
export function StepCallout({ step }: { step: number }) {
  return <Badge tone="brand" className="shrink-0 whitespace-nowrap">{`Step ${step}`}</Badge>;
}

/** The number of a step in a drawn list of steps (SetupStepsDrawing), before its screen's name. */
export function StepMark({ step }: { step: number }) {
  return (
    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white tabular-nums">
      {step}
    </span>
  );
}

/** A drawn control: a button's shape with its label. */
export function DrawnButton({ children, primary = false }: { children: ReactNode; primary?: boolean }) {
  return (
    <span
      className={
        primary
          ? 'inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm'
          : 'inline-flex items-center gap-1.5 rounded-lg border border-line-control bg-surface px-3 py-1.5 text-sm font-semibold text-ink'
      }
    >
      {children}
    </span>
  );
}
