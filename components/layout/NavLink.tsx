'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import type { IconId } from '@/lib/brand/icon-sprite';
import { isActiveLink } from '@/lib/site/site';

/**
 * A header link that marks itself `aria-current="page"` on its page. The only part of the
 * navigation that needs the browser (the root layout does not know the path, and survives
 * client-side navigation); styles key off the attribute. A menu link's icon is drawn here, so the
 * server-rendered menu that every page carries names it in a word instead of sending its markup and
 * its class.
 */
export function NavLink({
  href,
  icon,
  className,
  children,
}: {
  href: string;
  icon?: IconId;
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '/';
  return (
    <Link
      href={href}
      aria-current={isActiveLink(href, pathname) ? 'page' : undefined}
      // A link with an icon is a menu's (app/globals.css): the class is set here, not sent with each link.
      className={icon ? 'menu-link' : className}
    >
      {icon && <Icon name={icon} />}
      {children}
    </Link>
  );
}
