import type { ReactNode } from 'react';

/**
 * A span of hours such as "9 AM-6 PM EST" (with its "Mon-Fri" when it has one), found in a sentence
 * that states the support hours: the browser breaks a line after its hyphen ("9 AM-" / "6 PM EST"),
 * so these keep it on one line wherever the FAQ and the docs render the hours.
 */
const HOURS = /((?:Mon[-\u2011]Fri\s)?\d{1,2}\s?[AP]M\s?[-\u2011\u2013]\s?\d{1,2}\s?[AP]M(?:\s[A-Z]{2,4}T)?)/;

/** The sentence with each span of hours in a span that does not wrap. */
export function withHoursWhole(text: string): ReactNode {
  return text.split(HOURS).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The same for an answer's HTML, rendered at build time (the span costs the page no JavaScript). */
export const hoursWholeHtml = (html: string) =>
  html.replace(new RegExp(HOURS.source, 'g'), '<span class="whitespace-nowrap">$1</span>');
