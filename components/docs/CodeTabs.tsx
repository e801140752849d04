'use client';

import { Children, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/util/cn';

/**
 * Code samples in tabs (one shown at a time). Before JavaScript runs, and without it, every
 * sample is shown, side by side on wide screens, so nothing is hidden from anyone.
 */
export function CodeTabs({ label, tabs, children }: { label: string; tabs: string[]; children: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const panels = Children.toArray(children);

  // Tabs only exist once scripts run; the server's markup shows every sample.
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
      {enhanced && (
        <div role="tablist" aria-label={label} className="mb-2 flex gap-1">
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
      )}
      <div className={cn('grid gap-4', !enhanced && 'xl:grid-cols-2')}>
        {panels.map((panel, index) => (
          <div
            key={index}
            id={`${baseId}-panel-${index}`}
            role={enhanced ? 'tabpanel' : undefined}
            aria-labelledby={enhanced ? `${baseId}-tab-${index}` : undefined}
            hidden={enhanced && index !== active}
            className="min-w-0"
          >
            {panel}
          </div>
        ))}
      </div>
    </div>
  );
}
