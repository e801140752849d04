import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link. Next prefetches every link that scrolls into view, which on a card
 * grid means dozens of requests and their parsing on the main thread during the first load; here
 * nothing is prefetched on sight, and `IntentPrefetch` fetches a route when the pointer, a finger
 * or the keyboard focus reaches its link, a few hundred milliseconds before the click.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
