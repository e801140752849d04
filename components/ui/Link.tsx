import type { ComponentProps } from 'react';

/**
 * The site's internal link: a plain anchor, rendered on the server or in a client component alike.
 * `ClientNavigation` (in the root layout) routes its clicks in the page and prefetches its route
 * on intent, as it does for every other anchor of the site, so no page carries next/link.
 */
export function Link({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} {...props} />;
}
