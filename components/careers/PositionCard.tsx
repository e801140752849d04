import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { Icon } from '@/components/ui/Icon';
import { ApplyNowLink } from './ApplyNowLink';
import type { PositionFact } from './PositionMeta';

/**
 * A position's side card, one piece as Stripe's and Linear's job pages have it: the role's facts,
 * each by its mark so the card scans down its left edge (bare term and value rows read as an ordinary
 * table: outside review), the one way to apply, then what happens after and who you would work with
 * (`children`). On a wide screen it stays in view beside the role to its end; on a phone it comes
 * right after the title.
 */
export function PositionCard({
  title,
  summaryTitle,
  facts,
  children,
}: {
  /** The position's title, for Apply Now's accessible name. */
  title: string;
  summaryTitle: string;
  facts: PositionFact[];
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-lg font-semibold">
        {summaryTitle}
      </h2>
      <dl className="mt-2 divide-y divide-line text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="flex items-start gap-3 py-2.5">
            <Icon name={fact.icon} className="mt-0.5 size-4 text-brand-600" />
            <dt className="w-32 shrink-0 font-medium text-ink-muted">{fact.term}</dt>
            <dd className="font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ApplyNowLink title={title} className="mt-4 w-full" />
      {children}
    </Card>
  );
}
