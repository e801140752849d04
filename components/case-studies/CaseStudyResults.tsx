import type { CaseStudy } from '@/lib/content/case-studies';

/** The results list: each figure large, with what it measured beside it. */
export function CaseStudyResults({ results }: { results: CaseStudy['results'] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-3">
      {results.map((result) => (
        <li key={result.label} className="rounded-card border border-line bg-surface-raised p-6 shadow-sm">
          <p className="text-4xl font-bold tracking-tight text-brand-700">{result.value}</p>
          <p className="mt-2 text-ink-muted">{result.label}</p>
        </li>
      ))}
    </ul>
  );
}
