'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { loadSiteSearch, type LoadedSiteSearch } from '@/lib/search/load';
import { queryWords } from '@/lib/search/rank';
import { searchSite } from '@/lib/search/site';
import { SEARCH_OPEN_EVENT, SEARCH_REQUESTED, SEARCH_TYPED } from '@/lib/search/trigger';
import { searchTexts } from '@/lib/search/texts';
import { sameSitePath } from '@/lib/site/same-site';
import { SearchHelp } from './SearchHelp';
import { dialogSections } from './dialog-sections';
import { SearchOption } from './SearchOption';

// This chunk loads on intent to search (hover or focus of the button, or the first shortcut): the index comes with it.
loadSiteSearch().catch(() => undefined);

/**
 * The site search: a modal dialog (native, so the page behind is inert) with a combobox over a
 * listbox of results grouped by kind. Arrow keys move, Enter opens, Escape closes; Tab stays inside.
 */
export function SearchDialog() {
  // Its words come with this chunk (lib/search/texts.ts), so pages that never open it do not carry them.
  const text = searchTexts;
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<LoadedSiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listboxId = `${baseId}-list`;
  const titleId = `${baseId}-title`;

  const fetchIndex = useCallback(() => {
    loadSiteSearch().then(
      (loaded) => {
        setFailed(false);
        setIndex(loaded);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(fetchIndex, [fetchIndex]);

  useEffect(() => {
    const show = () => {
      setOpen(true);
      fetchIndex();
    };
    window.addEventListener(SEARCH_OPEN_EVENT, show);
    return () => window.removeEventListener(SEARCH_OPEN_EVENT, show);
  }, [fetchIndex]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    document.documentElement.classList.toggle('overflow-hidden', open);
    // Asked for and shown, or closed: either way the request is answered.
    const typed = window[SEARCH_TYPED];
    window[SEARCH_REQUESTED] = 0;
    window[SEARCH_TYPED] = '';
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // Letters typed while it loaded (lib/search/trigger.ts) are the query; else an earlier query is selected.
    // The field shows them at once, so that the next key, typed before React renders, adds to them.
    const input = inputRef.current;
    if (typed && input) {
      input.value = typed;
      queueMicrotask(() => setQuery(typed));
    } else input?.select();
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  /** Goes to a result: a new page through the router; an anchor on this page through the address, so the page hears it. */
  const go = (href: string) => {
    close();
    const path = sameSitePath(href, window.location.href);
    if (!path) return;
    const url = new URL(path, window.location.origin);
    if (url.pathname === window.location.pathname && (url.hash || url.search)) window.location.assign(url.hash || path);
    else router.push(path);
  };

  // The query's meaningful words are marked too (not "how" or "is"), with the indexed words each result matched.
  const terms = useMemo(() => queryWords(query), [query]);
  const groups = useMemo(() => (index && query.trim() ? searchSite(index, query) : []), [index, query]);
  const searching = query.trim() !== '';
  const sections = dialogSections({ index, groups: searching ? groups : [], query, terms, text, baseId });
  const options = sections.flatMap((section) => section.options);
  // Results, not the row that opens the documentation's full list.
  const count = searching && groups.length ? options.filter((option) => option.record).length : 0;
  const noResults = Boolean(index) && searching && count === 0;
  const current = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActive((active + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      go(current.href);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Closed, its field can keep focus until the next rendering update: a shortcut pressed then is
    // the trigger script's to open it again, not this handler's to "close" it (the search test's flake).
    if (!dialogRef.current?.open) return;
    if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
      // The shortcut that opened the dialog closes it (the trigger script sees this handled).
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Focus stays inside: from the last control to the first and back.
      const focusable = [
        ...dialogRef.current!.querySelectorAll<HTMLElement>(
          'input, button:not([disabled]), a[href]:not([tabindex="-1"])',
        ),
      ];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
      }
    }
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };

  const status = !searching
    ? ''
    : failed
      ? text.failed
      : !index
        ? text.loading
        : count === 0
          ? text.noResults.replace('{query}', query.trim())
          : count === 1
            ? text.oneResult
            : text.results.replace('{count}', String(count));

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Chrome may close a modal on Escape without a cancel event (no user activation since the last
      // one): the state follows the dialog, or the next shortcut would find it "open" and do nothing.
      // The close event is queued: a shortcut that reopened the dialog before it arrived wins.
      onClose={() => dialogRef.current?.open || close()}
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={onDialogKeyDown}
      className="m-0 h-dvh max-h-none w-full max-w-none border-0 bg-transparent p-0 sm:px-4 sm:pt-[10vh]"
    >
      <div className="mx-auto flex h-full flex-col overflow-hidden bg-surface-raised text-ink shadow-2xl sm:h-auto sm:max-h-[min(42rem,80vh)] sm:max-w-2xl sm:rounded-2xl sm:border sm:border-line">
        <h2 id={titleId} className="sr-only">
          {text.dialogTitle}
        </h2>
        <div className="flex items-center gap-3 border-b border-line px-4">
          <Icon name="search" className="size-5 shrink-0 text-brand-600" />
          <input
            ref={inputRef}
            role="combobox"
            aria-label={text.inputLabel}
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={current?.id}
            value={query}
            onChange={(event) => {
              // A new result list starts at its first entry, so Enter opens the best match.
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
            placeholder={text.placeholder}
            maxLength={100}
            autoComplete="off"
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-subtle"
          />
          <button
            type="button"
            onClick={close}
            aria-label={text.closeLabel}
            className="shrink-0 rounded-md border border-line bg-surface-muted px-2 py-1 text-xs font-medium text-ink-muted hover:text-ink"
          >
            {/*
             * The key's name where a keyboard is likely (a fine pointer, from 768 px, as the docs search box's "/"):
             * a phone's browser can report a mouse-like pointer. A word a finger can read elsewhere.
             */}
            <span aria-hidden="true" className="md:keyboard:hidden">
              {text.closeText}
            </span>
            <span aria-hidden="true" className="hidden md:keyboard:inline">
              Esc
            </span>
          </button>
        </div>

        {/* Focusable, so that the results can be scrolled from the keyboard too. */}
        <div tabIndex={0} aria-label={text.resultsLabel} className="flex-1 overflow-y-auto overscroll-contain">
          {/* Seen while the index loads or when it failed; read out always. */}
          <p role="status" className={cn('px-5 pt-4 text-sm text-ink-muted', (index || !searching) && 'sr-only')}>
            {status}
          </p>
          {noResults && (
            <p className="px-5 pt-4 font-semibold text-ink" aria-hidden="true">
              {status}
            </p>
          )}
          <div ref={listRef} id={listboxId} role="listbox" aria-label={text.resultsLabel} className="p-2">
            {sections.map((section, sectionIndex) => (
              <div key={section.label} role="group" aria-labelledby={`${listboxId}-group-${sectionIndex}`}>
                <div
                  id={`${listboxId}-group-${sectionIndex}`}
                  role="presentation"
                  className="px-3 pt-3 pb-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
                >
                  {section.label}
                </div>
                {section.options.map((option) => (
                  <SearchOption key={option.id} option={option} selected={option === current} onClick={onOptionClick} />
                ))}
              </div>
            ))}
          </div>

          {noResults && (
            <div className="px-5 pb-6">
              <SearchHelp text={text} query={query} onLinkClick={onOptionClick} beforeAsk={close} />
            </div>
          )}
        </div>

        <p
          aria-hidden="true"
          className="hidden border-t border-line px-4 py-2.5 text-xs text-ink-subtle md:keyboard:block"
        >
          {text.keys}
        </p>
      </div>
    </dialog>
  );
}
