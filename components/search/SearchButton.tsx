import { cn } from '@/lib/cn';
import { searchButtonLabel } from '@/lib/search/content';
import { SEARCH_TRIGGER_ATTRIBUTE } from '@/lib/search/trigger';
import { SearchIcon } from './SearchIcon';

/**
 * The header's search button. Server-rendered and without a handler of its own: the inline trigger
 * script (lib/search/trigger.ts) opens the dialog on its click, before hydration too, and loads the
 * dialog on its hover or focus. Wide screens show it as a field with the shortcut; phones as an icon.
 */
export function SearchButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      {...{ [SEARCH_TRIGGER_ATTRIBUTE]: '' }}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink',
        '2xl:w-44 2xl:justify-start 2xl:border 2xl:border-line 2xl:bg-surface-raised 2xl:px-3 2xl:text-sm 2xl:shadow-sm 2xl:hover:border-brand-300',
        className,
      )}
    >
      <SearchIcon className="size-5 2xl:size-4" />
      <span className="sr-only 2xl:not-sr-only 2xl:flex-1 2xl:text-left">{searchButtonLabel}</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-line bg-surface-muted px-1.5 font-sans text-xs text-ink-subtle 2xl:inline"
      >
        <span className="[html[data-apple]_&]:hidden">Ctrl K</span>
        <span className="hidden [html[data-apple]_&]:inline">⌘K</span>
      </kbd>
    </button>
  );
}
