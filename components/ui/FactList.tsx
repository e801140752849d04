import type { ReactNode } from 'react';

export type Fact = { term: string; value: ReactNode };

/** Facts about one thing (a vendor, a position, a story) as term/value rows in a detail page's side card. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-line">
      {facts.map((fact) => (
        <div key={fact.term} className="grid grid-cols-[minmax(0,8rem)_1fr] gap-4 py-3 text-sm">
          <dt className="font-medium text-ink-muted">{fact.term}</dt>
          <dd className="font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
