'use client';

import { useEffect, useRef, useState } from 'react';
import { fromSm } from '@/lib/util/media';
import { ApplyNowLink } from './ApplyNowLink';

/**
 * The bar's edge-to-edge reach: the page container's padding taken back, so it spans the screen as a phone's
 * action bar does (a floating card with the text showing under and beside it read as covering the role's
 * quote: outside review LLL). Its shadow falls upward, onto what it rides over; the body's foot padding is given
 * up under lg, where the bar's own room ends the role's text. The page's own rule: the shared CSS carries none of it.
 */
const barBleedRule =
  `.apply-bar{margin-inline:-1rem;padding-inline:1rem;box-shadow:0 -8px 16px -8px rgb(0 0 0/.12)}` +
  `${fromSm}{.apply-bar{margin-inline:-1.5rem;padding-inline:1.5rem}}` +
  `@media(max-width:63.98rem){[data-role-body]{padding-bottom:0}}`;

/**
 * Apply Now kept at the screen's foot while a phone or a tablet reads the role (its only other ways in
 * are the side card above the text and the band after the team: a long scroll from either). It rides
 * the role's text, and shows only while it is docked whole at the screen's foot: where the text ends it
 * goes, rather than stop there mid-screen (outside reviews XXXX, YYYY: resting at the text's end it read as
 * a bar parked in the page), and while the text starts below the screen's foot it waits (held at the text's
 * top, it showed as a sliver with its button cut off under the side card: outside review AAAAA). From lg
 * the side card stays beside the text instead. Docked across the screen's width, under a rule, as an app's
 * action bar, and only once the side card's own Apply Now has left the screen. min-w-0: the title truncates, but as a grid item its whole width would still widen the
 * column past a 320 px screen. Before hydration it rides and rests as CSS places it.
 */
export function ApplyBar({ title }: { title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [undocked, setUndocked] = useState(false);
  useEffect(() => {
    const bar = ref.current!;
    const cardButton = document.querySelector('[data-apply-card] a');
    let frame = 0;
    // Docked, the bar's foot is the screen's; above it the role's text has ended on screen, below it the text has
    // not yet reached the screen's foot. While the side card's Apply Now is on screen the bar waits too (two Apply
    // Now buttons on one screen: outside review JJJJJJ).
    const measure = () => {
      frame = 0;
      const card = cardButton?.getBoundingClientRect();
      const cardInView = !!card && card.bottom > 0 && card.top < window.innerHeight;
      setUndocked(cardInView || Math.abs(bar.getBoundingClientRect().bottom - window.innerHeight) > 1);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <div
      ref={ref}
      className="apply-bar sticky bottom-0 z-30 flex min-w-0 items-center justify-between gap-4 border-t border-line bg-surface-raised py-3 lg:hidden"
      // Hidden, not removed: its room stays, so nothing under it moves.
      style={undocked ? { visibility: 'hidden' } : undefined}
    >
      <style>{barBleedRule}</style>
      <p className="min-w-0 truncate text-sm font-semibold text-ink">{title}</p>
      <ApplyNowLink title={title} className="shrink-0" />
    </div>
  );
}
