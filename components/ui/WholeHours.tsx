import type { ReactNode } from 'react';
import { supportHoursRange } from '@/lib/site/site';

/** A text with the support hours in it, the hours in a span that never breaks at their dash. */
export function keepHoursWhole(text: string): ReactNode {
  const [first, ...rest] = text.split(supportHoursRange);
  if (!rest.length) return text;
  // Strings need no key: only the spans between them carry one.
  return [
    first,
    ...rest.flatMap((piece, index) => [
      <span key={index} className="whitespace-nowrap">
        {supportHoursRange}
      </span>,
      piece,
    ]),
  ];
}
