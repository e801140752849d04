'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/**
 * The docs navigation on phones: a bar under the header whose button discloses the sidebar's
 * content. Opening moves focus to the current article's link; Escape, or following a link,
 * closes it and focus returns to the button.
 */
export function DocsNavDrawer({
  buttonLabel,
  current,
  children,
}: {
  buttonLabel: string;
  current: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('[aria-current="page"]') ?? panel?.querySelector<HTMLElement>('a');
    target?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  };

  // A followed link closes the drawer (the next article renders under the same bar).
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <div
      onKeyDown={onKeyDown}
      className="sticky top-16 z-30 border-b border-line bg-surface/95 backdrop-blur lg:hidden"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 py-3 text-left text-sm"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
            className="size-5 shrink-0 text-ink-muted"
          >
            <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h10'} />
          </svg>
          <span className="font-semibold text-ink">{buttonLabel}</span>
          <span aria-hidden="true" className="text-ink-subtle">
            /
          </span>
          <span className="min-w-0 truncate text-ink-muted">{current}</span>
        </button>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={onClick}
        className="max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-line bg-surface px-4 py-6 shadow-lg sm:px-6"
      >
        {children}
      </div>
    </div>
  );
}
