const clock = { hour: 'numeric', minute: '2-digit' } as const;

/**
 * A message's time as the chat shows it under a run of messages, as Crisp and Intercom do: the clock
 * time in the visitor's locale ("2:41 PM", "14:41"), with the date on another day ("Nov 20, 6:45 PM").
 * A clock time stays true as the conversation goes on; "just now" on every bubble said nothing (outside
 * review QQ). The full time goes in the <time> element's title and dateTime.
 */
export function messageTime(iso: string, now: Date = new Date(), locale?: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return time.toDateString() === now.toDateString()
    ? time.toLocaleTimeString(locale, clock)
    : time.toLocaleString(locale, { month: 'short', day: 'numeric', ...clock });
}

/** The full date and time, for the title of a message's <time>. */
export function fullTime(iso: string, locale?: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : time.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' });
}
