import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * A story's rollout in order, down a line: when (Day 1, Week 3), what was done, what it changed.
 * An ordered list, so a screen reader hears the steps and their count.
 */
export function CaseStudyTimeline({ steps }: { steps: CaseStudy['timeline'] }) {
  return (
    <ol className="border-l border-line">
      {steps.map((step) => (
        <li key={step.when + step.title} className="relative pb-7 pl-6 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-1.5 size-3 rounded-full bg-brand-600 ring-4 ring-surface"
          />
          <p className="text-sm font-semibold text-brand-700">{step.when}</p>
          <h3 className="mt-1 font-semibold text-ink">{step.title}</h3>
          <p className="mt-1 text-sm leading-6 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
