import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { ApplyNowLink } from './ApplyNowLink';

/**
 * A position's side card, the way to apply: its one Apply Now, then what happens after (`children`).
 * The role's facts stand once, under its title (PositionFacts); a second "At a Glance" list of them
 * here repeated the hero (outside review). On a wide screen it stays in view beside the role's
 * opening; on a phone it comes right after the title.
 */
export function PositionCard({
  title,
  children,
}: {
  /** The position's title, for Apply Now's accessible name. */
  title: string;
  children: ReactNode;
}) {
  return (
    <Card data-apply-card>
      <ApplyNowLink title={title} className="w-full" />
      {children}
    </Card>
  );
}
