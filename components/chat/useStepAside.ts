'use client';

import { useEffect, useState, type RefObject } from 'react';
import { usePathname } from 'next/navigation';

/** What the toggle must never sit on (tests/e2e/helpers/page-checks.ts, launcherCoverage, looks for the same). */
const CONTROLS = 'a, button, [role=button], td, th';
/** From lg, the page's containers leave the toggle a gutter of its own (page-container, app/globals.css). */
const GUTTER_WIDTH = '(width >= 64rem)';

/**
 * Below lg a page's content runs to the screen's edge, so no gutter can hold the toggle: while it
 * would sit on one of the page's controls it steps aside (fades out), and comes back once that has
 * scrolled on, as a phone's floating buttons do. Never while it has focus or the window is open.
 */
export function useStepAside(toggleRef: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const toggle = toggleRef.current;
      if (!toggle || document.activeElement === toggle || matchMedia(GUTTER_WIDTH).matches) return setAside(false);
      const box = toggle.getBoundingClientRect();
      setAside(
        [...document.querySelectorAll(CONTROLS)].some((control) => {
          const own = control.getBoundingClientRect();
          return (
            own.right > box.left &&
            own.left < box.right &&
            own.bottom > box.top &&
            own.top < box.bottom &&
            !toggle.parentElement!.contains(control) &&
            control.checkVisibility({ visibilityProperty: true })
          );
        }),
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active, pathname, toggleRef]);

  return active && aside;
}
