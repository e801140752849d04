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
        'xl:w-44 xl:justify-start xl:border xl:border-line xl:bg-surface-raised xl:px-3 xl:text-sm xl:shadow-sm xl:hover:border-brand-300',
        className,
      )}
    >
      <SearchIcon className="size-5 xl:size-4" />
      <span className="sr-only xl:not-sr-only xl:flex-1 xl:text-left">{searchButtonLabel}</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-line bg-surface-muted px-1.5 font-sans text-xs text-ink-subtle xl:inline"
      >
        <span className="[html[data-apple]_&]:hidden">Ctrl K</span>
        <span className="hidden [html[data-apple]_&]:inline">⌘K</span>
      </kbd>
    </button>
  );
}
