'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** An internal page address worth prefetching: same origin, another page, no file extension. */
export function prefetchablePath(anchor: HTMLAnchorElement, current: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname;
}

/**
 * Prefetches a route when the user shows intent: the pointer enters its link, a finger touches it
 * or the keyboard focus lands on it. One listener on the document serves every link of the page
 * (see components/ui/Link.tsx for why links do not prefetch on sight).
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = prefetchablePath(anchor, window.location);
      if (!path || done.has(path)) return;
      done.add(path);
      router.prefetch(path);
    };
    const listening = new AbortController();
    const options = { passive: true, signal: listening.signal };
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => listening.abort();
  }, [router]);
  return null;
}
