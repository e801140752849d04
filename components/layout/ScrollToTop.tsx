'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { currentFragmentId } from '@/lib/util/url-fragment';

/** Every route change starts at the top of the new page, or at its #anchor when the link has one. */
export function ScrollToTop() {
  const pathname = usePathname();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const id = currentFragmentId();
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
