/**
 * A message's time as the chat shows it: "just now", "5 min ago", then the clock time, then the
 * date; the full time goes in the <time> element's title and dateTime.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const seconds = Math.round((now.getTime() - time.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const sameDay = time.toDateString() === now.toDateString();
  const clock = time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (sameDay) return clock;
  return `${time.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${clock}`;
}

/** The full date and time, for the title of a message's <time>. */
export function fullTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : time.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' });
}
