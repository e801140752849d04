'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { isActiveLink } from '@/lib/site/site';

/**
 * A header link that marks itself `aria-current="page"` on its page. The only part of the
 * navigation that needs the browser (the root layout does not know the path, and survives
 * client-side navigation); styles key off the attribute. The menus' links
 * (components/layout/HeaderMenu.tsx) are in a lazy chunk, so their classes cost no page anything.
 */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  return (
    <Link href={href} aria-current={isActiveLink(href, pathname) ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
