'use client';

import { useRef, useState } from 'react';
import { FilterChip } from '@/components/ui/FilterChip';
import { earlyClicksScope, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { RELEASE_KIND_ATTRIBUTE } from './release-kind';

/**
 * Shows one kind of change across every release (new features, improvements or bug fixes), or all
 * of them. It only hides the server-rendered sections of the other kinds, so without JavaScript,
 * where it is not offered, every release is complete.
 */
export function ReleaseKindFilter({ kinds, allLabel }: { kinds: { key: string; title: string }[]; allLabel: string }) {
  const [kind, setKind] = useState<string | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  useEarlyClicks(groupRef);
  const choose = (next: string | null) => {
    setKind(next);
    for (const section of document.querySelectorAll<HTMLElement>(`[${RELEASE_KIND_ATTRIBUTE}]`))
      section.hidden = next !== null && section.getAttribute(RELEASE_KIND_ATTRIBUTE) !== next;
  };
  return (
    <div
      ref={groupRef}
      role="group"
      aria-label="Show changes"
      className="flex flex-wrap gap-2 noscript:hidden"
      {...earlyClicksScope}
    >
      {[{ key: null, title: allLabel }, ...kinds].map(({ key, title }) => {
        const selected = key === kind;
        return (
          <FilterChip key={key ?? 'all'} selected={selected} onClick={() => choose(key)}>
            {title}
          </FilterChip>
        );
      })}
    </div>
  );
}
