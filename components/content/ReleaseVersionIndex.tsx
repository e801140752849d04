'use client';

import { useMemo } from 'react';
import { releaseAnchor } from '@/lib/content/release-anchor';
import { useActiveSection } from './useActiveSection';

/** Each release's version and date; its anchor follows from the version (releaseAnchor), so the payload leaves it out. */
type IndexedRelease = { version: string; displayDate: string };

/**
 * Every version a jump away (the newest's Latest is on its release alone: said twice, outside review KK). From 640 to 1024 px a row of version chips,
 * each release's own heading carrying its date and badge; on a phone none: three rows of chips pushed
 * the releases a screen down (outside review), and there the newest is open and every earlier one a
 * short folded card, a scroll away. On a wide screen
 * a list that stays in view beside the releases, where the release being read is marked as the
 * policies' "On this page" marks its section. Plain anchors: without JavaScript only the mark is missing.
 */
export function ReleaseVersionIndex({ releases }: { releases: IndexedRelease[] }) {
  const ids = useMemo(() => releases.map((release) => releaseAnchor(release.version)), [releases]);
  const activeId = useActiveSection(ids);
  return (
    <nav aria-labelledby="versions-title" className="hidden min-w-0 sm:block lg:sticky lg:top-24 lg:self-start">
      <h2 id="versions-title" className="mb-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Versions
      </h2>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1 lg:border-l lg:border-line">
        {releases.map((release, index) => (
          <li key={release.version}>
            <a
              href={`#${ids[index]}`}
              aria-current={ids[index] === activeId ? 'location' : undefined}
              // Class lists of utilities other pages use already, so the index adds no CSS.
              className={`flex justify-center rounded-full px-4 py-2 text-base font-semibold whitespace-nowrap ring-1 hover:text-brand-700 lg:-ml-px lg:block lg:rounded-none lg:border-l-2 lg:ring-0 ${
                ids[index] === activeId
                  ? 'bg-brand-50 text-brand-700 ring-brand-200 lg:border-brand-600'
                  : 'bg-surface-raised text-ink ring-line lg:border-transparent lg:bg-transparent'
              }`}
            >
              {release.version}
              <span className="hidden text-sm font-normal text-ink-muted lg:block">{release.displayDate}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
