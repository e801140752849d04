import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The story's results as the hero's last word: each figure large over what it measured, in a row
 * under the summary, so the outcome is read before the details (a quote there made the hero a wall
 * of text: outside review). The Results section below sets each against what it replaced.
 */
export function CaseStudyKeyFigures({ results, label }: { results: CaseStudy['results']; label: string }) {
  return (
    // Three across from 640 px: the glance card stands beside the text only from 1280 px, where the column
    // still holds a third for "6,400 variants".
    <ul aria-label={label} className="grid gap-6 border-t border-line pt-6 sm:grid-cols-3">
      {results.map((result) => (
        <li key={result.value}>
          <p className="text-3xl font-bold tracking-tight whitespace-nowrap text-brand-700 tabular-nums">
            {result.value}
          </p>
          <p className="mt-1 text-base text-ink">{result.label}</p>
        </li>
      ))}
    </ul>
  );
}
