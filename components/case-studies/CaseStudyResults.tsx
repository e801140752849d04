import { Icon } from '@/components/ui/Icon';
import type { CaseStudy } from '@/lib/content/case-studies';

type Labels = { before: string; after: string };

/**
 * The story's before and after: each result beside what it replaced, the "before" first in reading
 * order and on screen (on a phone above the result; it once came after it: outside review). Two
 * sentences a row, in words: the hero's row states each figure, and restated here (and in the glance
 * card) the same three numbers read three times in the first screen and a half (outside review).
 */
export function CaseStudyResults({ results, labels }: { results: CaseStudy['results']; labels: Labels }) {
  return (
    // Its rows share the height of the outcome card beside it (its figures at text size left the table shorter).
    <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm">
      <div
        aria-hidden="true"
        className="hidden grid-cols-2 border-b border-line text-xs font-semibold tracking-wide uppercase sm:grid"
      >
        <p className="bg-surface-muted px-6 py-3 text-ink-subtle">{labels.before}</p>
        <p className="bg-brand-50 px-6 py-3 text-brand-700">{labels.after}</p>
      </div>
      <ul className="flex flex-1 flex-col divide-y divide-line">
        {results.map((result) => (
          <li key={result.label} className="grid flex-1 sm:grid-cols-2">
            {/* Beside the figure from 640 px, centred on its row: at the top, one line left the cell half empty. */}
            <div className="flex gap-3 bg-surface-muted px-6 py-4 sm:items-center sm:py-5">
              <Icon name="close" className="mt-0.5 size-5 shrink-0 text-ink-subtle sm:mt-0" />
              <p className="text-ink-muted">
                <span className="block text-xs font-semibold tracking-wide text-ink-subtle uppercase sm:sr-only">
                  {labels.before}
                </span>
                {result.before}
              </p>
            </div>
            <div className="flex gap-3 px-6 py-4 sm:items-center sm:py-5">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success-700 sm:mt-0" />
              <p className="text-ink">
                <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase sm:sr-only">
                  {labels.after}
                </span>
                {result.after}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
