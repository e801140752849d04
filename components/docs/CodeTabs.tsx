'use client';

import { Children, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { earlyClicksScope, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/util/cn';

/**
 * Code samples in tabs (one shown at a time). Without JavaScript every sample is shown, side by
 * side on wide screens, so nothing is hidden from anyone. Where scripts run, the tabs are in place
 * from the first paint (CSS `scripting` media), so hydration moves nothing: a page opened at a
 * call's address (/documentation/api-reference#api-update-price) stays on it; a tab pressed before hydration is
 * replayed once it is done. A browser without that media query shows every sample until hydration.
 */
export function CodeTabs({ label, tabs, children }: { label: string; tabs: string[]; children: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tablistRef = useRef<HTMLDivElement>(null);
  useEarlyClicks(tablistRef);
  const baseId = useId();
  const panels = Children.toArray(children);

  // For a browser without the `scripting` media query: the tabs show once scripts run.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setEnhanced(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (active + moves[event.key]! + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mt-5">
      <div
        ref={tablistRef}
        role="tablist"
        aria-label={label}
        className={cn('mb-2 gap-1', enhanced ? 'flex' : 'hidden scripting:flex')}
        {...earlyClicksScope}
      >
        {tabs.map((tab, index) => (
          <Button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            variant={index === active ? 'dark' : 'subtle'}
            size="xs"
          >
            {tab}
          </Button>
        ))}
      </div>
      <div className={cn('grid gap-4', !enhanced && 'noscript:xl:grid-cols-2')}>
        {panels.map((panel, index) => (
          <div
            key={index}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={enhanced && index !== active}
            className={cn('min-w-0', !enhanced && index !== active && 'scripting:hidden')}
          >
            {panel}
          </div>
        ))}
      </div>
    </div>
  );
}
