import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The story's results as the hero's last word: each figure large over what it measured, in a row
 * under the summary, so the outcome is read before the details (a quote there made the hero a wall
 * of text: outside review). The Results section below sets each against what it replaced.
 */
export function CaseStudyKeyFigures({ results, label }: { results: CaseStudy['results']; label: string }) {
  return (
    // Three across; at 1024 px, where the column beside the glance card is narrowest, one a line, the
    // figure before its words ("3 distributors" wrapped in a third of that column).
    <ul
      aria-label={label}
      className="grid gap-6 border-t border-line pt-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3"
    >
      {results.map((result) => (
        <li key={result.value} className="items-baseline gap-3 lg:flex xl:block">
          <p className="text-3xl font-bold tracking-tight whitespace-nowrap text-brand-700 tabular-nums">
            {result.value}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{result.label}</p>
        </li>
      ))}
    </ul>
  );
}
