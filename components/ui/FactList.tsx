import type { ReactNode } from 'react';
import { Card } from './Card';

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

/** A detail page's side card: its title over the facts, then anything that is not a term and a value. */
export function FactCard({
  id,
  title,
  facts,
  children,
}: {
  id: string;
  title: string;
  facts: Fact[];
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2">
        <FactList facts={facts} />
      </div>
      {children}
    </Card>
  );
}
