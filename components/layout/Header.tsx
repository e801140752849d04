'use client';

import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useEarlyClicks } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/cn';
import { earlyClicksScope } from '@/lib/early-actions';
import { headerActions, headerNav, headerPrimaryHrefs, isActiveLink, siteName } from '@/lib/site';
import { Logo } from './Logo';

/** The header turns white with a shadow once the page is scrolled more than this. */
export const SCROLLED_THRESHOLD_PX = 10;

const primaryLinks = headerNav.filter((link) => headerPrimaryHrefs.includes(link.href));
const moreLinks = headerNav.filter((link) => !headerPrimaryHrefs.includes(link.href));

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

/** A disclosure that closes on Escape (focus back to its toggle) and on a click outside it. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, setOpen, toggleRef, panelRef };
}

type NavItemProps = {
  href: string;
  title: string;
  pathname: string;
  onNavigate?: () => void;
  className?: string;
};

function NavItem({ href, title, pathname, onNavigate, className }: NavItemProps) {
  const active = isActiveLink(href, pathname);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        'rounded-md font-medium transition-colors',
        active ? 'text-brand-700' : 'text-ink-muted hover:text-brand-700',
        className,
      )}
    >
      {title}
    </Link>
  );
}

export function Header() {
  const pathname = usePathname() ?? '/';
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
  const closeMenus = () => {
    setMobileOpen(false);
    setMoreOpen(false);
  };

  return (
    <header
      ref={headerRef}
      {...earlyClicksScope}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200',
        scrolled || mobileOpen ? 'bg-white shadow-header' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="shrink-0 rounded-md" aria-label={`${siteName} home`} onClick={closeMenus}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-4 hidden flex-1 items-center gap-6 text-sm lg:flex">
          {primaryLinks.map((link) => (
            <NavItem key={link.href} {...link} pathname={pathname} />
          ))}
          <div className="relative">
            <button
              ref={moreToggleRef}
              type="button"
              aria-expanded={moreOpen}
              aria-controls={moreMenuId}
              onClick={() => setMoreOpen(!moreOpen)}
              className="inline-flex items-center gap-1 rounded-md font-medium text-ink-muted hover:text-brand-700"
            >
              More
              <svg
                width="12"
                height="12"
                viewBox="0 0 12 12"
                aria-hidden="true"
                className={cn('transition-transform', moreOpen && 'rotate-180')}
              >
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
            <div
              ref={morePanelRef}
              id={moreMenuId}
              hidden={!moreOpen}
              className="absolute top-full left-0 mt-3 w-56 rounded-xl border border-line bg-white p-2 shadow-header"
            >
              <ul>
                {moreLinks.map((link) => (
                  <li key={link.href}>
                    <NavItem
                      {...link}
                      pathname={pathname}
                      onNavigate={closeMenus}
                      className="block px-3 py-2 hover:bg-brand-50"
                    />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>

        <div className="ml-auto hidden items-center gap-2 sm:flex">
          <ButtonLink href={headerActions.contactSales.href} variant="ghost" size="sm" onClick={closeMenus}>
            {headerActions.contactSales.title}
          </ButtonLink>
          <ButtonLink href={headerActions.getStarted.href} size="sm" onClick={closeMenus}>
            {headerActions.getStarted.title}
          </ButtonLink>
        </div>

        <Button
          ref={mobileToggleRef}
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen(!mobileOpen)}
          variant="ghost"
          size="icon"
          className="ml-auto size-10 sm:ml-2 lg:hidden"
        >
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            {mobileOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </Button>
      </div>

      <div
        ref={mobilePanelRef}
        id={mobileMenuId}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white lg:hidden"
      >
        <nav aria-label="Main (mobile)" className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="grid gap-1">
            {headerNav.map((link) => (
              <li key={link.href}>
                <NavItem
                  {...link}
                  pathname={pathname}
                  onNavigate={closeMenus}
                  className="block px-3 py-2.5 text-base hover:bg-brand-50"
                />
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-2 border-t border-line pt-4 sm:hidden">
            <ButtonLink href={headerActions.contactSales.href} variant="secondary" onClick={closeMenus}>
              {headerActions.contactSales.title}
            </ButtonLink>
            <ButtonLink href={headerActions.getStarted.href} onClick={closeMenus}>
              {headerActions.getStarted.title}
            </ButtonLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
