import { cn } from '@/lib/util/cn';

/** A step; `when` (optional) says when it happens or how long it takes, above its title. */
export type Step = { title: string; text: string; when?: string };

/** A step's number in its brand disc, for the eye: the list it heads is ordered. */
export function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
    >
      {n}
    </span>
  );
}

/**
 * How something goes, as an ordered list: numbered steps joined by a line across a wide section
 * (`row`, hiring on /careers), or down a narrow column (`column`, beside a form: the application,
 * a custom integration's quote).
 */
export function Steps({ steps, layout = 'row' }: { steps: Step[]; layout?: 'row' | 'column' }) {
  if (layout === 'column')
    return (
      <ol className="space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <StepNumber n={index + 1} />
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    // Three steps make one row of three from 640 px; four, two rows of two, then one of four.
    <ol className={cn('grid gap-8 lg:gap-6', steps.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4')}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-5 left-12 hidden h-px w-[calc(100%-2.5rem)] bg-line lg:block"
            />
          )}
          <span
            aria-hidden="true"
            className="relative flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-surface-muted"
          >
            {index + 1}
          </span>
          {step.when && <p className="mt-4 text-sm font-semibold text-brand-700">{step.when}</p>}
          <h3 className={step.when ? 'mt-1 text-lg font-semibold text-ink' : 'mt-4 text-lg font-semibold text-ink'}>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
