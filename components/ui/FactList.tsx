import type { ReactNode } from 'react';
import { Card } from './Card';

export type Fact = { term: string; value: ReactNode };

/**
 * Facts about one thing (a vendor, a position, a story) as term/value rows in a detail page's side card. From
 * 1280 px, where the card's column is widest, two columns of a term over its value: one long column stood far
 * below the short About beside it (outside reviews FFFF, GGGG). A rule over every row, so both columns start alike.
 */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 xl:grid-cols-2">
      {facts.map((fact) => (
        <div
          key={fact.term}
          className="grid grid-cols-[minmax(0,8rem)_1fr] gap-4 border-t border-line py-3 text-sm xl:block"
        >
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
