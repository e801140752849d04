'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/util/cn';
import { currentFragmentId } from '@/lib/util/url-fragment';
import { Icon } from './Icon';
import { Prose } from './Prose';
import { earlyClicksScope, useEarlyClicks } from './useEarlyActions';

export type AccordionItem = {
  /** Stable id: the item's anchor (…#id), and the base of its button and panel ids. */
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
  className?: string;
};

export const accordionButtonId = (id: string) => `${id}-button`;
export const accordionPanelId = (id: string) => `${id}-panel`;

/** The ids of open items after a click on `id`. */
export function toggleOpen(open: string[], id: string, mode: 'single' | 'multiple'): string[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return mode === 'single' ? [id] : [...open, id];
}

/**
 * Disclosure buttons (aria-expanded, aria-controls) over labelled region panels. Questions clicked
 * before hydration open, in the order clicked, once it is done.
 */
export function Accordion({
  items,
  mode = 'multiple',
  headingLevel: Heading = 'h3',
  hashLinked = false,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  useEarlyClicks(rootRef);

  useEffect(() => {
    if (!hashLinked) return;
    const openFromHash = () => {
      const id = currentFragmentId();
      if (!id || !items.some((item) => item.id === id)) return;
      setOpen((current) => (current.includes(id) ? current : toggleOpen(current, id, mode)));
      // After the opening (and any category switch around us) has rendered.
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [hashLinked, items, mode]);

  return (
    <div
      ref={rootRef}
      className={cn('divide-y divide-line rounded-card border border-line bg-surface-raised', className)}
      {...earlyClicksScope}
    >
      {items.map((item) => {
        const expanded = open.includes(item.id);
        return (
          <div key={item.id} id={item.id}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                id={accordionButtonId(item.id)}
                aria-expanded={expanded}
                aria-controls={accordionPanelId(item.id)}
                onClick={() => setOpen((current) => toggleOpen(current, item.id, mode))}
                className="flex w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-ink hover:text-brand-700"
              >
                <span>{item.title}</span>
                <Icon
                  name="chevronDown"
                  className={cn('size-5 text-ink-subtle transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </Heading>
            <div
              id={accordionPanelId(item.id)}
              role="region"
              aria-labelledby={accordionButtonId(item.id)}
              hidden={!expanded}
              data-accordion-panel=""
              className="px-5 pb-5 text-ink-muted"
            >
              <Prose html={item.html} className="text-ink-muted" />
            </div>
          </div>
        );
      })}
    </div>
  );
}
