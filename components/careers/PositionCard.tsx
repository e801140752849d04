import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { ApplyNowLink } from './ApplyNowLink';

/**
 * A position's side card, the way to apply: its one Apply Now, the role at a glance under it (`facts`,
 * said once on the page: the card of a button and a few lines beside a long role read as thin, and the
 * facts in the hero as well would say them twice: outside reviews), then what happens after
 * (`children`). On a wide screen it stays in view beside the role's text; on a phone it comes right
 * after the title.
 */
export function PositionCard({
  title,
  facts,
  children,
}: {
  /** The position's title, for Apply Now's accessible name. */
  title: string;
  facts: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card data-apply-card>
      <ApplyNowLink title={title} className="w-full" />
      {facts}
      {children}
    </Card>
  );
}
