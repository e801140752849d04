'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { earlyClicksScope, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/util/cn';

/** The header turns white with a shadow once the page is scrolled more than this. */
export const SCROLLED_THRESHOLD_PX = 10;
/** The menus' links, icons and lines: a chunk fetched when one opens, in no page's first HTML or JavaScript. */
const HeaderMenu = lazy(() => import('./HeaderMenu'));

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * A disclosure that closes on Escape (focus back to its toggle), on a click outside it and when
 * focus moves on past it (so Tab never lands on a page the menu covers).
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const listening = new AbortController();
    const options = { signal: listening.signal };
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') {
          setOpen(false);
          toggleRef.current?.focus();
        }
      },
      options,
    );
    document.addEventListener('click', closeOutside, options);
    document.addEventListener('focusin', closeOutside, options);
    return () => listening.abort();
  }, [open]);
  return { open, setOpen, toggleRef, panelRef };
}

type HeaderShellProps = {
  logo: ReactNode;
  /** The links shown inline on wide screens. */
  primaryNav: ReactNode;
  /** The search button, on every screen size. */
  search: ReactNode;
  actions: ReactNode;
};

/**
 * The header's behaviour: the scrolled state, the "More" menu and the mobile menu. The logo, the row's
 * links and the actions are server-rendered slots (components/layout/Header.tsx), so they cost no
 * JavaScript; the menus' content (components/layout/HeaderMenu.tsx) is a chunk fetched when one opens,
 * so no page's HTML or first JavaScript carries it (a toggle needs JavaScript, and one pressed before
 * hydration opens the menu once it is done; the footer links every page without JavaScript). Any link
 * chosen inside the header closes the menus.
 */
export function HeaderShell({ logo, primaryNav, search, actions }: HeaderShellProps) {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  const {
    open: mobileOpen,
    setOpen: setMobileOpen,
    toggleRef: mobileToggleRef,
    panelRef: mobilePanelRef,
  } = useDisclosure();
  const { open: moreOpen, setOpen: setMoreOpen, toggleRef: moreToggleRef, panelRef: morePanelRef } = useDisclosure();
  const mobileMenuId = useId();
  const moreMenuId = useId();
  // The menu toggles tapped before hydration take effect once it is done.
  const headerRef = useRef<HTMLElement>(null);
  useEarlyClicks(headerRef);

  // A new page closes the menus (set during render, so a toggle replayed after hydration stays open).
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMobileOpen(false);
    setMoreOpen(false);
  }

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) {
      setMobileOpen(false);
      setMoreOpen(false);
    }
  };

  return (
    <header
      ref={headerRef}
      {...earlyClicksScope}
      onClick={closeOnLink}
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200',
        scrolled || mobileOpen ? 'bg-surface-raised shadow-header' : 'bg-transparent',
      )}
    >
      <div className="page-container flex h-16 max-w-7xl items-center gap-4">
        {logo}
        {/* 24 px from the wordmark to the first link from lg, the header's gap and ml-2 (outside review: they nearly touched at 1024 px). */}
        <nav
          aria-label="Main"
          className="ml-2 hidden flex-1 items-center gap-4 text-sm whitespace-nowrap lg:flex xl:ml-4 xl:gap-6"
        >
          {primaryNav}
          <div className="relative">
            <button
              ref={moreToggleRef}
              type="button"
              aria-expanded={moreOpen}
              aria-controls={moreMenuId}
              onClick={() => setMoreOpen(!moreOpen)}
              className="nav-link inline-flex items-center gap-1"
            >
              More
              <Icon name="caretDown" className={cn('size-3 transition-transform', moreOpen && 'rotate-180')} />
            </button>
            {moreOpen && (
              <Suspense>
                <HeaderMenu more id={moreMenuId} ref={morePanelRef} />
              </Suspense>
            )}
          </div>
        </nav>
        {search}
        {actions}
        <Button
          ref={mobileToggleRef}
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen(!mobileOpen)}
          variant="ghost"
          size="icon"
          // Last, after the search (order: components/layout/Header.tsx); the margin is the chat toggle's room
          // between them: it docks here, fixed, below lg (components/chat/ChatLauncher.tsx).
          // Open, it keeps its hover's tint, as the chat toggle beside it does (outside review: no open state).
          className={cn('order-last ml-14 size-10 lg:hidden', mobileOpen && 'bg-brand-50 text-brand-700')}
        >
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <Icon name={mobileOpen ? 'close' : 'menu'} />
        </Button>
      </div>
      {/* Below the header bar, the mobile menu's panel (components/layout/HeaderMenu.tsx). */}
      {mobileOpen && (
        <Suspense>
          <HeaderMenu id={mobileMenuId} ref={mobilePanelRef} />
        </Suspense>
      )}
    </header>
  );
}
