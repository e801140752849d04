import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { FactList, type Fact } from '@/components/ui/FactList';
import { ApplyNowLink } from './ApplyNowLink';

/**
 * A position's side card, one piece as Stripe's and Linear's job pages have it: the role's facts,
 * the one way to apply, then what happens after and who you would work with (`children`). On a wide
 * screen it stays in view beside the role to its end; on a phone it comes right after the title.
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
  facts: Fact[];
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-lg font-semibold">
        {summaryTitle}
      </h2>
      <div className="mt-2">
        <FactList facts={facts} />
      </div>
      <ApplyNowLink title={title} className="mt-4 w-full" />
      {children}
    </Card>
  );
}
