import type { ReactNode } from 'react';
import { supportHoursRange } from '@/lib/site/site';

/** The support hours, and a range of numbers such as "1-2": neither may break at its dash. */
const range = new RegExp(`(${supportHoursRange}|(?<![\\d-])\\d+-\\d+(?![\\d-]))`);

/**
 * A text with each range in it in a span that never breaks at its dash ("a few hours to 1-" over "2 days" at 375
 * px: outside review GGGGGG).
 */
export function keepRangesWhole(text: string): ReactNode {
  const pieces = text.split(range);
  if (pieces.length < 2) return text;
  // Strings need no key: only the spans between them carry one.
  return pieces.map((piece, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
