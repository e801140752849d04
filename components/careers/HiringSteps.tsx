type HiringStep = { title: string; text: string };

/** How an application goes: an ordered list, numbered and joined by a line on wide screens. */
export function HiringSteps({ steps }: { steps: HiringStep[] }) {
  return (
    <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
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
          <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
