'use client';

import { useMemo } from 'react';
import { useActiveSection } from '@/components/content/useActiveSection';
import type { DocLink } from '@/lib/content/docs';
import { DocsNavItem } from './DocsNavItem';

/**
 * A sidebar group that lists sections of the page being read (the API reference's guide and calls):
 * the section in view is marked as it scrolls, with the scroll-spy of the articles' "On this page"
 * (useActiveSection), its reading line the viewport's middle: a call is a tall section,
 * and at a third Push Product stayed marked with List Products' heading and code well in view (outside review
 * BBBBB). Links to another page's sections stay plain. Without JavaScript no mark.
 */
export function DocsSectionLinks({ items, currentHref }: { items: DocLink[]; currentHref: string }) {
  const prefix = `${currentHref}#`;
  const ids = useMemo(
    () => items.filter((item) => item.href.startsWith(prefix)).map((item) => item.href.slice(prefix.length)),
    [items, prefix],
  );
  const activeId = useActiveSection(ids);
  return items.map((item) => (
    <DocsNavItem
      key={item.href}
      item={item}
      current={activeId !== null && item.href === `${prefix}${activeId}` ? 'location' : undefined}
    />
  ));
}
