import type { CaseStudy } from '@/lib/content/case-studies';
import { cn } from '@/lib/util/cn';

/**
 * A story's result as one figure of its own: two of its numbers as bars drawn to the same scale,
 * before in grey and after in the brand colour, with what changed and why. The bars are SVG with
 * width attributes, so the page's style policy (no inline styles) still lets them take any length.
 */
export function CaseStudyOutcome({ outcome, label }: { outcome: CaseStudy['outcome']; label: string }) {
  const scale = Math.max(outcome.before.value, outcome.after.value, 1);
  const sides = [
    { ...outcome.before, barTone: 'text-ink-subtle', figureTone: 'text-ink-muted' },
    { ...outcome.after, barTone: 'text-brand-600', figureTone: 'text-brand-700' },
  ];
  return (
    <figure
      data-testid="case-study-outcome"
      className="flex h-full flex-col rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <p className="mt-2 text-lg font-semibold text-balance text-ink">{outcome.title}</p>
      <dl className="mt-6 flex flex-1 flex-col justify-center gap-6">
        {sides.map((side) => (
          // Only a term and its value in each group (a valid description list): the bar is drawn in the value,
          // laid under both across the group's width.
          <div key={side.when} className="relative flex items-baseline justify-between gap-4 pb-5">
            <dt className="text-sm font-medium text-ink-muted">{side.when}</dt>
            <dd
              className={cn(
                'text-xl font-bold tracking-tight whitespace-nowrap tabular-nums sm:text-3xl',
                side.figureTone,
              )}
            >
              {side.figure}
              <svg
                aria-hidden="true"
                focusable="false"
                className={cn('absolute inset-x-0 bottom-0 block h-3 w-full', side.barTone)}
              >
                <rect width="100%" height="100%" rx="6" fill="currentColor" opacity="0.14" />
                {side.value > 0 && (
                  <rect
                    width={`${Math.max((side.value / scale) * 100, 3)}%`}
                    height="100%"
                    rx="6"
                    fill="currentColor"
                  />
                )}
              </svg>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        {outcome.change}
      </p>
      <figcaption className="mt-3 text-sm leading-6 text-ink-muted">{outcome.caption}</figcaption>
    </figure>
  );
}
