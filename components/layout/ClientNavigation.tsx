'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { sameSitePath } from '@/lib/site/same-site';

/**
 * The page a link leads to inside this site, as a URL, or null when the browser should follow it
 * itself: another origin, a new tab, a download or a file (feeds, Markdown twins, images). The
 * path comes from sameSitePath, so a router is never handed "//host" (from "/.//host" and kin).
 */
export function internalPage(anchor: HTMLAnchorElement, current: Location): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const path = sameSitePath(anchor.href, current.href);
  if (!path) return null;
  const url = new URL(path, current.origin);
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url;
}

/** An internal page address worth prefetching: another page than this one. */
export function prefetchablePath(anchor: HTMLAnchorElement, current: Location): string | null {
  const url = internalPage(anchor, current);
  return url && url.pathname !== current.pathname ? url.pathname : null;
}

/**
 * Where a click on the link should be routed in the page (without a reload), or null when the
 * browser should follow it: a jump to an anchor of this same page stays the browser's own.
 */
export function routablePath(anchor: HTMLAnchorElement, current: Location): string | null {
  const url = internalPage(anchor, current);
  if (!url) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search + url.hash;
}

const anchorOf = (event: Event) => {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * Client-side navigation for every link of the site, whoever rendered it (our components, the
 * Markdown of the docs), from listeners on the document and the window, so a link is a plain
 * server-rendered `<a>` and no page ships next/link (2.3 KB gzipped on every page):
 * - a plain left click on an internal link is routed in the page, as next/link would: the chat,
 *   the theme and the scroll restoration stay, and only the new page's data is fetched;
 * - a route is prefetched when the pointer enters its link, a finger touches it or the keyboard
 *   focus lands on it, a few hundred milliseconds before the click, and never on sight (a card grid
 *   would otherwise mean dozens of requests during the first load).
 * The click listener is on window, so it runs after React's own handlers (which are on the
 * document) and leaves alone a click one of them has already taken (`defaultPrevented`).
 */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const path = anchor && prefetchablePath(anchor, window.location);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event);
      const path = anchor && routablePath(anchor, window.location);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };
    const listening = new AbortController();
    const passive = { passive: true, signal: listening.signal };
    document.addEventListener('pointerover', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    document.addEventListener('focusin', onIntent, passive);
    window.addEventListener('click', onClick, { signal: listening.signal });
    return () => listening.abort();
  }, [router]);
  return null;
}
