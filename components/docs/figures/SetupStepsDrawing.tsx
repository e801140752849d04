import { Icon } from '@/components/ui/Icon';
import type { SetupStepsFigure } from '@/lib/content/docs';
import { DrawnButton, StepMark } from './DrawnParts';

/**
 * The Quick Start Guide's steps side by side (stacked on a phone), each drawn as the screen it
 * happens on: its number and screen, the fields filled in, the button to press and what it gives.
 */
export function SetupStepsDrawing({ figure }: { figure: SetupStepsFigure }) {
  return (
    // The hairlines between the steps are the gaps, over the line colour.
    <ol className="grid gap-px bg-line text-sm sm:grid-cols-3">
      {figure.steps.map((step, index) => (
        <li key={step.screen} className="flex flex-col bg-surface-raised p-3">
          <p className="flex items-center gap-2 font-semibold">
            <StepMark step={index + 1} />
            {step.screen}
          </p>
          {step.fields.map((field) => (
            <p key={field.label} className="mt-3">
              <span className="font-semibold">{field.label}</span>
              <span className="mt-1 flex justify-between gap-1 rounded-lg border border-line-control bg-surface px-2 py-1.5">
                <span className="truncate">{field.value}</span>
                {field.select && <Icon name="chevronDown" className="size-4 shrink-0 text-ink-subtle" />}
              </span>
            </p>
          ))}
          <p className="pt-4">
            <DrawnButton primary>{step.action}</DrawnButton>
          </p>
          <p className="mt-2 flex items-center gap-1 font-medium text-success-700">
            <Icon name="check" className="size-3.5 shrink-0" />
            {step.result}
          </p>
        </li>
      ))}
    </ol>
  );
}
