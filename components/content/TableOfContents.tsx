'use client';

import { useMemo } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { useActiveSection } from './useActiveSection';

type TocHeading = { id: string; text: string; depth: number };

/**
 * "On this page": links to the article's headings. On wide screens the heading currently being
 * read is highlighted (the last one whose top has passed the reading line: useActiveSection).
 * `collapsible`: above an article on narrow screens, a closed native disclosure (one row that opens
 * before hydration too), so the first paragraph is not pushed below the fold (outside review H).
 * `closeOnPick`: a pick closes it, where it stays in view over the text (the legal pages' bar on phones).
 * `readingLine`: where a heading becomes the one being read, a share of the viewport's height from its top; a third
 * for an article's short sections (at half, a heading picked here gave way to the next one), half for a policy's
 * long ones (useActiveSection).
 */
export function TableOfContents({
  headings,
  idPrefix,
  collapsible = false,
  closeOnPick = false,
  readingLine = 1 / 3,
}: {
  headings: TocHeading[];
  idPrefix: string;
  collapsible?: boolean;
  closeOnPick?: boolean;
  readingLine?: number;
}) {
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const activeId = useActiveSection(ids, readingLine);

  const title = (
    // In ink and at the list's size: a small grey capital label over a small grey list read as faint (outside review).
    <h2 id={`${idPrefix}-title`} className="text-sm font-semibold text-ink">
      On This Page
    </h2>
  );
  const list = (
    <ul
      className={collapsible ? 'space-y-1 px-5 pb-4 text-sm' : 'mt-3 space-y-0.5 lg:border-l lg:border-line'}
      onClick={closeOnPick ? (event) => event.currentTarget.closest('details')?.removeAttribute('open') : undefined}
    >
      {headings.map((heading) => {
        const active = heading.id === activeId;
        return (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              aria-current={active ? 'location' : undefined}
              data-active={active ? 'true' : undefined}
              className={cn(
                'block py-1 leading-snug text-ink-muted hover:text-brand-700 lg:-ml-px lg:border-l-2 lg:border-transparent lg:pl-4',
                heading.depth > 2 && 'pl-4 lg:pl-8',
                // Colour and rule alone: a bolder current entry grew a line as it changed (the docs' rail: an outside review).
                active && 'lg:border-brand-600 lg:text-brand-700',
              )}
            >
              {heading.text}
            </a>
          </li>
        );
      })}
    </ul>
  );

  if (collapsible)
    return (
      <nav aria-labelledby={`${idPrefix}-title`} className="rounded-card border border-line bg-surface-muted">
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-3.5">
            {title}
            <span className="flex items-center gap-2 text-sm text-ink-subtle">
              {headings.length} sections
              <Icon name="chevronDown" className="size-5 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          {list}
        </details>
      </nav>
    );

  return (
    <nav
      aria-labelledby={`${idPrefix}-title`}
      className="rounded-card border border-line bg-surface-muted p-5 lg:border-0 lg:bg-transparent lg:p-0"
    >
      {title}
      {list}
    </nav>
  );
}
