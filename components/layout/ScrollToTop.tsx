'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every route change starts at the top of the new page, or at its #anchor when the link has one. */
export function ScrollToTop() {
  const pathname = usePathname();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
