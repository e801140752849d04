'use client';

import { useEffect, useId } from 'react';
import { cn } from '@/lib/util/cn';
import { currentFragmentId } from '@/lib/util/url-fragment';
import { Icon } from './Icon';
import { Prose } from './Prose';

export type AccordionItem = {
  /** Stable id: the item's anchor (…#id), and the base of its summary and panel ids. */
  id: string;
  title: string;
  /** The panel's HTML, rendered at build time from Markdown. A string, not an element: the page's
   * payload then carries each answer once, without the typography wrapper around it. */
  html: string;
};

type AccordionProps = {
  items: AccordionItem[];
  /** "single": one open item or none, opening one closes the other. "multiple": items are independent. */
  mode?: 'single' | 'multiple';
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Opens the item named by the URL fragment (on load and on hashchange) and scrolls to it. */
  hashLinked?: boolean;
  /** The first item starts open, so a list of questions shows one answer (and its kind) at a glance. */
  openFirst?: boolean;
  /** Gives each open answer a small link to itself (…#id) beside its question, named by this label: an address to copy and share. */
  linkLabel?: string;
  className?: string;
};

/**
 * Native disclosures: each item a <details> whose <summary> holds the question's heading. They
 * open and close before hydration and without JavaScript, with nothing to replay; "single" groups
 * them by `name`, so the browser closes the open one when another opens.
 */
export function Accordion({
  items,
  mode = 'multiple',
  headingLevel: Heading = 'h3',
  hashLinked = false,
  openFirst = false,
  linkLabel,
  className,
}: AccordionProps) {
  const group = useId();

  useEffect(() => {
    if (!hashLinked) return;
    const openFromHash = () => {
      const id = currentFragmentId();
      if (!id || !items.some((item) => item.id === id)) return;
      const details = document.getElementById(id);
      if (details instanceof HTMLDetailsElement) details.open = true;
      // After the opening (and any category switch around us) has rendered.
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [hashLinked, items]);

  return (
    <div className={cn('divide-y divide-line rounded-card border border-line bg-surface-raised', className)}>
      {items.map((item, index) => (
        <details
          key={item.id}
          id={item.id}
          name={mode === 'single' ? group : undefined}
          open={openFirst && index === 0}
          // Positioned only where it holds its answer's link (the FAQ page): Home's and Pricing's send no class more.
          className={cn('group', linkLabel && 'relative')}
        >
          {/* No ids on the summary and the panel: nothing points at them, and on /faq they cost ~370 B gzipped. */}
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-ink hover:text-brand-700">
            {/* Larger than the answer under it (outside review G: the answer read as the heading). */}
            {/* Room for the answer's link icon (placed over this row from the panel, see below) and no more: 48 px of it
                wrapped the questions early on a phone (outside review PPPP); the chevron and the gap give the rest. */}
            <Heading className={cn('text-base font-semibold sm:text-lg', linkLabel && 'pr-4')}>{item.title}</Heading>
            <Icon name="chevronDown" className="size-5 text-ink-subtle transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5">
            <Prose html={item.html} className="text-ink-muted" />
            {linkLabel && (
              // The answer's address as a quiet icon beside the question, as docs sites anchor their headings (a
              // labelled link row under the guide's crowded an open answer: outside review); its heading leaves it room.
              <a
                href={`#${item.id}`}
                aria-label={linkLabel}
                className="absolute top-4 right-12 rounded-md p-1 text-ink-subtle hover:text-brand-700"
              >
                <Icon name="link" className="size-4" />
              </a>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
