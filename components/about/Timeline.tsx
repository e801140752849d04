import type { AboutContent } from '@/lib/content/marketing';

type Milestone = AboutContent['story']['milestones'][number];

/**
 * The company's story as years on a line, oldest first. An ordered list, so a screen reader
 * announces how many milestones there are; the dots and the line are decoration.
 */
export function Timeline({ label, milestones }: { label: string; milestones: Milestone[] }) {
  return (
    <ol aria-label={label} className="space-y-6">
      {milestones.map((milestone, index) => (
        // The line runs from each dot down to the next one, and stops at the last.
        <li
          key={milestone.year + milestone.title}
          className="relative pl-9 not-last:before:absolute not-last:before:top-6 not-last:before:-bottom-5 not-last:before:left-[7px] not-last:before:w-px not-last:before:bg-line"
        >
          <span
            aria-hidden="true"
            className={
              index === milestones.length - 1
                ? 'absolute top-1 left-0 size-[15px] rounded-full bg-brand-600 ring-4 ring-brand-100'
                : 'absolute top-1 left-0 size-[15px] rounded-full border-2 border-brand-600 bg-surface'
            }
          />
          <p className="text-sm font-semibold text-brand-700">
            <time dateTime={milestone.year}>{milestone.year}</time>
          </p>
          <h3 className="mt-0.5 font-semibold text-ink">{milestone.title}</h3>
          <p className="mt-1 text-sm leading-6 text-ink-muted">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
