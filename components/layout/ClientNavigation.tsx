'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { sameSitePath } from '@/lib/site/same-site';

/**
 * The endings of the files the site serves beside its pages (feeds, Markdown twins, llms.txt,
 * images, the manifest). Only these make a link a file: a page's own address may hold a dot
 * ("/release-notes/v2.2" would be a page), so "any dot-suffix" was too wide (issue 53).
 */
const FILE_ENDING = /\.(?:md|txt|xml|json|webmanifest|svg|png|jpe?g|webp|avif|gif|ico|pdf|zip|csv|html?)$/i;

/**
 * How long a prefetched route stays fresh in Next's router cache: its `staleTimes.static` default
 * (300 s; next.config.mjs does not change it). Past it, intent prefetches the route again.
 */
export const PREFETCH_STALE_MS = 300_000;

/**
 * The page a link leads to inside this site, as a URL, or null when the browser should follow it
 * itself: another origin, a new tab, a download or a file (FILE_ENDING). The path comes from
 * sameSitePath, so a router is never handed "//host" (from "/.//host" and kin). The site is served
 * at the origin's root: a `basePath` would have to be stripped here and added back for the router.
 */
export function internalPage(anchor: HTMLAnchorElement, current: Location): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const path = sameSitePath(anchor.href, current.href);
  if (!path) return null;
  const url = new URL(path, current.origin);
  if (FILE_ENDING.test(url.pathname)) return null;
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
 *   would otherwise mean dozens of requests during the first load); once per PREFETCH_STALE_MS, so
 *   a page left open for long prefetches again what the router's cache has dropped.
 * The click listener is on window, so it runs after React's own handlers (which are on the
 * document) and leaves alone a click one of them has already taken (`defaultPrevented`).
 */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => {
    // When each route was last prefetched: once per stale time, not on every pointer move.
    const prefetchedAt = new Map<string, number>();
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const path = anchor && prefetchablePath(anchor, window.location);
      if (!path) return;
      const now = Date.now();
      if (now - (prefetchedAt.get(path) ?? -Infinity) < PREFETCH_STALE_MS) return;
      prefetchedAt.set(path, now);
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
